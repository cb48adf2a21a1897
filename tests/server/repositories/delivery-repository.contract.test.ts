/** @jest-environment node */
// DeliveryRepository on SQLite and PostgreSQL (tests/server/engines.ts): the tests handed out, the sitting a delivery
// belongs to (continued while the previous delivery still runs and nothing of the test was saved or submitted since),
// the newest KEPT_PER_TEST kept, the latest (holding given questions) at a time, and the exam-condition tests running.
import { describe, expect, it } from '@jest/globals';
import { AttemptRepository, type NewAttempt } from '../../../server/repositories/attempt-repository';
import { DeliveryRepository, KEPT_PER_TEST, type NewDelivery, RUNNING_GRACE_SECONDS } from '../../../server/repositories/delivery-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const SECOND = 1000;

const deliveryOf = (studentId: number, deliveredAt: number, overrides: Partial<NewDelivery> = {}): NewDelivery => ({
  studentId, templateId: 5001, testType: 3, testId: 3001, questionIds: [11, 12, 13], correctMarks: 4, incorrectMarks: -1,
  notAnswerMarks: 0, totalTime: 600, testName: 'Mock 1', testOption: 'objective', deliveredAt, ...overrides,
});

const attemptOf = (studentId: number, at: number, overrides: Partial<NewAttempt> = {}): NewAttempt => ({
  studentId, courseId: 101, templateId: 5001, testId: 3001, testType: 3, kind: 'configured', testName: 'Mock 1', testMode: '',
  testOption: 'objective', examType: 'objective', topicId: 0, status: 'submitted', testStatus: 1, totalTime: 600,
  remainingTime: 0, lastQuestionIndex: 0, helpCounter: 0, scheduleId: 0, startedAt: at, updatedAt: at, submittedAt: at, ...overrides,
});

