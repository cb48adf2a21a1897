/** @jest-environment node */
// Reports computed from stored attempts, checked against fixtures worked out by hand (docs/api.md "Reports").
// The fixtures belong to new.student (enrolled here in course 101) and to three students made here, on tests
// made here, so the seeded cohort does not touch them.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/migration';
import { ReportRepository } from '../../server/repositories/report-repository';
import { authHeaders, makeServer, SEED_TIME, type TestServer } from './test-server';

const MOCK = 9001; // type 3, two sections, +4 / -1 / 0
const WRITTEN = 9002; // type 4, subjective, 5 marks a question
const HOUR = 3600_000;

type Outcome = 'Correct' | 'Incorrect' | 'NotAnswer';
interface Q { outcome: Outcome; marks: number; max: number; time: number; help?: number; section?: [number, string]; q?: number }
interface A {
  student: number; test: number; type: number; name: string; kind?: string; mode?: string; exam?: string; course?: number;
  totalTime: number; remaining: number; at: number; questions: Q[]; sections?: [number, string, number][]; status?: string;
}

/** Objective questions of a subject from the seeded bank, with their topic ids. */
const questionsOf = async (database: SqlDatabase, subject: string): Promise<{ id: number; topicId: number }[]> => {
  const reports = new ReportRepository(database);
  const rows = database.sqlite!.prepare<[], { id: number; topicId: number }>('SELECT id, topic_id AS topicId FROM questions ORDER BY id').all();
  const chains = await Promise.all(rows.map((q) => reports.topicChain(q.topicId)));
  return rows.filter((_q, i) => chains[i][0] === subject);
};

let pool: Record<string, { id: number; topicId: number }[]>;

const insertAttempt = (db: Db, a: A): number => {
  const counts = { Correct: 0, Incorrect: 0, NotAnswer: 0 };
  for (const q of a.questions) counts[q.outcome]++;
  const marks = a.questions.reduce((s, q) => s + q.marks, 0);
  const full = a.questions.reduce((s, q) => s + q.max, 0);
  const id = Number(db.prepare(
    `INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, exam_type, status, test_status,
       total_time, remaining_time, time_spent, help_counter, total_questions, correct_count, incorrect_count, unattempted_count,
       marks_obtained, full_marks, started_at, updated_at, submitted_at)
     VALUES (?, 101, 5001, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    a.student, a.test, a.type, a.kind ?? 'configured', a.name, a.mode ?? '', a.exam ?? 'objective', a.status ?? 'submitted',
    a.totalTime, a.remaining, a.questions.reduce((s, q) => s + q.time, 0), a.questions.filter((q) => q.help).length,
    a.questions.length, counts.Correct, counts.Incorrect, counts.NotAnswer, marks, full, a.at - HOUR, a.at, a.at).lastInsertRowid);
  for (const [sid, name, time] of a.sections ?? []) {
    db.prepare('INSERT INTO attempt_sections (attempt_id, section_id, name, section_order, section_time) VALUES (?, ?, ?, ?, ?)').run(id, sid, name, sid, time);
  }
  a.questions.forEach((q, i) => {
    const subject = q.section?.[1] ?? 'Physics';
    const bank = pool[subject][q.q ?? i];
    db.prepare(
      `INSERT INTO attempt_questions (attempt_id, position, question_id, section_id, section_name, topic_id, result, answer_status, marks,
         max_marks, time_spent, help) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(id, i, bank.id, q.section?.[0] ?? null, q.section?.[1] ?? '', bank.topicId, q.outcome, q.outcome, q.marks, q.max, q.time, q.help ?? 0);
  });
  return id;
};

const PHY: [number, string] = [1, 'Physics'];
const CHE: [number, string] = [2, 'Chemistry'];
const SECTIONS: [number, string, number][] = [[1, 'Physics', 0], [2, 'Chemistry', 0]];

/** The viewer's mock attempt, worked by hand:
 *  Physics:   +4 (60 s), -1 (90 s), skipped (30 s)        -> 1/1/1, score 3 of 12 = 25 %, 180 s
 *  Chemistry: +4 (120 s), +4 with help (45 s), skipped (15 s) -> 2/0/1, score 8 of 12 = 66.67 %, 180 s
 *  Total 11 of 24 = 45.83 % (orange), 3 correct, 1 incorrect (-1 marks), 2 unattempted.
 *  Time: 1800 s allowed, 1440 s remaining -> 360 s spent = 20 %, 00:06:00; 60 s a question. */
