// Builds the test data the app runs from the question bank. The server keeps the "full" test (answer keys,
// explanations, marking parts); the simulator gets `forDelivery(test)` without keys or explanations.
// Configured tests are drawn deterministically (the PRNG is seeded with the test and section id), so the
// same test always holds the same questions: a submit can be scored against a rebuild, and analytics can
// compare students on one question set.
import { TEST_TYPE, type TestType } from '../../domain/shared/test-type';
import { PARTIALLY_LOCK, questionKind, SUBJECTIVE_TYPES, type Question, type Section, type TestData } from '../../domain/test-engine/test-data';
import { round2 } from '../shared/numbers';
import { prng, shuffle } from '../shared/prng';
import { ALL_TYPES, type BankQuestion } from './question-bank-types';
import type { QuestionBankRepository } from '../repositories/question-bank-repository';
import type { SectionConfig, TestConfig } from '../repositories/test-catalog-repository';

export const OBJECTIVE_TYPES: readonly string[] = ALL_TYPES.filter((t) => questionKind(t) !== 'subjective');

/** Marks of a question as delivered: incorrect is signed (negative). */
export interface Marking { correct: number; incorrect: number; notAnswer: number }

/** The default marking: of a self test the student does not set marks for, and of an adaptive question. */
export const DEFAULT_MARKING: Marking = { correct: 1, incorrect: -0.25, notAnswer: 0 };

export interface Placement {
  sectionId: number | null;
  sectionName: string;
  /** seconds */
  sectionTime: number;
}

const partsSum = (q: BankQuestion) => round2(q.choices.reduce((s, c) => s + Math.max(0, c.partMarks), 0));

/** A bank question as a domain Question at position `index` (0-based) with its marks. */
export function toQuestion(q: BankQuestion, index: number, marking: Marking, place: Placement): Question {
  const kind = questionKind(q.questionType);
  const subjective = kind === 'subjective';
  return {
    kind,
    questionId: q.id,
    questionDisplayId: index + 1,
    itemId: q.itemId,
    questionType: q.questionType,
    questionTypeLabel: q.typeLabel,
    questionBody: q.body,
    commonDataDescription: q.commonData,
    columns: q.columns,
    responseChoice: q.choices,
    correctResponse: q.correctResponse,
    studentResponse: '',
    explanations: q.explanation,
    topicId: q.topicId,
    timeSpent: 0,
    correctAnswerMarks: subjective ? partsSum(q) : marking.correct,
    incorrectAnswerMarks: subjective ? 0 : -Math.abs(marking.incorrect) || 0,
    notAnswerMarks: subjective ? 0 : marking.notAnswer,
    bloomId: q.bloomId,
    backgroundImg: '',
    cssName: '',
    sectionId: place.sectionId,
    sectionName: place.sectionName,
    sectionTime: place.sectionTime,
    help: 0,
    answerStatus: '',
    marks: 0,
  };
}

const allowedTypes = (types: readonly string[], examType: string): ReadonlySet<string> =>
  new Set(types.length > 0 ? types : examType === 'subjective' ? SUBJECTIVE_TYPES : OBJECTIVE_TYPES);

/** `count` questions under `topicId` of the allowed types, in a fixed pseudo-random order for `seed`. */
export async function drawQuestions(bank: QuestionBankRepository, topicId: number, types: ReadonlySet<string>, count: number, seed: number, exclude: ReadonlySet<number> = new Set()): Promise<BankQuestion[]> {
  const pool = (await bank.questionsUnder(topicId)).filter((q) => types.has(q.questionType) && !exclude.has(q.id));
  return shuffle(prng(seed), pool).slice(0, count);
}

/** Draws kept per topic list (the bank's cached, frozen list: the same array while the bank is), at most this many each. */
const DRAWS_PER_POOL = 256;
const draws = new WeakMap<readonly BankQuestion[], Map<string, readonly BankQuestion[]>>();

/**
 * drawQuestions for a configured test, kept: the same configuration draws the same questions from the same bank, and
 * the bank is written once by the seed and only read afterwards (QuestionBankRepository), so a draw is made once per
 * list and arguments instead of at every delivery, save and submit (filtering and shuffling the topic's whole pool:
 * building the 5-question mock in a loop went 24 -> 16.5 us with it, docs/performance.md "Server throughput"). Self
 * tests draw with a new seed each time and use drawQuestions.
 */
async function drawConfigured(bank: QuestionBankRepository, topicId: number, types: ReadonlySet<string>, count: number, seed: number, exclude: ReadonlySet<number> = new Set()): Promise<BankQuestion[]> {
  const list = await bank.questionsUnder(topicId);
  let kept = draws.get(list);
  if (!kept) draws.set(list, kept = new Map());
  const key = `${[...types].join(',')}|${count}|${seed}|${[...exclude].join(',')}`;
  let drawn = kept.get(key);
  if (!drawn) {
    drawn = Object.freeze(await drawQuestions(bank, topicId, types, count, seed, exclude));
    if (kept.size >= DRAWS_PER_POOL) kept.delete(kept.keys().next().value as string);
    kept.set(key, drawn);
  }
  return [...drawn];
}

interface TestHeader {
  testId: number; testType: TestType; testName: string; testOption: string; totalTime: number; remainingTime: number;
  sectionLock: string; noQuestionAttempt: number; scheduleId: number; subject: string;
}

