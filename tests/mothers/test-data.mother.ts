// Test data builders ("mothers") for the test engine. A question's kind follows its questionType (as where test data
// enters the app), unless an override sets it.
import type { QuestionResponse } from '../../domain/test-engine/question-response';
import {
  PARTIALLY_LOCK, withKind, type Question, type ResponseChoice, type Section, type TestData, type WireQuestion,
} from '../../domain/test-engine/test-data';

/** The parts of a subjective question, with these marks (ids p1, p2, ...). */
export const parts = (...marks: number[]): ResponseChoice[] =>
  marks.map((m, i) => ({ responseId: `p${i + 1}`, responseText: `Part ${i + 1}`, partMarks: m }));

/** A question with its kind parsed from its questionType (an explicit `kind` override wins). */
export const questionOf = (fields: WireQuestion, kind?: Question['kind']): Question =>
  (kind === undefined ? withKind(fields) : { ...fields, kind });

export const aQuestion = (questionId: number, { kind, ...overrides }: Partial<Question> = {}): Question => questionOf({
  questionId,
  questionDisplayId: questionId,
  itemId: 1000 + questionId,
  questionType: 'Multiple-Choice',
  questionTypeLabel: 'Multiple Choice',
  questionBody: `<p>Question ${questionId}</p>`,
  commonDataDescription: '',
  columns: [],
  responseChoice: [
    { responseId: 'A', responseText: 'Alpha', partMarks: 0 },
    { responseId: 'B', responseText: 'Beta', partMarks: 0 },
    { responseId: 'C', responseText: 'Gamma', partMarks: 0 },
    { responseId: 'D', responseText: 'Delta', partMarks: 0 },
  ],
  correctResponse: 'A',
  studentResponse: '',
  explanations: 'Because.',
  topicId: 9,
  timeSpent: 0,
  correctAnswerMarks: 1,
  incorrectAnswerMarks: -0.25,
  notAnswerMarks: 0,
  bloomId: 2,
  backgroundImg: '',
  cssName: '',
  sectionId: null,
  sectionName: '',
  sectionTime: 0,
  help: 0,
  answerStatus: 'NotAnswer',
  marks: 0,
  ...overrides,
}, kind);

export const aSubjectiveQuestion = (questionId: number, overrides: Partial<Question> = {}): Question =>
  aQuestion(questionId, {
    questionType: 'Subjective-Type-Short-Answer-I',
    questionTypeLabel: 'Short Answer',
    responseChoice: [
      { responseId: 'P1', responseText: 'Part 1', partMarks: 2 },
      { responseId: 'P2', responseText: 'Part 2', partMarks: 3 },
    ],
    correctResponse: '',
    ...overrides,
  });

/** A long subjective answer in three parts (1, 2 and 1.5 marks), answered in text. */
export const aLongAnswer = ({ kind, ...o }: Partial<Question> = {}): Question => questionOf({
  questionId: 61, questionDisplayId: 1, itemId: 610, questionType: 'Subjective-Type-Long', questionTypeLabel: 'Long answer',
  questionBody: '<p>Explain photosynthesis.</p>', commonDataDescription: '', columns: [], responseChoice: parts(1, 2, 1.5),
  correctResponse: '', studentResponse: 'Plants use light####', explanations: '', topicId: 7, timeSpent: 0,
  correctAnswerMarks: 4.5, incorrectAnswerMarks: 0, notAnswerMarks: 0, bloomId: 0, backgroundImg: '', cssName: '',
  sectionId: null, sectionName: '', sectionTime: 0, help: 0, answerStatus: '', marks: 0, ...o,
}, kind);

export const aSection = (sectionId: number, overrides: Partial<Section> = {}): Section => ({
  sectionName: `Section ${sectionId}`,
  sectionId,
  sectionOrder: sectionId,
  sectionTime: 600,
  questionNumbers: [],
  noQuestionAttempt: 0,
  questionRange: '',
  correctMarks: 1,
  incorrectMarks: -0.25,
  notAnswerMarks: 0,
  ...overrides,
});

export const aTestData = (overrides: Partial<TestData> = {}): TestData => ({
  testId: 42,
  testType: 2,
  testName: 'Topic test',
  testOption: 'objective',
  totalTime: 3600,
  remainingTime: 3600,
  testStatus: 0,
  sectionLock: '',
  noQuestionAttempt: 0,
  bloom: '',
  modelTestId: 0,
  scheduleId: 0,
  subject: 'Physics',
  lastQuestionIndex: 0,
  correctCount: 0,
  incorrectCount: 0,
  notAnsweredCount: 0,
  sectionSet: [],
  questionSet: [1, 2, 3, 4, 5].map((id) => aQuestion(id)),
  ...overrides,
});

/** A test of `count` questions without sections (question ids from 1). */
export const aFlatTest = (count: number, overrides: Partial<TestData> = {}, question: (id: number) => Question = aQuestion): TestData =>
  aTestData({ questionSet: Array.from({ length: count }, (_, i) => question(i + 1)), ...overrides });

export interface SectionSpec {
  questions: number;
  /** seconds */
  time?: number;
  limit?: number;
  order?: number;
  /** subjective questions in this section */
  subjective?: boolean;
}

/**
 * A sectioned test (mock test, type 3): sections in the given order with consecutive question indices;
 * Partially_Lock unless `lock` is given.
 */
export const aSectionedTest = (specs: SectionSpec[], overrides: Partial<TestData> = {}, lock: string = PARTIALLY_LOCK): TestData => {
  const questionSet: Question[] = [];
  const sectionSet: Section[] = specs.map((spec, si) => {
    const sectionId = 10 + si;
    const refs = [];
    for (let k = 0; k < spec.questions; k++) {
      const id = questionSet.length + 1;
      const build = spec.subjective ? aSubjectiveQuestion : aQuestion;
      questionSet.push(build(id, { sectionId, sectionName: `Section ${si + 1}`, sectionTime: spec.time ?? 600 }));
      refs.push({ questionId: id, questionIndex: id - 1 });
    }
    return aSection(sectionId, {
      sectionName: `Section ${si + 1}`,
      sectionOrder: spec.order ?? si + 1,
      sectionTime: spec.time ?? 600,
      noQuestionAttempt: spec.limit ?? 0,
      questionNumbers: refs,
    });
  });
  return aTestData({ testType: 3, testName: 'Mock test', sectionLock: lock, questionSet, sectionSet, ...overrides });
};

export const text = (...values: string[]): QuestionResponse => ({ values, fileName: '', url: '' });
export const image = (fileName = 'a.png', url = 'https://cdn.example/a.png', ...values: string[]): QuestionResponse => ({ values, fileName, url });