const viewerMock = (student: number): A => ({
  student, test: MOCK, type: 3, name: 'Fixture Mock', totalTime: 1800, remaining: 1440, at: SEED_TIME - 2 * HOUR, sections: SECTIONS,
  questions: [
    { outcome: 'Correct', marks: 4, max: 4, time: 60, section: PHY, q: 0 },
    { outcome: 'Incorrect', marks: -1, max: 4, time: 90, section: PHY, q: 1 },
    { outcome: 'NotAnswer', marks: 0, max: 4, time: 30, section: PHY, q: 2 },
    { outcome: 'Correct', marks: 4, max: 4, time: 120, section: CHE, q: 0 },
    { outcome: 'Correct', marks: 4, max: 4, time: 45, help: 1, section: CHE, q: 1 },
    { outcome: 'NotAnswer', marks: 0, max: 4, time: 15, section: CHE, q: 2 },
  ],
});

/** Another student's mock attempt with a given score (marks spread over correct / incorrect answers). */
const otherMock = (student: number, correct: number, incorrect: number, remaining: number, at: number): A => ({
  student, test: MOCK, type: 3, name: 'Fixture Mock', totalTime: 1800, remaining, at, sections: SECTIONS,
  questions: Array.from({ length: 6 }, (_, i): Q => {
    const section = i < 3 ? PHY : CHE;
    if (i < correct) return { outcome: 'Correct', marks: 4, max: 4, time: 100, section, q: i % 3 };
    if (i < correct + incorrect) return { outcome: 'Incorrect', marks: -1, max: 4, time: 100, section, q: i % 3 };
    return { outcome: 'NotAnswer', marks: 0, max: 4, time: 10, section, q: i % 3 };
  }),
});

let server: TestServer;
let headers: Record<string, string>;
let ids: { mock: number; olderMock: number; written: number; learning: number; othersMock: number; open: number };

