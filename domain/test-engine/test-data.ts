// Test data as the app receives it (after validation in infrastructure). Pure data; the engine (evolve/decide)
// works on these. A question's kind is read from its questionType once, where the data enters the app (the
// adapter's schema, the server's test builder, an old log's upcaster); everything else reads `question.kind`.
import type { TestType } from '../shared/test-type';

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

/** How a question is answered: one option, several options, typed text, or a subjective answer in parts. */
export type QuestionKind = 'single' | 'multi' | 'text' | 'subjective';

/** The kind of a questionType (an unknown type answers like a single choice). Used where test data enters the app. */
export const questionKind = (t: string): QuestionKind =>
  (MULTI_SELECT_TYPES as readonly string[]).includes(t) ? 'multi'
  : (TEXT_ENTRY_TYPES as readonly string[]).includes(t) ? 'text'
  : (SUBJECTIVE_TYPES as readonly string[]).includes(t) ? 'subjective'
  : 'single';

/** The text-entry type whose answer is a whole number (compared as a number, typed into a numeric field). */
export const INTEGER_TYPE: (typeof TEXT_ENTRY_TYPES)[number] = 'Integer-Type';

export const isIntegerEntry = (q: Pick<Question, 'questionType'>): boolean => q.questionType === INTEGER_TYPE;

/** A question as it comes over the wire, without its parsed kind. */
export type WireQuestion = Omit<Question, 'kind'>;

/** The question with its kind parsed from its questionType: what a boundary that builds test data calls. */
export const withKind = <Q extends WireQuestion>(q: Q): Q & Pick<Question, 'kind'> => ({ ...q, kind: questionKind(q.questionType) });

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
  /** parsed once from questionType where the data enters the app */
  kind: QuestionKind;
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
