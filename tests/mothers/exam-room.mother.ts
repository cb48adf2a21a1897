// Test data of the exam room lists: topics, topic tests, mock tests with sections, class tests, a running test.
import type { ClassTest } from '../../domain/exam-room/class-test';
import type { MockTest, MockTestSection } from '../../domain/exam-room/mock-test';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { Topic } from '../../domain/exam-room/topic';
import type { TopicTest } from '../../domain/exam-room/topic-test';
import { TEST_TYPE } from '../../domain/shared/test-type';

export const aTopic = (over: Partial<Topic> = {}): Topic => ({ topicId: 1, topicName: 'Physics', children: [], ...over });

export const aTopicTest = (over: Partial<TopicTest> = {}): TopicTest => ({
  mockTestId: 21, mockTestTitle: 'Kinematics Test 1', totalTime: 30, totalQuestion: 15, totalMark: 60,
  markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0, ...over,
});

export const aSection = (over: Partial<MockTestSection> = {}): MockTestSection => ({
  sectionId: 1, sectionName: 'Physics', sectionOrder: 1, totalQuestions: 10, sectionTime: 20,
  correctMarks: 4, incorrectMarks: 1, notAnswerMarks: 0, ...over,
});

export const aMockTest = (over: Partial<MockTest> = {}): MockTest => ({
  mocktestId: 9, testName: 'JEE Full Mock 1', testTotalTime: 60, totalQuestions: 30, totalMarks: 120, difficulty: 'Medium',
  marks: 120, correctAnsMark: 4, wrongAnsMark: 1, noAnsMark: 0,
  sectionSet: [aSection(), aSection({ sectionId: 2, sectionName: 'Chemistry', sectionOrder: 2 }), aSection({ sectionId: 3, sectionName: 'Mathematics', sectionOrder: 3 })],
  ...over,
});

export const aClassTest = (over: Partial<ClassTest> = {}): ClassTest => ({
  testId: 41, testTitle: 'Weekly Physics Quiz', subject: 'Physics', date: '2026-11-20', questionType: 'Objective',
  totalMark: 40, totalTime: 45, totalQuestion: 10, markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0,
  scheduleId: 7, testType: TEST_TYPE.classTest, testDateTime: '2026-11-20T10:30:00', className: 'XII A', ...over,
});

export const aRunningTest = (over: Partial<RunningTest> = {}): RunningTest => ({
  testName: 'JEE Full Mock 1', testMode: 'Mock', testSession: '555', testType: TEST_TYPE.mockTest, testId: 9, ...over,
});
