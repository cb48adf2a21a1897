/** @jest-environment node */
// AttemptRepository on SQLite and PostgreSQL (tests/server/engines.ts): attempts and their question rows and sections,
// the totals summed from the rows, the lookups of saved and adaptive attempts, and the one attempt per submission id
// (createOnce) and the claims (updateFrom) that hold across two connections at once.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { type AttemptQuestion, AttemptRepository, type NewAttempt } from '../../../server/repositories/attempt-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';
import { addQuestions, addTopic } from './bank-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

const attemptOf = (studentId: number, overrides: Partial<NewAttempt> = {}): NewAttempt => ({
  studentId, courseId: 101, templateId: 5001, testId: 3001, testType: 3, kind: 'configured', testName: 'Mock 1',
  testMode: '', testOption: 'objective', examType: 'objective', topicId: 0, status: 'saved', testStatus: 0,
  totalTime: 600, remainingTime: 500, lastQuestionIndex: 2, helpCounter: 1, scheduleId: 0, startedAt: T0, updatedAt: T0,
  ...overrides,
});

const rowOf = (questionId: number, overrides: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  questionId, sectionId: null, sectionName: '', topicId: 11, studentResponse: '', result: 'NotAnswer', answerStatus: 'NotAnswer',
  marks: 0, maxMarks: 4, correctMarks: 4, incorrectMarks: -1, notAnswerMarks: 0, timeSpent: 10, help: 0, backgroundImg: '',
  difficulty: 3, ...overrides,
});

