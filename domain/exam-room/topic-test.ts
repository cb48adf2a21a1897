// The tests of a topic: patternDetails, or criteriaList[0], normalised (the adapter does that). Times in minutes.

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

/** A topic's tests and the instructions shown beside them. */
export interface TopicTestList {
  tests: TopicTest[];
  instructions: string[];
}