eachEngine('DeliveryRepository', (engine) => {
  const repo = () => new DeliveryRepository(engine.db());
  const student = async () => (await addStudent(engine.db())).id;

  describe('record', () => {
    it('records a delivery and answers it with its id; the first starts a sitting', async () => {
      const s = await student();
      const d = await repo().record(deliveryOf(s, T0));
      expect(d).toEqual({ ...deliveryOf(s, T0), id: expect.any(Number), sittingStartedAt: T0 });
      expect(await repo().latest(s, 5001, 3, 3001, T0)).toEqual(d);
    });

    it('continues the sitting while the previous delivery runs, and starts one after its time and grace', async () => {
      const s = await student();
      await repo().record(deliveryOf(s, T0));
      const again = await repo().record(deliveryOf(s, T0 + 60 * SECOND));
      expect(again.sittingStartedAt).toBe(T0);
      // the previous delivery's time + grace, counted from it: still running one ms before
      const edge = T0 + 60 * SECOND + (600 + RUNNING_GRACE_SECONDS) * SECOND;
      expect((await repo().record(deliveryOf(s, edge - 1))).sittingStartedAt).toBe(T0);
      const late = edge - 1 + (600 + RUNNING_GRACE_SECONDS) * SECOND;
      expect((await repo().record(deliveryOf(s, late))).sittingStartedAt).toBe(late);
    });

    it('starts a new sitting once an attempt of the test was saved, submitted or dropped since', async () => {
      const s = await student();
      await repo().record(deliveryOf(s, T0));
      // another test's attempt does not end it
      await new AttemptRepository(engine.db()).create(attemptOf(s, T0 + SECOND, { testId: 3002 }));
      expect((await repo().record(deliveryOf(s, T0 + 2 * SECOND))).sittingStartedAt).toBe(T0);
      await new AttemptRepository(engine.db()).create(attemptOf(s, T0 + 3 * SECOND, { status: 'saved', submittedAt: null }));
      expect((await repo().record(deliveryOf(s, T0 + 4 * SECOND))).sittingStartedAt).toBe(T0 + 4 * SECOND);
    });

    it(`keeps the newest ${KEPT_PER_TEST} deliveries of a student's test`, async () => {
      const [s, other] = [await student(), await student()];
      await repo().record(deliveryOf(other, T0 - 1));
      const made = [];
      for (let i = 0; i < KEPT_PER_TEST + 3; i++) made.push(await repo().record(deliveryOf(s, T0 + i, { questionIds: [100 + i] })));
      // the oldest three are gone: no delivery holds their questions
      expect(await repo().latestHolding(s, 5001, 3, 3001, [100], T0 + 100)).toBeUndefined();
      expect(await repo().latestHolding(s, 5001, 3, 3001, [102], T0 + 100)).toBeUndefined();
      expect((await repo().latestHolding(s, 5001, 3, 3001, [103], T0 + 100))?.id).toBe(made[3].id);
      expect(await repo().latest(other, 5001, 3, 3001, T0)).toBeDefined();
    });
  });

  it('finds the latest delivery of a test at or before a time, of the template only', async () => {
    const s = await student();
    expect(await repo().latest(s, 5001, 3, 3001, T0)).toBeUndefined();
    const first = await repo().record(deliveryOf(s, T0));
    const tie = await repo().record(deliveryOf(s, T0 + 10));
    const tie2 = await repo().record(deliveryOf(s, T0 + 10));
    await repo().record(deliveryOf(s, T0 + 5, { templateId: 5002 }));
    await repo().record(deliveryOf(s, T0 + 6, { testType: 2 }));
    expect((await repo().latest(s, 5001, 3, 3001, T0 + 9))?.id).toBe(first.id);
    expect((await repo().latest(s, 5001, 3, 3001, T0 + 10))?.id).toBe(Math.max(tie.id, tie2.id));
    expect((await repo().latest(s, 5002, 3, 3001, T0 + 10))?.deliveredAt).toBe(T0 + 5);
    expect(await repo().latest(s, 5001, 3, 3001, T0 - 1)).toBeUndefined();
  });

  it('finds the latest delivery holding every given question', async () => {
    const s = await student();
    const a = await repo().record(deliveryOf(s, T0, { questionIds: [1, 2, 3] }));
    const b = await repo().record(deliveryOf(s, T0 + 1, { questionIds: [3, 4] }));
    expect((await repo().latestHolding(s, 5001, 3, 3001, [1, 3], T0 + 5))?.id).toBe(a.id);
    expect((await repo().latestHolding(s, 5001, 3, 3001, [3], T0 + 5))?.id).toBe(b.id);
    expect((await repo().latestHolding(s, 5001, 3, 3001, [], T0 + 5))?.id).toBe(b.id);
    expect(await repo().latestHolding(s, 5001, 3, 3001, [1, 4], T0 + 5)).toBeUndefined();
    expect((await repo().latestHolding(s, 5001, 3, 3001, [3], T0))?.id).toBe(a.id);
  });

  it('reads a delivery whose stored question list is not a list of ids as holding none', async () => {
    const s = await student();
    const d = await repo().record(deliveryOf(s, T0, { questionIds: [] }));
    await engine.db().q().updateTable('test_deliveries').set({ question_ids: 'not json' }).where('id', '=', d.id).execute();
    expect((await repo().latest(s, 5001, 3, 3001, T0))?.questionIds).toEqual([]);
    await engine.db().q().updateTable('test_deliveries').set({ question_ids: '[1, "2", 3.5, 4]' }).where('id', '=', d.id).execute();
    expect((await repo().latest(s, 5001, 3, 3001, T0))?.questionIds).toEqual([1, 4]);
  });

  describe('runningOf', () => {
    it('answers the deliveries of the given types within their time + grace, newest first', async () => {
      const s = await student();
      const mock = await repo().record(deliveryOf(s, T0));
      const klass = await repo().record(deliveryOf(s, T0 + 1, { testType: 4, testId: 4001 }));
      await repo().record(deliveryOf(s, T0 + 2, { testType: 2, testId: 2001 }));
      expect((await repo().runningOf(s, [3, 4, 5], 60, T0 + 5)).map((d) => d.id)).toEqual([klass.id, mock.id]);
      expect(await repo().runningOf(s, [], 60, T0 + 5)).toEqual([]);
      // running until its time + grace after the delivery; not before it was delivered
      expect((await repo().runningOf(s, [3], 60, T0 + 660 * SECOND - 1)).map((d) => d.id)).toEqual([mock.id]);
      expect(await repo().runningOf(s, [3], 60, T0 + 660 * SECOND)).toEqual([]);
      expect(await repo().runningOf(s, [3], 60, T0 - 1)).toEqual([]);
    });

    it('leaves out a test submitted since its delivery, not one saved or submitted before', async () => {
      const s = await student();
      const d = await repo().record(deliveryOf(s, T0));
      const attempts = new AttemptRepository(engine.db());
      await attempts.create(attemptOf(s, T0 - 1));
      await attempts.create(attemptOf(s, T0 + 1, { status: 'saved', submittedAt: null }));
      expect((await repo().runningOf(s, [3], 60, T0 + 2)).map((x) => x.id)).toEqual([d.id]);
      await attempts.create(attemptOf(s, T0 + 3));
      expect(await repo().runningOf(s, [3], 60, T0 + 4)).toEqual([]);
    });
  });

  it('records in the caller\'s transaction: a rollback takes the delivery back', async () => {
    const s = await student();
    await expect(engine.db().transaction(async () => {
      await repo().record(deliveryOf(s, T0));
      throw new Error('undo');
    })).rejects.toThrow('undo');
    expect(await repo().latest(s, 5001, 3, 3001, T0)).toBeUndefined();
  });
});
