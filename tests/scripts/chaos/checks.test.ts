/** @jest-environment node */
// scripts/chaos/checks.ts: the chaos suite's comparison of stored answers with the script's record, the clock-error
// arithmetic, and the run's summary and exit code.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  answerKey, clockErrorMs, compareAnswers, deadlineFromTick, exitCodeOf, noFaults, parseTimer, progressLine, readErrorMs, summarise,
  type SessionResult, type StoredQuestion,
} from '../../../scripts/chaos/checks';
import { encodeResponse } from '../../../domain/test-engine/responses';

const q = (position: number, questionType: string, studentResponse: string): StoredQuestion => ({ position, questionType, studentResponse });

describe('compareAnswers', () => {
  const stored = [
    q(0, 'Multiple-Choice', 'B'),
    q(1, 'Multiple-Response', 'A~C'),
    q(2, 'Integer-Type', '42'),
    q(3, 'Multiple-Choice', ''),
    q(4, 'Fill-in-Blank', ''),
  ];

  it('accepts the final values, a multi-select in any order and case, and a cleared question stored empty', () => {
    expect(compareAnswers([
      { n: 1, input: 'radio', values: ['b'] },
      { n: 2, input: 'checkbox', values: ['C', 'a'] },
      { n: 3, input: 'text', values: ['42'] },
      { n: 4, input: 'radio', values: [] },
    ], stored)).toEqual([]);
  });

  it('counts a given answer stored empty as lost and another value as wrong', () => {
    expect(compareAnswers([
      { n: 1, input: 'radio', values: ['C'] },
      { n: 2, input: 'checkbox', values: ['A'] },
      { n: 3, input: 'text', values: ['42'] },
      { n: 4, input: 'radio', values: ['D'] },
      { n: 5, input: 'text', values: ['-7'] },
    ], stored)).toEqual([
      { n: 1, reason: 'wrong', expected: 'C', stored: 'B' },
      { n: 2, reason: 'wrong', expected: 'A', stored: 'A~C' },
      { n: 4, reason: 'lost', expected: 'D', stored: '' },
      { n: 5, reason: 'lost', expected: '-7', stored: '' },
    ]);
  });

  it('reports a cleared answer that was stored anyway, an answer on a question never touched, and a missing question', () => {
    expect(compareAnswers([{ n: 1, input: 'radio', values: [] }, { n: 9, input: 'radio', values: ['A'] }], stored)).toEqual([
      { n: 1, reason: 'wrong', expected: '', stored: 'B' },
      { n: 2, reason: 'phantom', expected: '', stored: 'A~C' },
      { n: 3, reason: 'phantom', expected: '', stored: '42' },
      { n: 9, reason: 'missing_question', expected: 'A', stored: '' },
    ]);
  });

  it('matches whatever the app encodes (responses.ts) for every answer the driver can give', () => {
    const ids = fc.constantFrom('A', 'B', 'C', 'D', 'E');
    fc.assert(fc.property(
      fc.oneof(
        fc.record({ type: fc.constant('Multiple-Choice'), values: fc.array(ids, { minLength: 1, maxLength: 1 }) }),
        fc.record({ type: fc.constant('Multiple-Response'), values: fc.uniqueArray(ids, { minLength: 1, maxLength: 5 }) }),
        fc.record({ type: fc.constant('Integer-Type'), values: fc.integer({ min: -500, max: 1500 }).map((n) => [String(n)]) }),
      ),
      ({ type, values }) => {
        const kind = type === 'Multiple-Choice' ? 'single' : type === 'Multiple-Response' ? 'multi' : 'text';
        const wire = encodeResponse(kind, { values, fileName: '', url: '' });
        const input = kind === 'single' ? 'radio' : kind === 'multi' ? 'checkbox' : 'text';
        expect(compareAnswers([{ n: 1, input, values }], [q(0, type, wire)])).toEqual([]);
        expect(answerKey(kind, { values, fileName: '', url: '' })).not.toBe('');
      },
    ));
  });
});