beforeAll(async () => {
  server = await makeServer();
  const { db } = server;
  pool = { Physics: await questionsOf(server.database, 'Physics'), Chemistry: await questionsOf(server.database, 'Chemistry') };
  const viewer = db.prepare<[], { id: number }>("SELECT id FROM students WHERE login_id = 'new.student'").get()!.id;
  db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
              VALUES (?, 101, 0, 301, 3, 'PRO', '2099-12-31')`).run(viewer);
  const student = db.prepare(`INSERT INTO students (login_id, email, mobile, password_hash, name) VALUES (?, ?, ?, 'x', ?)`);
  const [s2, s3, s4] = ['fx.two', 'fx.three', 'fx.four'].map((login, i) => Number(student.run(login, `${login}@example.com`, `800000000${i}`, login).lastInsertRowid));
  ids = {
    // viewer: an older, worse sitting of the mock (8 marks) and the one viewed (11 marks)
    olderMock: insertAttempt(db, { ...otherMock(viewer, 2, 0, 1000, SEED_TIME - 5 * HOUR), name: 'Fixture Mock' }),
    mock: insertAttempt(db, viewerMock(viewer)),
    // s2: 5 correct = 20 marks in 1200 s (the topper), and a worse sitting (5 marks); s3: 11 marks (tie); s4: 3 marks
    othersMock: insertAttempt(db, otherMock(s2, 5, 0, 600, SEED_TIME - 3 * HOUR)),
    written: 0, learning: 0, open: 0,
  };
  insertAttempt(db, otherMock(s2, 2, 3, 100, SEED_TIME - 4 * HOUR));
  insertAttempt(db, { ...otherMock(s3, 3, 1, 900, SEED_TIME - 3 * HOUR) });
  insertAttempt(db, otherMock(s4, 1, 1, 900, SEED_TIME - 3 * HOUR));
  /** Subjective class test, 3 written answers of 5 marks: 3 of 5 (partial), 0 (all parts no), not answered.
   *  15 full marks, 3 obtained = 20 %; counted 1 correct (partial credit), 1 incorrect, 1 unattempted. Single taker. */
  ids.written = insertAttempt(db, {
    student: viewer, test: WRITTEN, type: 4, name: 'Written Class Test', exam: 'subjective', totalTime: 1800, remaining: 600, at: SEED_TIME - HOUR,
    questions: [
      { outcome: 'Correct', marks: 3, max: 5, time: 400 },
      { outcome: 'Incorrect', marks: 0, max: 5, time: 500 },
      { outcome: 'NotAnswer', marks: 0, max: 5, time: 300 },
    ],
  });
  /** Learning Session (type 1, beginner): correct with help, incorrect with help, correct, skipped.
   *  2 of 4 correct = 50 % < course 101 benchmark 70 -> 'Not upto mark. Continue Learning', orange. */
  ids.learning = insertAttempt(db, {
    student: viewer, test: 77, type: 1, kind: 'self', mode: 'beginner', name: 'Kinematics Session', totalTime: 0, remaining: 0, at: SEED_TIME - 30 * 60_000,
    questions: [
      { outcome: 'Correct', marks: 1, max: 1, time: 30, help: 1 },
      { outcome: 'Incorrect', marks: -0.25, max: 1, time: 40, help: 1 },
      { outcome: 'Correct', marks: 1, max: 1, time: 20 },
      { outcome: 'NotAnswer', marks: 0, max: 1, time: 5 },
    ],
  });
  ids.open = insertAttempt(db, { ...viewerMock(viewer), status: 'saved' });
  const me = await server.login('new.student');
  headers = authHeaders(me);
});

const get = async (path: string, h = headers) => {
  const res = await server.get(`/api/${path}`, h);
  return { status: res.status, body: await res.json() };
};

describe('GET /analytics (hand-worked mock attempt)', () => {
  it('answers the whole data: marks, counts, negative marking and times', async () => {
    const { status, body } = await get(`analytics?testSession=${ids.mock}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseTxt: 'success', testName: 'Fixture Mock', testType: 3,
      fullMarks: 24, marksObtain: 11, percentageMarks: 45.83, totalQuestion: 6,
      correctAnswers: 3, incorrectAnswers: 1, unattemptedAnswers: 2, incorrectMarks: 1,
      totalTime: 1800, totalTimeLabel: '00:30:00', timeSpent: 360, timeSpentMinutes: 6, spentTimeLabel: '00:06:00',
      timeRemaining: 1440, timeRemainingLabel: '00:24:00', timeTakenPercent: 20, timeRemainingPercent: 80,
      averageSpeedPerQuestionLabel: '00:01:00',
      progressBarObj: { percentage: 45.83, barColor: 'orange', caption: null },
      overallPerformanceList: [{ name: 'Correct', y: 3, color: 'green' }, { name: 'Incorrect', y: 1, color: 'red' }, { name: 'Unattempted', y: 2, color: 'grey' }],
      sectionPerformanceList: [{ name: 'Correct', data: [1, 2] }, { name: 'Incorrect', data: [1, 0] }, { name: 'Unattempted', data: [1, 1] }],
      timeAnalysis: [{ name: 'Physics', availableMinutes: 15, takenMinutes: 3 }, { name: 'Chemistry', availableMinutes: 15, takenMinutes: 3 }],
    });
    expect(body).not.toHaveProperty('obj');
  });

  it('builds the section tree: sections, then the chapters and topics below them', async () => {
    const { body } = await get(`analytics?testSession=${ids.mock}`);
    const [physics, chemistry] = body.sectionSet;
    expect(physics).toMatchObject({
      sectionName: 'Physics', path: ['Physics'], totalQuestion: 3, correctQuestions: 1, incorrectQuestions: 1, unattemptedQuestions: 1,
      correctPercentage: 33.33, incorrectPercentage: 33.33, unattemptedPercentage: 33.33, percentage: 25,
      timeSpent: 180, timeSpentLabel: '00:03:00', sectionScore: 3, sectionTotalScore: 12,
    });
    expect(chemistry).toMatchObject({ sectionName: 'Chemistry', correctQuestions: 2, unattemptedQuestions: 1, percentage: 66.67, sectionScore: 8, sectionTotalScore: 12 });
    const reports = new ReportRepository(server.database);
    const chapter = (await reports.topicChain(pool.Physics[0].topicId))[1];
    expect(physics.children.map((c: { sectionName: string }) => c.sectionName)).toContain(chapter);
    const childTotal = physics.children.reduce((s: number, c: { totalQuestion: number }) => s + c.totalQuestion, 0);
    expect(childTotal).toBe(3);
    expect(physics.children[0].path[0]).toBe('Physics');
  });

  it('ranks among students by their best attempt: a tie shares the rank', async () => {
    // others' best: s2 20, s3 11 (tie), s4 3; the viewer's viewed attempt 11 -> scores [11, 20, 11, 3]
    const { body } = await get(`analytics?testSession=${ids.mock}`);
    expect(body).toMatchObject({ rank: 2, totalStudent: 4, percentile: 33.33 });
  });

  it('an older attempt is ranked with its own score', async () => {
    // 8 marks against [20, 11, 3]: rank 3, one of three others below
    const { body } = await get(`analytics?testSession=${ids.olderMock}`);
    expect(body).toMatchObject({ marksObtain: 8, rank: 3, totalStudent: 4, percentile: 33.33 });
  });

  it('compares with the topper: the best attempt of anyone, time in mm:ss and minutes', async () => {
    const { body } = await get(`analytics?testSession=${ids.mock}`);
    expect(body.topperCompare).toEqual([
      { title: 'You', score: 11, timeSpent: '06:00', timeSpentMinutes: 6, correctQuestions: 3, incorrectQuestions: 1, unattemptedQuestions: 2 },
      { title: 'Topper', score: 20, timeSpent: '20:00', timeSpentMinutes: 20, correctQuestions: 5, incorrectQuestions: 0, unattemptedQuestions: 1 },
    ]);
  });

  it('partial subjective marks count as correct with partial marks; a single taker is rank 1 of 1, percentile 100', async () => {
    const { body } = await get(`analytics?testSession=${ids.written}`);
    expect(body).toMatchObject({
      testType: 4, fullMarks: 15, marksObtain: 3, percentageMarks: 20, correctAnswers: 1, incorrectAnswers: 1, unattemptedAnswers: 1,
      incorrectMarks: 0, timeSpent: 1200, timeTakenPercent: 66.67, rank: 1, totalStudent: 1, percentile: 100,
      progressBarObj: { barColor: 'red' },
    });
    // no sections: the tree follows the questions' topics (all from the first Physics topic here)
    expect(body.sectionSet).toHaveLength(1);
    expect(body.sectionSet[0]).toMatchObject({ sectionName: 'Physics', correctQuestions: 1, incorrectQuestions: 1, unattemptedQuestions: 1, sectionScore: 3, sectionTotalScore: 15, percentage: 20 });
    expect(body.topperCompare[1]).toMatchObject({ title: 'Topper', score: 3 });
  });

  it('no data for an unknown session, another student\'s, or one not submitted; 400 for a malformed one', async () => {
    for (const session of ['999999', String(ids.othersMock), String(ids.open)]) {
      const { status, body } = await get(`analytics?testSession=${session}`);
      expect([status, body.responseTxt, body.obj]).toEqual([200, 'no_data', null]);
    }
    const bad = await get('analytics?testSession=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ responseTxt: 'validation_error', message: 'testSession must be a test session id' });
    expect((await get('analytics')).body.message).toBe('testSession is required');
  });

  it('reads the /testview prefixes (mt, st) and needs a session token', async () => {
    expect((await get(`analytics?testSession=mt${ids.mock}`)).body.marksObtain).toBe(11);
    expect((await get(`analytics?testSession=${ids.mock}`, {})).status).toBe(401);
  });
});

