import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every reply of the API (docs/api.md). */
export interface Envelope<T> {
  responseTxt: string;
  message: string;
  obj: T;
}

export const envelope = <T>(responseTxt: string, message: string, obj: T): Envelope<T> => ({ responseTxt, message, obj });

export const reply = <T>(c: Context, responseTxt: string, obj: T, message = 'Success', status: ContentfulStatusCode = 200) =>
  c.json(envelope(responseTxt, message, obj), status);

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
