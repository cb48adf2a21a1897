// A test the student saved for later (Save & Continue Later) and has not finished: Continue Test resumes it.

export interface RunningTest {
  testName: string;
  testMode: string;
  testSession: string;
  testType: number;
  testId: number;
}
