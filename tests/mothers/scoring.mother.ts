// Test data for scoring: a single-choice question (key A, +1 / -0.25), sections and a test around given questions.
import type { Question, ResponseChoice, Section, TestData } from '../../domain/test-engine/test-data';
import { questionOf } from './test-data.mother';

const choices = (...ids: string[]): ResponseChoice[] => ids.map((id) => ({ responseId: id, responseText: `Choice ${id}`, partMarks: 0 }));

export const aScoredQuestion = ({ kind, ...o }: Partial<Question> = {}): Question => questionOf({
  questionId: 1, questionDisplayId: 1, itemId: 100, questionType: 'Multiple-Choice', questionTypeLabel: 'MCQ',
  questionBody: '<p>Q</p>', commonDataDescription: '', columns: [], responseChoice: choices('A', 'B', 'C', 'D'),
  correctResponse: 'A', studentResponse: '', explanations: '', topicId: 7, timeSpent: 0,
  correctAnswerMarks: 1, incorrectAnswerMarks: -0.25, notAnswerMarks: 0, bloomId: 0, backgroundImg: '', cssName: '',
  sectionId: null, sectionName: '', sectionTime: 0, help: 0, answerStatus: '', marks: 0, ...o,
}, kind);

export const aScoredSection = (o: Partial<Section> = {}): Section => ({
  sectionName: 'Section', sectionId: 1, sectionOrder: 1, sectionTime: 600, questionNumbers: [], noQuestionAttempt: 0,
  questionRange: '', correctMarks: 1, incorrectMarks: -0.25, notAnswerMarks: 0, ...o,
});

export const aScoredTest = (questionSet: Question[], sectionSet: Section[] = []): TestData => ({
  testId: 42, testType: 3, testName: 'Mock 1', testOption: '', totalTime: 3600, remainingTime: 3600, testStatus: 0,
  sectionLock: '', noQuestionAttempt: 0, bloom: '', modelTestId: 0, scheduleId: 0, subject: '', lastQuestionIndex: 0,
  correctCount: 0, incorrectCount: 0, notAnsweredCount: 0, sectionSet, questionSet,
});
