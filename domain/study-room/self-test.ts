// Self tests of Gap Fixer / Smart Learning: the options a test is built from, the competitive options form and its
// validation (spec 001 §3 "Test option", §5, §9), the two session modes and the simulator path of a self test.
import type { RunningTest } from '../exam-room/running-test';
import { simulatorPath } from '../shared/paths';
import { TEST_TYPE } from '../shared/test-type';

/** An option of GET /selftestformoptions (duration in minutes; marksIncorrectAns negative, e.g. -0.25). */
export interface TestOption {
  examType: string;
  totalQuestions: number;
  totalQuestionsKwd: number;
  duration: number;
  marksCorrectAns: number;
  marksIncorrectAns: number;
  marksNotAnswer: number;
  questionTypeList: string[];
}

/** Spec 001 §9: objective, 20 questions, 5 (Kwd), 60 minutes, +1, -0.25, 0. */
export const DEFAULT_TEST_OPTION: TestOption = {
  examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60,
  marksCorrectAns: 1, marksIncorrectAns: -0.25, marksNotAnswer: 0, questionTypeList: [],
};

/** Learning Session (beginner, the default) or Competitive Session (advance). */
export type SessionMode = 'learning' | 'competitive';
export const SESSION_MODES: readonly SessionMode[] = ['learning', 'competitive'];

/** The simulator's assessmentMode (and the attempt's testMode) of a session mode. */
export function assessmentModeOf(mode: SessionMode): 'beginner' | 'advance' {
  return mode === 'competitive' ? 'advance' : 'beginner';
}

/** The fields of the competitive options form, as typed. */
export type OptionField = 'totalQuestions' | 'duration' | 'marksCorrectAns' | 'marksIncorrectAns' | 'marksNotAnswer';
export const OPTION_FIELDS: readonly OptionField[] = ['totalQuestions', 'duration', 'marksCorrectAns', 'marksIncorrectAns', 'marksNotAnswer'];
export type OptionsForm = Record<OptionField, string>;
export type OptionErrors = Partial<Record<OptionField, string>>;

/** A number as the student would type it: '20', '-0.25' (never an exponent: at most 6 decimals). */
const typed = (n: number): string => {
  if (!Number.isFinite(n)) return '';
  const text = String(n);
  if (!/e/i.test(text)) return text;
  const fixed = n.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
};

/** The form filled from an option (numbers as the student would type them: '20', '-0.25'; a value that is not a
 *  finite number is ''). */
export function optionsFormOf(option: TestOption): OptionsForm {
  return {
    totalQuestions: typed(option.totalQuestions),
    duration: typed(option.duration),
    marksCorrectAns: typed(option.marksCorrectAns),
    marksIncorrectAns: typed(option.marksIncorrectAns),
    marksNotAnswer: typed(option.marksNotAnswer),
  };
}

/** What a field may hold while typed: an optional minus, up to 2 integer digits, an optional point and up to 6
 *  decimals (every prefix of such a number included: '', '-', '1.', '.5'). */
const OPTION_INPUT = /^-?\d{0,2}(?:\.\d{0,6})?$/;
/** The texts that mean no number yet (their value is 0). */
const NO_NUMBER = /^-?\.?$/;

/**
 * Spec 001 §5 input rule, applied on every change: `next` is kept when it is a number with an optional minus sign,
 * up to 2 integer digits and up to 6 decimals, or a prefix of one ('', '-', '1.'); otherwise (non-numeric input)
 * `previous` stays.
 */
export function acceptOptionInput(previous: string, next: string): string {
  return OPTION_INPUT.test(next) ? next : previous;
}

/** The value of a field's text: an empty text (or a lone '-', '.' or '-.') is 0; a text the input rule would not
 *  keep ('123', '1e3', 'abc') is NaN, which validateOptions refuses. */
export function optionValue(text: string): number {
  if (!OPTION_INPUT.test(text)) return Number.NaN;
  if (NO_NUMBER.test(text)) return 0;
  const n = Number(text);
  return Object.is(n, -0) ? 0 : n;
}

