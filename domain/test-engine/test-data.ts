// Spec 001 §3: test data as the app receives it (after validation in infrastructure).
// Pure data; the engine (evolve/decide) works on these.

export type TestType = 1 | 2 | 3 | 4 | 5;

export const SINGLE_CHOICE_TYPES = [
  'Multiple-Choice', 'Multiple-Choice-(5)', 'MC-Assertion-Reason', 'MC-Matching-Type',
  'Selection-Type', 'True-False', 'Common-Data', 'Common-Data-(5)',
] as const;
export const MULTI_SELECT_TYPES = ['MR-Matching-Type', 'Multiple-Response'] as const;
export const TEXT_ENTRY_TYPES = ['Fill-in-Blank', 'Integer-Type'] as const;
export const SUBJECTIVE_TYPES = [
  'Subjective-Type-Very-Short', 'Subjective-Type-Short-Answer-I',
  'Subjective-Type-Short-Answer-II', 'Subjective-Type-Long',
] as const;

export type QuestionType =
  | (typeof SINGLE_CHOICE_TYPES)[number]
  | (typeof MULTI_SELECT_TYPES)[number]
  | (typeof TEXT_ENTRY_TYPES)[number]
  | (typeof SUBJECTIVE_TYPES)[number];

export type QuestionKind = 'single' | 'multi' | 'text' | 'subjective';

export const questionKind = (t: string): QuestionKind =>
  (MULTI_SELECT_TYPES as readonly string[]).includes(t) ? 'multi'
  : (TEXT_ENTRY_TYPES as readonly string[]).includes(t) ? 'text'
  : (SUBJECTIVE_TYPES as readonly string[]).includes(t) ? 'subjective'
  : 'single';

export interface ResponseChoice {
  responseId: string;
  responseText: string;
  /** marks of this part (subjective questions) */
  partMarks: number;
}

export interface ColumnTable {
  columnHeader: string;
  columnRows: { rowId: string; rowName: string }[];
}

export interface Question {
  questionId: number;
  questionDisplayId: number;
  itemId: number;
  questionType: string;
  questionTypeLabel: string;
  questionBody: string;
  commonDataDescription: string;
  columns: ColumnTable[];
  responseChoice: ResponseChoice[];
  /** correct response ids joined by '~' (empty when the key is not sent) */
  correctResponse: string;
  /** stored response (resume/review), encoded as in responses.ts */
  studentResponse: string;
  explanations: string;
  topicId: number;
  /** seconds spent so far */
  timeSpent: number;
  correctAnswerMarks: number;
  incorrectAnswerMarks: number;
  notAnswerMarks: number;
  bloomId: number;
  /** background image name stored with the question: gives the initial status */
  backgroundImg: string;
  cssName: string;
  sectionId: number | null;
  sectionName: string;
  sectionTime: number;
  help: number;
  /** Correct, Incorrect, NotAnswer, or comma-separated yes/no per part */
  answerStatus: string;
  marks: number;
}

export interface SectionQuestionRef {
  questionId: number;
  questionIndex: number;
}

export interface Section {
  sectionName: string;
  sectionId: number;
  sectionOrder: number;
  /** seconds */
  sectionTime: number;
  questionNumbers: SectionQuestionRef[];
  /** attempt limit for this section; 0 means no limit */
  noQuestionAttempt: number;
  questionRange: string;
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
}

export interface TestData {
  testId: number;
  testType: TestType;
  testName: string;
  testOption: string;
  /** seconds */
  totalTime: number;
  /** seconds */
  remainingTime: number;
  /** 2 = subjective review/marking; 1 = completed */
  testStatus: number;
  /** 'Partially_Lock' or other */
  sectionLock: string;
  /** test-wide attempt limit; 0 means no limit */
  noQuestionAttempt: number;
  bloom: string;
  modelTestId: number;
  scheduleId: number;
  subject: string;
  lastQuestionIndex: number;
  correctCount: number;
  incorrectCount: number;
  notAnsweredCount: number;
  sectionSet: Section[];
  questionSet: Question[];
}

export const PARTIALLY_LOCK = 'Partially_Lock';
