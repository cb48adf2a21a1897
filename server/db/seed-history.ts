// demo.student's history (issue 12): about 40 tests and learning sessions over the past 12 months, more of them in
// the recent months, in course 101 mainly and a few in 103 and 104, plus one test saved for later (Jump Back In), so
// on the first start the activity heatmap, the day's tests, Jump Back In, the reports and every analytics page
// have data. new.student and trial.student get nothing.
//
// Every attempt takes the path of a real one: the test is handed out as /testdetails does (the delivery is recorded
// with the server's marks), the app's own payload builder (domain/test-engine/payloads.ts) makes the submit, the
// request schema of /testsubmit reads it, and server/test-delivery/submit-attempt.ts checks, scores and stores it,
// with the server clock set to the moment of the sitting: the attempt rows carry those past times (delivery,
// submit, the server-measured time). The save for later goes through /teststop's path the same way.
//
// The most recent mock test and topic test are sat on the domain engine and submitted with their event log, checked
// and kept by the same path (seed-event-log.ts), so their ATTEMPT TIMELINE tab has a timeline (issue 18).
//
// Fixed-seed generator (server/shared/prng.ts): the same `now` gives the same history. Written once (app_meta
// 'seeded_history_at') by server/main.ts after the demo data and the cohort, in demo mode only.
import { TEST_TYPE } from '../../domain/shared/test-type';
import { buildStopTestForm, buildSubmitAnsDetails, type PayloadQuestionProgress } from '../../domain/test-engine/payloads';
import { EMPTY_RESPONSE } from '../../domain/test-engine/question-response';
import { decodeResponse } from '../../domain/test-engine/responses';
import type { Question, TestData } from '../../domain/test-engine/test-data';
import { createDeps, type AppDeps } from '../app-deps';
import type { WireCourse } from '../http/wire-types';
import type { TestConfig } from '../repositories/test-catalog-repository';
import { SELF_TEST_DEFAULTS } from '../routes/test-delivery-routes';
import { prng, type Rng } from '../shared/prng';
import { createSittings } from '../test-delivery/sittings';
import { createAttemptWriter } from '../test-delivery/submit-attempt';
import { createEventLogIntake } from '../test-delivery/submitted-event-log';
import { buildConfiguredTest, buildSelfTest, DEFAULT_MARKING, forDelivery } from '../test-delivery/test-builder';
import { ansDetails, stopDetail } from '../test-delivery/wire-inputs';
import type { SqlDatabase } from './connect';
import { localDayStart, validZone } from './seed-days';
import { latestOfTypes, seededLogParts, trySitWithEventLog } from './seed-event-log';
import { markSeeded, seededAt, studentIdOf } from './seed-rows';

export const HISTORY_SEED = 20260412;
export const HISTORY_META_KEY = 'seeded_history_at';
export const DEMO_LOGIN = 'demo.student';
export { localDayStart } from './seed-days';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const YEAR_DAYS = 365;

/** The courses of the history (server/db/seed.ts): JEE Main (PRO), CUET trial (FREE), Olympiad (FREEFOREVER). */
const COURSE = { jee: 101, cuet: 103, olympiad: 104 } as const;
type CourseKey = keyof typeof COURSE;

/**
 * One sitting of the plan. A configured test is named by its title (in the course's template); a learning
 * ('beginner') or competitive ('advance') session by its topic and number of questions.
 */
type Sitting =
  | { course: CourseKey; kind: 'test'; title: string }
  | { course: CourseKey; kind: 'learning' | 'competitive'; topic: string; questions: number };

const test = (title: string, course: CourseKey = 'jee'): Sitting => ({ course, kind: 'test', title });
const learning = (topic: string, questions: number): Sitting => ({ course: 'jee', kind: 'learning', topic, questions });
const competitive = (topic: string, questions: number): Sitting => ({ course: 'jee', kind: 'competitive', topic, questions });

const SECTIONED_MOCK = 'JEE Main Sectional Practice';
const LOCKED_MOCK = 'JEE Main Mock Test 1 (section locked)';
const MARATHON = 'JEE Main Marathon (200 questions)';
const QUICK_CHECK = 'Quick Check (2 minutes)';
const CLASS_TEST = 'Class Test: Mechanics';

/**
 * The days of the past year (days before today, in the server's time zone), the local hour the day's first
 * sitting starts, and its sittings in order. Today's sittings are placed before `now` (see todaySlots).
 */