/**
 * The test of a header, its sections and questions. Written out field by field: spreading the header into the test
 * and adding keys (twice, before this) is node 20's slow path, 13 of the 16.5 us of building the 5-question mock in a
 * loop with its draw kept (3.3 us now). The keys keep the order they had.
 */
const testOf = (h: TestHeader, sectionSet: Section[], questionSet: Question[]): TestData => ({
  testId: h.testId, testType: h.testType, testName: h.testName, testOption: h.testOption, totalTime: h.totalTime,
  remainingTime: h.remainingTime, sectionLock: h.sectionLock, noQuestionAttempt: h.noQuestionAttempt, scheduleId: h.scheduleId,
  subject: h.subject,
  testStatus: 0, bloom: '', modelTestId: 0, lastQuestionIndex: 0, correctCount: 0, incorrectCount: 0, notAnsweredCount: 0,
  sectionSet,
  questionSet,
});

const sectionOf = (s: SectionConfig, questions: readonly Question[], first: number): Section => ({
  sectionName: s.name,
  sectionId: s.sectionId,
  sectionOrder: s.sectionOrder,
  sectionTime: s.sectionTime,
  questionNumbers: questions.map((q, i) => ({ questionId: q.questionId, questionIndex: first + i })),
  noQuestionAttempt: s.noQuestionAttempt,
  questionRange: questions.length > 0 ? `${first + 1}-${first + questions.length}` : '',
  correctMarks: s.correctMarks,
  incorrectMarks: -Math.abs(s.incorrectMarks) || 0,
  notAnswerMarks: s.notAnswerMarks,
});

/** The full test of a configuration (keys included). */
export async function buildConfiguredTest(config: TestConfig, bank: QuestionBankRepository): Promise<TestData> {
  const questionSet: Question[] = [];
  const sectionSet: Section[] = [];
  const used = new Set<number>();
  if (config.sections.length > 0) {
    for (const s of config.sections) {
      const drawn = await drawConfigured(bank, s.topicId, allowedTypes(s.questionTypes, config.examType), s.questionCount, config.id * 1000 + s.sectionId, used);
      const questions = drawn.map((q, i) => toQuestion(q, questionSet.length + i,
        { correct: s.correctMarks, incorrect: s.incorrectMarks, notAnswer: s.notAnswerMarks },
        { sectionId: s.sectionId, sectionName: s.name, sectionTime: s.sectionTime }));
      sectionSet.push(sectionOf(s, questions, questionSet.length));
      questionSet.push(...questions);
      drawn.forEach((q) => used.add(q.id));
    }
  } else if (config.topicId !== null) {
    const drawn = await drawConfigured(bank, config.topicId, allowedTypes(config.questionTypes, config.examType), config.questionCount, config.id * 1000);
    questionSet.push(...drawn.map((q, i) => toQuestion(q, i,
      { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks },
      { sectionId: null, sectionName: '', sectionTime: 0 })));
  }
  const locked = config.sectionLock === PARTIALLY_LOCK && sectionSet.some((s) => s.sectionTime > 0);
  return testOf({
    testId: config.id, testType: config.testType, testName: config.title, testOption: config.examType,
    totalTime: config.totalTime,
    // a forward-locked test runs on section timers: the first section's time is what is left at the start
    remainingTime: locked ? sectionSet[0].sectionTime : config.totalTime,
    sectionLock: config.sectionLock, noQuestionAttempt: config.noQuestionAttempt, scheduleId: config.scheduleId, subject: config.subject,
  }, sectionSet, questionSet);
}

export interface SelfTestOptions {
  topicId: number;
  topicName: string;
  examType: 'objective' | 'subjective';
  questionTypes: string[];
  totalQuestion: number;
  /** seconds */
  totalTime: number;
  marking: Marking;
  seed: number;
}

/** A self test from the student's options; testId is the topic. */
export async function buildSelfTest(o: SelfTestOptions, bank: QuestionBankRepository): Promise<TestData> {
  const drawn = await drawQuestions(bank, o.topicId, allowedTypes(o.questionTypes, o.examType), o.totalQuestion, o.seed);
  return testOf({
    testId: o.topicId, testType: TEST_TYPE.selfTest, testName: `${o.topicName} Self Test`, testOption: o.examType,
    totalTime: o.totalTime, remainingTime: o.totalTime, sectionLock: '', noQuestionAttempt: 0, scheduleId: 0, subject: '',
  }, [], drawn.map((q, i) => toQuestion(q, i, o.marking, { sectionId: null, sectionName: '', sectionTime: 0 })));
}

/** Rebuilds a test from given questions with given marks (self tests and adaptive sessions). */
export function buildFromQuestions(h: TestHeader, items: readonly { question: BankQuestion; marking: Marking }[]): TestData {
  return testOf(h, [], items.map(({ question, marking }, i) => toQuestion(question, i, marking, { sectionId: null, sectionName: '', sectionTime: 0 })));
}

/** What the simulator gets while the test runs: no answer keys, explanations or marking rubric. */
export function forDelivery(test: TestData): TestData {
  return {
    ...test,
    questionSet: test.questionSet.map((q) => ({
      ...q,
      correctResponse: '',
      explanations: '',
      responseChoice: q.kind === 'subjective'
        ? q.responseChoice.map((c, i) => ({ ...c, responseText: `Part ${i + 1}` }))
        : q.responseChoice,
    })),
  };
}
