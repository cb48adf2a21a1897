// The wire form of an answer (the response per question; multi-select answers deduplicated):
// QuestionResponse <-> the `studentResponse` string sent in /testsubmit, /teststop and the adaptive call,
// and read back from stored questions (resume, review).
//
//   single      'B'                      values = [id]
//   multi       'A~C'                    ids joined with '~', de-duplicated case-insensitively
//   text        '42'                     values = [text]
//   subjective  'text##file.png##https://…/file.png'   (text####  when there is no image)
//
// Pure; usable by the browser and the Node server alike.
// Law: decode(kind, encode(kind, r)) deep-equals normaliseResponse(kind, r) for every r, and
// normaliseResponse is idempotent (tests/domain/test-engine/responses.test.ts, property based).
import { EMPTY_RESPONSE, isEmptyResponse, type QuestionResponse } from './question-response';
import type { QuestionKind } from './test-data';

/** Joins the ids of a multi-select answer (objective multi-values are joined with ~). */
export const MULTI_SEPARATOR = '~';

/**
 * Separates text, file name and url of a subjective answer: `${text}##${fileName}##${url}`.
 * Decoding splits at the LAST two separators, so the student's text may itself contain '##' (or any '#').
 * The file name and url may not: normalisation collapses their runs of '#' to one '#', drops leading '#' and
 * blanks, and trims their end (server file names and upload urls have none of these in practice).
 * Without an image the form is `${text}####`; an empty answer is ''.
 * A stored string with no separator at all is read as text only; with one, as text and file name.
 */
export const SUBJECTIVE_SEPARATOR = '##';

const isBlank = (s: string): boolean => s.trim() === '';

const response = (values: readonly string[], fileName = '', url = ''): QuestionResponse =>
  values.length === 0 && fileName === '' && url === '' ? EMPTY_RESPONSE : { values, fileName, url };

/** Multi-select ids: split on '~', trimmed, empty parts dropped, de-duplicated case-insensitively (first spelling kept). */
export const normaliseMultiIds = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values.flatMap((v) => v.split(MULTI_SEPARATOR))) {
    const id = raw.trim();
    const key = id.toLowerCase();
    if (id === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
};

/** Non-blank parts joined by a single space ('' when there is none). */
const joinedText = (values: readonly string[]): string => values.filter((v) => !isBlank(v)).join(' ');

/** File name / url of a subjective image, made safe for the '##' encoding (see SUBJECTIVE_SEPARATOR). */
const safeAttachment = (s: string): string => s.replace(/#+/g, '#').replace(/^[#\s]+/, '').trimEnd();

/**
 * The canonical form of an answer for a question kind:
 * - single: the first non-blank value, trimmed (or no value);
 * - multi: see normaliseMultiIds;
 * - text: the non-blank values joined by a space, untrimmed (scoring trims), or no value when blank;
 * - subjective: the non-blank text parts joined by a space as the one value, plus the image's fileName/url.
 * fileName/url are kept for subjective questions only. An empty result is EMPTY_RESPONSE.
 */
export const normaliseResponse = (kind: QuestionKind, r: QuestionResponse): QuestionResponse => {
  switch (kind) {
    case 'single': {
      const id = r.values.find((v) => !isBlank(v));
      return response(id === undefined ? [] : [id.trim()]);
    }
    case 'multi':
      return response(normaliseMultiIds(r.values));
    case 'text': {
      const text = joinedText(r.values);
      return response(text === '' ? [] : [text]);
    }
    case 'subjective': {
      const text = joinedText(r.values);
      return response(text === '' ? [] : [text], safeAttachment(r.fileName), safeAttachment(r.url));
    }
  }
};

/** The `studentResponse` string of an answer ('' for an empty objective/text answer). Normalises first. */
export const encodeResponse = (kind: QuestionKind, r: QuestionResponse): string => {
  const n = normaliseResponse(kind, r);
  switch (kind) {
    case 'single':
    case 'text':
      return n.values[0] ?? '';
    case 'multi':
      return n.values.join(MULTI_SEPARATOR);
    case 'subjective':
      // An unanswered question sends '' like every other kind, not a bare '####'.
      return isEmptyResponse(n) ? '' : [n.values[0] ?? '', n.fileName, n.url].join(SUBJECTIVE_SEPARATOR);
  }
};

/** Reads a `studentResponse` string back; the result is normalised ('' gives EMPTY_RESPONSE). */
export const decodeResponse = (kind: QuestionKind, wire: string): QuestionResponse => {
  if (kind !== 'subjective') return normaliseResponse(kind, response(wire === '' ? [] : [wire]));
  const last = wire.lastIndexOf(SUBJECTIVE_SEPARATOR);
  if (last < 0) return normaliseResponse(kind, response([wire]));
  const url = wire.slice(last + SUBJECTIVE_SEPARATOR.length);
  const head = wire.slice(0, last);
  const middle = head.lastIndexOf(SUBJECTIVE_SEPARATOR);
  // one separator only: 'text##file'
  if (middle < 0) return normaliseResponse(kind, response([head], url));
  return normaliseResponse(kind, response([head.slice(0, middle)], head.slice(middle + SUBJECTIVE_SEPARATOR.length), url));
};