export const HISTORY_PLAN: readonly { daysAgo: number; startHour: number; sittings: readonly Sitting[] }[] = [
  { daysAgo: 352, startHour: 17, sittings: [test('Kinematics Practice'), learning('Mechanics', 10)] },
  { daysAgo: 287, startHour: 16, sittings: [learning('Physical Chemistry', 15)] },
  { daysAgo: 268, startHour: 10, sittings: [test(SECTIONED_MOCK)] },
  { daysAgo: 251, startHour: 17, sittings: [test('Laws of Motion Practice'), test('Work, Energy and Power Practice')] },
  { daysAgo: 229, startHour: 19, sittings: [competitive('Algebra', 20)] },
  { daysAgo: 212, startHour: 16, sittings: [test('Algebra Topic Test', 'cuet')] },
  { daysAgo: 197, startHour: 10, sittings: [test(LOCKED_MOCK)] },
  { daysAgo: 178, startHour: 17, sittings: [learning('Electricity and Magnetism', 15)] },
  { daysAgo: 163, startHour: 11, sittings: [test('Olympiad Foundation Mock', 'olympiad')] },
  { daysAgo: 149, startHour: 18, sittings: [test('Mechanics Topic Test')] },
  // a long Sunday: the 200-question marathon (a top level of the heatmap)
  { daysAgo: 131, startHour: 9, sittings: [test(MARATHON)] },
  { daysAgo: 117, startHour: 17, sittings: [competitive('Calculus', 20)] },
  { daysAgo: 104, startHour: 15, sittings: [test('CUET Mathematics Mock', 'cuet')] },
  { daysAgo: 76, startHour: 10, sittings: [test(SECTIONED_MOCK), learning('Organic Chemistry', 15)] },
  { daysAgo: 59, startHour: 16, sittings: [competitive('Physics', 25)] },
  { daysAgo: 51, startHour: 17, sittings: [test('Ray Optics Practice'), test('Organic Chemistry Topic Test')] },
  { daysAgo: 44, startHour: 10, sittings: [test(LOCKED_MOCK)] },
  { daysAgo: 29, startHour: 17, sittings: [learning('Coordinate Geometry', 15)] },
  { daysAgo: 23, startHour: 8, sittings: [test(MARATHON)] },
  { daysAgo: 17, startHour: 16, sittings: [test('Integration Practice'), competitive('Chemistry', 20)] },
  { daysAgo: 12, startHour: 11, sittings: [test('Olympiad Foundation Mock', 'olympiad')] },
  { daysAgo: 8, startHour: 18, sittings: [test('Inorganic Chemistry Topic Test')] },
  // revision day before the mock: six sittings, over 80 questions answered
  { daysAgo: 5, startHour: 9, sittings: [
    test(SECTIONED_MOCK), test('Algebra Topic Test'), learning('Mechanics', 25), competitive('Mathematics', 30),
    test('Gravitation Practice'), test('Circles Practice'),
  ] },
  { daysAgo: 3, startHour: 17, sittings: [test('Straight Lines Practice'), test('Calculus Topic Test', 'cuet')] },
  { daysAgo: 2, startHour: 19, sittings: [test(QUICK_CHECK)] },
  { daysAgo: 1, startHour: 16, sittings: [test(LOCKED_MOCK), learning('Gravitation', 10), test('Current Electricity Practice')] },
];

/** Today's sittings (besides the class test, taken at its scheduled time when that is today and past). */
export const TODAY: readonly Sitting[] = [test('Mole Concept Practice'), learning('Kinematics', 10)];

/** The test left running (saved for later) yesterday evening: Jump Back In offers it. */
export const RUNNING_TEST = { title: 'Electricity and Magnetism Topic Test', answered: 4, lastQuestionIndex: 4 } as const;

// ---------------------------------------------------------------------------------------------------------

export interface HistoryOptions {
  /** the server's time zone for "today" and the local hours; default env TIME_ZONE, else Asia/Kolkata */
  timeZone?: string;
}

type Outcome = 'right' | 'wrong' | 'none';

/**
 * Writes demo.student's history unless it was written before (or demo.student or the seeded tests are missing).
 * Returns true when it wrote it. Run after seedDemoData (and seedCohort, so the cohort's ranks are there).
 */
export async function seedDemoHistory(db: SqlDatabase, now: number, options: HistoryOptions = {}): Promise<boolean> {
  if (await seededAt(db, HISTORY_META_KEY)) return false;
  const studentId = await studentIdOf(db, DEMO_LOGIN);
  if (studentId === undefined || !await seededAt(db, 'seeded_tests_at')) return false;
  const timeZone = validZone(options.timeZone || process.env.TIME_ZONE || 'Asia/Kolkata');

  let clock = now;
  const deps = createDeps(db, 'demo', () => clock, () => {});
  return db.transaction(async () => {
    if (await seededAt(db, HISTORY_META_KEY)) return false;
    await new History(deps, studentId, now, timeZone, (t) => { clock = t; }).write();
    await markSeeded(db, HISTORY_META_KEY, now);
    return true;
  });
}

