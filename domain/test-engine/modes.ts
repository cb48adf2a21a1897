// Modes and feature flags, as data.
import { allowsSaveForLater, isTimed } from '../shared/test-type';
import type { TestData } from './test-data';

export type TestMode = 'guest' | 'registered' | 'review' | 'adaptive';

export interface ModeFlags {
  /** correct answers shown */
  showCorrect: boolean;
  showExplanations: boolean;
  /** statuses follow the status machine (question-status.ts) (off: statuses stay as loaded) */
  dynamicStatus: boolean;
  /** test/section timer runs */
  timer: boolean;
  markForReview: boolean;
  /** teacher support button */
  support: boolean;
  fullScreen: boolean;
  /** review with testStatus 2: subjective part marks can be ticked */
  marksEditable: boolean;
  /** warn before leaving the page */
  unloadWarning: boolean;
}

export interface ModeContext {
  /** 'beginner' | 'advance' */
  assessmentMode?: string;
  /** narrow (mobile) layout */
  narrowLayout?: boolean;
}

export const isSubjectiveTest = (test: Pick<TestData, 'testOption'>): boolean =>
  test.testOption.trim().toLowerCase() === 'subjective';

/** testStatus 2 = subjective review/marking. */
export const SUBJECTIVE_REVIEW_STATUS = 2;
/** testStatus 1 = completed (an adaptive session the server has ended). */
export const COMPLETED_STATUS = 1;

export const isCompletedTest = (test: Pick<TestData, 'testStatus'>): boolean => test.testStatus === COMPLETED_STATUS;

/**
 * Flags per mode. Where the product rules leave it open:
 * - review: besides correct answers/explanations on and timer off, statuses are frozen (dynamicStatus off),
 *   no mark-for-review and no full screen; support stays on (the review bottom bar has Support).
 * - adaptive: "all of these off", including the unload warning (the unload warning is on in every mode but adaptive).
 */
export const modeFlags = (mode: TestMode, test: Pick<TestData, 'testType' | 'testStatus' | 'testOption'>, ctx: ModeContext = {}): ModeFlags => {
  switch (mode) {
    case 'guest':
    case 'registered': {
      const timed = isTimed(test.testType, ctx.assessmentMode);
      return {
        showCorrect: false,
        showExplanations: false,
        dynamicStatus: true,
        timer: timed,
        markForReview: true,
        support: test.testStatus !== SUBJECTIVE_REVIEW_STATUS,
        fullScreen: timed && !ctx.narrowLayout && !isSubjectiveTest(test),
        marksEditable: false,
        unloadWarning: true,
      };
    }
    case 'review':
      return {
        showCorrect: true,
        showExplanations: true,
        dynamicStatus: false,
        timer: false,
        markForReview: false,
        support: true,
        fullScreen: false,
        marksEditable: test.testStatus === SUBJECTIVE_REVIEW_STATUS,
        unloadWarning: true,
      };
    case 'adaptive':
      return {
        showCorrect: false,
        showExplanations: false,
        dynamicStatus: false,
        timer: false,
        markForReview: false,
        support: false,
        fullScreen: false,
        marksEditable: false,
        unloadWarning: false,
      };
    default: {
      const never: never = mode;
      return never;
    }
  }
};

/** Subjective-marks-edit mode: review of a testStatus 2 test; navigation steps through subjective questions only. */
export const isMarksEditMode = (mode: TestMode, test: Pick<TestData, 'testStatus'>): boolean =>
  mode === 'review' && test.testStatus === SUBJECTIVE_REVIEW_STATUS;

/** Save & Continue Later: offered to a registered student, for the test types that allow it. */
export const canSaveForLater = (mode: TestMode, test: Pick<TestData, 'testType'>): boolean =>
  mode === 'registered' && allowsSaveForLater(test.testType);