eachEngine('AttemptRepository', (engine) => {
  const repo = () => new AttemptRepository(engine.db());
  const student = async () => (await addStudent(engine.db())).id;
  /**
   * `first` in a transaction held open (uncommitted) while `second` runs in another: on PostgreSQL the second waits for
   * the first's row lock or unique key, on SQLite for the connection; the first commits after 100 ms.
   */
  const whileHeld = async <A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<{ first: A; second: B }> => {
    const db = engine.db();
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    let didFirst!: () => void;
    const firstDone = new Promise<void>((done) => { didFirst = done; });
    const one = db.transaction(async () => {
      const value = await first();
      didFirst();
      await held;
      return value;
    });
    await firstDone;
    const two = db.transaction(second);
    await new Promise((done) => setTimeout(done, 100));
    release();
    const [a, b] = await Promise.all([one, two]);
    return { first: a, second: b };
  };
  /** questions of the bank (a row names one) */
  let q: number[] = [];
  beforeAll(async () => {
    q = await addQuestions(engine.db(), await addTopic(engine.db(), 'Physics'), 240);
  }, 60_000);

  it('creates an attempt and reads every field back, the defaults of the fields not given', async () => {
    const s = await student();
    const id = await repo().create(attemptOf(s, { serverTimeTaken: 42 }));
    expect(typeof id).toBe('number');
    expect(await repo().get(id)).toEqual({
      ...attemptOf(s), id, serverTimeTaken: 42, clientSubmissionId: null, submittedAt: null, adaptiveLevel: 0,
      timeSpent: 0, totalQuestions: 0, correctCount: 0, incorrectCount: 0, unattemptedCount: 0, marksObtained: 0, fullMarks: 0,
    });
    expect(await repo().get(id + 1000)).toBeUndefined();
  });

  it('finds an attempt by its student and submission id only', async () => {
    const [a, b] = [await student(), await student()];
    const id = await repo().create(attemptOf(a, { status: 'submitted', clientSubmissionId: 'sub-1', submittedAt: T0 }));
    expect((await repo().bySubmissionId(a, 'sub-1'))?.id).toBe(id);
    expect(await repo().bySubmissionId(b, 'sub-1')).toBeUndefined();
    expect(await repo().bySubmissionId(a, 'sub-2')).toBeUndefined();
  });

  describe('createOnce', () => {
    it('stores one attempt per student and submission id; a second is not written', async () => {
      const [a, b] = [await student(), await student()];
      const first = await repo().createOnce(attemptOf(a, { status: 'submitted', clientSubmissionId: 'once' }));
      expect(first).toEqual(expect.any(Number));
      expect(await repo().createOnce(attemptOf(a, { status: 'submitted', clientSubmissionId: 'once', testName: 'Other' }))).toBeUndefined();
      expect((await repo().bySubmissionId(a, 'once'))).toMatchObject({ id: first, testName: 'Mock 1' });
      // another student's same id, and attempts without one (saved), are stored
      expect(await repo().createOnce(attemptOf(b, { status: 'submitted', clientSubmissionId: 'once' }))).toEqual(expect.any(Number));
      const saved = [await repo().createOnce(attemptOf(a)), await repo().createOnce(attemptOf(a))];
      expect(saved).toEqual([expect.any(Number), expect.any(Number)]);
      expect(saved[0]).not.toBe(saved[1]);
    });

    it('stores one of the same submit made in two transactions at once: the second waits for the first, then writes nothing', async () => {
      const a = await student();
      const db = engine.db();
      const submitted = attemptOf(a, { status: 'submitted', clientSubmissionId: 'race' });
      const { first, second } = await whileHeld(() => repo().createOnce(submitted), () => repo().createOnce(submitted));
      expect(first).toEqual(expect.any(Number));
      expect(second).toBeUndefined();
      expect((await repo().bySubmissionId(a, 'race'))?.id).toBe(first);
      // many at once: one stores it
      const ids = await Promise.all([1, 2, 3].map(() => db.transaction(() => repo().createOnce({ ...submitted, clientSubmissionId: 'race-2' }))));
      expect(ids.filter((id) => id !== undefined)).toHaveLength(1);
    });
  });

  it('updates the given fields only; other keys are ignored and no change writes nothing', async () => {
    const s = await student();
    const id = await repo().create(attemptOf(s));
    await repo().update(id, { status: 'submitted', submittedAt: T0 + 5, marksObtained: 2.5, serverTimeTaken: null, ...{ bogus: 1 } as object });
    await repo().update(id, {});
    expect(await repo().get(id)).toMatchObject({ status: 'submitted', submittedAt: T0 + 5, marksObtained: 2.5, serverTimeTaken: null, testName: 'Mock 1' });
  });

  describe('updateFrom', () => {
    it('updates only while the attempt has the expected fields (a null one too)', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s));
      expect(await repo().updateFrom(id, { status: 'submitted' }, { testName: 'No' })).toBe(false);
      expect(await repo().updateFrom(id, { status: 'saved', submittedAt: null }, { status: 'submitted', submittedAt: T0 })).toBe(true);
      expect(await repo().updateFrom(id, { status: 'saved' }, { testName: 'No' })).toBe(false);
      expect(await repo().updateFrom(id + 1000, { status: 'submitted' }, { testName: 'No' })).toBe(false);
      expect(await repo().get(id)).toMatchObject({ status: 'submitted', submittedAt: T0, testName: 'Mock 1' });
      await expect(repo().updateFrom(id, { status: 'submitted' }, {})).rejects.toThrow(RangeError);
    });

    it('lets one of two transactions at once claim a saved attempt: the second, once the first committed, finds it changed', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s));
      const claim = (name: string) => () => repo().updateFrom(id, { status: 'saved' }, { status: 'submitted', testName: name });
      expect(await whileHeld(claim('A'), claim('B'))).toEqual({ first: true, second: false });
      expect((await repo().get(id))?.testName).toBe('A');
    });
  });

  it('finds the newest saved attempt of a test, and the newest saved one of the template (of a type)', async () => {
    const s = await student();
    expect(await repo().savedOf(s, 5001, 3, 3001)).toBeUndefined();
    expect(await repo().latestSaved(s, 5001)).toBeUndefined();
    const older = await repo().create(attemptOf(s, { updatedAt: T0 }));
    const newer = await repo().create(attemptOf(s, { updatedAt: T0 + 10 }));
    const tie = await repo().create(attemptOf(s, { updatedAt: T0 + 10 }));
    await repo().create(attemptOf(s, { updatedAt: T0 + 99, status: 'submitted' }));
    const topic = await repo().create(attemptOf(s, { testType: 2, testId: 2001, updatedAt: T0 + 5 }));
    await repo().create(attemptOf(s, { templateId: 5002, updatedAt: T0 + 50 }));
    expect((await repo().savedOf(s, 5001, 3, 3001))?.id).toBe(tie);
    expect((await repo().latestSaved(s, 5001))?.id).toBe(tie);
    expect((await repo().latestSaved(s, 5001, 2))?.id).toBe(topic);
    expect(await repo().latestSaved(s, 5001, 1)).toBeUndefined();
    await repo().update(tie, { status: 'abandoned' });
    expect((await repo().savedOf(s, 5001, 3, 3001))?.id).toBe(newer);
    expect(older).toBeLessThan(newer);
  });

  it('finds the running adaptive session (of a topic) and abandons those of a topic', async () => {
    const s = await student();
    const adaptive = (topicId: number, updatedAt: number) => repo().create(attemptOf(s, {
      kind: 'adaptive', status: 'adaptive', testType: 1, testId: topicId, topicId, updatedAt,
    }));
    expect(await repo().runningAdaptive(s, 5001)).toBeUndefined();
    const a1 = await adaptive(11, T0);
    const a2 = await adaptive(11, T0 + 1);
    const b = await adaptive(12, T0 + 2);
    expect((await repo().runningAdaptive(s, 5001))?.id).toBe(b);
    expect((await repo().runningAdaptive(s, 5001, 11))?.id).toBe(a2);
    expect(await repo().runningAdaptive(s, 5002)).toBeUndefined();
    expect(await repo().abandonRunningAdaptive(s, 5001, 11, T0 + 9)).toBe(2);
    expect(await repo().abandonRunningAdaptive(s, 5001, 11, T0 + 9)).toBe(0);
    expect(await repo().get(a1)).toMatchObject({ status: 'abandoned', updatedAt: T0 + 9 });
    expect(await repo().runningAdaptive(s, 5001, 11)).toBeUndefined();
    expect((await repo().runningAdaptive(s, 5001))?.id).toBe(b);
  });

  it('counts the submitted attempts of a test', async () => {
    const s = await student();
    expect(await repo().submittedCountOf(s, 4, 4001)).toBe(0);
    await repo().create(attemptOf(s, { testType: 4, testId: 4001, status: 'submitted' }));
    await repo().create(attemptOf(s, { testType: 4, testId: 4001, status: 'submitted' }));
    await repo().create(attemptOf(s, { testType: 4, testId: 4001, status: 'saved' }));
    await repo().create(attemptOf(s, { testType: 4, testId: 4002, status: 'submitted' }));
    expect(await repo().submittedCountOf(s, 4, 4001)).toBe(2);
  });

  describe('question rows and totals', () => {
    it('stores the rows in order and sums the totals: counts, marks to 2 places, time at most the test\'s', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s, { totalTime: 100 }));
      const rows = [
        rowOf(q[0], { result: 'Correct', answerStatus: 'Correct', marks: 1.006, studentResponse: '2', timeSpent: 40, sectionId: 1, sectionName: 'A' }),
        rowOf(q[1], { result: 'Incorrect', answerStatus: 'Incorrect', marks: -0.25, studentResponse: '1', timeSpent: 50, help: 1 }),
        rowOf(q[2], { timeSpent: 30, maxMarks: 2.333 }),
      ];
      await repo().setQuestions(id, rows);
      expect(await repo().questions(id)).toEqual(rows);
      expect(await repo().get(id)).toMatchObject({
        totalQuestions: 3, correctCount: 1, incorrectCount: 1, unattemptedCount: 1, marksObtained: 0.76, fullMarks: 10.33, timeSpent: 100,
      });
      // replaced, not added to; an untimed test's time is the sum
      await repo().update(id, { totalTime: 0 });
      await repo().setQuestions(id, [rows[2], rows[0]]);
      expect((await repo().questions(id)).map((r) => r.questionId)).toEqual([q[2], q[0]]);
      expect(await repo().get(id)).toMatchObject({ totalQuestions: 2, correctCount: 1, incorrectCount: 0, unattemptedCount: 1, timeSpent: 70 });
      await repo().setQuestions(id, []);
      expect(await repo().questions(id)).toEqual([]);
      expect(await repo().get(id)).toMatchObject({ totalQuestions: 0, marksObtained: 0, fullMarks: 0, timeSpent: 0 });
    });

    it('stores more rows than one insert takes (fresh: a new attempt, nothing to delete first)', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s, { totalTime: 0 }));
      const rows = Array.from({ length: 230 }, (_, i) => rowOf(q[i], { result: i % 2 ? 'Correct' : 'NotAnswer', marks: i % 2 ? 4 : 0, timeSpent: 1 }));
      await repo().setQuestions(id, rows, { fresh: true });
      expect((await repo().questions(id)).map((r) => r.questionId)).toEqual(rows.map((r) => r.questionId));
      expect(await repo().get(id)).toMatchObject({ totalQuestions: 230, correctCount: 115, marksObtained: 460, fullMarks: 920, timeSpent: 230 });
    });

    it('refuses a row with a missing field', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s));
      const { help: _, ...partial } = rowOf(q[0]);
      await expect(repo().setQuestions(id, [partial as AttemptQuestion])).rejects.toThrow('Missing named parameter "help"');
    });

    it('updates one row by question id and sums the totals again', async () => {
      const s = await student();
      const id = await repo().create(attemptOf(s));
      await repo().setQuestions(id, [rowOf(q[0]), rowOf(q[1])]);
      await repo().updateQuestion(id, q[1], { marks: 3.5, result: 'Correct', answerStatus: 'yes', ...{ bogus: 1 } as object });
      await repo().updateQuestion(id, q[1], {});
      expect((await repo().questions(id))[1]).toEqual(rowOf(q[1], { marks: 3.5, result: 'Correct', answerStatus: 'yes' }));
      expect(await repo().get(id)).toMatchObject({ correctCount: 1, unattemptedCount: 1, marksObtained: 3.5 });
    });
  });

  it('replaces the sections and reads them in section order', async () => {
    const s = await student();
    const id = await repo().create(attemptOf(s));
    expect(await repo().sections(id)).toEqual([]);
    const sections = [{ sectionId: 7, name: 'B', sectionOrder: 2, sectionTime: 300 }, { sectionId: 3, name: 'A', sectionOrder: 1, sectionTime: 0 }];
    await repo().setSections(id, sections, { fresh: true });
    expect(await repo().sections(id)).toEqual([sections[1], sections[0]]);
    await repo().setSections(id, [sections[0]]);
    expect(await repo().sections(id)).toEqual([sections[0]]);
    await repo().setSections(id, []);
    expect(await repo().sections(id)).toEqual([]);
  });

  it('writes in the caller\'s transaction: a rollback takes the attempt and its rows back', async () => {
    const s = await student();
    const db = engine.db();
    let made = 0;
    await expect(db.transaction(async () => {
      made = await repo().create(attemptOf(s));
      await repo().setQuestions(made, [rowOf(q[0])]);
      throw new Error('undo');
    })).rejects.toThrow('undo');
    expect(await repo().get(made)).toBeUndefined();
    expect(await repo().questions(made)).toEqual([]);
  });
});
