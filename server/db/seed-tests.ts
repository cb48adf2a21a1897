// Demo question bank and test configurations, written once (app_meta 'seeded_tests_at').
// Everything comes from the fixed-seed generator in question-bank.ts, so every start gives the same bank.
import { TEST_TYPE } from '../../domain/shared/test-type';
import { SUBJECTIVE_TYPES, type QuestionType } from '../../domain/test-engine/test-data';
import { AttemptRepository } from '../repositories/attempt-repository';
import { QuestionBankRepository } from '../repositories/question-bank-repository';
import { TestCatalogRepository, type ConfiguredTestType } from '../repositories/test-catalog-repository';
import { scoredRows, sectionsOfTest } from '../test-delivery/attempt-view';
import { buildConfiguredTest } from '../test-delivery/test-builder';
import type { Db } from './migration';
import { generateBank } from './question-bank';
import { TOPIC_TREE } from './question-bank-problems';

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

/** Seeds the bank and tests unless done before; also the demo student's submitted subjective test. */
export function seedTestDelivery(db: Db, now: number): boolean {
  const seeded = db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_tests_at'");
  if (seeded.get()) return false;
  const bank = generateBank();
  return db.transaction(() => {
    if (seeded.get()) return false;
    const topic = db.prepare('INSERT INTO topics (id, parent_id, name, position) VALUES (?, ?, ?, ?)');
    for (const t of bank.topics) topic.run(t.id, t.parentId, t.name, t.position);
    const question = db.prepare(`INSERT INTO questions (id, item_id, topic_id, question_type, type_label, body, common_data,
      columns, choices, correct_response, explanation, solution, difficulty, bloom_id)
      VALUES (@id, @itemId, @topicId, @questionType, @typeLabel, @body, @commonData, @columns, @choices, @correctResponse,
      @explanation, @solution, @difficulty, @bloomId)`);
    for (const q of bank.questions) question.run({ ...q, columns: JSON.stringify(q.columns), choices: JSON.stringify(q.choices) });

    // topic names are unique within the generated tree
    const topicId = (name: string): number => {
      const t = bank.topics.find((x) => x.name === name);
      if (!t) throw new Error(`seed: no topic '${name}'`);
      return t.id;
    };
    const subject = db.prepare('INSERT INTO template_subjects (template_id, topic_id, position) VALUES (?, ?, ?)');
    for (const [template, subjects] of Object.entries(TEMPLATE_SUBJECTS)) subjects.forEach((s, i) => subject.run(Number(template), topicId(s), i));

    const test = db.prepare(`INSERT INTO tests (id, template_id, test_type, title, category_name, difficulty, exam_type, section_lock,
      total_time, no_question_attempt, topic_id, question_count, question_types, correct_marks, incorrect_marks, not_answer_marks,
      subject, schedule_id, class_name, test_date_time, position)
      VALUES (@id, @template, @type, @title, @category, @difficulty, @examType, @lock, @totalTime, @limit, @topicId, @count, @types,
      @correct, @incorrect, @notAnswer, @subject, @scheduleId, @className, @at, @position)`);
    const section = db.prepare(`INSERT INTO test_sections (test_id, section_id, name, section_order, section_time, no_question_attempt,
      topic_id, question_count, question_types, correct_marks, incorrect_marks, not_answer_marks)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    testSeeds(now).forEach((t, position) => {
      const [correct, incorrect, notAnswer] = t.marks ?? PRACTICE_MARKS;
      test.run({
        id: t.id, template: t.template, type: t.type, title: t.title, category: t.category ?? '', difficulty: t.difficulty ?? 'Medium',
        examType: t.examType ?? 'objective', lock: t.lock ?? '', totalTime: t.minutes * MIN, limit: t.limit ?? 0,
        topicId: t.topic ? topicId(t.topic) : null, count: t.count ?? 0, types: (t.types ?? []).join(','),
        correct, incorrect, notAnswer, subject: t.subject ?? '', scheduleId: t.scheduleId ?? 0, className: t.className ?? '',
        at: t.at ?? null, position,
      });
      (t.sections ?? []).forEach((s, i) => section.run(t.id, s.id, s.name, i + 1, s.time ?? 0, s.limit ?? 0, topicId(s.topic), s.count,
        (s.types ?? []).join(','), s.marks[0], s.marks[1], s.marks[2]));
    });

    seedSubmittedSubjective(db, now);
    db.prepare("INSERT INTO app_meta (key, value) VALUES ('seeded_tests_at', ?)").run(new Date(now).toISOString());
    return true;
  })();
}

/** demo.student has submitted the written Laws of Motion practice; it awaits marking (testStatus 2). */
function seedSubmittedSubjective(db: Db, now: number): void {
  const student = db.prepare<[string], { id: number }>('SELECT id FROM students WHERE login_id = ?').get('demo.student');
  if (!student) return;
  const bank = new QuestionBankRepository(db);
  const config = new TestCatalogRepository(db).test(DEMO_TESTS.subjectiveTopic);
  if (!config) return;
  const test = buildConfiguredTest(config, bank);
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
  const id = attempts.create({
    studentId: student.id, courseId: 101, templateId: config.templateId, testId: config.id, testType: config.testType, kind: 'configured',
    testName: config.title, testMode: 'registered', testOption: 'subjective', examType: 'subjective', topicId: config.topicId ?? 0,
    status: 'submitted', testStatus: 2, totalTime: config.totalTime, remainingTime: config.totalTime - 900, lastQuestionIndex: 0,
    helpCounter: 0, scheduleId: 0, startedAt: submittedAt - 900_000, updatedAt: submittedAt, submittedAt,
  });
  attempts.setSections(id, sectionsOfTest(test));
  attempts.setQuestions(id, scoredRows(test, progress, (qid) => bank.question(qid)?.difficulty ?? 0));
}