describe('the clock', () => {
  it('reads the timer text', () => {
    expect(parseTimer('Time Left\n00:14:59')).toBe(899);
    expect(parseTimer('Time Left 03:00:00')).toBe(10_800);
    expect(parseTimer("Time Left Time's Up")).toBe(0);
    expect(parseTimer('Time Left')).toBeNull();
  });

  it('measures the distance to the interval (s-1, s] seconds the display stands for', () => {
    expect(clockErrorMs(899_500, 900)).toBe(0);
    expect(clockErrorMs(900_000, 900)).toBe(0);
    expect(clockErrorMs(899_000, 900)).toBe(0);
    expect(clockErrorMs(898_000, 900)).toBe(1000);
    expect(clockErrorMs(900_250, 900)).toBe(250);
    expect(clockErrorMs(4_500_000, 900)).toBe(3_600_000);
    // Time's Up: right when nothing is left, off by whatever is
    expect(clockErrorMs(-5000, 0)).toBe(0);
    expect(clockErrorMs(300_000, 0)).toBe(300_000);
  });

  it('is zero for the display of a correct countdown at any moment, and grows with a clock that is off', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_800_000 }), fc.integer({ min: -3_600_000, max: 3_600_000 }), (remaining, offBy) => {
      const correct = Math.ceil(remaining / 1000);
      expect(clockErrorMs(remaining, correct)).toBe(0);
      const shown = Math.max(0, Math.ceil((remaining + offBy) / 1000));
      const error = clockErrorMs(remaining, shown);
      expect(error).toBeLessThanOrEqual(Math.abs(offBy));
      expect(error).toBeGreaterThanOrEqual(Math.max(0, Math.min(Math.abs(offBy), remaining) - 1000));
    }));
  });

  it('anchors the deadline at a tick and subtracts the uncertainty of a read', () => {
    // the display turned to 899 between 1000 and 1010: 899 s were left at about 1005
    expect(deadlineFromTick(1000, 1010, 899)).toBe(1005 + 899_000);
    const deadline = 1_000_000;
    expect(readErrorMs(deadline, { before: 100_000, after: 100_020, shown: 900 })).toBe(0);
    // 899.99 s left at the read's midpoint, the display says 902 (901 to 902 s): 1010 ms off, less half the read's 20 ms
    expect(readErrorMs(deadline, { before: 100_000, after: 100_020, shown: 902 })).toBe(1000);
  });
});

describe('the run', () => {
  const result = (over: Partial<SessionResult>): SessionResult => ({
    index: 0, seed: 1, testId: 3001, faults: noFaults(), answersLost: 0, duplicateSubmits: 0, maxClockErrorMs: 0, maxDurableWaitMs: 0, stuck: false,
    failures: [], warnings: [], elapsedMs: 15_000, ...over,
  });

  it('sums the sessions into the last line, and exits 0 only when every promise held', () => {
    const a = result({ faults: { ...noFaults(), offline: 2, hidden: 1 }, maxClockErrorMs: 300 });
    const b = result({ index: 1, faults: { ...noFaults(), offline: 1, replyLost: 1 }, maxClockErrorMs: 900, maxDurableWaitMs: 12 });
    const summary = summarise([a, b], 42, 30_000.4);
    expect(summary).toEqual({
      runs: 2, answersLost: 0, duplicateSubmits: 0, maxClockErrorMs: 900, stuckRuns: 0, maxDurableWaitMs: 12,
      faults: { ...noFaults(), offline: 3, hidden: 1, replyLost: 1 }, seed: 42, elapsedMs: 30_000,
    });
    expect(Object.keys(JSON.parse(JSON.stringify(summary)))).toEqual(['runs', 'answersLost', 'duplicateSubmits', 'maxClockErrorMs', 'stuckRuns', 'maxDurableWaitMs', 'faults', 'seed', 'elapsedMs']);
    expect(exitCodeOf(summary)).toBe(0);
    expect(exitCodeOf(summarise([a, result({ answersLost: 1 })], 42, 1))).toBe(1);
    expect(exitCodeOf(summarise([a, result({ duplicateSubmits: 1 })], 42, 1))).toBe(1);
    expect(exitCodeOf(summarise([a, result({ stuck: true })], 42, 1))).toBe(1);
    expect(exitCodeOf(summarise([a, result({ maxClockErrorMs: 1001 })], 42, 1))).toBe(1);
    expect(exitCodeOf(summarise([], 42, 1))).toBe(1);
  });

  it('prints a progress line with the replay command', () => {
    const line = progressLine(result({ index: 7, faults: { ...noFaults(), reload: 2, offline: 1 }, answersLost: 1 }), 3, 20, 42);
    expect(line).toContain('[3/20] session 7 (CHAOS_SEED=42 CHAOS_ONLY=7) test=3001 faults=offline,reloadx2');
    expect(line).toContain('FAIL answersLost=1');
  });
});