describe('GET /learning-analytics', () => {
  it('counts help usage and the three donuts; the progress bar below the course benchmark', async () => {
    const { body } = await get(`learning-analytics?testSession=ls${ids.learning}`);
    expect(body.responseTxt).toBe('success');
    expect(body.obj).toMatchObject({
      testName: 'Kinematics Session', submitDate: '2026-01-15 08:30', totalQuestion: 4, helpCounter: 2,
      correctQuestion: 2, incorrectQuestion: 1, unattemptedQuestion: 1,
      overallResultList: [{ name: 'Correct', y: 2 }, { name: 'Incorrect', y: 1 }, { name: 'Unattempted', y: 1 }],
      resultWithHelpList: [{ name: 'Correct', y: 1 }, { name: 'Incorrect', y: 1 }, { name: 'Unattempted', y: 0 }],
      resultWithoutHelpList: [{ name: 'Correct', y: 1 }, { name: 'Incorrect', y: 0 }, { name: 'Unattempted', y: 1 }],
      progressBarObj: { percentage: 50, barColor: 'orange', caption: 'Not upto mark. Continue Learning' },
    });
  });

  it('answers no_data with obj null for a session that is not the student\'s', async () => {
    const { body } = await get(`learning-analytics?testSession=${ids.othersMock}`);
    expect(body).toEqual({ responseTxt: 'no_data', message: 'No analytics for this test session', obj: null });
  });
});

