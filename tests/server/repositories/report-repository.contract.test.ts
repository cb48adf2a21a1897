/** @jest-environment node */
// ReportRepository on SQLite and PostgreSQL (tests/server/engines.ts): a student's submitted attempts per test type
// (newest first, limited, awaiting marking left out of the marked list), one attempt with its questions and sections,
// the cohort of a test (the other students' best marks per marks value and the best attempt by anyone, read from
// cohort_best and cohort_marks, which the migrations' triggers keep), the course's benchmark and the topic chains.
import { beforeAll, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { round2 } from '../../../domain/reports/format';
import { rankAndPercentile } from '../../../domain/reports/ranking';
import { rankOf } from '../../../server/reports/report-builder';
import { type ReportAttempt, ReportRepository } from '../../../server/repositories/report-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';
import { addCourse, addQuestions, addTopic } from './bank-fixtures';

const T0 = Date.UTC(2025, 0, 1);
const TEMPLATE = 5001;

interface AttemptFixture {
  student: number; course?: number; testId?: number; testType?: number; kind?: string; mode?: string; status?: string;
  testStatus?: number; marks?: number; full?: number; at: number; serverTime?: number | null; remaining?: number; name?: string;
}

eachEngine('ReportRepository', (engine) => {
  const repo = () => new ReportRepository(engine.db());
  let course: number;
  let students: number[];

  const attempt = async (a: AttemptFixture): Promise<number> => {
    const status = a.status ?? 'submitted';
    const { id } = await engine.db().q().insertInto('attempts').values({
      student_id: a.student, course_id: a.course ?? course, template_id: TEMPLATE, test_id: a.testId ?? 3002, test_type: a.testType ?? 3,
      kind: a.kind ?? 'configured', test_name: a.name ?? 'Mock', test_mode: a.mode ?? '', status, test_status: a.testStatus ?? 1,
      total_time: 600, remaining_time: a.remaining ?? 100, time_spent: 450, help_counter: 1, total_questions: 10, correct_count: 4,
      incorrect_count: 2, unattempted_count: 4, marks_obtained: a.marks ?? 10, full_marks: 40, started_at: a.at - 1000, updated_at: a.at,
      submitted_at: status === 'submitted' ? a.at : null, server_time_taken: a.serverTime ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    course = await addCourse(engine.db(), TEMPLATE);
    students = [];
    for (let i = 0; i < 4; i++) students.push((await addStudent(engine.db())).id);
  });

  it('lists a student\'s submitted attempts of a type newest first (ties: the later id), limited; marked ones leave out those awaiting marking', async () => {
    const [me, other] = students;
    const older = await attempt({ student: me, at: T0 + 10, name: 'Older' });
    const tieA = await attempt({ student: me, at: T0 + 20 });
    const tieB = await attempt({ student: me, at: T0 + 20, testStatus: 2 });
    await attempt({ student: me, at: T0 + 30, status: 'saved' });
    await attempt({ student: me, at: T0 + 40, testType: 4 });
    await attempt({ student: other, at: T0 + 50 });
    const second = await addCourse(engine.db(), TEMPLATE + 1);
    await attempt({ student: me, course: second, at: T0 + 60 });

    expect((await repo().attemptsOf(me, course, 3, 10)).map((a) => a.id)).toEqual([tieB, tieA, older]);
    expect((await repo().attemptsOf(me, course, 3, 2)).map((a) => a.id)).toEqual([tieB, tieA]);
    expect((await repo().markedAttemptsOf(me, course, 3, 10)).map((a) => a.id)).toEqual([tieA, older]);
    expect((await repo().markedAttemptsOf(me, course, 3, 1)).map((a) => a.id)).toEqual([tieA]);
    expect(await repo().attemptsOf(me, course, 2, 10)).toEqual([]);
    expect((await repo().attemptsOf(me, second, 3, 10))).toHaveLength(1);
    await engine.db().q().deleteFrom('attempts').execute();
  });

  it('reads a submitted attempt with every field (submittedAt, rankingTime); undefined when unknown or open', async () => {
    const [me] = students;
    const id = await attempt({ student: me, at: T0 + 5, marks: 12.5, serverTime: 321, name: 'Full' });
    const open = await attempt({ student: me, at: T0 + 6, status: 'saved' });
    const expected: ReportAttempt = {
      id, studentId: me, courseId: course, templateId: TEMPLATE, testId: 3002, testType: 3, kind: 'configured', testName: 'Full',
      testMode: '', examType: 'objective', testStatus: 1, totalTime: 600, remainingTime: 100, timeSpent: 450, helpCounter: 1,
      totalQuestions: 10, correctCount: 4, incorrectCount: 2, unattemptedCount: 4, marksObtained: 12.5, fullMarks: 40,
      submittedAt: T0 + 5, rankingTime: 321,
    };
    expect(await repo().attempt(id)).toEqual(expected);
    // without a server time: the recorded time (total - remaining)
    const plain = await attempt({ student: me, at: T0 + 7 });
    expect((await repo().attempt(plain))?.rankingTime).toBe(500);
    expect(await repo().attempt(open)).toBeUndefined();
    expect(await repo().attempt(987_654)).toBeUndefined();
    await engine.db().q().deleteFrom('attempts').execute();
  });

  it('reads an attempt\'s questions by position and its sections by order', async () => {
    const [me] = students;
    const subject = await addTopic(engine.db(), 'Physics');
    const [q1, q2, q3] = await addQuestions(engine.db(), subject, 3);
    const id = await attempt({ student: me, at: T0 });
    await engine.db().q().insertInto('attempt_questions').values([
      { attempt_id: id, position: 2, question_id: q3, section_id: null, section_name: '', topic_id: subject, result: '', marks: 0, max_marks: 4, time_spent: 5, help: 0 },
      { attempt_id: id, position: 0, question_id: q1, section_id: 2, section_name: 'B', topic_id: subject, result: 'Correct', marks: 4, max_marks: 4, time_spent: 30, help: 1 },
      { attempt_id: id, position: 1, question_id: q2, section_id: 1, section_name: 'A', topic_id: subject, result: 'Incorrect', marks: -1.25, max_marks: 4, time_spent: 40, help: 0 },
    ]).execute();
    await engine.db().q().insertInto('attempt_sections').values([
      { attempt_id: id, section_id: 2, name: 'B', section_order: 1, section_time: 0 },
      { attempt_id: id, section_id: 1, name: 'A', section_order: 1, section_time: 300 },
      { attempt_id: id, section_id: 3, name: 'C', section_order: 0, section_time: 60 },
    ]).execute();
    expect(await repo().questions(id)).toEqual([
      { questionId: q1, sectionId: 2, sectionName: 'B', topicId: subject, result: 'Correct', marks: 4, maxMarks: 4, timeSpent: 30, help: 1 },
      { questionId: q2, sectionId: 1, sectionName: 'A', topicId: subject, result: 'Incorrect', marks: -1.25, maxMarks: 4, timeSpent: 40, help: 0 },
      { questionId: q3, sectionId: null, sectionName: '', topicId: subject, result: '', marks: 0, maxMarks: 4, timeSpent: 5, help: 0 },
    ]);
    expect(await repo().sections(id)).toEqual([
      { sectionId: 3, name: 'C', sectionOrder: 0, sectionTime: 60 },
      { sectionId: 1, name: 'A', sectionOrder: 1, sectionTime: 300 },
      { sectionId: 2, name: 'B', sectionOrder: 1, sectionTime: 0 },
    ]);
    expect(await repo().questions(987_654)).toEqual([]);
    expect(await repo().sections(987_654)).toEqual([]);
    await engine.db().q().deleteFrom('attempts').execute();
  });

  it('answers the cohort: the others\' best marks per value (the viewer out, once), the best by anyone; self tests per mode', async () => {
    const [me, s2, s3, s4] = students;
    const mine = await attempt({ student: me, at: T0 + 1, marks: 10 });
    const myBest = await attempt({ student: me, at: T0 + 2, marks: 20 });
    await attempt({ student: s2, at: T0 + 3, marks: 15 });
    await attempt({ student: s2, at: T0 + 4, marks: 5 });
    await attempt({ student: s3, at: T0 + 5, marks: 15 });
    await attempt({ student: s4, at: T0 + 6, marks: 20, status: 'saved' });
    // another test and the same topic's self test in the other mode are other cohorts
    await attempt({ student: s4, at: T0 + 7, marks: 30, testId: 3001 });
    const beginner = await attempt({ student: me, at: T0 + 8, marks: 3, testId: 7, testType: 1, kind: 'self', mode: 'beginner' });
    await attempt({ student: s2, at: T0 + 9, marks: 9, testId: 7, testType: 1, kind: 'self', mode: 'advance' });
    const s3Beginner = await attempt({ student: s3, at: T0 + 10, marks: 4, testId: 7, testType: 1, kind: 'self', mode: 'beginner' });

    const viewed = (await repo().attempt(mine))!;
    const cohort = await repo().cohortOf(viewed);
    expect([...cohort.rivals].sort((a, b) => a.score - b.score)).toEqual([{ score: 15, students: 2 }]);
    expect(cohort.best?.id).toBe(myBest);
    expect(rankOf(viewed, cohort.rivals)).toEqual({ rank: 3, totalStudent: 3, percentile: 0 });

    const self = await repo().cohortOf((await repo().attempt(beginner))!);
    expect(self.rivals).toEqual([{ score: 4, students: 1 }]);
    expect(self.best?.id).toBe(s3Beginner);
    await engine.db().q().deleteFrom('attempts').execute();
    expect((await repo().cohortOf(viewed))).toEqual({ rivals: [], best: undefined });
  });

  it('breaks the topper\'s tie by ranking time, then the earlier submit, then the lower id', async () => {
    const [me, s2, s3] = students;
    const slow = await attempt({ student: me, at: T0 + 1, marks: 8, serverTime: 500 });
    const fastLate = await attempt({ student: s2, at: T0 + 3, marks: 8, serverTime: 200 });
    const fastEarly = await attempt({ student: s3, at: T0 + 2, marks: 8, serverTime: 200 });
    const cohort = await repo().cohortOf((await repo().attempt(slow))!);
    expect(cohort.best?.id).toBe(fastEarly);
    expect(cohort.rivals).toEqual([{ score: 8, students: 2 }]);
    await engine.db().q().deleteFrom('attempts').where('id', '=', fastEarly).execute();
    expect((await repo().cohortOf((await repo().attempt(slow))!)).best?.id).toBe(fastLate);
    await engine.db().q().deleteFrom('attempts').execute();
  });

  it('gives the rank of the definition on random cohorts (marks with decimals that tie once rounded)', async () => {
    const MARKS = [-3, -0.5, 0, 4, 11.999, 12, 12.004, 12.01, 7.5];
    const rows = fc.array(fc.record({ student: fc.integer({ min: 0, max: 3 }), marks: fc.constantFrom(...MARKS), at: fc.integer({ min: 1, max: 4 }) }),
      { minLength: 1, maxLength: 12 });
    await fc.assert(fc.asyncProperty(rows, async (list) => {
      const written: { id: number; student: number; marks: number }[] = [];
      for (const r of list) written.push({ ...r, id: await attempt({ student: students[r.student], marks: r.marks, at: T0 + r.at }) });
      try {
        for (const w of written) {
          const a = (await repo().attempt(w.id))!;
          const best = new Map<number, number>();
          for (const o of written) if (o.student !== w.student) best.set(o.student, Math.max(best.get(o.student) ?? -Infinity, o.marks));
          const mine = round2(w.marks);
          expect(rankOf(a, (await repo().cohortOf(a)).rivals)).toEqual(rankAndPercentile(mine, [mine, ...[...best.values()].map(round2)]));
        }
      } finally {
        await engine.db().q().deleteFrom('attempts').execute();
      }
    }), { numRuns: 15 });
  });

  it('reads a course\'s benchmark (null for an unknown course)', async () => {
    await engine.db().q().updateTable('courses').set({ benchmark: 65 }).where('id', '=', course).execute();
    expect(await repo().benchmarkOf(course)).toBe(65);
    expect(await repo().benchmarkOf(987_654)).toBeNull();
  });

  it('gives a topic\'s chain from its subject down; [] for an unknown topic', async () => {
    const subject = await addTopic(engine.db(), 'Chemistry');
    const chapter = await addTopic(engine.db(), 'Organic', subject);
    const topic = await addTopic(engine.db(), 'Alkanes', chapter);
    const fresh = repo();
    expect(await fresh.topicChain(topic)).toEqual(['Chemistry', 'Organic', 'Alkanes']);
    expect(await fresh.topicChain(subject)).toEqual(['Chemistry']);
    expect(await fresh.topicChain(987_654)).toEqual([]);
  });
});