/** One planned sitting with its times (epoch ms). */
interface Timed { sitting: Sitting; deliveredAt: number; submittedAt: number; seconds: number }

class History {
  private readonly random: Rng = prng(HISTORY_SEED);
  private readonly sittings;
  private readonly writer;
  private readonly logIntake;
  private courses = new Map<number, WireCourse>();
  /** the configured tests of each template (read once: the history looks them up by title many times) */
  private readonly tests = new Map<number, TestConfig[]>();
  private submissions = 0;
  /** the sittings submitted with an event log */
  private withLog = new Set<Timed>();

  constructor(private readonly deps: AppDeps, private readonly studentId: number, private readonly now: number,
    private readonly timeZone: string, private readonly setClock: (t: number) => void) {
    this.sittings = createSittings(deps);
    this.writer = createAttemptWriter(deps, this.sittings);
    this.logIntake = createEventLogIntake(deps, this.sittings);
  }

  /** Reads demo.student's courses and the tests of their templates: the plan is laid out on them without a query. */
  private async load(): Promise<void> {
    this.courses = new Map((await this.deps.courses.coursesOf(this.studentId)).map((c) => [c.courseId, c]));
    for (const { templateId } of this.courses.values()) {
      const tests: TestConfig[] = [];
      for (const type of [TEST_TYPE.topicTest, TEST_TYPE.mockTest, TEST_TYPE.classTest] as const) {
        tests.push(...await this.deps.catalog.testsOf(templateId, type));
      }
      this.tests.set(templateId, tests);
    }
  }

  async write(): Promise<void> {
    await this.load();
    const timed: Timed[] = [];
    for (const day of HISTORY_PLAN) {
      let at = localDayStart(this.now, day.daysAgo, this.timeZone) + day.startHour * HOUR_MS + this.minutes(0, 40);
      for (const sitting of day.sittings) {
        const seconds = this.secondsFor(sitting);
        timed.push({ sitting, deliveredAt: at, submittedAt: at + seconds * 1000 + this.minutes(0, 1), seconds });
        at += seconds * 1000 + this.minutes(8, 35);
      }
    }
    timed.push(...this.todaySlots());
    timed.sort((a, b) => a.deliveredAt - b.deliveredAt);
    this.withLog = latestOfTypes(timed, (t) => (t.sitting.kind === 'test' ? this.configOf(t.sitting.course, t.sitting.title).testType : TEST_TYPE.selfTest));
    for (const t of timed) await this.take(t);
    await this.leaveRunning();
  }

  /** Today's sittings, each submitted before `now` and (unless the day has just begun) after today's start. */
  private todaySlots(): Timed[] {
    const start = localDayStart(this.now, 0, this.timeZone);
    const out: Timed[] = [];
    const classTest = this.config('jee', CLASS_TEST);
    if (classTest?.testDateTime != null) {
      const seconds = this.secondsFor(test(CLASS_TEST));
      const deliveredAt = classTest.testDateTime + 2 * MINUTE_MS;
      const submittedAt = deliveredAt + seconds * 1000;
      if (submittedAt < this.now - MINUTE_MS) out.push({ sitting: test(CLASS_TEST), deliveredAt, submittedAt, seconds });
    }
    // newest first, backwards from a few minutes ago; squeezed into today when the day is young
    let end = this.now - 6 * MINUTE_MS;
    const planned = [...TODAY].reverse().map((sitting) => {
      const seconds = this.secondsFor(sitting);
      const submittedAt = end;
      end = submittedAt - seconds * 1000 - 12 * MINUTE_MS;
      return { sitting, seconds, submittedAt };
    });
    planned.forEach((p, i) => {
      const submittedAt = p.submittedAt > start ? p.submittedAt : start + Math.floor(((this.now - start) * (planned.length - i)) / (planned.length + 1));
      out.push({ sitting: p.sitting, seconds: p.seconds, submittedAt, deliveredAt: submittedAt - p.seconds * 1000 });
    });
    return out;
  }

  /** A random whole number of minutes from lo to hi, in ms. */
  private minutes(lo: number, hi: number): number {
    return Math.round((lo + this.random() * (hi - lo)) * MINUTE_MS);
  }

