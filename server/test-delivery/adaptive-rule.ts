// The adaptive rule: questions have a difficulty 1..5; the session starts at START_LEVEL; after a correct
// answer the next question is one level harder, after a wrong or empty one a level easier (bounded 1..5);
// the session ends after SESSION_LENGTH answers (or when the topic has no unused question left).
// The next question is an unused objective question of the topic at the wanted level, else the nearest level
// (ties go the way the student is moving), chosen deterministically from the session and answer number.
import { prng } from '../shared/prng';
import type { BankQuestion } from './question-bank-types';

export const START_LEVEL = 3;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
export const SESSION_LENGTH = 10;

export const nextLevel = (level: number, correct: boolean): number =>
  correct ? Math.min(MAX_LEVEL, level + 1) : Math.max(MIN_LEVEL, level - 1);

/** The next question at (or nearest to) `level`; null when none is left. `direction` breaks ties in distance. */
export function pickQuestion(pool: readonly BankQuestion[], used: ReadonlySet<number>, level: number, direction: 1 | -1, seed: number): BankQuestion | null {
  const free = pool.filter((q) => !used.has(q.id));
  if (free.length === 0) return null;
  const distance = (q: BankQuestion) => Math.abs(q.difficulty - level);
  const best = Math.min(...free.map(distance));
  let candidates = free.filter((q) => distance(q) === best);
  if (best > 0) {
    const preferred = candidates.filter((q) => Math.sign(q.difficulty - level) === direction);
    if (preferred.length > 0) candidates = preferred;
  }
  candidates.sort((a, b) => a.id - b.id);
  return candidates[Math.floor(prng(seed)() * candidates.length)];
}
