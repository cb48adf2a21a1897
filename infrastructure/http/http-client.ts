// The single HTTP wrapper: every server call goes through request().
// - get, post, put, delete; any other method is logged and returns undefined.
// - success: { data, status, message } with message defaulting to 'Success'.
// - failure: throws ApiFailure { success: false, data: null, status, message }, message = the reply's
//   message, else the error's message, else 'Something went wrong'; a reply that asks to wait (Retry-After in
//   seconds, e.g. a 429) adds the wait as retryAfterSeconds.
// - authenticated calls send loginId, token, device=web from the stored student; a call missing its
//   credentials or a needed id is not made and throws ApiFailure with skipped: true, status 0.
// - a reply whose responseTxt or message is 'invalidToken' (any status) calls onInvalidToken().
// - replies are validated with zod; a malformed reply is an ApiFailure 'Something went wrong' (its problems logged).
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { StudentStorage } from '../../application/account/ports';
import type { ApiFailure, ApiSuccess } from './envelope';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
const METHODS: readonly string[] = ['get', 'post', 'put', 'delete'];

import { GENERIC_FAILURE } from '../../application/shared/shared-messages';

/** the failure message of a call that gave no usable answer */
export const GENERIC_ERROR = GENERIC_FAILURE;
export const UNSUPPORTED_METHOD = 'Unsupported HTTP method passed as argument!';
export const DEVICE = 'web';

type Scalar = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** validates the parsed JSON body of a successful reply; its output becomes data */
  /** any zod 4 schema, classic or mini (validated with the shared core's safeParse) */
  schema: $ZodType<T>;
  /** send loginId, token and device headers; the call is skipped without them (default true) */
  auth?: boolean;
  query?: Record<string, Scalar>;
  /** sent as FormData (multipart); Blob values are sent as files */
  form?: Record<string, Scalar | Blob>;
  /** sent as JSON */
  json?: unknown;
  /** keys of query/form that must be present and non-empty, else the call is skipped */
  required?: readonly string[];
}

export interface HttpClientDeps {
  /** API base, e.g. '/api' or 'https://host/api' */
  apiBase: string;
  fetchImpl: typeof fetch;
  students: Pick<StudentStorage, 'load'>;
  /** called on an invalidToken reply (clears stored data, leaves for /student/logout) */
  onInvalidToken: () => void;
}

/** What a failed call throws: an ApiFailure, with the wait in whole seconds when the reply asked for one. */
export type HttpFailure = ApiFailure & { retryAfterSeconds?: number };

const failure = (status: number, message: string, extra: Partial<HttpFailure> = {}): HttpFailure =>
  ({ success: false, data: null, status, message, ...extra });

/** Retry-After as delta-seconds (what the reference API sends); an HTTP date or anything else is ignored. */
const retryAfterOf = (response: Response): Partial<HttpFailure> => {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d+$/.test(value) ? { retryAfterSeconds: Number(value) } : {};
};

const isMissing = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

const errorMessageOf = (e: unknown): string | undefined => (e instanceof Error ? textOf(e.message) : undefined);

export class HttpClient {
  constructor(private readonly deps: HttpClientDeps) {}

  request<T>(method: HttpMethod, path: string, opts: RequestOptions<T>): Promise<ApiSuccess<T>>;
  request<T>(method: string, path: string, opts: RequestOptions<T>): Promise<ApiSuccess<T> | undefined>;
  async request<T>(method: string, path: string, opts: RequestOptions<T>): Promise<ApiSuccess<T> | undefined> {
    const verb = method.toLowerCase();
    if (!METHODS.includes(verb)) {
      console.error(UNSUPPORTED_METHOD);
      return undefined;
    }

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.auth ?? true) {
      const student = this.deps.students.load();
      if (!student || isMissing(student.loginId) || isMissing(student.token)) {
        throw failure(0, GENERIC_ERROR, { skipped: true });
      }
      Object.assign(headers, { loginId: student.loginId, token: student.token, device: DEVICE });
    }
    const params = { ...opts.query, ...opts.form };
    if (opts.required?.some((key) => isMissing(params[key]))) throw failure(0, GENERIC_ERROR, { skipped: true });

    let body: BodyInit | undefined;
    if (opts.form) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(opts.form)) {
        if (v === undefined || v === null) continue;
        if (v instanceof Blob) fd.append(k, v);
        else fd.append(k, String(v));
      }
      body = fd;
    } else if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }

    let response: Response;
    try {
      response = await this.deps.fetchImpl(this.url(path, opts.query), { method: verb.toUpperCase(), headers, body });
    } catch (e) {
      throw failure(0, errorMessageOf(e) ?? GENERIC_ERROR);
    }

    const parsed = await readJson(response);
    const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
    const responseTxt = textOf(envelope.responseTxt);
    const message = textOf(envelope.message);

    if (responseTxt === 'invalidToken' || message === 'invalidToken') {
      this.deps.onInvalidToken();
      throw failure(response.status, 'invalidToken', { responseTxt });
    }
    if (!response.ok) {
      throw failure(response.status, message ?? GENERIC_ERROR, { ...(responseTxt ? { responseTxt } : {}), ...retryAfterOf(response) });
    }

    const result = safeParse(opts.schema, parsed);
    if (!result.success) {
      console.error(`Malformed reply from ${verb.toUpperCase()} ${path}:`, result.error.issues);
      throw failure(response.status, GENERIC_ERROR);
    }
    return { data: result.data, status: response.status, message: message ?? 'Success' };
  }

  private url(path: string, query: RequestOptions<unknown>['query']): string {
    const base = this.deps.apiBase.replace(/\/+$/, '');
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.append(k, String(v));
    const search = qs.toString();
    return `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }
}

/** The body as JSON, or undefined when it is empty or not JSON (then the schema rejects it). */
const readJson = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};