describe('GET /studentreportlist and /dashboard', () => {
  it('lists the submitted attempts of a type, newest first, as report rows', async () => {
    const { body } = await get('studentreportlist?courseId=101&testType=3');
    expect(body.obj).toEqual([
      {
        mockTestName: 'Fixture Mock', testType: 'Mock Test', examType: 'objective', submitDateTime: '2026-01-15 07:00',
        totalQuestions: 6, fullMarks: 24, marksObtain: 11, timeSpent: '00:06:00', testSession: String(ids.mock), testTypeId: 3,
        helpCounter: 1, correctQuestions: 3, incorrectQuestions: 1, unattemptedQuestions: 2,
      },
      expect.objectContaining({ testSession: String(ids.olderMock), marksObtain: 8, timeSpent: '00:13:20' }),
    ]);
  });

  it('labels sessions and subjective tests', async () => {
    expect((await get('studentreportlist?courseId=101&testType=1')).body.obj).toEqual([
      expect.objectContaining({ testType: 'Learning Session', testTypeId: 1, testSession: String(ids.learning), helpCounter: 2, timeSpent: '00:01:35' }),
    ]);
    expect((await get('studentreportlist?courseId=101&testType=4')).body.obj).toEqual([
      expect.objectContaining({ testType: 'Class Test', examType: 'subjective', marksObtain: 3, fullMarks: 15 }),
    ]);
    expect((await get('studentreportlist?courseId=101&testType=2')).body.obj).toEqual([]);
  });

  it('overview per test type: last tests oldest first, the latest test\'s donuts', async () => {
    const { body } = await get('dashboard?courseId=101');
    expect(body.obj.map((o: { testType: number }) => o.testType)).toEqual([1, 3, 4]);
    const mock = body.obj[1];
    expect(mock).toEqual({
      testType: 3, lastPerformance: 45.83,
      testLastTestsX: ['Fixture Mock', 'Fixture Mock'],
      testLastTestsY: [{ name: 'Fixture Mock', y: 33.33, color: 'red' }, { name: 'Fixture Mock', y: 45.83, color: 'orange' }],
      testLastTopic: 'Fixture Mock',
      testLastReport: [
        { name: 'Correct: 3/6', y: 3, color: 'green' }, { name: 'Incorrect: 1/6', y: 1, color: 'red' }, { name: 'Un-Attempted: 2/6', y: 2, color: 'grey' },
      ],
      testAccuracy: [{ name: 'Correct: 3/4', y: 3, color: 'green' }, { name: 'Incorrect: 1/4', y: 1, color: 'red' }],
    });
  });

  it('validates the query and refuses a course that is not the student\'s', async () => {
    expect((await get('studentreportlist?courseId=101&testType=9')).body).toMatchObject({ responseTxt: 'validation_error', message: 'testType must be a test type from 1 to 5' });
    expect((await get('dashboard?courseId=x')).status).toBe(400);
    const other = await get('dashboard?courseId=104');
    expect([other.status, other.body.responseTxt]).toEqual([403, 'forbidden']);
  });

  it('a student without attempts gets empty lists', async () => {
    const { db } = server;
    const cohort = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM attempts a JOIN students s ON s.id = a.student_id WHERE s.login_id = 'demo.student' AND a.test_type = 3").get()!.n;
    expect(cohort).toBe(0);
    const demo = authHeaders(await server.login('demo.student'));
    expect((await get('studentreportlist?courseId=101&testType=3', demo)).body.obj).toEqual([]);
  });
});

describe('GET /reportanalytics', () => {
  it('without testType: the rows of every type, newest first (open attempts left out)', async () => {
    const { status, body } = await get('reportanalytics?panel=student&courseId=101');
    expect(status).toBe(200);
    expect(body.obj.map((r: { testSession: string; testType: string }) => [r.testSession, r.testType])).toEqual([
      [String(ids.learning), 'Learning Session'], [String(ids.written), 'Class Test'], [String(ids.mock), 'Mock Test'], [String(ids.olderMock), 'Mock Test'],
    ]);
  });

  it('with testType: the same rows as /studentreportlist', async () => {
    const rows = (await get('reportanalytics?panel=student&courseId=101&testType=3')).body.obj;
    expect(rows).toEqual((await get('studentreportlist?courseId=101&testType=3')).body.obj);
    expect(rows).toHaveLength(2);
    expect((await get('reportanalytics?panel=student&courseId=101&testType=2')).body.obj).toEqual([]);
  });

  it('validates panel and testType and refuses a course that is not the student\'s', async () => {
    expect((await get('reportanalytics?courseId=101')).body).toMatchObject({ responseTxt: 'validation_error', message: 'panel is required' });
    expect((await get('reportanalytics?panel=teacher&courseId=101')).body).toMatchObject({ responseTxt: 'validation_error', message: 'panel must be student' });
    expect((await get('reportanalytics?panel=student&courseId=101&testType=9')).body).toMatchObject({ message: 'testType must be a test type from 1 to 5' });
    const other = await get('reportanalytics?panel=student&courseId=104');
    expect([other.status, other.body.responseTxt]).toEqual([403, 'forbidden']);
    expect((await server.get('/api/reportanalytics?panel=student&courseId=101')).status).toBe(401);
  });
});
