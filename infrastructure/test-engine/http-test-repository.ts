// TestRepository over the shared HTTP client.
// Nothing throws: a load answers a TestLoadResult, every other call a Result. A load reply whose responseTxt
// contains 'Maximum number', 'No question' or 'Internal' gives that error screen with the server's message; a reply
// without usable test data gives the loader's own text; a call that fails outright (network, error status, skipped
// for missing credentials or ids, invalidToken) is the "null result": not_loaded.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { SIMULATOR_MESSAGES } from '../../application/simulator/simulator-messages';
import {
  NOT_LOADED, type GuestTestQuery, type SubmitOptions, type TestDetailsQuery, type TestLoadResult, type TestRepository,
} from '../../application/test-engine/ports';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AdaptiveAnswerForm, StopTestForm, UpdateMarksForm } from '../../domain/test-engine/payloads';
import { callFailureOf } from '../http/call-result';
import { isApiFailure, type ApiSuccess } from '../http/envelope';
import { HttpClient } from '../http/http-client';
import { eventLogPart } from './event-log-part';
import { parseTestData } from './test-data-schema';

const MARKERS = [
  ['Maximum number', 'limit_reached'],
  ['No question', 'question_limit_reached'],
  ['Internal', 'internal_server_error'],
] as const;

type Envelope = { responseTxt?: string; message?: string; obj?: unknown };
/** what a loader takes from the reply body: the raw test data, and the guest course id and signed delivery */
type Pick = (body: unknown) => { raw: unknown; courseId?: unknown; guestDelivery?: unknown };

/** The longest signed delivery the app keeps and sends back (docs/api.md "Guest trial"). */
export const GUEST_DELIVERY_MAX_LENGTH = 4000;

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

/** The guest test's signed delivery: a non-blank string of at most GUEST_DELIVERY_MAX_LENGTH characters; anything
 *  else is none (the submit is then timed by the test's own time), never a failed load. */
const guestDeliveryOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' && v.length <= GUEST_DELIVERY_MAX_LENGTH ? v : undefined;

/** The error screen named by a responseTxt, with the server's message (the responseTxt when there is none). */
const markerResult = (responseTxt: unknown, message: unknown): TestLoadResult | null => {
  if (typeof responseTxt !== 'string') return null;
  const hit = MARKERS.find(([marker]) => responseTxt.includes(marker));
  if (!hit) return null;
  return err({ kind: hit[1], message: typeof message === 'string' && message.trim() !== '' ? message : responseTxt });
};

const failed = (message: string): TestLoadResult => err({ kind: 'failed', message });

/** A reply { responseTxt: 'success', obj: { testSession } }: the testSession, else the server's refusal. */
const sessionOf = (what: string, data: { responseTxt?: string | null; message?: string | null; obj?: unknown }): Result<string> => {
  const testSession = isRecord(data.obj) ? sessionText(data.obj.testSession) : undefined;
  if (data.responseTxt === 'success' && testSession) return ok(testSession);
  console.error(`${what} refused:`, data.responseTxt, data.message);
  return err({ kind: 'refused', code: data.responseTxt ?? '', ...(data.message ? { message: data.message } : {}) });
};

/** The failure a thrown call stands for, logged as `what`. */
const thrown = (what: string, e: unknown): Result<never> => {
  console.error(`${what} failed:`, reasonOf(e));
  return err(isApiFailure(e) ? callFailureOf(e) : { kind: 'fault' });
};

