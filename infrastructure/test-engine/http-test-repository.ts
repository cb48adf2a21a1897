// TestRepository over the shared HTTP client (spec 001 §7; load errors spec 001 §8).
// Loads never throw: every outcome is a TestLoadResult. A reply whose responseTxt contains 'Maximum number',
// 'No question' or 'Internal' gives that error screen with the server's message; a reply without usable test
// data gives the loader's own text; a call that fails outright (network, error status, skipped for missing
// credentials or ids, invalidToken) is the spec's "null result": 'Failed to load test details.'.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { isApiFailure, type ApiSuccess } from '../http/envelope';
import type { TestLoadResult, TestRepository } from '../../application/test-engine/ports';
import type { AdaptiveAnswerForm } from '../../domain/test-engine/payloads';
import { HttpClient } from '../http/http-client';
import { parseTestData } from './test-data-schema';

export const LOAD_FAILED = {
  test: 'Failed to load test',
  guest: 'Failed to load guest test',
  review: 'Failed to Load Reviews Data',
  adaptive: 'Failed to load adaptive session',
  /** the spec's "null result" */
  details: 'Failed to load test details.',
} as const;
export const SUBMIT_FAILED = 'Failed to submit test.';
/** spec 001 §8 "Adaptive start failure" */
export const ADAPTIVE_START_FAILED = 'Failed to start adaptive session';

const MARKERS = [
  ['Maximum number', 'limit_reached'],
  ['No question', 'question_limit_reached'],
  ['Internal', 'internal_server_error'],
] as const;

type Query = Record<string, string | number | undefined>;
type Envelope = { responseTxt?: string; message?: string; obj?: unknown };
/** what a loader takes from the reply body: the raw test data, and the guest course id */
type Pick = (body: unknown) => { raw: unknown; courseId?: unknown };

/** Any JSON body: the loaders interpret it themselves, so missing data gets the loader's own text. */
const anyReply = z.unknown();
const envelopeReply = z.looseObject({
  responseTxt: z.nullish(z.string()),
  message: z.nullish(z.string()),
  obj: z.unknown(),
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const envelopeOf = (body: unknown): Envelope => (isRecord(body) ? (body as Envelope) : {});
/** obj[0] (or obj itself when the server sends one object) */
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : isRecord(v) ? v : undefined);
const sessionText = (v: unknown): string | undefined =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : undefined;
const courseIdOf = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
};

/** The error screen named by a responseTxt, with the server's message (the responseTxt when there is none). */
const markerResult = (responseTxt: unknown, message: unknown): TestLoadResult | null => {
  if (typeof responseTxt !== 'string') return null;
  const hit = MARKERS.find(([marker]) => responseTxt.includes(marker));
  if (!hit) return null;
  return { ok: false, kind: hit[1], message: typeof message === 'string' && message.trim() !== '' ? message : responseTxt };
};

const failed = (message: string): TestLoadResult => ({ ok: false, kind: 'failed', message });

