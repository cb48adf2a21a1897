// A class test a teacher scheduled for the student's class. totalTime in minutes; testType is a class test or a
// class mock test (domain/shared/test-type.ts).

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
