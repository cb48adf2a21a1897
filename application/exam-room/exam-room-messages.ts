// Every user-facing text of the exam room lists, defined once: the views and stores read them here.

/** 'N Tests Available', or '0 Test Available' / '1 Test Available'. */
const testsAvailable = (count: number): string => `${count} ${count === 1 || count === 0 ? 'Test' : 'Tests'} Available`;

export const EXAM_ROOM_MESSAGES = {
  // shared by the lists
  noInstructions: 'No Instructions available',
  questions: 'Questions',
  minutes: 'Minutes',
  totalMarks: 'Total Marks',
  startTest: 'Start Test',
  startNow: 'Start Now',

  // topic tests
  topicTestHeading: 'Topic Test',
  selectYourTopic: 'Select Your Topic',
  searchTopics: 'Search topics',
  searchTopicsPlaceholder: 'Search topics...',
  loadingTopics: 'Loading topics...',
  topics: 'Topics',
  noTopicTestData: 'No topic test data available',
  noSuchData: 'No such data available',
  subtopicsOf: (topic: string): string => `${topic} subtopics`,
  goBack: 'Go Back',
  testsOfTopic: (topic: string): string => `${topic} Tests`,
  testListOfTopic: (topic: string): string => `${topic} tests`,
  testsAvailable,
  loadingTests: 'Loading tests...',
  marking: 'Marking',

  // mock tests
  mockTestHeading: 'Mock Test',
  mockTests: 'Mock tests',
  loadingMockTests: 'Loading mock tests...',
  noMockTestData: 'No mock test data available',
  mockTestCategories: 'Mock test categories',
  scrollCategoriesLeft: 'Scroll categories left',
  scrollCategoriesRight: 'Scroll categories right',
  categoryNumber: (n: number): string => `Category ${n}`,
  testListOfCategory: (category: string): string => `${category} tests`,
  difficulty: 'Difficulty:',
  /** The side panel titled Mock Test (our wording: the fixed rule list of the original is not shown). */
  mockTestInstructions: [
    'The test opens in full screen; leaving full screen asks you to re-enter or submit.',
    'The timer starts when the test opens and the test is submitted for you when time runs out.',
    'Sectioned tests may lock earlier sections once you move on, and a section can have its own time.',
    'Marks for correct, incorrect and unanswered questions are shown before you start.',
    'Use Save & Continue Later to keep your answers and resume the test from this page.',
  ] as readonly string[],

  // the mock test start modal
  overview: 'Overview',
  sections: 'Sections',
  section: 'Section',
  timeInMinutes: 'Time (Minutes)',
  correct: 'Correct',
  incorrect: 'Incorrect',
  notAnswered: 'Not Answered',
  cancel: 'Cancel',

  // the previous-running-test modal
  previousTestRunning: 'Previous Test Running',
  startNew: 'Start New',
  continueTest: 'Continue Test',
  unfinishedAttemptOf: 'You have an unfinished attempt of',
  thisTest: 'this test',
  continueOrStartNew: 'Continue where you left off, or start a new attempt.',

  // class tests
  classTestHeading: 'Class Test',
  loadingClassTests: 'Loading class tests...',
  noClassTestData: 'No class test data available',
  classTestColumns: ['Test Title', 'Subject', 'Date/Time', 'Question Type', 'Total Marks', 'Duration (Minutes)', 'Action'] as readonly string[],
  startNowOf: (title: string): string => `Start Now: ${title}`,
  classTestPages: 'Class test pages',
  /** the class test dates: '23 Nov 2026, 10:00' */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as readonly string[],
} as const;
