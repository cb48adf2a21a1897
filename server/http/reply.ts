import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { acceptedEncodings, bytesOf, compressText, type Effort } from './content-coding';

/** Every reply of the API (docs/api.md). */
export interface Envelope<T> {
  responseTxt: string;
  message: string;
  obj: T;
}

export const envelope = <T>(responseTxt: string, message: string, obj: T): Envelope<T> => ({ responseTxt, message, obj });

/** The API's reply envelope (a large body compressed: sendJson). */
export const reply = <T>(c: Context, responseTxt: string, obj: T, message = 'Success', status: ContentfulStatusCode = 200) =>
  sendJson(c, envelope(responseTxt, message, obj), status);

/**
 * Bodies from this many characters of JSON are compressed when the request accepts it: a resumed 200-question test
 * (190 KB), a review with its explanations, the reports. Smaller ones go plain: compressing them saves a student less
 * than a round trip and costs the server more than the write.
 */
export const COMPRESS_FROM = 16 * 1024;
/** Fast settings, per reply, in zlib's thread pool (off the event loop): the 200-question test's 192 KB of JSON took
 *  1.1 ms at brotli 4 (14.5 KB) and 1.1 ms at gzip 6 (14.8 KB) in a loop here (brotli 5: 12.4 KB, 1.6 ms). */
const EFFORT: Effort = { br: 4, gzip: 6 };

/**
 * `body` as JSON (what c.json sends), brotli or gzip compressed when it is at least COMPRESS_FROM characters and the
 * request accepts one (`Vary: Accept-Encoding` on every reply that size). A failed compression sends it plain.
 */
export function sendJson(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response | Promise<Response> {
  const json = JSON.stringify(body);
  if (json.length < COMPRESS_FROM) return c.body(json, status, { 'Content-Type': 'application/json' });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
  if (!encoding) return c.body(json, status, headers);
  return compressText(encoding.name, Buffer.from(json, 'utf8'), EFFORT).then(
    (packed) => c.body(bytesOf(packed), status, { ...headers, 'Content-Encoding': encoding.name }),
    () => c.body(json, status, headers),
  );
}

/** Thrown anywhere in a request; the app's error handler turns it into the envelope with obj null. */
export class HttpError extends Error {
  constructor(readonly status: ContentfulStatusCode, readonly responseTxt: string, message: string,
    /** extra reply headers, e.g. Retry-After on 429 */
    readonly headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'HttpError';
  }
}

export const validationError = (message: string) => new HttpError(400, 'validation_error', message);

/** 403: an id of another student (or a course, class or account that is not the student's own). */
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

export const invalidToken = () => new HttpError(401, 'invalidToken', 'invalidToken');

export const INTERNAL_ERROR = envelope('internal_error', 'Something went wrong', null);
