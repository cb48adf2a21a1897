/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  afterSubmitPath, attemptKey, parseSimulatorParams, splitReviewSession, testDetailsQuery, testListPath,
} from '../../../ui/simulator/simulator-params';

describe('parseSimulatorParams (spec 001 §2 query parameters)', () => {
  it('reads every parameter the spec lists', () => {
    const p = parseSimulatorParams(
      '?templateId=5001&testId=3001&testType=3&testSession=77&testUid=learning&classTestId=9&questionType=Multiple-Choice'
      + '&totalQuestion=20&totalTime=60&marksCorrectAnswer=1&marksIncorrectAnswer=-0.25&marksNotAttempted=0&searchFlag=Topic'
      + '&searchQuery=Laws%20of%20Motion&topicId=12&examType=subjective&assessmentMode=Advance&packTypeTitle=PRO&utm_source=mail'
      + '&courseId=101&courseUrl=apex');
    expect(p).toEqual({
      templateId: 5001, testId: 3001, testType: 3, testSession: '77', testUid: 'learning', classTestId: 9,
      questionType: 'Multiple-Choice', totalQuestion: 20, totalTime: 60, marksCorrectAnswer: 1, marksIncorrectAnswer: -0.25,
      marksNotAttempted: 0, searchFlag: 'Topic', searchQuery: 'Laws of Motion', topicId: 12, examType: 'subjective',
      assessmentMode: 'advance', packTypeTitle: 'PRO', utm_source: 'mail', courseId: 101, courseUrl: 'apex',
    });
  });

  it('drops malformed values instead of passing them on, and defaults examType to objective', () => {
    const p = parseSimulatorParams('testId=12abc&testType=9&templateId=-1&testSession=a%20b&totalTime=1e9&assessmentMode=expert&topicId=');
    expect(p).toEqual({ examType: 'objective' });
  });
});

describe('review sessions and attempt keys', () => {
  it.each([['st123', { prefix: 'st', id: '123' }], ['LS9', { prefix: 'ls', id: '9' }], ['mt44', { prefix: 'mt', id: '44' }]])(
    'splits %s', (s, expected) => expect(splitReviewSession(s)).toEqual(expected));

  it.each([undefined, '', '123', 'xx12', 'st'])('has no review session in %p', (s) => expect(splitReviewSession(s)).toBeNull());

  it('keys an attempt by its session, else by type and test (and class test), else a self test by topic', () => {
    expect(attemptKey('registered', parseSimulatorParams('?testSession=55&testId=1&testType=3'))).toBe('session:55');
    expect(attemptKey('registered', parseSimulatorParams('?testId=1&testType=3'))).toBe('3:1');
    expect(attemptKey('registered', parseSimulatorParams('?testId=4001&testType=4&classTestId=7'))).toBe('4:4001:7');
    expect(attemptKey('registered', parseSimulatorParams('?testType=1&topicId=12&assessmentMode=advance'))).toBe('1:topic:12:advance');
    expect(attemptKey('registered', parseSimulatorParams(''))).toBeNull();
    expect(attemptKey('review', parseSimulatorParams('?testSession=st8'))).toBe('review:8');
    expect(attemptKey('review', parseSimulatorParams('?testSession=8'))).toBeNull();
    expect(attemptKey('adaptive', parseSimulatorParams('?testSession=8'))).toBe('session:8');
    expect(attemptKey('adaptive', parseSimulatorParams('?testId=8'))).toBeNull();
  });

  it('builds the /testdetails query from the URL and the course template', () => {
    expect(testDetailsQuery(parseSimulatorParams('?testId=3&testType=3&topicId=4'), 5001)).toMatchObject({
      templateId: 5001, testId: 3, testType: 3, topicId: 4, examType: 'objective', classTestId: undefined,
    });
  });
});

describe('where the student goes next (spec 001 §4)', () => {
  it('Save & Continue Later returns to the list of the type', () => {
    expect([2, 3, 4].map(testListPath)).toEqual(['/exam-room/topic-test', '/exam-room/mock-test', '/exam-room/class-test']);
  });

  it('a submitted test goes to its review (subjective), learning analytics (beginner type 1) or test analytics', () => {
    expect(afterSubmitPath({ testSession: '9', testType: 2, subjective: true })).toBe('/testview?testSession=st9');
    expect(afterSubmitPath({ testSession: '9', testType: 1, subjective: false, assessmentMode: 'beginner' })).toBe('/learning-testanalytics?testSession=9&testType=1');
    expect(afterSubmitPath({ testSession: '9', testType: 1, subjective: false, assessmentMode: 'advance' })).toBe('/testanalytics?testSession=9&testType=1');
    expect(afterSubmitPath({ testSession: '9', testType: 3, subjective: false })).toBe('/testanalytics?testSession=9&testType=3');
  });
});
