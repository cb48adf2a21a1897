// Test data for the request payloads: a 3-question, 1-section mock test (type 3, Partially_Lock) whose questions
// are a single choice, a multi-select and a subjective one.
import type { Question, ResponseChoice, Section, TestData } from '../../domain/test-engine/test-data';
import { parts, questionOf } from './test-data.mother';

/** Options whose text is their id. */
const choices = (...ids: string[]): ResponseChoice[] => ids.map((id) => ({ responseId: id, responseText: id, partMarks: 0 }));

export const aPayloadQuestion = ({ kind, ...o }: Partial<Question> = {}): Question => questionOf({
  questionId: 1, questionDisplayId: 1, itemId: 100, questionType: 'Multiple-Choice', questionTypeLabel: 'MCQ',
  questionBody: '<p>Q</p>', commonDataDescription: '', columns: [], responseChoice: choices('A', 'B', 'C'),
  correctResponse: '', studentResponse: '', explanations: '', topicId: 7, timeSpent: 0,
  correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0, bloomId: 2, backgroundImg: '', cssName: '',
  sectionId: null, sectionName: '', sectionTime: 0, help: 0, answerStatus: '', marks: 0, ...o,
}, kind);

export const aPayloadSection = (o: Partial<Section> = {}): Section => ({
  sectionName: 'Physics', sectionId: 10, sectionOrder: 1, sectionTime: 600, questionNumbers: [], noQuestionAttempt: 0,
  questionRange: '1-2', correctMarks: 4, incorrectMarks: -1, notAnswerMarks: 0, ...o,
});

export const aPayloadTest = (o: Partial<TestData> = {}): TestData => ({
  testId: 42, testType: 3, testName: 'Mock 1', testOption: 'objective', totalTime: 3600, remainingTime: 3600, testStatus: 0,
  sectionLock: 'Partially_Lock', noQuestionAttempt: 25, bloom: 'Y', modelTestId: 7, scheduleId: 88, subject: 'Science',
  lastQuestionIndex: 0, correctCount: 0, incorrectCount: 0, notAnsweredCount: 0,
  sectionSet: [aPayloadSection({ noQuestionAttempt: 1, questionNumbers: [{ questionId: 1, questionIndex: 0 }, { questionId: 2, questionIndex: 1 }] })],
  questionSet: [
    aPayloadQuestion({ questionId: 1, itemId: 101, sectionId: 10, sectionName: 'Physics' }),
    aPayloadQuestion({ questionId: 2, itemId: 102, questionType: 'Multiple-Response', sectionId: 10, sectionName: 'Physics' }),
    aPayloadQuestion({ questionId: 3, itemId: 103, questionType: 'Subjective-Type-Long', responseChoice: parts(2, 3) }),
  ],
  ...o,
});
