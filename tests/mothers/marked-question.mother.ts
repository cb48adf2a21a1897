import type { MarkedQuestion } from '../../domain/reports/attempt-summary';

/** A marked question with neutral defaults; override what the fixture is about. */
export const markedQuestion = (over: Partial<MarkedQuestion> & Pick<MarkedQuestion, 'questionId'>): MarkedQuestion => ({
  sectionId: null,
  sectionName: '',
  outcome: 'correct',
  marks: 4,
  maxMarks: 4,
  timeSpent: 0,
  help: false,
  ...over,
});
