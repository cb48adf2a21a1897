/** @jest-environment node */
// GuestTrialRepository on SQLite and PostgreSQL (tests/server/engines.ts): a course's free tests by uid and by test id,
// the test the catalogue offers ('learning' first, then by uid in code-point order, whatever the database's
// collation), every course's offered test, and a student's trial: made once, bound to one attempt once.
import { beforeAll, expect, it } from '@jest/globals';
import type { SqlDatabase } from '../../../server/db/connect';
import { DEFAULT_TEST_UID, GuestTrialRepository } from '../../../server/repositories/guest-trial-repository';
import { eachEngine } from '../engines';
import { addStudent, rejectionOf } from './account-fixtures';
import { addCourse } from './bank-fixtures';

const T0 = Date.UTC(2026, 0, 1);

async function addTest(db: SqlDatabase, templateId: number, testType: number): Promise<number> {
  const { id } = await db.q().insertInto('tests').values({ template_id: templateId, test_type: testType, title: `Test ${testType}`, total_time: 600 })
    .returning('id').executeTakeFirstOrThrow();
  return id;
}

eachEngine('GuestTrialRepository', (engine) => {
  const repo = () => new GuestTrialRepository(engine.db());
  let jee: number;
  let neet: number;
  let bare: number;
  let mock: number;
  let topic: number;
  let other: number;

  const attempt = async (studentId: number, courseId: number): Promise<number> => {
    const { id } = await engine.db().q().insertInto('attempts').values({
      student_id: studentId, course_id: courseId, template_id: 7001, test_id: mock, test_type: 3, kind: 'configured', test_name: 'Free',
      status: 'submitted', started_at: T0, updated_at: T0, submitted_at: T0,
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    const db = engine.db();
    jee = await addCourse(db, 7001);
    neet = await addCourse(db, 7002);
    bare = await addCourse(db, 7003);
    mock = await addTest(db, 7001, 3);
    topic = await addTest(db, 7001, 2);
    other = await addTest(db, 7002, 3);
    // uids that sort differently by bytes than by a language's collation: upper case before lower, '_' between them
    await db.q().insertInto('guest_tests').values([
      { course_id: jee, test_uid: 'zeta', test_id: topic },
      { course_id: jee, test_uid: 'B_mock', test_id: mock },
      { course_id: jee, test_uid: 'a-mock', test_id: mock },
      { course_id: jee, test_uid: DEFAULT_TEST_UID, test_id: topic },
      { course_id: neet, test_uid: 'b', test_id: other },
      { course_id: neet, test_uid: 'B', test_id: other },
      { course_id: neet, test_uid: '_x', test_id: other },
    ]).execute();
  });

  it('finds a course\'s free test by uid (exactly), with its test type', async () => {
    expect(await repo().testByUid(jee, 'a-mock')).toEqual({ testUid: 'a-mock', testId: mock, testType: 3 });
    expect(await repo().testByUid(jee, DEFAULT_TEST_UID)).toEqual({ testUid: DEFAULT_TEST_UID, testId: topic, testType: 2 });
    expect(await repo().testByUid(jee, 'A-MOCK')).toBeUndefined();
    expect(await repo().testByUid(neet, 'a-mock')).toBeUndefined();
    expect(await repo().testByUid(bare, DEFAULT_TEST_UID)).toBeUndefined();
  });

  it('finds a free test by test id: under several uids, the first offered', async () => {
    expect(await repo().testById(jee, mock)).toEqual({ testUid: 'B_mock', testId: mock, testType: 3 });
    expect(await repo().testById(jee, topic)).toEqual({ testUid: DEFAULT_TEST_UID, testId: topic, testType: 2 });
    expect(await repo().testById(jee, other)).toBeUndefined();
    expect(await repo().testById(neet, other)).toEqual({ testUid: 'B', testId: other, testType: 3 });
  });

  it('offers \'learning\' first, else the first uid in code-point order; every course that has one', async () => {
    expect(await repo().offeredTest(jee)).toEqual({ testUid: DEFAULT_TEST_UID, testId: topic, testType: 2 });
    expect(await repo().offeredTest(neet)).toEqual({ testUid: 'B', testId: other, testType: 3 });
    expect(await repo().offeredTest(bare)).toBeUndefined();
    const all = await repo().offeredTests();
    expect(all.get(jee)).toEqual({ testUid: DEFAULT_TEST_UID, testId: topic, testType: 2 });
    expect(all.get(neet)).toEqual({ testUid: 'B', testId: other, testType: 3 });
    expect(all.has(bare)).toBe(false);
  });

  it('records a trial once, without an attempt; a second is refused', async () => {
    const me = (await addStudent(engine.db())).id;
    expect(await repo().trial(me, jee)).toBeUndefined();
    await repo().addTrial(me, jee, T0 + 5);
    expect(await repo().trial(me, jee)).toEqual({ createdAt: T0 + 5, attemptId: null });
    // the message, not the class: better-sqlite3 makes its errors in the realm of the worker's first test file
    expect(await rejectionOf(repo().addTrial(me, jee, T0 + 6))).toHaveProperty('message', expect.stringMatching(/unique|duplicate/i));
    expect(await repo().trial(me, jee)).toEqual({ createdAt: T0 + 5, attemptId: null });
    expect(await repo().trial(me, neet)).toBeUndefined();
  });

  it('binds one attempt to an open trial, once; false without a trial', async () => {
    const me = (await addStudent(engine.db())).id;
    const first = await attempt(me, jee);
    const second = await attempt(me, jee);
    expect(await repo().bindAttempt(me, jee, first)).toBe(false);
    await repo().addTrial(me, jee, T0);
    expect(await repo().bindAttempt(me, jee, first)).toBe(true);
    expect(await repo().bindAttempt(me, jee, second)).toBe(false);
    expect(await repo().trial(me, jee)).toEqual({ createdAt: T0, attemptId: first });
  });

  it('binds in the caller\'s transaction: a bind rolled back leaves the trial open', async () => {
    const me = (await addStudent(engine.db())).id;
    await repo().addTrial(me, neet, T0);
    const id = await attempt(me, neet);
    await expect(engine.db().transaction(async () => {
      expect(await repo().bindAttempt(me, neet, id)).toBe(true);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await repo().trial(me, neet)).toEqual({ createdAt: T0, attemptId: null });
  });

  it('lets one of two parallel binds win', async () => {
    const me = (await addStudent(engine.db())).id;
    await repo().addTrial(me, bare, T0);
    const ids = [await attempt(me, bare), await attempt(me, bare)];
    const bound = await Promise.all(ids.map((id) => engine.db().transaction(() => repo().bindAttempt(me, bare, id))));
    expect(bound.filter(Boolean)).toHaveLength(1);
    expect((await repo().trial(me, bare))?.attemptId).toBe(ids[bound.indexOf(true)]);
  });
});
