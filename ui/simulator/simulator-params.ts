// The simulator's query parameters (spec 001 §2): every one the spec lists is read here, validated and turned
// into what the screen needs: the resume key of the attempt, the /testdetails query, the review session.
// Bad values are dropped (a non-numeric testId is as good as none), never passed on to the server.
import type { TestMode } from '../../domain/test-engine/modes';

/** Spec 001 §2: the parameters the simulator reads. */
export const SIMULATOR_QUERY_KEYS = [
  'templateId', 'testId', 'testType', 'testSession', 'testUid', 'classTestId', 'questionType', 'totalQuestion',
  'totalTime', 'marksCorrectAnswer', 'marksIncorrectAnswer', 'marksNotAttempted', 'searchFlag', 'searchQuery',
  'topicId', 'examType', 'assessmentMode', 'packTypeTitle', 'utm_source', 'courseId', 'courseUrl',
] as const;

export type SimulatorQueryKey = (typeof SIMULATOR_QUERY_KEYS)[number];

/** Spec 001 §9: the review session prefixes of /testview. */
export const REVIEW_PREFIXES = ['st', 'ls', 'mt'] as const;

export interface SimulatorParams {
  templateId?: number;
  testId?: number;
  testType?: number;
  /** as given in the URL (review: with its st/ls/mt prefix) */
  testSession?: string;
  testUid?: string;
  classTestId?: number;
  questionType?: string;
  totalQuestion?: number;
  totalTime?: number;
  marksCorrectAnswer?: number;
  marksIncorrectAnswer?: number;
  marksNotAttempted?: number;
  searchFlag?: string;
  searchQuery?: string;
  topicId?: number;
  /** defaults to objective (spec 001 §3 test config) */
  examType: string;
  /** 'beginner' | 'advance' */
  assessmentMode?: string;
  packTypeTitle?: string;
  utm_source?: string;
  courseId?: number;
  courseUrl?: string;
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
    testType: testType !== undefined && testType >= 1 && testType <= 5 ? testType : undefined,
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
  };
}

/**
 * A /testview session split into its prefix and id (spec 001 §2, §9): 'st123' -> { prefix 'st', id '123' }.
 * Null when there is no session or it has none of the prefixes st, ls, mt followed by an id.
 */
export function splitReviewSession(testSession: string | undefined): { prefix: string; id: string } | null {
  if (!testSession) return null;
  const prefix = testSession.slice(0, 2).toLowerCase();
  const rest = testSession.slice(2);
  if (!(REVIEW_PREFIXES as readonly string[]).includes(prefix) || rest === '') return null;
  return { prefix, id: rest };
}

/**
 * The key of the attempt under which its local event log is found again (resume after a reload):
 * `session:{testSession}` when the URL has one, else `{testType}:{testId}` (+ `:{classTestId}`), else a
 * self test by its topic. Review and adaptive sessions always have a session.
 */
export function attemptKey(mode: TestMode, p: SimulatorParams): string | null {
  if (mode === 'review') {
    const split = splitReviewSession(p.testSession);
    return split ? `review:${split.id}` : null;
  }
  if (p.testSession) return `session:${p.testSession}`;
  if (mode === 'adaptive') return null;
  if (p.testId !== undefined) {
    return `${p.testType ?? 0}:${p.testId}${p.classTestId !== undefined ? `:${p.classTestId}` : ''}`;
  }
  if (p.testType === 1 && p.topicId !== undefined) return `1:topic:${p.topicId}:${p.assessmentMode ?? 'beginner'}`;
  return null;
}

/** The /testdetails query (spec 001 §7): templateId plus the optional parameters the URL carries. */
export function testDetailsQuery(p: SimulatorParams, templateId: number): Record<string, string | number | undefined> {
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

/** Spec 001 §4 Save & Continue Later: the list of the test's type (2 topic-test, 3 mock-test, 4 class-test). */
export function testListPath(testType: number): string {
  switch (testType) {
    case 2: return '/exam-room/topic-test';
    case 3: return '/exam-room/mock-test';
    case 4: return '/exam-room/class-test';
    case 1: return '/study-room/smart-learning';
    default: return '/exam-room';
  }
}

/**
 * Spec 001 §4 Submit flow, where a submitted test goes: a subjective test to its review
 * (/testview?testSession=st{session}); a beginner objective type-1 test to learning analytics; any other to
 * test analytics.
 */
export function afterSubmitPath(input: { testSession: string; testType: number; subjective: boolean; assessmentMode?: string }): string {
  const session = encodeURIComponent(input.testSession);
  if (input.subjective) return `/testview?testSession=st${session}`;
  const kind = input.testType === 1 && input.assessmentMode !== 'advance' ? 'learning-testanalytics' : 'testanalytics';
  return `/${kind}?testSession=${session}&testType=${input.testType}`;
}
