/** @jest-environment node */
// ActivityRepository on SQLite and PostgreSQL (tests/server/engines.ts): the questions a student answered in a course
// per range (only submitted attempts, correct + incorrect), the first and last submit, and the tests of a day.
import { beforeAll, expect, it } from '@jest/globals';
import { ActivityRepository, type TimeRange } from '../../../server/repositories/activity-repository';
import { eachEngine } from '../engines';
import { addStudent, type Fixture } from './account-fixtures';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);
const COURSE = 101;

eachEngine('ActivityRepository', (engine) => {
  const repo = () => new ActivityRepository(engine.db());
  let me: Fixture;
  let other: Fixture;
  let ids: number[] = [];

  const attempt = async (studentId: number, at: number, o: { correct?: number; incorrect?: number; course?: number; status?: string; name?: string; type?: number } = {}) => {
    const status = o.status ?? 'submitted';
    const row = await engine.db().q().insertInto('attempts').values({
      student_id: studentId, course_id: o.course ?? COURSE, template_id: 0, test_id: 9100, test_type: o.type ?? 2, kind: 'configured',
      test_name: o.name ?? 'Fixture', test_mode: '', status, total_questions: 10, correct_count: o.correct ?? 1, incorrect_count: o.incorrect ?? 0,
      unattempted_count: 3, started_at: at - 1000, updated_at: at, submitted_at: status === 'submitted' ? at : null,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    me = await addStudent(engine.db());
    other = await addStudent(engine.db());
    ids = [
      await attempt(me.id, T0 + 10, { correct: 2, incorrect: 1, name: 'Morning' }),
      await attempt(me.id, T0 + 20, { correct: 4, incorrect: 0, name: 'Noon', type: 1 }),
      await attempt(me.id, T0 + DAY + 5, { correct: 1, incorrect: 1 }),
      await attempt(me.id, T0 + 30, { status: 'saved', correct: 50 }),
      await attempt(me.id, T0 + 40, { course: 102, correct: 70 }),
      await attempt(other.id, T0 + 50, { correct: 90 }),
      await attempt(me.id, T0 + 20, { correct: 0, incorrect: 0, name: 'Same time' }),
    ];
  });

  it('counts the answered questions per range, in the ranges\' order', async () => {
    const ranges: TimeRange[] = [[T0 + DAY, T0 + 2 * DAY], [T0, T0 + DAY], [T0 - DAY, T0], [T0, T0 + 20]];
    expect(await repo().answeredIn(me.id, COURSE, ranges)).toEqual([2, 7, 0, 3]);
    expect(await repo().answeredIn(me.id, COURSE, [])).toEqual([]);
    expect(await repo().answeredIn(other.id, COURSE, [[T0, T0 + DAY]])).toEqual([90]);
  });

  it('answers hundreds of ranges (a year of days) in order', async () => {
    const days: TimeRange[] = Array.from({ length: 400 }, (_, i) => [T0 + (i - 200) * DAY, T0 + (i - 199) * DAY]);
    const counts = await repo().answeredIn(me.id, COURSE, days);
    expect(counts).toHaveLength(400);
    expect(counts[200]).toBe(7);
    expect(counts[201]).toBe(2);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(9);
  });

  it('answers the first and last submit, or undefined without any', async () => {
    expect(await repo().span(me.id, COURSE)).toEqual({ first: T0 + 10, last: T0 + DAY + 5 });
    expect(await repo().span(me.id, 999)).toBeUndefined();
  });

  it('lists the submitted attempts of a range newest first (equal times: newest id first)', async () => {
    const day = await repo().attemptsIn(me.id, COURSE, T0, T0 + DAY);
    expect(day.map((a) => a.id)).toEqual([ids[6], ids[1], ids[0]]);
    expect(day[2]).toEqual({
      id: ids[0], testName: 'Morning', testType: 2, testMode: '', totalQuestions: 10, correctCount: 2, incorrectCount: 1, unattemptedCount: 3,
    });
    expect(await repo().attemptsIn(me.id, COURSE, T0 + 2 * DAY, T0 + 3 * DAY)).toEqual([]);
  });
});
