import type { Context } from 'hono';
import { z } from 'zod';
import { formOfEntries, multipartTextForm } from './multipart-text';
import { validationError } from './reply';

/** The error of a missing or mistyped field: 'is required', else 'must be <what>'. */
export const typeError = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

/** A required text field, trimmed, 1..max characters. */
export const text = (max: number) =>
  z.string({ error: typeError('text') }).trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

/** A secret: not trimmed. */
export const secret = (min: number, max = 200) =>
  z.string({ error: typeError('text') })
    .min(min, min > 1 ? `must be at least ${min} characters` : 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const digits = (count: number) =>
  z.string({ error: typeError('text') }).trim().regex(new RegExp(`^\\d{${count}}$`), `must be exactly ${count} digits`);

export const integer = () =>
  z.string({ error: typeError('an integer') }).trim().regex(/^-?\d{1,9}$/, 'must be an integer').transform(Number);

/** A database id: a positive integer. */
export const positiveId = () => integer().refine((n) => n > 0, 'must be a positive integer');

/** '0' or '1', as a form sends a yes/no field. */
export const zeroOrOne = () => z.enum(['0', '1'], { error: 'must be 0 or 1' });

/** An optional field: missing, or blank after trimming, is undefined; anything else must pass `schema`. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());

/** An optional free text, trimmed, at most max characters; '' when missing. */
export const optionalText = (max: number) =>
  z.string({ error: typeError('text') }).trim().max(max, `must be at most ${max} characters`).optional().transform((v) => v ?? '');

export const MOBILE_PATTERN = /^\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A urlencoded body as field -> value, as Hono's parseBody reads it (the last value of a repeated field, a list for a
 * field named with []), without the web Request and Response parseBody builds to get there.
 */
export const urlEncodedForm = (body: string): Record<string, string | string[]> => formOfEntries(new URLSearchParams(body));

/** The body of a form post as field -> value. Accepts urlencoded, multipart and (for JSON clients) JSON objects,
 *  whose scalar values are read as text, as a form would send them. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
      return Object.fromEntries(Object.entries(body).map(([k, v]) =>
        [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]));
    }
    if (type.startsWith('application/x-www-form-urlencoded')) return urlEncodedForm(await c.req.text());
    if (type.startsWith('multipart/form-data')) {
      // the app's forms (text fields) read from the bytes; files and anything unusual by parseBody, which reuses the bytes read
      const form = multipartTextForm(new Uint8Array(await c.req.arrayBuffer()), c.req.header('content-type') ?? '');
      return form ?? await c.req.parseBody();
    }
  } catch {
    throw validationError('body is not a well-formed form');
  }
  return {};
}

/** Parses input or throws 400 validation_error naming the first bad field, e.g. "userId is required". */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  throw validationError(`${field} ${issue.message}`);
}

export const formOf = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  parseInput(schema, await readForm(c));

export const queryOf = <S extends z.ZodType>(c: Context, schema: S): z.output<S> => parseInput(schema, c.req.query());
