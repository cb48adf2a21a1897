import { describe, it, expect } from '@jest/globals';
import { initialStatus } from '../../../domain/test-engine/question-status';
import { EMPTY_RESPONSE, type QuestionResponse } from '../../../domain/test-engine/question-response';
import {
  buildAdaptiveAnswerForm, buildStopTestForm, buildSubmitAnsDetails, buildUpdateMarksForm, sessionIdWithoutPrefix,
  type PayloadQuestionProgress, type StopTestDetail,
} from '../../../domain/test-engine/payloads';
import { aPayloadQuestion, aPayloadTest } from '../../mothers/payload.mother';
import { parts } from '../../mothers/test-data.mother';

const say = (values: string[], fileName = '', url = ''): QuestionResponse => ({ values, fileName, url });
const progress: PayloadQuestionProgress[] = [
  { status: 'attempted', response: say(['B']), timeSpentSeconds: 30, help: 0 },
  { status: 'answered_and_review', response: say(['A', 'c', 'C']), timeSpentSeconds: 12.6, help: 1 },
  { status: 'not_visited', response: say(['Plants', 'use light'], 'x.png', 'https://cdn/x.png'), timeSpentSeconds: 0, help: 0 },
];
const course = { courseId: 5, templateId: 3, packTypeId: 2, packTypeTitle: 'PRO' };

describe('/testsubmit ansdetails', () => {
  const details = buildSubmitAnsDetails({ test: aPayloadTest(), progress, course, testMode: 'advance', remainingTime: 1200, helpCounter: 1 });

  it('ansdetails carries exactly the listed fields', () => {
    expect(Object.keys(details).sort()).toEqual([
      'courseId', 'templateId', 'packTypeId', 'packTypeTitle', 'testId', 'testType', 'testOption', 'testMode', 'totalTime',
      'remainingTime', 'totalQuestion', 'testTitle', 'bloom', 'modelTestId', 'questionSet', 'noQuestionAttempt', 'helpCounter',
      'admissionNumber', 'schoolId', 'schoolName', 'className', 'scheduleId', 'subject',
    ].sort());
    expect(Object.keys(details.questionSet[0]).sort()).toEqual([
      'itemId', 'questionId', 'topicId', 'timeSpent', 'correctAnswerMarks', 'incorrectAnswerMarks', 'notAnswerMarks', 'bloomId',
      'noQuestionAttempt', 'studentResponse', 'help', 'sectionId', 'sectionName',
    ].sort());
  });

  it('test, course and timing fields come from the test, the course and the run', () => {
    expect(details).toMatchObject({
      courseId: 5, templateId: 3, packTypeId: 2, packTypeTitle: 'PRO', testId: 42, testType: 3, testOption: 'objective',
      testMode: 'advance', totalTime: 3600, remainingTime: 1200, totalQuestion: 3, testTitle: 'Mock 1', bloom: 'Y',
      modelTestId: 7, noQuestionAttempt: 25, helpCounter: 1, scheduleId: 88, subject: 'Science',
      admissionNumber: '', schoolId: 0, schoolName: '', className: '',
    });
  });

  it('school fields come from the student\'s school when given', () => {
    const school = { admissionNumber: 'A-17', schoolId: 9, schoolName: 'Green Hill', className: 'X-B' };
    expect(buildSubmitAnsDetails({ test: aPayloadTest(), progress, course, school, testMode: 'advance', remainingTime: 0, helpCounter: 0 }))
      .toMatchObject(school);
  });

  it('each question sends its encoded studentResponse, time, help and section', () => {
    expect(details.questionSet).toEqual([
      { itemId: 101, questionId: 1, topicId: 7, timeSpent: 30, correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0,
        bloomId: 2, noQuestionAttempt: 1, studentResponse: 'B', help: 0, sectionId: 10, sectionName: 'Physics' },
      { itemId: 102, questionId: 2, topicId: 7, timeSpent: 13, correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0,
        bloomId: 2, noQuestionAttempt: 1, studentResponse: 'A~c', help: 1, sectionId: 10, sectionName: 'Physics' },
      { itemId: 103, questionId: 3, topicId: 7, timeSpent: 0, correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0,
        bloomId: 2, noQuestionAttempt: 25, studentResponse: 'Plants use light##x.png##https://cdn/x.png', help: 0, sectionId: null, sectionName: '' },
    ]);
  });

  it('the payload survives JSON (the multipart field is JSON)', () => {
    expect(JSON.parse(JSON.stringify(details))).toEqual(details);
  });

  it('refuses progress that does not match the question set', () => {
    expect(() => buildSubmitAnsDetails({ test: aPayloadTest(), progress: progress.slice(1), course, testMode: 'x', remainingTime: 0, helpCounter: 0 }))
      .toThrow(RangeError);
  });
});

