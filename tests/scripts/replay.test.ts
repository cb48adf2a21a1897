/** @jest-environment node */
// The replay CLI (`npm run replay -- <log.json>`) run as a real process on the committed sample log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const SAMPLE = join(root, 'docs', 'samples', 'session-log.json');

const run = (script: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'replay-test-')); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); });

describe('npm run replay on docs/samples/session-log.json', () => {
  let out: ReturnType<typeof run>;
  let lines: string[];
  beforeAll(() => {
    out = run('replay.ts', SAMPLE);
    lines = out.stdout.split('\n');
  });

  it('exits 0 and prints one line per event, in seq order, with a time offset', () => {
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { events: { seq: number }[] };
    const rows = lines.filter((l) => l.startsWith('+'));
    expect(rows).toHaveLength(sample.events.length);
    expect(rows.map((r) => Number(r.split(/\s+/)[1].slice(1)))).toEqual(sample.events.map((e) => e.seq));
    expect(rows[0]).toMatch(/^\+00:00:00\.000 #1\s+TestLoaded\s+remaining 00:15:00 "JEE Main Mini Mock 1" 15 questions, 3 sections, mode registered$/);
  });

  it('each line names the event, the question, the status change from -> to and the remaining time', () => {
    expect(lines).toContainEqual(expect.stringMatching(/^\+00:00:38\.000 #2\s+AnswerGiven\s+Q1\s+visited -> attempted\s+remaining 00:14:22 B$/));
    expect(lines).toContainEqual(expect.stringMatching(/#5\s+ReviewToggled\s+Q2\s+attempted -> answered_and_review\s+remaining 00:13:24$/));
    expect(lines).toContainEqual(expect.stringMatching(/#15\s+AnswerGiven\s+Q4\s+marked_for_review -> answered_and_review\s+remaining 00:10:17 4$/));
    expect(lines).toContainEqual(expect.stringMatching(/#17\s+SectionEntered\s+Q6\s+not_visited -> visited\s+remaining 00:05:00 Chemistry \(confirmed\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/#20\s+HelpUsed\s+Q7\s+visited -> help\s+/));
    expect(lines).toContainEqual(expect.stringMatching(/#40\s+Navigated\s+Q15\s+not_visited -> visited\s+remaining 00:02:43 \(left Q14 visited -> not_attempted\)$/));
  });

  it('shows the section time-up stamped with the deadline and the move to the next section, then the submit', () => {
    const expiry = lines.find((l) => l.includes('TimerExpired'));
    const entered = lines.find((l) => l.includes('(timer)'));
    expect(expiry).toMatch(/^\+00:11:22\.000 #31\s+TimerExpired\s+remaining -\s+section time up$/);
    expect(entered).toMatch(/^\+00:11:22\.000 #32\s+SectionEntered\s+Q11\s+not_visited -> visited\s+remaining 00:05:00 Mathematics \(timer\)$/);
    expect(lines).toContainEqual(expect.stringMatching(/^\+00:14:37\.000 #42\s+TestSubmitted\s+remaining -\s+reason manual$/));
  });

  it('ends with the summary: counts per status, time per question, score from the key in the log', () => {
    const summary = lines.slice(lines.indexOf('Summary of sample-3h-mock-0001'));
    expect(summary[1]).toBe('  events: 42 over 00:14:37.000; test "JEE Main Mini Mock 1" (id 4711, type 3), mode registered');
    expect(summary[2]).toBe('  state: submitted; current question Q15');
    expect(summary[3]).toBe('  statuses: not_visited 1, visited 0, not_attempted 2, attempted 9, marked_for_review 0, answered_and_review 3, help 0');
    expect(summary).toContainEqual(expect.stringMatching(/^ {4}Q1 {3}00:00:42 {2}attempted {12}Physics$/));
    expect(summary).toContainEqual(expect.stringMatching(/^ {4}Q9 {3}00:02:13 {2}attempted {12}Chemistry$/));
    expect(summary).toContainEqual(expect.stringMatching(/^ {4}Q10 {2}00:00:00 {2}not_visited {10}Chemistry$/));
    expect(summary).toContain('  total time on questions: 00:13:07');
    expect(summary).toContain('  score: 28 / 60 (correct 8, incorrect 4, not answered 3)');
    expect(summary).toContain('    Physics: 15 / 20 (correct 4, incorrect 1, not answered 0)');
    expect(summary).toContain('    Chemistry: 2 / 20 (correct 1, incorrect 2, not answered 2)');
    expect(summary).toContain('    Mathematics: 11 / 20 (correct 3, incorrect 1, not answered 1)');
  });

  it('reads a bare array of stored events as well', () => {
    const bare = join(dir, 'bare.json');
    writeFileSync(bare, JSON.stringify(JSON.parse(readFileSync(SAMPLE, 'utf8')).events));
    const r = run('replay.ts', bare);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('+'))).toEqual(lines.filter((l) => l.startsWith('+')));
    expect(r.stdout).toContain('Summary of bare');
  });

  it('the committed sample is what scripts/make-sample-log.ts makes with the current engine', () => {
    const fresh = join(dir, 'fresh.json');
    expect(run('make-sample-log.ts', fresh).status).toBe(0);
    expect(readFileSync(fresh, 'utf8')).toBe(readFileSync(SAMPLE, 'utf8'));
  });
});

describe('npm run replay: a clear error and exit code 1, no stack trace', () => {
  const write = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const sampleWith = (change: (f: { schemaVersion: number; events: { seq: number; event: { type: string; data: Record<string, unknown> } }[] }) => void): string => {
    const f = JSON.parse(readFileSync(SAMPLE, 'utf8'));
    change(f);
    return JSON.stringify(f);
  };

  it.each([
    ['a missing file', () => join(dir, 'nope.json'), /nope\.json: file not found$/],
    ['no argument', null, /^replay: usage: npm run replay -- <log\.json>/],
    ['a file that is not JSON', () => write('a.json', 'not json'), /a\.json: not valid JSON/],
    ['JSON that is not a log', () => write('b.json', '{"hello":1}'), /b\.json: not an event log file: schemaVersion/],
    ['a gap in seq', () => write('c.json', sampleWith((f) => { f.events.splice(3, 1); })), /events\[3\]\.seq is 5, expected 4/],
    ['an unknown event type', () => write('d.json', sampleWith((f) => { f.events[5].event.type = 'Teleported'; })), /event seq 6: Unknown event type: Teleported$/],
    ['a newer format', () => write('e.json', sampleWith((f) => { f.schemaVersion = 99; })), /log format version 99 is newer than this replay tool \(1\)$/],
    ['a log that does not start with TestLoaded', () => write('f.json', sampleWith((f) => { f.events[0].event.type = 'Navigated'; })), /the first event is Navigated/],
    ['an empty log', () => write('g.json', '[]'), /g\.json: the log has no events$/],
  ])('%s', (_label, file, message) => {
    const r = file === null ? run('replay.ts') : run('replay.ts', file());
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
