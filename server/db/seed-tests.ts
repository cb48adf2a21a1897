// Demo question bank and test configurations, written once (app_meta 'seeded_tests_at').
// Everything comes from the fixed-seed generator in question-bank.ts, so every start gives the same bank.
import { TEST_TYPE } from '../../domain/shared/test-type';
import { SUBJECTIVE_TYPES, type QuestionType } from '../../domain/test-engine/test-data';
import { AttemptRepository } from '../repositories/attempt-repository';
import { QuestionBankRepository } from '../repositories/question-bank-repository';
import { TestCatalogRepository, type ConfiguredTestType } from '../repositories/test-catalog-repository';
import { scoredRows, sectionsOfTest } from '../test-delivery/attempt-view';
import { buildConfiguredTest } from '../test-delivery/test-builder';
import type { SqlDatabase } from './connect';
import { generateBank } from './question-bank';
import { TOPIC_TREE } from './question-bank-problems';
import { insertRows, markSeeded, seededAt, studentIdOf } from './seed-rows';

const MIN = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Test ids the demo (and the e2e tests) can rely on. */
export const DEMO_TESTS = {
  lockedMock: 3001,
  sectionedMock: 3002,
  bigMock: 3003,
  shortTest: 3004,
  classObjective: 4001,
  classSubjective: 4002,
  subjectiveTopic: 2101,
} as const;

/** Template ids of the seeded courses (server/db/seed.ts) and the subjects each offers. */
const TEMPLATE_SUBJECTS: Record<number, string[]> = {
  5001: ['Physics', 'Chemistry', 'Mathematics'],
  5002: ['Physics', 'Chemistry'],
  5003: ['Mathematics'],
  5004: ['Physics', 'Mathematics'],
};

interface SectionSeed { id: number; name: string; topic: string; count: number; time?: number; limit?: number; types?: readonly string[]; marks: [number, number, number] }
interface TestSeed {
  id: number; template: number; type: ConfiguredTestType; title: string; category?: string; difficulty?: string;
  examType?: 'objective' | 'subjective'; lock?: string; minutes: number; limit?: number; topic?: string; count?: number;
  types?: readonly string[]; marks?: [number, number, number]; subject?: string; scheduleId?: number; className?: string;
  at?: number; sections?: SectionSeed[];
}

const { topicTest: TOPIC, mockTest: MOCK, classTest: CLASS } = TEST_TYPE;
const JEE_MARKS: [number, number, number] = [4, 1, 0];

/**
 * The question types of the section-locked mock (3001), four per section: together the 12 objective types of
 * the bank, so taking it end to end meets every kind of answer (radio, checkboxes, text box). The draw is
 * fixed (test-builder.ts seeds it with the test and section id), and with these sets every type is drawn, each
 * Mathematics type among the first 6 questions (the section's attempt limit); tests/server/seed-tests.test.ts
 * checks both, so a change to the bank or the draw that breaks them fails there, not in the e2e walk-through.
 */
export const LOCKED_MOCK_TYPES = {
  physics: ['MC-Matching-Type', 'Selection-Type', 'Common-Data', 'Multiple-Response'],
  chemistry: ['True-False', 'Common-Data-(5)', 'MR-Matching-Type', 'Integer-Type'],
  mathematics: ['Multiple-Choice', 'Multiple-Choice-(5)', 'MC-Assertion-Reason', 'Fill-in-Blank'],
} as const satisfies Record<string, readonly QuestionType[]>;
const PRACTICE_MARKS: [number, number, number] = [1, 0.25, 0];

