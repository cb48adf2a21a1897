/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { analyticsPath, isLearningSession, parseReviewSession, testListPath } from '../../../domain/shared/paths';
import { attemptKey, parseSimulatorParams, testDetailsQuery, testToOpen } from '../../../ui/simulator/simulator-params';

describe('parseSimulatorParams', () => {
  it('reads every parameter the simulator takes', () => {
    const p = parseSimulatorParams(
      '?templateId=5001&testId=3001&testType=3&testSession=77&testUid=learning&classTestId=9&questionType=Multiple-Choice'
      + '&totalQuestion=20&totalTime=60&marksCorrectAnswer=1&marksIncorrectAnswer=-0.25&marksNotAttempted=0&searchFlag=Topic'
      + '&searchQuery=Laws%20of%20Motion&topicId=12&examType=subjective&assessmentMode=Advance&packTypeTitle=PRO&utm_source=mail'
      + '&courseId=101&courseUrl=apex&device_type=android');
    expect(p).toEqual({
      templateId: 5001, testId: 3001, testType: 3, testSession: '77', testUid: 'learning', classTestId: 9,
      questionType: 'Multiple-Choice', totalQuestion: 20, totalTime: 60, marksCorrectAnswer: 1, marksIncorrectAnswer: -0.25,
      marksNotAttempted: 0, searchFlag: 'Topic', searchQuery: 'Laws of Motion', topicId: 12, examType: 'subjective',
      assessmentMode: 'advance', packTypeTitle: 'PRO', utm_source: 'mail', courseId: 101, courseUrl: 'apex', device_type: 'android',
    });
  });

  it('drops malformed values instead of passing them on, and defaults examType to objective', () => {
    const p = parseSimulatorParams('testId=12abc&testType=9&templateId=-1&testSession=a%20b&totalTime=1e9&assessmentMode=expert&topicId=');
    expect(p).toEqual({ examType: 'objective' });
  });
});

describe('review sessions and attempt keys', () => {
  it.each([['st123', { prefix: 'st', id: '123' }], ['LS9', { prefix: 'ls', id: '9' }], ['mt44', { prefix: 'mt', id: '44' }]])(
    'splits %s', (s, expected) => expect(parseReviewSession(s)).toEqual(expected));

  it.each([undefined, '', '123', 'xx12', 'st'])('has no review session in %p', (s) => expect(parseReviewSession(s)).toBeNull());

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

describe('the test to open in each mode', () => {
  it('a review by its session without the prefix; none without a review session', () => {
    expect(testToOpen('review', parseSimulatorParams('?testSession=mt77'), 70)).toEqual({ mode: 'review', attemptId: '77' });
    expect(testToOpen('review', parseSimulatorParams('?testSession=77'), 70)).toBeNull();
  });

  it('an adaptive session by its testSession', () => {
    expect(testToOpen('adaptive', parseSimulatorParams('?testSession=321'), undefined)).toEqual({ mode: 'adaptive', testSession: '321' });
    expect(testToOpen('adaptive', parseSimulatorParams(''), 70)).toBeNull();
  });

  it('a test to take with its templateId: a saved attempt by its testSession, else the /testdetails query', () => {
    expect(testToOpen('registered', parseSimulatorParams('?testSession=55&testId=1'), 70)).toMatchObject({ mode: 'registered', templateId: 70, testSession: '55' });
    const fresh = testToOpen('registered', parseSimulatorParams('?testId=1&testType=3'), 70);
    expect(fresh).toEqual({ mode: 'registered', templateId: 70, query: testDetailsQuery(parseSimulatorParams('?testId=1&testType=3'), 70) });
    expect(testToOpen('registered', parseSimulatorParams('?testId=1&testType=3'), undefined)).toBeNull();
  });
});

describe('guest mode', () => {
  it('keys a guest attempt by the course, test uid and test type of the link; none without a courseId', () => {
    expect(attemptKey('guest', parseSimulatorParams('?courseId=7&testUid=free-1&testType=3'))).toBe('guest:7:free-1:3');
    expect(attemptKey('guest', parseSimulatorParams('?courseId=7'))).toBe('guest:7:learning:0');
    // a saved session or a testId does not change the key of a guest test
    expect(attemptKey('guest', parseSimulatorParams('?courseId=7&testSession=55&testId=1'))).toBe('guest:7:learning:0');
    expect(attemptKey('guest', parseSimulatorParams('?testUid=free-1&courseUrl=jee'))).toBeNull();
  });

  it('opens the free test of the link by /app/guest-testdetails, without a templateId; none without a courseId', () => {
    const p = parseSimulatorParams('?courseId=7&testUid=free-1&testType=3&courseUrl=jee-main&searchFlag=Topic&searchQuery=Motion&topicId=12'
      + '&utm_source=fb&device_type=web&assessmentMode=advance&templateId=70');
    expect(testToOpen('guest', p, 70)).toEqual({
      mode: 'guest',
      query: { courseId: 7, testUid: 'free-1', testType: 3, courseUrl: 'jee-main', searchFlag: 'Topic', searchQuery: 'Motion', topicId: 12 },
    });
    expect(testToOpen('guest', parseSimulatorParams('?courseId=7'), undefined)).toEqual({
      mode: 'guest',
      query: { courseId: 7, testUid: undefined, testType: undefined, courseUrl: undefined, searchFlag: undefined, searchQuery: undefined, topicId: undefined },
    });
    expect(testToOpen('guest', parseSimulatorParams('?courseUrl=jee-main&testUid=learning'), 70)).toBeNull();
  });

  it('reads the device_type of the link (at most 40 characters)', () => {
    expect(parseSimulatorParams('?device_type=%20android%20').device_type).toBe('android');
    expect(parseSimulatorParams(`?device_type=${'x'.repeat(60)}`).device_type).toHaveLength(40);
    expect(parseSimulatorParams('?device_type=').device_type).toBeUndefined();
  });
});

describe('where the student goes next (domain/shared/paths, as the simulator uses them)', () => {
  it('Save & Continue Later returns to the list of the type', () => {
    expect([2, 3, 4].map(testListPath)).toEqual(['/exam-room/topic-test', '/exam-room/mock-test', '/exam-room/class-test']);
  });

  it('a submitted test goes to its review (subjective), learning analytics (beginner type 1) or test analytics', () => {
    const after = (testType: number, subjective: boolean, assessmentMode?: string) =>
      analyticsPath({ testSession: '9', testType, subjective, learningSession: isLearningSession(testType, assessmentMode) });
    expect(after(2, true)).toBe('/testview?testSession=st9');
    expect(after(1, false, 'beginner')).toBe('/learning-testanalytics?testSession=9&testType=1');
    expect(after(1, false, 'advance')).toBe('/testanalytics?testSession=9&testType=1');
    expect(after(3, false)).toBe('/testanalytics?testSession=9&testType=3');
  });
});
