// The tests /testdetails handed out (table test_deliveries, server/db/migrations/003-security.ts): what a submit or
// a save is checked and scored against, when a sitting started (the server-measured time), and which tests a
// student is taking under exam conditions right now (help is refused for their questions).
import type { Db } from '../db/migration';

/** A delivered test. Times: totalTime seconds, deliveredAt epoch ms; incorrectMarks signed (<= 0). */
export interface Delivery {
  id: number;
  studentId: number;
  templateId: number;
  testType: number;
  testId: number;
  questionIds: number[];
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
  totalTime: number;
  testName: string;
  testOption: string;
  deliveredAt: number;
  /** when the sitting this delivery belongs to started (epoch ms): see record() */
  sittingStartedAt: number;
}

export type NewDelivery = Omit<Delivery, 'id' | 'sittingStartedAt'>;

interface Row extends Omit<Delivery, 'questionIds'> { questionIds: string }

/** The newest deliveries kept per student and test; older ones are dropped when a new one is recorded. */
export const KEPT_PER_TEST = 20;

/** A test counts as running for its total time plus this many seconds after its delivery (a late submit, a slow clock). */
export const RUNNING_GRACE_SECONDS = 10 * 60;

const SELECT = `SELECT id, student_id AS studentId, template_id AS templateId, test_type AS testType, test_id AS testId,
  question_ids AS questionIds, correct_marks AS correctMarks, incorrect_marks AS incorrectMarks, not_answer_marks AS notAnswerMarks,
  total_time AS totalTime, test_name AS testName, test_option AS testOption, delivered_at AS deliveredAt,
  COALESCE(sitting_started_at, delivered_at) AS sittingStartedAt FROM test_deliveries`;

const parse = (r: Row): Delivery => {
  let ids: unknown;
  try {
    ids = JSON.parse(r.questionIds);
  } catch {
    ids = [];
  }
  return { ...r, questionIds: Array.isArray(ids) ? ids.filter((x): x is number => Number.isInteger(x)) : [] };
};

export class DeliveryRepository {
  private readonly insert;
  private readonly prune;
  private readonly recent;
  private readonly running;
  private readonly touchedSince;

  constructor(db: Db) {
    this.insert = db.prepare(
      `INSERT INTO test_deliveries (student_id, template_id, test_type, test_id, question_ids, correct_marks, incorrect_marks,
         not_answer_marks, total_time, test_name, test_option, delivered_at, sitting_started_at)
       VALUES (@studentId, @templateId, @testType, @testId, @questionIds, @correctMarks, @incorrectMarks, @notAnswerMarks,
         @totalTime, @testName, @testOption, @deliveredAt, @sittingStartedAt)`);
    this.prune = db.prepare<[number, number, number, number, number, number, number]>(
      `DELETE FROM test_deliveries WHERE student_id = ? AND test_type = ? AND test_id = ? AND id NOT IN (
         SELECT id FROM test_deliveries WHERE student_id = ? AND test_type = ? AND test_id = ? ORDER BY delivered_at DESC, id DESC LIMIT ?)`);
    this.recent = db.prepare<[number, number, number, number, number], Row>(
      `${SELECT} WHERE student_id = ? AND test_type = ? AND test_id = ? AND template_id = ? AND delivered_at <= ?
       ORDER BY delivered_at DESC, id DESC LIMIT ${KEPT_PER_TEST}`);
    // exam-condition tests still within their time (+ grace) and not submitted since their delivery
    this.running = db.prepare<[number, string, number, number, number], Row>(
      `${SELECT} d WHERE d.student_id = ? AND d.test_type IN (SELECT value FROM json_each(?))
         AND d.delivered_at + (d.total_time + ?) * 1000 > ? AND d.delivered_at <= ?
         AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.student_id = d.student_id AND a.test_type = d.test_type
           AND a.test_id = d.test_id AND a.updated_at >= d.delivered_at AND a.status = 'submitted' AND a.submitted_at >= d.delivered_at)
       ORDER BY d.delivered_at DESC`);
    // an attempt of the test saved, submitted or dropped at or after a time: the end of the sitting delivered before it
    this.touchedSince = db.prepare<[number, number, number, number], { n: number }>(
      'SELECT 1 AS n FROM attempts WHERE student_id = ? AND test_type = ? AND test_id = ? AND updated_at >= ? LIMIT 1');
  }

  /**
   * Records a delivery; keeps the newest KEPT_PER_TEST of the student's deliveries of that test. The delivery
   * continues the sitting of the previous delivery of the test when that one is still running (within its time +
   * RUNNING_GRACE_SECONDS, and no attempt of the test saved, submitted or dropped since), else starts a new one:
   * fetching a test again does not restart the server-measured time, and a resume after a save starts a new part.
   */
  record(d: NewDelivery): Delivery {
    const prev = this.latest(d.studentId, d.templateId, d.testType, d.testId, d.deliveredAt);
    const continues = prev !== undefined
      && prev.deliveredAt + (prev.totalTime + RUNNING_GRACE_SECONDS) * 1000 > d.deliveredAt
      && this.touchedSince.get(d.studentId, d.testType, d.testId, prev.deliveredAt) === undefined;
    const sittingStartedAt = continues ? prev.sittingStartedAt : d.deliveredAt;
    const id = Number(this.insert.run({ ...d, questionIds: JSON.stringify(d.questionIds), sittingStartedAt }).lastInsertRowid);
    this.prune.run(d.studentId, d.testType, d.testId, d.studentId, d.testType, d.testId, KEPT_PER_TEST);
    return { ...d, id, sittingStartedAt };
  }

  /** The latest delivery of the test to the student at or before `at`. */
  latest(studentId: number, templateId: number, testType: number, testId: number, at: number): Delivery | undefined {
    const row = this.recent.get(studentId, testType, testId, templateId, at);
    return row && parse(row);
  }

  /** The latest delivery of the test (at or before `at`) that holds every one of `questionIds`. */
  latestHolding(studentId: number, templateId: number, testType: number, testId: number, questionIds: readonly number[], at: number): Delivery | undefined {
    for (const row of this.recent.all(studentId, testType, testId, templateId, at)) {
      const d = parse(row);
      const held = new Set(d.questionIds);
      if (questionIds.every((id) => held.has(id))) return d;
    }
    return undefined;
  }

  /**
   * The student's deliveries of the given test types that are still running at `now`: delivered less than their
   * total time + `graceSeconds` ago and no submitted attempt of the test since. Newest first.
   */
  runningOf(studentId: number, testTypes: readonly number[], graceSeconds: number, now: number): Delivery[] {
    return this.running.all(studentId, JSON.stringify(testTypes), graceSeconds, now, now).map(parse);
  }
}
