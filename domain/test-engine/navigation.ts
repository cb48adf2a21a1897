// Navigation: next/previous/jump across sections, Partially_Lock, subjective-only marking mode.
import type { TestData } from './test-data';
import { SECTION_BACK_MESSAGE } from './rule-messages';
import type { TestLayout, TestState } from './state';

/** Why a move is refused. */
export type NavRefusalCode =
  /** Partially_Lock: going back to a previous section (the only refusal with this code) */
  | 'section_locked'
  /** subjective-marks-edit mode steps through subjective questions only */
  | 'not_markable'
  | 'no_such_question';

export type NavOutcome =
  | { kind: 'move'; to: number }
  /** Partially_Lock: forward into a later section needs the switch-section confirmation */
  | { kind: 'switch'; toSection: number; to: number }
  | { kind: 'refused'; code: NavRefusalCode; message: string }
  /** nothing to do (already there, or no further question) */
  | { kind: 'none' };

/**
 * Layout of questions and sections. A question's section comes from section.questionNumbers[].questionIndex,
 * else from question.sectionId. Sections rank by sectionOrder (ties by position in sectionSet). Navigation order:
 * questions grouped by section rank, by index inside a section; questions without a section come last
 * (when no question has a section, the order is simply by index).
 */
export const buildLayout = (test: TestData): TestLayout => {
  const n = test.questionSet.length;
  const sections = test.sectionSet;
  const sectionsByRank = sections.map((_, i) => i).sort((a, b) => sections[a].sectionOrder - sections[b].sectionOrder || a - b);
  const sectionRank: number[] = new Array(sections.length).fill(0);
  sectionsByRank.forEach((si, rank) => { sectionRank[si] = rank; });
  const sectionOf: number[] = new Array(n).fill(-1);
  sections.forEach((sec, si) => {
    for (const ref of sec.questionNumbers ?? []) {
      if (ref.questionIndex >= 0 && ref.questionIndex < n && sectionOf[ref.questionIndex] === -1) sectionOf[ref.questionIndex] = si;
    }
  });
  test.questionSet.forEach((q, i) => {
    if (sectionOf[i] === -1 && q.sectionId !== null && q.sectionId !== undefined) {
      const si = sections.findIndex((s) => s.sectionId === q.sectionId);
      if (si >= 0) sectionOf[i] = si;
    }
  });
  const rankOf = (i: number): number => (sectionOf[i] === -1 ? sections.length : sectionRank[sectionOf[i]]);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rankOf(a) - rankOf(b) || a - b);
  const position: number[] = new Array(n).fill(0);
  order.forEach((qi, p) => { position[qi] = p; });
  return { order, position, sectionOf, sectionRank, sectionsByRank };
};

/** In subjective-marks-edit mode only subjective questions are stepped through. */
export const isNavigable = (s: TestState, index: number): boolean =>
  !s.marksEdit || s.test.questionSet[index]?.kind === 'subjective';

const step = (s: TestState, dir: 1 | -1): number | null => {
  const { order, position } = s.layout;
  for (let p = position[s.currentIndex] + dir; p >= 0 && p < order.length; p += dir) {
    if (isNavigable(s, order[p])) return order[p];
  }
  return null;
};

/** Outcome of moving from the current question to `to`, applying Partially_Lock. */
export const navigateTo = (s: TestState, to: number): NavOutcome => {
  if (!Number.isInteger(to) || to < 0 || to >= s.questions.length) {
    return { kind: 'refused', code: 'no_such_question', message: `There is no question ${to + 1}` };
  }
  if (to === s.currentIndex) return { kind: 'none' };
  if (!isNavigable(s, to)) return { kind: 'refused', code: 'not_markable', message: 'Only subjective questions can be marked' };
  if (!s.sectionLocked) return { kind: 'move', to };
  const from = s.currentSection;
  const toSection = s.layout.sectionOf[to];
  if (from === -1 || toSection === -1 || from === toSection) return { kind: 'move', to };
  const { sectionRank } = s.layout;
  if (sectionRank[toSection] < sectionRank[from]) return { kind: 'refused', code: 'section_locked', message: SECTION_BACK_MESSAGE };
  return { kind: 'switch', toSection, to };
};

export const goNext = (s: TestState): NavOutcome => {
  const to = step(s, 1);
  return to === null ? { kind: 'none' } : navigateTo(s, to);
};

export const goPrevious = (s: TestState): NavOutcome => {
  const to = step(s, -1);
  return to === null ? { kind: 'none' } : navigateTo(s, to);
};

export const jumpTo = (s: TestState, index: number): NavOutcome => navigateTo(s, index);

/** First question (navigation order) of the section ranked after the current one, for section-timer expiry. */
export const nextSectionStart = (s: TestState): { sectionIndex: number; questionIndex: number } | null => {
  if (s.currentSection === -1) return null;
  const { sectionRank, sectionsByRank, order, sectionOf } = s.layout;
  for (let r = sectionRank[s.currentSection] + 1; r < sectionsByRank.length; r++) {
    const si = sectionsByRank[r];
    const first = order.find((qi) => sectionOf[qi] === si && isNavigable(s, qi));
    if (first !== undefined) return { sectionIndex: si, questionIndex: first };
  }
  return null;
};

/** First navigable question at or after `index` in navigation order (load position in marks-edit mode). */
export const firstNavigableFrom = (s: TestState, index: number): number => {
  const { order, position } = s.layout;
  if (order.length === 0) return 0;
  const start = position[Math.min(Math.max(0, index), order.length - 1)];
  for (let p = start; p < order.length; p++) if (isNavigable(s, order[p])) return order[p];
  for (let p = start - 1; p >= 0; p--) if (isNavigable(s, order[p])) return order[p];
  return order[start];
};