/**
 * The form's errors (empty when valid): total questions a whole number 1..99; total time a whole number of minutes
 * 1..99; marks for a correct answer more than 0 and at most 10; marks for an incorrect answer and for not attempted
 * between -10 and 0. The messages are OPTION_MESSAGES'.
 */
export function validateOptions(form: OptionsForm): OptionErrors {
  const errors: OptionErrors = {};
  const v = (f: OptionField): number => optionValue(form[f]);
  const wholeUpTo99 = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 99;
  const penalty = (n: number): boolean => n >= -10 && n <= 0;
  if (!wholeUpTo99(v('totalQuestions'))) errors.totalQuestions = OPTION_MESSAGES.totalQuestions;
  if (!wholeUpTo99(v('duration'))) errors.duration = OPTION_MESSAGES.duration;
  const correct = v('marksCorrectAns');
  if (!(correct > 0 && correct <= 10)) errors.marksCorrectAns = OPTION_MESSAGES.marksCorrectAns;
  if (!penalty(v('marksIncorrectAns'))) errors.marksIncorrectAns = OPTION_MESSAGES.marksIncorrectAns;
  if (!penalty(v('marksNotAnswer'))) errors.marksNotAnswer = OPTION_MESSAGES.marksNotAnswer;
  return errors;
}

export const OPTION_MESSAGES = {
  totalQuestions: 'Enter a whole number of questions from 1 to 99',
  duration: 'Enter a whole number of minutes from 1 to 99',
  marksCorrectAns: 'Marks for a correct answer must be more than 0 and at most 10',
  marksIncorrectAns: 'Marks for an incorrect answer must be from -10 to 0',
  marksNotAnswer: 'Marks for a question not attempted must be from -10 to 0',
} as const satisfies Record<OptionField, string>;

/** The option with the form's values (call only with a valid form). */
export function optionFromForm(base: TestOption, form: OptionsForm): TestOption {
  return {
    ...base,
    questionTypeList: [...base.questionTypeList],
    totalQuestions: optionValue(form.totalQuestions),
    duration: optionValue(form.duration),
    marksCorrectAns: optionValue(form.marksCorrectAns),
    marksIncorrectAns: optionValue(form.marksIncorrectAns),
    marksNotAnswer: optionValue(form.marksNotAnswer),
  };
}

/** What a self test starts with. */
export interface SelfTestStart {
  templateId: number;
  courseId: number;
  topicId: number;
  mode: SessionMode;
  option: TestOption;
}

/**
 * The simulator for a new self test: testType 1, topicId, templateId, courseId, assessmentMode, examType,
 * totalQuestion, totalTime (minutes), marksCorrectAnswer, marksIncorrectAnswer, marksNotAttempted, and questionType
 * (the option's questionTypeList joined by ',' when not empty).
 */
export function selfTestPath(start: SelfTestStart): string {
  const { option } = start;
  return simulatorPath({
    testType: TEST_TYPE.selfTest,
    topicId: start.topicId,
    templateId: start.templateId,
    courseId: start.courseId,
    assessmentMode: assessmentModeOf(start.mode),
    examType: option.examType,
    totalQuestion: option.totalQuestions,
    totalTime: option.duration,
    marksCorrectAnswer: option.marksCorrectAns,
    marksIncorrectAnswer: option.marksIncorrectAns,
    marksNotAttempted: option.marksNotAnswer,
    questionType: option.questionTypeList.length > 0 ? option.questionTypeList.join(',') : undefined,
  });
}

/** Resume: the simulator for the saved self test (testType 1, testId = topicId = running.testId, templateId,
 *  courseId, testSession, and assessmentMode from running.testMode when it is beginner or advance). */
export function resumeSelfTestPath(running: RunningTest, course: { templateId: number; courseId: number }): string {
  const mode = running.testMode.trim().toLowerCase();
  return simulatorPath({
    testType: TEST_TYPE.selfTest,
    testId: running.testId,
    topicId: running.testId,
    templateId: course.templateId,
    courseId: course.courseId,
    testSession: running.testSession,
    assessmentMode: mode === 'beginner' || mode === 'advance' ? mode : undefined,
  });
}
