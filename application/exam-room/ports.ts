// Ports and models of the exam room lists (spec 001 §2 "Exam Room lists", §3, §7). The HTTP adapter lives in
// infrastructure/exam-room; the agreed reply shapes are in docs/api.md.

/** A node of the topic tree (GET /treeview/get-tree-by-course). */
export interface Topic {
  topicId: number;
  topicName: string;
  children: Topic[];
}

/** Topic test item (spec 001 §3): patternDetails, or criteriaList[0], normalised. Times in minutes. */
export interface TopicTest {
  mockTestId: number;
  mockTestTitle: string;
  totalTime: number;
  totalQuestion: number;
  totalMark: number;
  markCorrectAns: number;
  markIncorrectAns: number;
  markNotAttempt: number;
}

export interface TopicTestList {
  tests: TopicTest[];
  instructions: string[];
}

/** A section of a mock test (times in minutes). */
export interface MockTestSection {
  sectionId: number;
  sectionName: string;
  sectionOrder: number;
  totalQuestions: number;
  sectionTime: number;
  correctMarks: number;
  incorrectMarks: number;
  notAnswerMarks: number;
}

/** Mock test list item (spec 001 §3); testTotalTime in minutes; sections sorted by sectionOrder. */
export interface MockTest {
  mocktestId: number;
  testName: string;
  testTotalTime: number;
  totalQuestions: number;
  totalMarks: number;
  difficulty: string;
  marks: number;
  correctAnsMark: number;
  wrongAnsMark: number;
  noAnsMark: number;
  sectionSet: MockTestSection[];
}

export interface MockTestCategory {
  categoryName: string;
  testList: MockTest[];
}

/** Class test (spec 001 §3); totalTime in minutes; testType 4 (class) or 5 (class mock). */
export interface ClassTest {
  testId: number;
  testTitle: string;
  subject: string;
  date: string;
  questionType: string;
  totalMark: number;
  totalTime: number;
  totalQuestion: number;
  markCorrectAns: number;
  markIncorrectAns: number;
  markNotAttempt: number;
  scheduleId: number;
  testType: number;
  testDateTime: string;
  className: string;
}

/** An unfinished (Save & Continue Later) test (GET /testcurrentrunning, responseTxt success). */
export interface RunningTest {
  testName: string;
  testMode: string;
  testSession: string;
  testType: number;
  testId: number;
}

/** The exam room calls of spec 001 §7. Each returns the validated obj or throws ApiFailure (malformed reply too). */
export interface ExamRoomGateway {
  /** GET /treeview/get-tree-by-course?type=topic&mode=0&templateId */
  topicTree(templateId: number): Promise<Topic[]>;
  /** GET /topictestlist/v3?templateId&topicName&topicId */
  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<TopicTestList>;
  /** GET /mocktestlist?templateId&type=mock&mode=1 (the path is ours; the spec leaves it open) */
  mockTestCategories(templateId: number): Promise<MockTestCategory[]>;
  /** GET /classtestlist?courseId */
  classTests(courseId: number): Promise<ClassTest[]>;
  /** GET /testcurrentrunning?templateId[&testType&testId]; null unless responseTxt is success with a session */
  runningTest(templateId: number, test?: { testType: number; testId: number }): Promise<RunningTest | null>;
}