describe('/teststop form', () => {
  const form = buildStopTestForm({
    test: aPayloadTest(), progress, course, lastQuestionIndex: 1, remainingTime: 1500, helpCounter: 2, testMode: 'advance',
  });
  const detail = JSON.parse(form.testDetail) as StopTestDetail;

  it('the stop form carries courseId, templateId, testName, testType, testId, testDetail, helpCounter, testMode as strings', () => {
    expect(Object.keys(form).sort()).toEqual(['courseId', 'helpCounter', 'templateId', 'testDetail', 'testId', 'testMode', 'testName', 'testType']);
    expect(form).toMatchObject({ courseId: '5', templateId: '3', testName: 'Mock 1', testType: '3', testId: '42', helpCounter: '2', testMode: 'advance' });
    expect(Object.values(form).every((v) => typeof v === 'string')).toBe(true);
  });

  it('testDetail is JSON of test, sections, questions and lastQuestionIndex', () => {
    expect(Object.keys(detail).sort()).toEqual(['lastQuestionIndex', 'questions', 'sections', 'test']);
    expect(detail.lastQuestionIndex).toBe(1);
    expect(detail.test).toMatchObject({ testId: 42, remainingTime: 1500, lastQuestionIndex: 1 });
    expect(detail.test).not.toHaveProperty('questionSet');
    expect(detail.sections).toEqual(aPayloadTest().sectionSet);
  });

  it('Save & Continue Later: questions carry their current answer, time and status so the test resumes', () => {
    expect(detail.questions.map((q) => [q.questionId, q.studentResponse, q.timeSpent, q.help, q.status])).toEqual([
      [1, 'B', 30, 0, 'attempted'], [2, 'A~c', 13, 1, 'answered_and_review'], [3, 'Plants use light##x.png##https://cdn/x.png', 0, 0, 'not_visited'],
    ]);
    // the status is stored where a loaded test reads its initial status from
    detail.questions.forEach((q, i) => expect(initialStatus(q.backgroundImg)).toBe(progress[i].status));
    // the parsed kind is the app's own: testDetail sends the questions back as the server gave them
    expect(detail.questions.some((q) => 'kind' in q)).toBe(false);
  });

  it('the status image name can be supplied by the engine', () => {
    const f = buildStopTestForm({ test: aPayloadTest(), progress, course, lastQuestionIndex: 9, remainingTime: 0, helpCounter: 0, testMode: 'm', statusImage: (s) => `${s}.png` });
    const d = JSON.parse(f.testDetail) as StopTestDetail;
    expect(d.questions.map((q) => q.backgroundImg)).toEqual(['attempted.png', 'answered_and_review.png', 'not_visited.png']);
    expect(d.lastQuestionIndex).toBe(2);
  });
});

describe('/updatemarks-test form', () => {
  const question = aPayloadQuestion({ questionId: 3, questionType: 'Subjective-Type-Long', responseChoice: parts(2, 3, 1), answerStatus: 'yes,no,no' });

  it('testSession is sent without its 2-character prefix', () => {
    expect(sessionIdWithoutPrefix('st123')).toBe('123');
    expect(sessionIdWithoutPrefix('mt9')).toBe('9');
    expect(sessionIdWithoutPrefix('123')).toBe('123');
  });

  it('marks from ticks — the sum of ticked parts, marksoption the yes/no list', () => {
    expect(buildUpdateMarksForm({ testSession: 'st123', question, ticks: ['yes', 'no', 'yes'], finishTest: false })).toEqual({
      testSession: '123', questionId: '3', marks: '3', marksoption: 'yes,no,yes', finishTest: '0', questionType: 'Subjective-Type-Long',
    });
  });

  it("marksoption is 'NotAnswer' when all parts are no; finishTest is 1 when finishing", () => {
    expect(buildUpdateMarksForm({ testSession: 'st123', question, ticks: ['no', 'no', 'no'], finishTest: true }))
      .toMatchObject({ marks: '0', marksoption: 'NotAnswer', finishTest: '1' });
  });

  it('a typed total is capped; its marksoption keeps the stored ticks', () => {
    expect(buildUpdateMarksForm({ testSession: 'st1', question, marks: '99', finishTest: false })).toMatchObject({ marks: '6', marksoption: 'yes,no,no' });
    expect(buildUpdateMarksForm({ testSession: 'st1', question, marks: -2, ticks: ['no', 'no', 'no'], finishTest: false }))
      .toMatchObject({ marks: '0', marksoption: 'NotAnswer' });
    expect(() => buildUpdateMarksForm({ testSession: 'st1', question, marks: 'abc', finishTest: false })).toThrow(RangeError);
  });
});

describe('/app/update-adaptive-test-answer form', () => {
  it('the adaptive answer carries testSession, questionId, the encoded studentResponse and help', () => {
    const question = aPayloadQuestion({ questionId: 8, questionType: 'MR-Matching-Type' });
    expect(buildAdaptiveAnswerForm({ testSession: 'ad5', question, response: say(['A', 'C', 'a']), help: 1 }))
      .toEqual({ testSession: 'ad5', questionId: 8, studentResponse: 'A~C', help: 1 });
    expect(buildAdaptiveAnswerForm({ testSession: 'ad5', question, response: EMPTY_RESPONSE, help: 0 }).studentResponse).toBe('');
  });

  it('Adaptive "Finish Test ends the session": the finishing answer carries finishTest=1, others none', () => {
    const question = aPayloadQuestion({ questionId: 8 });
    expect(buildAdaptiveAnswerForm({ testSession: 'ad5', question, response: EMPTY_RESPONSE, help: 0, finishTest: true }))
      .toEqual({ testSession: 'ad5', questionId: 8, studentResponse: '', help: 0, finishTest: '1' });
    expect(buildAdaptiveAnswerForm({ testSession: 'ad5', question, response: say(['B']), help: 0, finishTest: false })).not.toHaveProperty('finishTest');
  });
});
