// Spec 001 §4 "Modes and feature flags", as data.
import type { TestData } from './test-data';

export type TestMode = 'guest' | 'registered' | 'review' | 'adaptive';

export interface ModeFlags {
  /** correct answers shown */
  showCorrect: boolean;
  showExplanations: boolean;
  /** statuses follow the §4 status machine (off: statuses stay as loaded) */
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
  /** 'beginner' | 'advance' (spec 001 §9) */
  assessmentMode?: string;
  /** narrow (mobile) layout */
  narrowLayout?: boolean;
}

export const isSubjectiveTest = (test: Pick<TestData, 'testOption'>): boolean =>
  test.testOption.trim().toLowerCase() === 'subjective';

/** testStatus 2 = subjective review/marking (spec 001 §3, §9). */
export const SUBJECTIVE_REVIEW_STATUS = 2;

/**
 * Flags per mode. Readings where the spec is silent:
 * - review: besides correct answers/explanations on and timer off, statuses are frozen (dynamicStatus off),
 *   no mark-for-review and no full screen; support stays on (the review bottom bar has Support).
 * - adaptive: "all of these off", including the unload warning (spec: unload warning in all modes except adaptive).
 */
export const modeFlags = (mode: TestMode, test: Pick<TestData, 'testType' | 'testStatus' | 'testOption'>, ctx: ModeContext = {}): ModeFlags => {
  switch (mode) {
    case 'guest':
    case 'registered': {
      const timed = ctx.assessmentMode === 'advance' || test.testType !== 1;
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

/** Spec 001 §4 "Save & Continue Later": offered to a registered student's test, hidden for test types 4 and 5. */
export const canSaveForLater = (mode: TestMode, test: Pick<TestData, 'testType'>): boolean =>
  mode === 'registered' && test.testType !== 4 && test.testType !== 5;
