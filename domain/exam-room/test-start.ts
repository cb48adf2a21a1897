// Starting a test from an exam room list: the simulator, with what the test needs in its query.
import { simulatorPath } from '../shared/paths';

export interface TestStart {
  testId: number;
  testType: number;
  templateId: number;
  courseId: number;
  /** class tests: the schedule of the class test */
  classTestId?: number;
  /** Continue Test: the saved session to resume */
  testSession?: string;
}

/** The simulator for the test: testId, testType[, classTestId], templateId, courseId[, testSession]. */
export const testStartPath = (t: TestStart): string => simulatorPath({
  testId: t.testId,
  testType: t.testType,
  classTestId: t.classTestId !== undefined && t.classTestId > 0 ? t.classTestId : undefined,
  templateId: t.templateId,
  courseId: t.courseId,
  testSession: t.testSession,
});