function testSeeds(now: number): TestSeed[] {
  const tests: TestSeed[] = [
    { id: DEMO_TESTS.lockedMock, template: 5001, type: MOCK, title: 'JEE Main Mock Test 1 (section locked)', category: 'Full Length Tests', difficulty: 'Hard',
      lock: 'Partially_Lock', minutes: 45, marks: JEE_MARKS, sections: [
        { id: 1, name: 'Physics', topic: 'Physics', count: 8, time: 15 * MIN, types: LOCKED_MOCK_TYPES.physics, marks: JEE_MARKS },
        { id: 2, name: 'Chemistry', topic: 'Chemistry', count: 8, time: 15 * MIN, types: LOCKED_MOCK_TYPES.chemistry, marks: JEE_MARKS },
        { id: 3, name: 'Mathematics', topic: 'Mathematics', count: 8, time: 15 * MIN, limit: 6, types: LOCKED_MOCK_TYPES.mathematics, marks: JEE_MARKS },
      ] },
    { id: DEMO_TESTS.sectionedMock, template: 5001, type: MOCK, title: 'JEE Main Sectional Practice', category: 'Sectional Tests', difficulty: 'Medium',
      minutes: 30, marks: JEE_MARKS, sections: [
        { id: 1, name: 'Physics', topic: 'Physics', count: 5, marks: JEE_MARKS },
        { id: 2, name: 'Chemistry', topic: 'Chemistry', count: 5, marks: JEE_MARKS },
        { id: 3, name: 'Mathematics', topic: 'Mathematics', count: 5, marks: JEE_MARKS },
      ] },
    { id: DEMO_TESTS.bigMock, template: 5001, type: MOCK, title: 'JEE Main Marathon (200 questions)', category: 'Full Length Tests', difficulty: 'Hard',
      minutes: 180, marks: JEE_MARKS, sections: [
        { id: 1, name: 'Physics', topic: 'Physics', count: 67, marks: JEE_MARKS },
        { id: 2, name: 'Chemistry', topic: 'Chemistry', count: 67, marks: JEE_MARKS },
        { id: 3, name: 'Mathematics', topic: 'Mathematics', count: 66, marks: JEE_MARKS },
      ] },
    { id: DEMO_TESTS.shortTest, template: 5001, type: MOCK, title: 'Quick Check (2 minutes)', category: 'Quick Tests', difficulty: 'Easy',
      minutes: 2, topic: 'Physics', count: 5, marks: PRACTICE_MARKS },
    { id: DEMO_TESTS.classObjective, template: 5001, type: CLASS, title: 'Class Test: Mechanics', subject: 'Physics', minutes: 20, topic: 'Mechanics', count: 10,
      marks: JEE_MARKS, scheduleId: 7001, className: 'Class 12', at: now - 60 * 60 * 1000 },
    { id: DEMO_TESTS.classSubjective, template: 5001, type: CLASS, title: 'Class Test: Calculus (written)', subject: 'Mathematics', examType: 'subjective',
      minutes: 30, topic: 'Calculus', count: 3, types: SUBJECTIVE_TYPES, marks: [0, 0, 0], scheduleId: 7002, className: 'Class 12', at: now + DAY_MS },
    { id: DEMO_TESTS.subjectiveTopic, template: 5001, type: TOPIC, title: 'Written Practice: Laws of Motion', examType: 'subjective', minutes: 30,
      topic: 'Laws of Motion', count: 4, types: SUBJECTIVE_TYPES, marks: [0, 0, 0] },
    { id: 3101, template: 5002, type: MOCK, title: 'NEET Physics and Chemistry Mock', category: 'Full Length Tests', minutes: 60, marks: JEE_MARKS, sections: [
      { id: 1, name: 'Physics', topic: 'Physics', count: 10, marks: JEE_MARKS },
      { id: 2, name: 'Chemistry', topic: 'Chemistry', count: 10, marks: JEE_MARKS },
    ] },
    { id: 3201, template: 5003, type: MOCK, title: 'CUET Mathematics Mock', category: 'Full Length Tests', minutes: 40, topic: 'Mathematics', count: 20, marks: [5, 1, 0] },
    { id: 3301, template: 5004, type: MOCK, title: 'Olympiad Foundation Mock', category: 'Olympiad Practice', minutes: 60, marks: [3, 1, 0], sections: [
      { id: 1, name: 'Physics', topic: 'Physics', count: 15, marks: [3, 1, 0] },
      { id: 2, name: 'Mathematics', topic: 'Mathematics', count: 15, marks: [3, 1, 0] },
    ] },
  ];
  // topic tests: one per chapter and one per leaf topic, for every template offering the subject
  let next = 2001;
  for (const [template, subjects] of Object.entries(TEMPLATE_SUBJECTS)) {
    if (template === '5004') continue; // the olympiad course has no topic tests
    for (const { subject, chapters } of TOPIC_TREE) {
      if (!subjects.includes(subject)) continue;
      for (const chapter of chapters) {
        tests.push({ id: next++, template: Number(template), type: TOPIC, title: `${chapter.name} Topic Test`, minutes: 20, topic: chapter.name, count: 10, marks: PRACTICE_MARKS });
        for (const leaf of chapter.leaves) {
          tests.push({ id: next++, template: Number(template), type: TOPIC, title: `${leaf} Practice`, minutes: 10, topic: leaf, count: 5, marks: PRACTICE_MARKS });
        }
      }
    }
  }
  return tests;
}

const MARKER = 'seeded_tests_at';

