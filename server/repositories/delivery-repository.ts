// The tests /testdetails handed out (table test_deliveries, server/db/migrations/003-security.ts): what a submit or
// a save is checked and scored against, when a sitting started (the server-measured time), and which tests a
// student is taking under exam conditions right now (help is refused for their questions).
import { sql } from 'kysely';
import { all, one, run, sqlLimit, type SqlDatabase } from '../db/connect';
import { insertRows } from '../db/insert-rows';

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

const SELECT = sql.raw(`SELECT d.id, d.student_id AS "studentId", d.template_id AS "templateId", d.test_type AS "testType",
  d.test_id AS "testId", d.question_ids AS "questionIds", d.correct_marks AS "correctMarks", d.incorrect_marks AS "incorrectMarks",
  d.not_answer_marks AS "notAnswerMarks", d.total_time AS "totalTime", d.test_name AS "testName", d.test_option AS "testOption",
  d.delivered_at AS "deliveredAt", COALESCE(d.sitting_started_at, d.delivered_at) AS "sittingStartedAt" FROM test_deliveries d`);

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
  constructor(private readonly db: SqlDatabase) {}

  /** The newest KEPT_PER_TEST deliveries of the test to the student at or before `at`, newest first. */
  private async recent(studentId: number, templateId: number, testType: number, testId: number, at: number, limit = KEPT_PER_TEST): Promise<Row[]> {
    return all(this.db, sql<Row>`${SELECT} WHERE d.student_id = ${studentId} AND d.test_type = ${testType} AND d.test_id = ${testId}
      AND d.template_id = ${templateId} AND d.delivered_at <= ${at} ORDER BY d.delivered_at DESC, d.id DESC LIMIT ${sqlLimit(limit)}`);
  }

  /**
   * Records a delivery; keeps the newest KEPT_PER_TEST of the student's deliveries of that test. The delivery
   * continues the sitting of the previous delivery of the test when that one is still running (within its time +
   * RUNNING_GRACE_SECONDS, and no attempt of the test saved, submitted or dropped since), else starts a new one:
   * fetching a test again does not restart the server-measured time, and a resume after a save starts a new part.
   */
  async record(d: NewDelivery): Promise<Delivery> {
    const prev = await this.latest(d.studentId, d.templateId, d.testType, d.testId, d.deliveredAt);
    // an attempt of the test saved, submitted or dropped at or after the previous delivery ends its sitting
    const continues = prev !== undefined
      && prev.deliveredAt + (prev.totalTime + RUNNING_GRACE_SECONDS) * 1000 > d.deliveredAt
      && await one(this.db, sql<{ n: number }>`SELECT 1 AS n FROM attempts WHERE student_id = ${d.studentId}
        AND test_type = ${d.testType} AND test_id = ${d.testId} AND updated_at >= ${prev.deliveredAt} LIMIT 1`) === undefined;
    const sittingStartedAt = continues ? prev.sittingStartedAt : d.deliveredAt;
    const stored = await one(this.db, insertRows(this.db, 'test_deliveries', [{
      student_id: d.studentId, template_id: d.templateId, test_type: d.testType, test_id: d.testId,
      question_ids: JSON.stringify(d.questionIds), correct_marks: d.correctMarks, incorrect_marks: d.incorrectMarks,
      not_answer_marks: d.notAnswerMarks, total_time: d.totalTime, test_name: d.testName, test_option: d.testOption,
      delivered_at: d.deliveredAt, sitting_started_at: sittingStartedAt,
    }], { returning: 'id' }));
    if (!stored) throw new Error('the delivery was not stored');
    const { id } = stored;
    await run(this.db, sql`DELETE FROM test_deliveries WHERE student_id = ${d.studentId} AND test_type = ${d.testType} AND test_id = ${d.testId}
      AND id NOT IN (SELECT id FROM test_deliveries WHERE student_id = ${d.studentId} AND test_type = ${d.testType} AND test_id = ${d.testId}
        ORDER BY delivered_at DESC, id DESC LIMIT ${sqlLimit(KEPT_PER_TEST)})`);
    // Object.assign onto a new object: on node 20 a spread followed by new keys is a slow path (docs/performance.md)
    return Object.assign({}, d, { id, sittingStartedAt });
  }

  /** The latest delivery of the test to the student at or before `at`. */
  async latest(studentId: number, templateId: number, testType: number, testId: number, at: number): Promise<Delivery | undefined> {
    const [row] = await this.recent(studentId, templateId, testType, testId, at, 1);
    return row && parse(row);
  }

  /** The latest delivery of the test (at or before `at`) that holds every one of `questionIds`. */
  async latestHolding(studentId: number, templateId: number, testType: number, testId: number, questionIds: readonly number[], at: number): Promise<Delivery | undefined> {
    for (const row of await this.recent(studentId, templateId, testType, testId, at)) {
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
  async runningOf(studentId: number, testTypes: readonly number[], graceSeconds: number, now: number): Promise<Delivery[]> {
    if (testTypes.length === 0) return [];
    const rows = await all(this.db, sql<Row>`${SELECT} WHERE d.student_id = ${studentId} AND d.test_type IN (${sql.join(testTypes)})
        AND d.delivered_at + (d.total_time + ${graceSeconds}) * 1000 > ${now} AND d.delivered_at <= ${now}
        AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.student_id = d.student_id AND a.test_type = d.test_type
          AND a.test_id = d.test_id AND a.updated_at >= d.delivered_at AND a.status = 'submitted' AND a.submitted_at >= d.delivered_at)
      ORDER BY d.delivered_at DESC, d.id DESC`);
    return rows.map(parse);
  }
}
