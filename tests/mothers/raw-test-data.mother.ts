// Raw server test data as the reference server sends it, for the schema and repository tests.
import { withKind, type TestData, type WireQuestion } from '../../domain/test-engine/test-data';

export const rawQuestion = (questionId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  questionId,
  questionDisplayId: questionId,
  itemId: 100 + questionId,
  questionType: 'Multiple-Choice',
  questionTypeLabel: 'Multiple Choice',
  questionBody: `<p>Question ${questionId}</p>`,
  commonDataDescription: '',
  columns: [],
  responseChoice: [
    { responseId: 'A', responseText: 'Alpha', partMarks: 0 },
    { responseId: 'B', responseText: 'Beta', partMarks: 0 },
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
  sectionId: 1,
  sectionName: 'Physics',
  sectionTime: 600,
  help: 0,
  answerStatus: 'NotAnswer',
  marks: 0,
  ...over,
});

export const rawSection = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  sectionName: 'Physics',
  sectionId: 1,
  sectionOrder: 1,
  sectionTime: 600,
  questionNumbers: [{ questionId: 1, questionIndex: 0 }, { questionId: 2, questionIndex: 1 }],
  noQuestionAttempt: 0,
  questionRange: '1-2',
  correctMarks: 1,
  incorrectMarks: -0.25,
  notAnswerMarks: 0,
  ...over,
});

export const rawTestData = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  testId: 42,
  testType: 3,
  testName: 'Mock 1',
  testOption: 'objective',
  totalTime: 3600,
  remainingTime: 3500,
  testStatus: 0,
  sectionLock: 'Partially_Lock',
  noQuestionAttempt: 0,
  bloom: '',
  modelTestId: 7,
  scheduleId: 0,
  subject: 'Science',
  lastQuestionIndex: 0,
  correctCount: 0,
  incorrectCount: 0,
  notAnsweredCount: 0,
  sectionSet: [rawSection()],
  questionSet: [rawQuestion(1), rawQuestion(2, { questionType: 'Multiple-Response', correctResponse: 'A~B' })],
  ...over,
});

/** The domain TestData that rawTestData() maps to: each question with its kind parsed from its type. */
export const expectedTestData = (): TestData => {
  const raw = rawTestData() as unknown as Omit<TestData, 'questionSet'> & { questionSet: WireQuestion[] };
  return { ...raw, questionSet: raw.questionSet.map(withKind) };
};
