// A question as the simulator's question area shows it (a biology single choice with options r1..r4), and no answer.
import type { Question } from '../../domain/test-engine/test-data';
import { questionOf } from './test-data.mother';

export const aShownQuestion = ({ kind, ...overrides }: Partial<Question> = {}): Question => questionOf({
  questionId: 501,
  questionDisplayId: 1,
  itemId: 9001,
  questionType: 'Multiple-Choice',
  questionTypeLabel: 'Multiple Choice',
  questionBody: '<p>Which gas do plants take in?</p>',
  commonDataDescription: '',
  columns: [],
  responseChoice: [
    { responseId: 'r1', responseText: 'Oxygen', partMarks: 0 },
    { responseId: 'r2', responseText: '<b>Carbon</b> dioxide', partMarks: 0 },
    { responseId: 'r3', responseText: 'Nitrogen', partMarks: 0 },
    { responseId: 'r4', responseText: 'Helium', partMarks: 0 },
  ],
  correctResponse: 'r2',
  studentResponse: '',
  explanations: '',
  topicId: 7,
  timeSpent: 0,
  correctAnswerMarks: 1,
  incorrectAnswerMarks: -0.25,
  notAnswerMarks: 0,
  bloomId: 0,
  backgroundImg: '',
  cssName: '',
  sectionId: 1,
  sectionName: 'Biology',
  sectionTime: 0,
  help: 0,
  answerStatus: '',
  marks: 0,
  ...overrides,
}, kind);

export const noResponse = { text: [] as string[], fileName: '', url: '' };