@injectable()
export class HttpTestRepository implements TestRepository {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  testDetails(query: TestDetailsQuery): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/testdetails', { query: { ...query }, required: ['templateId'], schema: anyReply }),
      SIMULATOR_MESSAGES.testLoadFailed,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
    );
  }

  testDetailExisting(testSession: string, templateId: number): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/testdetailexisting', { query: { testSession, templateId }, required: ['testSession', 'templateId'], schema: anyReply }),
      SIMULATOR_MESSAGES.testLoadFailed,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  /** No authentication. testUid defaults to 'learning'. obj.courseId and obj.guestDelivery go with the test. */
  guestTestDetails(query: GuestTestQuery): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/app/guest-testdetails', { query: { ...query, testUid: query.testUid ?? 'learning' }, auth: false, schema: anyReply }),
      SIMULATOR_MESSAGES.guestTestLoadFailed,
      (body) => {
        const obj = envelopeOf(body).obj;
        return isRecord(obj) ? { raw: first(obj.list), courseId: obj.courseId, guestDelivery: obj.guestDelivery } : { raw: undefined };
      },
    );
  }

  /** The first element of the reply: the body itself when it is a list, else obj. */
  testResultView(testSession: string): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/app/testresultview', { query: { testSession }, required: ['testSession'], schema: anyReply }),
      SIMULATOR_MESSAGES.reviewLoadFailed,
      (body) => ({ raw: Array.isArray(body) ? body[0] : first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  adaptiveTestDetails(testSession: string): Promise<TestLoadResult> {
    return this.load(
      () => this.http.request('get', '/adaptive-testdetails', { query: { testSession }, required: ['testSession'], schema: anyReply }),
      SIMULATOR_MESSAGES.adaptiveLoadFailed,
      (body) => ({ raw: first(envelopeOf(body).obj) }),
      testSession,
    );
  }

  /** Multipart: ansdetails (JSON), source=guest, clientSubmissionId (idempotency key), guestDelivery (the guest
   *  test's signed delivery), and the event log (gzip file part eventLog, or eventLogStatus saying why none), each
   *  when given. */
  async submitTest(ansdetails: unknown, opts: SubmitOptions = {}): Promise<Result<string>> {
    try {
      const log = opts.eventLog ? await eventLogPart(opts.eventLog) : undefined;
      const form = {
        ansdetails: JSON.stringify(ansdetails),
        source: opts.source,
        clientSubmissionId: opts.clientSubmissionId,
        guestDelivery: opts.guestDelivery || undefined,
        eventLog: log?.blob,
        eventLogStatus: log?.status ?? opts.eventLogStatus,
      };
      const { data } = await this.http.request('post', '/testsubmit', { form, required: ['ansdetails'], schema: envelopeReply });
      return sessionOf('Test submit', data);
    } catch (e) {
      return thrown('Test submit', e);
    }
  }

  /** Form POST; only the truthiness of the reply counts. */
  stopTest(form: StopTestForm): Promise<Result<void>> {
    return this.post('/teststop', { ...form }, ['templateId', 'testDetail'], (body) => Boolean(body));
  }

  updateMarks(form: UpdateMarksForm): Promise<Result<void>> {
    return this.post('/updatemarks-test', { ...form }, ['testSession', 'questionId'], isSuccess);
  }

  updateAdaptiveAnswer(form: AdaptiveAnswerForm): Promise<Result<void>> {
    return this.post('/app/update-adaptive-test-answer', { ...form }, ['testSession', 'questionId'], isSuccess);
  }

  private async post(path: string, form: Record<string, string | number>, required: string[], accepted: (body: unknown) => boolean): Promise<Result<void>> {
    try {
      const { data } = await this.http.request('post', path, { form, required, schema: anyReply });
      if (accepted(data)) return ok(undefined);
      const { responseTxt, message } = envelopeOf(data);
      console.error(`POST ${path} refused:`, responseTxt, message);
      return err({ kind: 'refused', code: responseTxt ?? '', ...(message ? { message } : {}) });
    } catch (e) {
      return thrown(`POST ${path}`, e);
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
        // the server answered that there is no such test (an unknown free test, a test of another course): missing
        // data, so the loader's own text ('Failed to load guest test', 'Failed to load test')
        if (e.status === 404) {
          console.error(`${failText}:`, reasonOf(e));
          return failed(failText);
        }
      }
      console.error(`${failText}:`, reasonOf(e));
      return err(NOT_LOADED);
    }
    const { responseTxt, message } = envelopeOf(body);
    const marked = markerResult(responseTxt, message);
    if (marked) return marked;

    const { raw, courseId, guestDelivery: delivery } = pick(body);
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
    const guestDelivery = guestDeliveryOf(delivery);
    return ok({
      test: parsed.test,
      ...(testSession !== undefined && { testSession }),
      ...(guestCourse !== undefined && { courseId: guestCourse }),
      ...(guestDelivery !== undefined && { guestDelivery }),
    });
  }
}

const isSuccess = (body: unknown) => envelopeOf(body).responseTxt === 'success';

const reasonOf = (e: unknown): string => (isApiFailure(e) ? `${e.status} ${e.message}` : e instanceof Error ? e.message : String(e));
