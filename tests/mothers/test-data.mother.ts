// Test data builders ("mothers") for the test engine (spec 001 §3 test data).
import type { Question, Section, TestData } from '../../domain/test-engine/test-data';
import { PARTIALLY_LOCK } from '../../domain/test-engine/test-data';
import type { QuestionResponse } from '../../domain/test-engine/question-response';

export const aQuestion = (questionId: number, overrides: Partial<Question> = {}): Question => ({
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
});

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
