// The simulator's query parameters: every one is read here, validated and turned into what the screen needs: the
// test to open, the resume key of the attempt, the /testdetails query.
// Bad values are dropped (a non-numeric testId is as good as none), never passed on to the server.
import type { GuestTestQuery, TestDetailsQuery, TestToOpen } from '../../application/simulator/simulator-use-cases';
import { parseReviewSession } from '../../domain/shared/paths';
import { isSelfTest, isTestType } from '../../domain/shared/test-type';
import type { TestMode } from '../../domain/test-engine/modes';

/** The modes the simulator screen opens tests in. */
export type SimulatorMode = Extract<TestMode, 'guest' | 'registered' | 'review' | 'adaptive'>;

/** The parameters the simulator reads. */
export const SIMULATOR_QUERY_KEYS = [
  'templateId', 'testId', 'testType', 'testSession', 'testUid', 'classTestId', 'questionType', 'totalQuestion',
  'totalTime', 'marksCorrectAnswer', 'marksIncorrectAnswer', 'marksNotAttempted', 'searchFlag', 'searchQuery',
  'topicId', 'examType', 'assessmentMode', 'packTypeTitle', 'utm_source', 'courseId', 'courseUrl', 'device_type',
] as const;

export type SimulatorQueryKey = (typeof SIMULATOR_QUERY_KEYS)[number];

/** What the URL says: the /testdetails query's fields (templateId optional: the active course's is used), the review
 *  or saved session as given (a review's with its st/ls/mt prefix), and what the simulator itself reads. */
export interface SimulatorParams extends Omit<TestDetailsQuery, 'templateId' | 'examType'> {
  templateId?: number;
  /** defaults to objective */
  examType: string;
  /** 'beginner' | 'advance' */
  assessmentMode?: string;
  utm_source?: string;
  courseId?: number;
  courseUrl?: string;
  /** a guest link's device (web, android, ...): sent with the guest's sign-up */
  device_type?: string;
}

const MAX_TEXT = 500;
const ID = /^\d{1,15}$/;
/** a signed decimal (marks may be negative: -0.25) */
const DECIMAL = /^-?\d{1,6}(?:\.\d{1,6})?$/;
const SESSION = /^[A-Za-z0-9_-]{1,64}$/;

const text = (v: string | null): string | undefined => {
  const t = v?.trim();
  return t ? t.slice(0, MAX_TEXT) : undefined;
};
const id = (v: string | null): number | undefined => {
  const t = v?.trim();
  return t && ID.test(t) ? Number(t) : undefined;
};
const decimal = (v: string | null): number | undefined => {
  const t = v?.trim();
  return t && DECIMAL.test(t) ? Number(t) : undefined;
};

/** Reads the simulator's query string ('?a=1&b=2' or without '?'). Unknown parameters are ignored. */
export function parseSimulatorParams(search: string): SimulatorParams {
  const q = new URLSearchParams(search);
  const testType = id(q.get('testType'));
  const session = text(q.get('testSession'));
  const assessment = text(q.get('assessmentMode'))?.toLowerCase();
  return {
    templateId: id(q.get('templateId')),
    testId: id(q.get('testId')),
    testType: isTestType(testType) ? testType : undefined,
    testSession: session && SESSION.test(session) ? session : undefined,
    testUid: text(q.get('testUid')),
    classTestId: id(q.get('classTestId')),
    questionType: text(q.get('questionType')),
    totalQuestion: id(q.get('totalQuestion')),
    totalTime: decimal(q.get('totalTime')),
    marksCorrectAnswer: decimal(q.get('marksCorrectAnswer')),
    marksIncorrectAnswer: decimal(q.get('marksIncorrectAnswer')),
    marksNotAttempted: decimal(q.get('marksNotAttempted')),
    searchFlag: text(q.get('searchFlag')),
    searchQuery: text(q.get('searchQuery')),
    topicId: id(q.get('topicId')),
    examType: text(q.get('examType')) ?? 'objective',
    assessmentMode: assessment === 'beginner' || assessment === 'advance' ? assessment : undefined,
    packTypeTitle: text(q.get('packTypeTitle')),
    utm_source: text(q.get('utm_source')),
    courseId: id(q.get('courseId')),
    courseUrl: text(q.get('courseUrl')),
    device_type: text(q.get('device_type'))?.slice(0, 40),
  };
}