  private course(key: CourseKey): WireCourse {
    const course = this.courses.get(COURSE[key]);
    if (!course) throw new Error(`seed-history: demo.student is not enrolled in course ${COURSE[key]}`);
    return course;
  }

  private config(key: CourseKey, title: string): TestConfig | undefined {
    const { templateId } = this.course(key);
    return this.tests.get(templateId)?.find((t) => t.title === title);
  }

  private configOf(key: CourseKey, title: string): TestConfig {
    const config = this.config(key, title);
    if (!config) throw new Error(`seed-history: no test '${title}' in course ${COURSE[key]}`);
    return config;
  }

  /** Seconds a sitting takes: most of a timed test's time, about a minute a question in a learning session. */
  private secondsFor(s: Sitting): number {
    if (s.kind !== 'test') return Math.round(s.questions * (s.kind === 'learning' ? 55 : 40) * (0.8 + this.random() * 0.4));
    const config = this.configOf(s.course, s.title);
    return Math.round(config.totalTime * (0.55 + this.random() * 0.4));
  }

  /** How well demo.student does at `at`: from about 45 % right a year before `now` to about 85 % now. */
  private ability(at: number): { right: number; skip: number } {
    const progress = Math.min(1, Math.max(0, 1 - (this.now - at) / (YEAR_DAYS * DAY_MS)));
    const right = Math.min(0.93, Math.max(0.3, 0.45 + 0.4 * progress + (this.random() - 0.5) * 0.12));
    return { right, skip: 0.14 - 0.09 * progress };
  }

  /** The test as /testdetails hands it out: the delivery is recorded (a saved attempt of the test is dropped). */
  private async deliver(s: Sitting, at: number): Promise<{ test: TestData; course: WireCourse } | undefined> {
    this.setClock(at);
    const { recordDelivery, abandonSaved, classTestTaken } = this.sittings;
    const course = this.course(s.course);
    const { bank } = this.deps;
    if (s.kind === 'test') {
      const config = this.configOf(s.course, s.title);
      if (await classTestTaken(this.studentId, config)) return undefined;
      const full = await buildConfiguredTest(config, bank);
      if (full.questionSet.length === 0) return undefined;
      await abandonSaved(this.studentId, course.templateId, config.testType, config.id);
      await recordDelivery(this.studentId, course.templateId, full, { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks });
      return { test: full, course };
    }
    const topic = await this.deps.db.q().selectFrom('topics').select(['id', 'name']).where('name', '=', s.topic).orderBy('id').executeTakeFirst();
    if (!topic || !await bank.inTemplate(course.templateId, topic.id)) throw new Error(`seed-history: no topic '${s.topic}' in course ${course.courseId}`);
    const marking = DEFAULT_MARKING;
    const full = await buildSelfTest({
      topicId: topic.id, topicName: topic.name, examType: 'objective', questionTypes: [], totalQuestion: s.questions,
      totalTime: SELF_TEST_DEFAULTS.minutes * 60, marking,
      seed: (this.studentId * 100_003 + topic.id * 7_919 + at) >>> 0,
    }, bank);
    if (full.questionSet.length === 0) return undefined;
    await abandonSaved(this.studentId, course.templateId, TEST_TYPE.selfTest, topic.id);
    await recordDelivery(this.studentId, course.templateId, full, marking);
    return { test: full, course };
  }

  /** The wire answer the student gives: the key, a wrong choice (or a wrong number), or none. */
  private answer(q: Question, outcome: Outcome): string {
    if (outcome === 'none') return '';
    if (outcome === 'right') return q.correctResponse;
    if (q.kind === 'text') return `${q.correctResponse}1`;
    const keys = new Set(q.correctResponse.split('~'));
    const wrong = q.responseChoice.map((c) => c.responseId).filter((id) => id !== '' && !keys.has(id));
    return wrong.length > 0 ? wrong[Math.floor(this.random() * wrong.length)] : '';
  }