/** Seeds the bank and tests unless done before; also the demo student's submitted subjective test. */
export async function seedTestDelivery(db: SqlDatabase, now: number): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const bank = generateBank();
  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    await insertRows(db, 'topics', bank.topics.map((t) => ({ id: t.id, parent_id: t.parentId, name: t.name, position: t.position })));
    await insertRows(db, 'questions', bank.questions.map((q) => ({
      id: q.id, item_id: q.itemId, topic_id: q.topicId, question_type: q.questionType, type_label: q.typeLabel, body: q.body,
      common_data: q.commonData, columns: JSON.stringify(q.columns), choices: JSON.stringify(q.choices),
      correct_response: q.correctResponse, explanation: q.explanation, solution: q.solution, difficulty: q.difficulty, bloom_id: q.bloomId,
    })));

    // topic names are unique within the generated tree
    const topicId = (name: string): number => {
      const t = bank.topics.find((x) => x.name === name);
      if (!t) throw new Error(`seed: no topic '${name}'`);
      return t.id;
    };
    await insertRows(db, 'template_subjects', Object.entries(TEMPLATE_SUBJECTS)
      .flatMap(([template, subjects]) => subjects.map((s, i) => ({ template_id: Number(template), topic_id: topicId(s), position: i }))));

    const tests = testSeeds(now);
    await insertRows(db, 'tests', tests.map((t, position) => {
      const [correct, incorrect, notAnswer] = t.marks ?? PRACTICE_MARKS;
      return {
        id: t.id, template_id: t.template, test_type: t.type, title: t.title, category_name: t.category ?? '',
        difficulty: t.difficulty ?? 'Medium', exam_type: t.examType ?? 'objective', section_lock: t.lock ?? '',
        total_time: t.minutes * MIN, no_question_attempt: t.limit ?? 0, topic_id: t.topic ? topicId(t.topic) : null,
        question_count: t.count ?? 0, question_types: (t.types ?? []).join(','), correct_marks: correct, incorrect_marks: incorrect,
        not_answer_marks: notAnswer, subject: t.subject ?? '', schedule_id: t.scheduleId ?? 0, class_name: t.className ?? '',
        test_date_time: t.at ?? null, position,
      };
    }));
    await insertRows(db, 'test_sections', tests.flatMap((t) => (t.sections ?? []).map((s, i) => ({
      test_id: t.id, section_id: s.id, name: s.name, section_order: i + 1, section_time: s.time ?? 0, no_question_attempt: s.limit ?? 0,
      topic_id: topicId(s.topic), question_count: s.count, question_types: (s.types ?? []).join(','),
      correct_marks: s.marks[0], incorrect_marks: s.marks[1], not_answer_marks: s.marks[2],
    }))));

    await seedSubmittedSubjective(db, now);
    await markSeeded(db, MARKER, now);
    return true;
  });
}

/** demo.student has submitted the written Laws of Motion practice; it awaits marking (testStatus 2). */
async function seedSubmittedSubjective(db: SqlDatabase, now: number): Promise<void> {
  const studentId = await studentIdOf(db, 'demo.student');
  if (studentId === undefined) return;
  const bank = new QuestionBankRepository(db);
  const config = await new TestCatalogRepository(db).test(DEMO_TESTS.subjectiveTopic);
  if (!config) return;
  const test = await buildConfiguredTest(config, bank);
  const answers = [
    'Using F = ma, I multiplied the mass by the acceleration and got the force in newtons.',
    'By Newton\'s second law the net force equals mass times acceleration, so F = ma gives the answer in N.',
    'F = ma. I substituted the mass and the acceleration; the force comes out in newtons.',
  ];
  const progress = new Map(test.questionSet.map((q, i) => [q.questionId, {
    studentResponse: answers[i] ? `${answers[i]}####` : '', timeSpent: answers[i] ? 240 + 30 * i : 15, help: 0,
  }]));
  const attempts = new AttemptRepository(db);
  const submittedAt = now - 2 * DAY_MS;
  const id = await attempts.create({
    studentId, courseId: 101, templateId: config.templateId, testId: config.id, testType: config.testType, kind: 'configured',
    testName: config.title, testMode: 'registered', testOption: 'subjective', examType: 'subjective', topicId: config.topicId ?? 0,
    status: 'submitted', testStatus: 2, totalTime: config.totalTime, remainingTime: config.totalTime - 900, lastQuestionIndex: 0,
    helpCounter: 0, scheduleId: 0, startedAt: submittedAt - 900_000, updatedAt: submittedAt, submittedAt,
  });
  const questionIds = test.questionSet.map((q) => q.questionId);
  const questions = await bank.questions(questionIds);
  const difficulty = new Map(questionIds.map((qid, i) => [qid, questions[i]?.difficulty ?? 0]));
  await attempts.setSections(id, sectionsOfTest(test));
  await attempts.setQuestions(id, scoredRows(test, progress, (qid) => difficulty.get(qid) ?? 0));
}