@injectable()
export class HttpTestRepository implements TestRepository {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  testDetails(query: Query): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/testdetails', { query, required: ['templateId'], schema: anyReply }),
      LOAD_FAILED.test,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
    );
  }

  testDetailExisting(testSession: string, templateId: number): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/testdetailexisting', { query: { testSession, templateId }, required: ['testSession', 'templateId'], schema: anyReply }),
      LOAD_FAILED.test,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  /** No authentication (spec 001 §6). testUid defaults to 'learning'. */
  guestTestDetails(query: Query): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/app/guest-testdetails', { query: { ...query, testUid: query.testUid ?? 'learning' }, auth: false, schema: anyReply }),
      LOAD_FAILED.guest,
      (body) => {
        const obj = envelopeOf(body).obj;
        return isRecord(obj) ? { raw: first(obj.list), courseId: obj.courseId } : { raw: undefined };
      },
    );
  }

  /** The first element of the reply: the body itself when it is a list, else obj. */
  testResultView(testSession: string): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/app/testresultview', { query: { testSession }, required: ['testSession'], schema: anyReply }),
      LOAD_FAILED.review,
      (body) => ({ raw: Array.isArray(body) ? body[0] : first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  adaptiveTestDetails(testSession: string): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/adaptive-testdetails', { query: { testSession }, required: ['testSession'], schema: anyReply }),
      LOAD_FAILED.adaptive,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  /** GET /adaptive-create-test (templateId, courseId, topicId): responseTxt success and obj.testSession. */
  async adaptiveCreateTest(templateId: number, courseId: number, topicId: number): Promise<{ ok: true; testSession: string } | { ok: false; message: string }> {
    try {
      const { data } = await this.http.request('get', '/adaptive-create-test', {
        query: { templateId, courseId, topicId }, required: ['templateId', 'courseId', 'topicId'], schema: envelopeReply,
      });
      const testSession = isRecord(data.obj) ? sessionText(data.obj.testSession) : undefined;
      if (data.responseTxt === 'success' && testSession) return { ok: true, testSession };
      console.error('Adaptive session refused:', data.responseTxt, data.message);
    } catch (e) {
      console.error('Adaptive session failed:', reasonOf(e));
    }
    return { ok: false, message: ADAPTIVE_START_FAILED };
  }

  /** Multipart: ansdetails (JSON), source=guest when given, clientSubmissionId (idempotency key) when given. */
  async submitTest(ansdetails: unknown, opts: { source?: 'guest'; clientSubmissionId?: string } = {}): Promise<{ ok: true; testSession: string } | { ok: false; message: string }> {
    try {
      const form = { ansdetails: JSON.stringify(ansdetails), source: opts.source, clientSubmissionId: opts.clientSubmissionId };
      const { data } = await this.http.request('post', '/testsubmit', { form, required: ['ansdetails'], schema: envelopeReply });
      const testSession = isRecord(data.obj) ? sessionText(data.obj.testSession) : undefined;
      if (data.responseTxt === 'success' && testSession) return { ok: true, testSession };
      console.error('Test submit refused:', data.responseTxt, data.message);
    } catch (e) {
      console.error('Test submit failed:', reasonOf(e));
    }
    return { ok: false, message: SUBMIT_FAILED };
  }

  /** Form POST; the spec checks only the truthiness of the reply. */
  stopTest(form: Record<string, string>): Promise<boolean> {
    return this.post('/teststop', form, ['templateId', 'testDetail'], (body) => Boolean(body));
  }

  updateMarks(form: Record<string, string>): Promise<boolean> {
    return this.post('/updatemarks-test', form, ['testSession', 'questionId'], isSuccess);
  }

  updateAdaptiveAnswer(form: AdaptiveAnswerForm): Promise<boolean> {
    return this.post('/app/update-adaptive-test-answer', { ...form }, ['testSession', 'questionId'], isSuccess);
  }

  private async post(path: string, form: Record<string, string | number>, required: string[], ok: (body: unknown) => boolean): Promise<boolean> {
    try {
      const { data } = await this.http.request('post', path, { form, required, schema: anyReply });
      return ok(data);
    } catch (e) {
      console.error(`POST ${path} failed:`, reasonOf(e));
      return false;
    }
  }

  private async load(call: () => Promise<ApiSuccess<unknown>>, failText: string, pick: Pick, knownSession?: string): Promise<TestLoadResult> {
    let body: unknown;
    try {
      body = (await call()).data;
    } catch (e) {
      if (isApiFailure(e)) {
        const marked = markerResult(e.responseTxt, e.message);
        if (marked) return marked;
      }
      console.error(`${failText}:`, reasonOf(e));
      return failed(LOAD_FAILED.details);
    }
    const { responseTxt, message } = envelopeOf(body);
    const marked = markerResult(responseTxt, message);
    if (marked) return marked;

    const { raw, courseId } = pick(body);
    if (raw === undefined || raw === null) {
      console.error(`${failText}: no test data in the reply`, responseTxt ?? '');
      return failed(failText);
    }
    const parsed = parseTestData(raw);
    if (!parsed.ok) {
      console.error(`${failText}: ${parsed.problem}`);
      return failed(failText);
    }
    const testSession = knownSession ?? (isRecord(raw) ? sessionText(raw.testSession) : undefined);
    const guestCourse = courseIdOf(courseId);
    return {
      ok: true,
      test: parsed.test,
      ...(testSession !== undefined && { testSession }),
      ...(guestCourse !== undefined && { courseId: guestCourse }),
    };
  }
}

const isSuccess = (body: unknown) => envelopeOf(body).responseTxt === 'success';

const reasonOf = (e: unknown): string => (isApiFailure(e) ? `${e.status} ${e.message}` : e instanceof Error ? e.message : String(e));
