// The kinds of test, and every rule that depends on the kind. The one home of test-type numbers: the app and
// the server ask these predicates instead of comparing numbers.

/** 1 a self test (a learning or competitive session), 2 a topic test, 3 a mock test with sections,
 *  4 a class test, 5 a class mock test. */
export const TEST_TYPE = {
  selfTest: 1,
  topicTest: 2,
  mockTest: 3,
  classTest: 4,
  classMockTest: 5,
} as const;

export type TestType = (typeof TEST_TYPE)[keyof typeof TEST_TYPE];

export const isTestType = (n: unknown): n is TestType =>
  n === 1 || n === 2 || n === 3 || n === 4 || n === 5;

export const isSelfTest = (t: number): boolean => t === TEST_TYPE.selfTest;
export const isTopicTest = (t: number): boolean => t === TEST_TYPE.topicTest;
export const isMockTest = (t: number): boolean => t === TEST_TYPE.mockTest;
/** A test a teacher schedules for a class: a class test or a class mock test. */
export const isScheduledClassTest = (t: number): boolean => t === TEST_TYPE.classTest || t === TEST_TYPE.classMockTest;

/** Save & Continue Later is offered for every test but the ones a teacher schedules for a class. */
export const allowsSaveForLater = (t: number): boolean => !isScheduledClassTest(t);

/** A self test runs untimed in the beginner mode; every other test, and a self test in the advance mode, is timed. */
export const isTimed = (t: number, assessmentMode: string | undefined): boolean =>
  assessmentMode === 'advance' || !isSelfTest(t);

/** Test analytics shows the section drill-down and the comparison with toppers only for a mock test. */
export const hasSectionAnalytics = (t: number): boolean => isMockTest(t);

/** A class test is taken once: the server refuses a second start after a submitted attempt. */
export const isTakenOnce = (t: number): boolean => t === TEST_TYPE.classTest;

/** A class mock test: a mock test a teacher schedules for a class. */
export const isClassMockTest = (t: number): boolean => t === TEST_TYPE.classMockTest;