/**
 * The key of the attempt under which its local event log is found again (resume after a reload):
 * `session:{testSession}` when the URL has one, else `{testType}:{testId}` (+ `:{classTestId}`), else a
 * self test by its topic. Review and adaptive sessions always have a session. A guest test is keyed by what its
 * link names: `guest:{courseId}:{testUid}:{testType}` (testUid default 'learning', testType 0 when not given).
 */
export function attemptKey(mode: SimulatorMode, p: SimulatorParams): string | null {
  if (mode === 'guest') {
    return p.courseId === undefined ? null : `guest:${p.courseId}:${p.testUid ?? 'learning'}:${p.testType ?? 0}`;
  }
  if (mode === 'review') {
    const review = parseReviewSession(p.testSession);
    return review ? `review:${review.id}` : null;
  }
  if (p.testSession) return `session:${p.testSession}`;
  if (mode === 'adaptive') return null;
  if (p.testId !== undefined) {
    return `${p.testType ?? 0}:${p.testId}${p.classTestId !== undefined ? `:${p.classTestId}` : ''}`;
  }
  if (p.testType !== undefined && isSelfTest(p.testType) && p.topicId !== undefined) {
    return `${p.testType}:topic:${p.topicId}:${p.assessmentMode ?? 'beginner'}`;
  }
  return null;
}

/** The /testdetails query: templateId plus the optional parameters the URL carries. */
export function testDetailsQuery(p: SimulatorParams, templateId: number): TestDetailsQuery {
  return {
    templateId,
    testId: p.testId,
    classTestId: p.classTestId,
    testType: p.testType,
    testSession: p.testSession,
    testUid: p.testUid,
    questionType: p.questionType,
    totalQuestion: p.totalQuestion,
    totalTime: p.totalTime,
    marksCorrectAnswer: p.marksCorrectAnswer,
    marksIncorrectAnswer: p.marksIncorrectAnswer,
    marksNotAttempted: p.marksNotAttempted,
    searchFlag: p.searchFlag,
    searchQuery: p.searchQuery,
    topicId: p.topicId,
    examType: p.examType,
    packTypeTitle: p.packTypeTitle,
  };
}

/** The /app/guest-testdetails query: the guest link's course and test (no templateId: the guest has no course yet). */
export function guestTestQuery(p: SimulatorParams & { courseId: number }): GuestTestQuery {
  return {
    courseId: p.courseId,
    testUid: p.testUid,
    testType: p.testType,
    courseUrl: p.courseUrl,
    searchFlag: p.searchFlag,
    searchQuery: p.searchQuery,
    topicId: p.topicId,
  };
}

/**
 * The test the parameters name in a mode: a review by its session (without the st/ls/mt prefix), an adaptive session,
 * a guest's free test by its course (the link's courseId is required), or a test to take with its templateId (a
 * saved attempt when the URL has its testSession). Null when they name none.
 */
export function testToOpen(mode: SimulatorMode, p: SimulatorParams, templateId: number | undefined): TestToOpen | null {
  switch (mode) {
    case 'review': {
      const review = parseReviewSession(p.testSession);
      return review ? { mode, attemptId: review.id } : null;
    }
    case 'adaptive':
      return p.testSession ? { mode, testSession: p.testSession } : null;
    case 'guest': {
      const { courseId } = p;
      return courseId === undefined ? null : { mode, query: guestTestQuery({ ...p, courseId }) };
    }
    case 'registered':
      if (templateId === undefined) return null;
      return { mode, templateId, ...(p.testSession && { testSession: p.testSession }), query: testDetailsQuery(p, templateId) };
    default: {
      const never: never = mode;
      return never;
    }
  }
}
