/** @jest-environment node */
// `npm run replay -- --attempt <testSession>` (scripts/replay.ts, scripts/replay-attempt.ts) run as a real process on
// a database file holding a submit with its log (made through the API), one whose log was refused, and a copy whose
// stored answer was changed behind the server's back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import { answerFor, loadTest } from './delivery-helpers';
import { gz, sit, submitWithLog } from './event-log-helpers';
import { makeServer } from './test-server';

const root = resolve(__dirname, '..', '..');

const replay = (dbFile: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay.ts'), ...args],
    { cwd: root, encoding: 'utf8', timeout: 60_000, env: { ...process.env, DB_FILE: dbFile } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

let dir: string;
let dbFile: string;
let stored: string;
let refused: string;
let events: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'replay-attempt-'));
  const s = await makeServer();
  const demo = await s.login();
  const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
  const answers = new Map(test.questionSet.slice(0, 4).map((q, i) => [q.questionId, answerFor(s, q, i === 3 ? 'wrong' : 'right')]));
  const file = sit(test, answers);
  events = file.events.length;
  stored = (await submitWithLog(s, demo, test, answers, { eventLog: gz(file) })).body.obj.testSession;
  refused = (await submitWithLog(s, demo, test, answers, { eventLogStatus: 'refused' })).body.obj.testSession;
  dbFile = join(dir, 'app.db');
  writeFileSync(dbFile, s.db.serialize());
}, 60_000);
afterAll(() => { rmSync(dir, { recursive: true, force: true }); });

describe('npm run replay -- --attempt', () => {
  it('prints the stored log as the file form does, then finds no difference with the stored attempt', () => {
    const out = replay(dbFile, '--attempt', stored);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Replay of test-log-\\d+-\\d+: ${events} events from \\d{4}-`));
    expect(lines.filter((l) => l.startsWith('+'))).toHaveLength(events);
    expect(lines).toContainEqual(expect.stringMatching(/^\+00:00:00\.000 #1\s+TestLoaded\s+remaining 00:30:00 "JEE Main Sectional Practice" 15 questions, 3 sections, mode registered$/));
    expect(lines).toContainEqual(expect.stringMatching(/#\d+\s+TestSubmitted\s+remaining -\s+reason manual$/));
    expect(lines).toContain('  statuses: not_visited 11, visited 0, not_attempted 0, attempted 4, marked_for_review 0, answered_and_review 0, help 0');
    expect(lines.slice(-2)).toEqual([
      `Fold against the stored attempt ${stored} (test ${DEMO_TESTS.sectionedMock}, type 3, status submitted, 15 questions, marks 11)`,
      '  No difference between the fold and the stored attempt.',
    ]);
  });

  it('takes the test session with its /testview prefix', () => {
    expect(replay(dbFile, '--attempt', `mt${stored}`).stdout).toContain('No difference between the fold and the stored attempt.');
  });

  it('prints each difference when the stored attempt is not what the log folds to', () => {
    const copy = join(dir, 'changed.db');
    writeFileSync(copy, new Database(dbFile).serialize());
    const db = new Database(copy);
    db.prepare("UPDATE attempt_questions SET student_response = 'Z' WHERE attempt_id = ? AND position = 1").run(Number(stored));
    db.prepare('UPDATE attempts SET marks_obtained = 99 WHERE id = ?').run(Number(stored));
    db.close();
    const out = replay(copy, '--attempt', stored);
    expect(out.status).toBe(0);
    const tail = out.stdout.trimEnd().split('\n').slice(-2);
    expect(tail[0]).toMatch(/^ {2}Q2 \(question \d+\): fold "[^"]+", stored "Z"$/);
    expect(tail[1]).toBe('  total marks: fold 11, stored 99');
  });

  it.each([
    ['an attempt whose log was refused', () => refused, () => `replay: attempt ${refused} has no stored log (status refused)`],
    ['an unknown attempt', () => '999999', () => 'replay: no attempt 999999'],
    ['a malformed test session', () => '12x', () => 'replay: 12x: not a test session id (an attempt id such as 42)'],
  ])('exits 1 with one line for %s', (_, session, message) => {
    const out = replay(dbFile, '--attempt', session());
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toBe(`${message()}\n`);
  });

  it('exits 1 with the usage when --attempt has no test session', () => {
    const out = replay(dbFile, '--attempt');
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/^replay: usage: .* \| npm run replay -- --attempt <testSession> .*\n$/);
  });

  it('exits 1 with one line when the database is missing', () => {
    const out = replay(join(dir, 'none.db'), '--attempt', stored);
    expect(out.status).toBe(1);
    expect(out.stderr).toBe(`replay: ${join(dir, 'none.db')}: database not found (set DB_FILE)\n`);
  });
});
