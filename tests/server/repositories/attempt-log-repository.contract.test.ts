/** @jest-environment node */
// AttemptLogRepository on SQLite and PostgreSQL (tests/server/engines.ts): the event log kept with a submitted attempt
// (the gzip as received, read back decompressed), the attempt's log status, and the strategy figures with their cohort
// averages (the other students' attempts of the test).
import { describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import { AttemptLogRepository, type StrategyFigures } from '../../../server/repositories/attempt-log-repository';
import { AttemptRepository, type NewAttempt } from '../../../server/repositories/attempt-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

const attemptOf = (studentId: number, testId = 3001, testType = 3): NewAttempt => ({
  studentId, courseId: 101, templateId: 5001, testId, testType, kind: 'configured', testName: 'Mock', testMode: '',
  testOption: 'objective', examType: 'objective', topicId: 0, status: 'submitted', testStatus: 1, totalTime: 600,
  remainingTime: 0, lastQuestionIndex: 0, helpCounter: 0, scheduleId: 0, startedAt: T0, updatedAt: T0, submittedAt: T0,
});

const figures = (n: number, nulls = false): StrategyFigures => ({
  firstLookPercent: nulls ? null : n, revisitPercent: nulls ? null : n + 1, changeNetMarks: n / 2,
  reviewResolvedPercent: nulls ? null : n + 2, guessDelta: -n / 4,
});

const logFile = (logId: string) => ({ schemaVersion: 2, logId, events: [{ seq: 1, type: 'TestLoaded', at: T0, v: 1 }] });

eachEngine('AttemptLogRepository', (engine) => {
  const repo = () => new AttemptLogRepository(engine.db());
  const attempt = async (studentId?: number, testId?: number, testType?: number) =>
    new AttemptRepository(engine.db()).create(attemptOf(studentId ?? (await addStudent(engine.db())).id, testId, testType));

  it('keeps a log with its attempt and reads it back decompressed; the status becomes stored', async () => {
    const id = await attempt();
    expect(await repo().status(id)).toBe('none');
    expect(await repo().logOf(id)).toBeUndefined();
    const gz = gzipSync(JSON.stringify(logFile('log-1')));
    // a view into a larger buffer: only its own bytes are kept
    const view = new Uint8Array(Buffer.concat([Buffer.from('xx'), gz, Buffer.from('yy')])).subarray(2, 2 + gz.length);
    await repo().store(id, { gz: new Uint8Array(gz), schemaVersion: 2, eventCount: 1, rawBytes: 100, createdAt: T0 });
    expect(await repo().status(id)).toBe('stored');
    expect(await repo().logOf(id)).toEqual(logFile('log-1'));
    const other = await attempt();
    await repo().store(other, { gz: view, schemaVersion: 2, eventCount: 1, rawBytes: 100, createdAt: T0 });
    expect(await repo().logOf(other)).toEqual(logFile('log-1'));
  });

  it('keeps one log per attempt: a second is refused', async () => {
    const id = await attempt();
    const log = { gz: new Uint8Array(gzipSync(JSON.stringify(logFile('a')))), schemaVersion: 2, eventCount: 1, rawBytes: 10, createdAt: T0 };
    await repo().store(id, log);
    // the error's message, not toThrow: better-sqlite3 makes its errors in the realm of the first test file of the jest
    // worker, so in another file they are no `instanceof Error`
    await expect(engine.db().transaction(() => repo().store(id, log))).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    expect((await repo().logOf(id))?.logId).toBe('a');
  });

  it('records why an attempt has no log; an unknown attempt has no status', async () => {
    const id = await attempt();
    for (const status of ['refused', 'too_large', 'unavailable', 'none'] as const) {
      await repo().setStatus(id, status);
      expect(await repo().status(id)).toBe(status);
    }
    expect(await repo().status(id + 1000)).toBeUndefined();
  });

  it('averages the strategy figures of the other students\' attempts of the test, rounded; null when there are none', async () => {
    const [me, a, b] = [(await addStudent(engine.db())).id, (await addStudent(engine.db())).id, (await addStudent(engine.db())).id];
    const testId = 3900;
    expect(await repo().cohortOf(3, testId, me)).toBeNull();
    await repo().saveStrategy(await attempt(me, testId), figures(90));
    expect(await repo().cohortOf(3, testId, me)).toBeNull();
    await repo().saveStrategy(await attempt(a, testId), figures(10));
    await repo().saveStrategy(await attempt(a, testId), figures(20.07, true));
    await repo().saveStrategy(await attempt(b, testId), figures(33.333));
    // another test and another type of the same id are not the cohort
    await repo().saveStrategy(await attempt(b, testId + 1), figures(1));
    await repo().saveStrategy(await attempt(b, testId, 2), figures(1));
    expect(await repo().cohortOf(3, testId, me)).toEqual({
      attempts: 3,
      // the percentages over the two attempts that have one
      firstLookPercent: 21.7, revisitPercent: 22.7, reviewResolvedPercent: 23.7,
      changeNetMarks: 10.57, guessDelta: -5.28,
    });
    const theirs = await repo().cohortOf(3, testId, a);
    expect(theirs).toMatchObject({ attempts: 2, firstLookPercent: 61.7 });
  });

  it('null averages when no attempt of the cohort has a percentage', async () => {
    const [me, a] = [(await addStudent(engine.db())).id, (await addStudent(engine.db())).id];
    await repo().saveStrategy(await attempt(a, 3950), figures(4, true));
    expect(await repo().cohortOf(3, 3950, me)).toEqual({
      attempts: 1, firstLookPercent: null, revisitPercent: null, reviewResolvedPercent: null, changeNetMarks: 2, guessDelta: -1,
    });
  });

  it('replaces an attempt\'s figures when saved again; figures of an unknown attempt are not saved', async () => {
    const [me, a] = [(await addStudent(engine.db())).id, (await addStudent(engine.db())).id];
    const id = await attempt(a, 3960);
    await repo().saveStrategy(id, figures(10));
    await repo().saveStrategy(id, figures(50, true));
    await repo().saveStrategy(id + 1000, figures(70));
    expect(await repo().cohortOf(3, 3960, me)).toEqual({
      attempts: 1, firstLookPercent: null, revisitPercent: null, reviewResolvedPercent: null, changeNetMarks: 25, guessDelta: -12.5,
    });
  });

  describe('in the caller\'s transaction', () => {
    it('a rollback takes the log, its status and the figures back', async () => {
      const [me, a] = [(await addStudent(engine.db())).id, (await addStudent(engine.db())).id];
      const id = await attempt(a, 3970);
      await expect(engine.db().transaction(async () => {
        await repo().store(id, { gz: new Uint8Array(gzipSync(JSON.stringify(logFile('b')))), schemaVersion: 2, eventCount: 1, rawBytes: 10, createdAt: T0 });
        await repo().saveStrategy(id, figures(10));
        throw new Error('undo');
      })).rejects.toThrow('undo');
      expect(await repo().status(id)).toBe('none');
      expect(await repo().logOf(id)).toBeUndefined();
      expect(await repo().cohortOf(3, 3970, me)).toBeNull();
    });
  });
});
