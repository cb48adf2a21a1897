// Helpers for the test-delivery tests: the app's own parser and payload builders drive the server, so these
// tests check the contract the app relies on, not just the server's idea of it.
import { expect } from '@jest/globals';
import { buildStopTestForm, buildSubmitAnsDetails, type PayloadQuestionProgress } from '../../domain/test-engine/payloads';
import { decodeResponse } from '../../domain/test-engine/responses';
import { questionKind, type Question, type TestData } from '../../domain/test-engine/test-data';
import { parseTestData } from '../../infrastructure/test-engine/test-data-schema';
import type { WireStudent } from '../../server/http/wire-types';
import { authHeaders, type TestServer } from './test-server';

export const JEE = { courseId: 101, templateId: 5001, packTypeId: 3, packTypeTitle: 'PRO' } as const;
export const CUET = { courseId: 103, templateId: 5003, packTypeId: 1, packTypeTitle: 'FREE' } as const;

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export async function getJson(s: TestServer, student: WireStudent, path: string, params: Record<string, string | number> = {}) {
  const res = await s.get(`/api${path}${Object.keys(params).length ? `?${query(params)}` : ''}`, authHeaders(student));
  return { status: res.status, body: await res.json() };
}

/** A multipart POST, as the app's HTTP client sends every form. */
export async function postForm(s: TestServer, student: WireStudent | null, path: string, fields: Record<string, string | Blob>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = await s.request(`/api${path}`, { method: 'POST', body: fd, headers: student ? authHeaders(student) : {} });
  return { status: res.status, body: await res.json() };
}

/** Parses obj[0] with the app's parser; fails the test when the app could not read it. */
export function parsedTest(body: { obj: unknown }): TestData & { testSession?: string } {
  const raw = Array.isArray(body.obj) ? body.obj[0] : body.obj;
  const parsed = parseTestData(raw);
  if (!parsed.ok) throw new Error(`the app cannot parse the test: ${parsed.problem}`);
  const session = (raw as { testSession?: unknown }).testSession;
  return { ...parsed.test, ...(typeof session === 'string' ? { testSession: session } : {}) };
}

export async function loadTest(s: TestServer, student: WireStudent, params: Record<string, string | number>) {
  const { status, body } = await getJson(s, student, '/testdetails', { templateId: JEE.templateId, ...params });
  expect(status).toBe(200);
  expect(body.responseTxt).toBe('success');
  return parsedTest(body);
}

/** The bank's key of a question (read from the SQLite file itself: the helpers stay synchronous). */
export const keyOf = (s: TestServer, questionId: number): string => {
  const q = s.db.prepare('SELECT correct_response AS key FROM questions WHERE id = ?').get(questionId) as { key: string } | undefined;
  if (!q) throw new Error(`no question ${questionId}`);
  return q.key;
};

/** The wire answer for a question: right, wrong or none. */
export function answerFor(s: TestServer, q: Question, how: 'right' | 'wrong' | 'none'): string {
  if (how === 'none') return '';
  const key = keyOf(s, q.questionId);
  const kind = questionKind(q.questionType);
  if (kind === 'subjective') return 'My worked answer####';
  if (how === 'right') return key;
  if (kind === 'text') return `${key}9`;
  const keys = new Set(key.split('~'));
  return q.responseChoice.map((c) => c.responseId).find((id) => !keys.has(id)) ?? '';
}

export const progressOf = (test: TestData, answers: ReadonlyMap<number, string>, seconds = 30): PayloadQuestionProgress[] =>
  test.questionSet.map((q) => {
    const response = decodeResponse(questionKind(q.questionType), answers.get(q.questionId) ?? '');
    return { status: response.values.length ? 'attempted' : 'not_attempted', response, timeSpentSeconds: seconds, help: 0 };
  });

export const course = (c: typeof JEE | typeof CUET = JEE) => ({ courseId: c.courseId, templateId: c.templateId, packTypeId: c.packTypeId, packTypeTitle: c.packTypeTitle });

let submissions = 0;
/** A fresh client submission id, as the app makes one per test session (the server requires one). */
export const newSubmissionId = (): string => `test-submit-${process.pid}-${++submissions}`;

/** Submits as the app does; without `clientSubmissionId` a fresh one is sent (a new submission). */
export function submit(s: TestServer, student: WireStudent, test: TestData, answers: ReadonlyMap<number, string>, clientSubmissionId = newSubmissionId(), c: typeof JEE | typeof CUET = JEE) {
  const ansdetails = buildSubmitAnsDetails({ test, progress: progressOf(test, answers), course: course(c), testMode: 'registered', remainingTime: 60, helpCounter: 0 });
  return postForm(s, student, '/testsubmit', { ansdetails: JSON.stringify(ansdetails), clientSubmissionId });
}

export function stop(s: TestServer, student: WireStudent, test: TestData, answers: ReadonlyMap<number, string>, lastQuestionIndex: number, remainingTime: number) {
  const form = buildStopTestForm({
    test, progress: progressOf(test, answers, 12), course: { courseId: JEE.courseId, templateId: JEE.templateId },
    lastQuestionIndex, remainingTime, helpCounter: 1, testMode: 'registered',
  });
  return postForm(s, student, '/teststop', { ...form });
}