  /**
   * The student's progress on `full` (keys known to the seed, not to the app): outcomes from the ability of the
   * day, each section's attempt limit kept, the seconds spread over the questions, help in learning sessions only.
   */
  private progress(full: TestData, s: Sitting, seconds: number, at: number, answeredAtMost = Infinity): PayloadQuestionProgress[] {
    const { right, skip } = this.ability(at);
    const sectionAt = new Map<number, number>();
    for (const section of full.sectionSet) for (const ref of section.questionNumbers) sectionAt.set(ref.questionIndex, section.sectionId);
    const sectionLimit = new Map(full.sectionSet.map((x) => [x.sectionId, x.noQuestionAttempt]));
    const answeredIn = new Map<number, number>();
    let answered = 0;
    const weights = full.questionSet.map(() => 0.5 + this.random());
    const total = weights.reduce((a, b) => a + b, 0);
    return full.questionSet.map((q, i) => {
      const section = sectionAt.get(i);
      const limit = section === undefined ? full.noQuestionAttempt : sectionLimit.get(section) ?? 0;
      const used = answeredIn.get(section ?? -1) ?? 0;
      const r = this.random();
      let outcome: Outcome = r < skip ? 'none' : r < skip + (1 - skip) * right ? 'right' : 'wrong';
      if ((limit > 0 && used >= limit) || answered >= answeredAtMost) outcome = 'none';
      if (outcome !== 'none') {
        answeredIn.set(section ?? -1, used + 1);
        answered++;
      }
      const wire = this.answer(q, outcome);
      const response = wire === '' ? EMPTY_RESPONSE : decodeResponse(q.kind, wire);
      const help = s.kind === 'learning' && this.random() < 0.15 ? 1 : 0;
      return {
        status: response === EMPTY_RESPONSE ? 'not_attempted' : 'attempted',
        response,
        timeSpentSeconds: Math.floor((seconds * weights[i]) / total),
        help,
      };
    });
  }

  private testMode(s: Sitting): string {
    return s.kind === 'learning' ? 'beginner' : s.kind === 'competitive' ? 'advance' : '';
  }

  /** Hands the test out at deliveredAt and submits it at submittedAt, as the app does. */
  private async take(t: Timed): Promise<void> {
    const delivered = await this.deliver(t.sitting, t.deliveredAt);
    if (!delivered) return;
    const { test: full, course } = delivered;
    const n = ++this.submissions;
    const progress = this.progress(full, t.sitting, t.seconds, t.submittedAt);
    // sat on the engine to the same answers: the app's payload comes from its state (its own generator: the rest of
    // the history stays as it was)
    const log = this.withLog.has(t) ? trySitWithEventLog({
      delivered: forDelivery(full), full, answers: progress.map((p) => p.response), deliveredAt: t.deliveredAt,
      submittedAt: t.submittedAt, rng: prng(HISTORY_SEED + n), logId: `demo-history-log-${n}`,
    }) : undefined;
    const sat = log === 'unavailable' ? undefined : log;
    const payload = buildSubmitAnsDetails({
      test: forDelivery(full), progress: sat?.progress ?? progress, course, testMode: this.testMode(t.sitting),
      remainingTime: sat?.remainingTime ?? Math.max(0, full.totalTime - t.seconds),
      helpCounter: sat?.helpCounter ?? progress.reduce((sum, p) => sum + p.help, 0),
    });
    // what /testsubmit reads from the form (the JSON text of ansdetails)
    const details = ansDetails.parse(JSON.parse(JSON.stringify(payload)));
    this.setClock(t.submittedAt);
    // the log checked by the submit's own check, then kept by the writer with the attempt
    const parts = log && await seededLogParts(log, (gz) => this.logIntake.check(this.studentId, details, gz));
    await this.writer.submit({ studentId: this.studentId, clientSubmissionId: `demo-history-${n}`, details, ...parts });
  }

  /** Yesterday evening: RUNNING_TEST handed out, partly answered and saved for later. */
  private async leaveRunning(): Promise<void> {
    const sitting = test(RUNNING_TEST.title);
    const deliveredAt = localDayStart(this.now, 1, this.timeZone) + 21 * HOUR_MS + 10 * MINUTE_MS;
    const delivered = await this.deliver(sitting, deliveredAt);
    if (!delivered) return;
    const { test: full, course } = delivered;
    const seconds = 7 * 60;
    const progress = this.progress(full, sitting, seconds, deliveredAt, RUNNING_TEST.answered)
      .map((p, i) => (i > RUNNING_TEST.lastQuestionIndex ? { ...p, status: 'not_visited' as const, timeSpentSeconds: 0 } : p));
    const form = buildStopTestForm({
      test: forDelivery(full), progress, course, lastQuestionIndex: RUNNING_TEST.lastQuestionIndex,
      remainingTime: Math.max(0, full.totalTime - seconds), helpCounter: 0, testMode: '',
    });
    const detail = stopDetail.parse(JSON.parse(form.testDetail));
    this.setClock(deliveredAt + seconds * 1000);
    await this.writer.save({
      studentId: this.studentId, courseId: course.courseId, templateId: course.templateId, testType: Number(form.testType),
      testId: Number(form.testId), detail, helpCounter: Number(form.helpCounter), testMode: form.testMode,
    });
  }
}
