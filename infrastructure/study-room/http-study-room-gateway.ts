// StudyRoomGateway over the shared HTTP client (docs/api.md "Study room"). Every call is authenticated and not made
// without the ids it needs (unavailable); a refusal the server names with an error status below 500 (403 forbidden,
// validity_expired, limit_exceeded, 404 not_found) is refused with that code (infrastructure/http/call-result.ts).
// Every reply is validated with zod/mini: a malformed one is a fault. In particular the file addresses of an opened
// item must be the API's own relative paths ('/api/...') or '': anything else (another origin, 'javascript:', a
// protocol-relative '//host') is a fault, never handed to a <video>, <track> or document viewer.
// zod/mini: this module loads with the study room's lazy chunk.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { StudyRoomGateway } from '../../application/study-room/ports';
import type { RunningTest } from '../../domain/exam-room/running-test';
import {
  CONTENT_TYPES, NO_CONTENT_LIMIT, type ContentItem, type ContentLimit, type ContentLink, type ContentType,
  type OpenedContent, type TopicContent,
} from '../../domain/study-room/content';
import type { TestOption } from '../../domain/study-room/self-test';
import type { TopicProgress } from '../../domain/study-room/topic-progress';
import type { Result } from '../../domain/shared/result';
import { objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, outcomeReply, replyOf, sessionId, text } from '../http/reply-schemas';

/** A finite number, also as a numeric string ('12', '-0.25'). */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
).check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const id = numeric.check(z.refine((n) => Number.isSafeInteger(n) && n > 0, 'not an id'));
const count = numeric.check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, 'not a count'));

const isContentType = (t: string): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t);
const contentType = z.enum(CONTENT_TYPES);

export const contentItemSchema = z.object({
  id,
  contentTitle: z.string(),
  contentType,
  language: text,
  topicId: id,
  topicName: text,
}) satisfies z.ZodMiniType<ContentItem, unknown>;

/** An item of a type the app does not know (a new type on the server): dropped from the list, not a fault, so the
 *  items the app can open still show. Its other fields are not read. An item of a known type must be well formed. */
const otherTypeItem = z.pipe(
  z.object({ contentType: z.string().check(z.refine((t) => !isContentType(t), 'a known content type')) }),
  z.transform((): null => null),
);

const contentList = z.pipe(
  listOf(z.union([contentItemSchema, otherTypeItem])),
  z.transform((items): ContentItem[] => items.filter((i): i is ContentItem => i !== null)),
);

/** A limit: a count, or null (or left out) for no limit. */
const limit = z.pipe(z.nullish(count), z.transform((v) => v ?? null));

export const contentLimitSchema = z.pipe(
  z.nullish(z.object({ pdfMax: limit, pptMax: limit, videoMax: limit, textMax: limit })),
  z.transform((v): ContentLimit => v ?? { ...NO_CONTENT_LIMIT }),
) satisfies z.ZodMiniType<ContentLimit, unknown>;

export const topicContentSchema = z.pipe(
  z.object({ list: contentList, contentLimit: contentLimitSchema, counted: listOf(id) }),
  z.transform((v): TopicContent => ({ items: v.list, limit: v.contentLimit, counted: v.counted })),
);

/** A heading of a Text item: tag h1..h6 (read in lower case). */
const linkSchema = z.object({
  tag: z.pipe(z.string().check(z.regex(/^[hH][1-6]$/)), z.transform((t) => t.toLowerCase())),
  id: z.string(),
  title: text,
}) satisfies z.ZodMiniType<ContentLink, unknown>;

/** The API's own files are served under /api/ (docs/api.md GET /study-files/{id}/{kind}). */
export const API_FILE_PREFIX = '/api/';

/**
 * A file address the app may load: '' (none), or a same-origin path under /api/ made only of URL characters, with
 * no backslash, no '..' segment and no '//' (which a browser could read as another host or another path).
 */
export const isApiFileUrl = (url: string): boolean => {
  if (url === '') return true;
  if (!url.startsWith(API_FILE_PREFIX)) return false;
  if (!/^[A-Za-z0-9\-._~/?#[\]@!$&'()*+,;=%]*$/.test(url)) return false;
  const path = url.split(/[?#]/, 1)[0]!;
  return !path.includes('//') && !path.split('/').some((segment) => segment === '..' || segment === '.')
    && !/%2e%2e|%2f|%5c/i.test(path);
};

const fileUrl = text.check(z.refine(isApiFileUrl, 'not a path under /api/'));

export const openedContentSchema = z.object({
  id,
  contentTitle: z.string(),
  contentType,
  language: text,
  topicId: id,
  topicName: text,
  description: text,
  links: listOf(linkSchema),
  contentUrl: fileUrl,
  captionsUrl: fileUrl,
  posterUrl: fileUrl,
}) satisfies z.ZodMiniType<OpenedContent, unknown>;

export const testOptionSchema = z.object({
  examType: z.string().check(z.trim(), z.minLength(1)),
  totalQuestions: count,
  totalQuestionsKwd: z.pipe(z.nullish(count), z.transform((v) => v ?? 0)),
  duration: count,
  marksCorrectAns: numeric,
  marksIncorrectAns: numeric,
  marksNotAnswer: numeric,
  questionTypeList: listOf(z.string()),
}) satisfies z.ZodMiniType<TestOption, unknown>;

/** A percentage 0..100, or null when no self test was taken. */
const percentage = z.pipe(
  z.nullish(numeric.check(z.refine((n) => n >= 0 && n <= 100, 'not a percentage'))),
  z.transform((v) => v ?? null),
);
/** The 4 score bands of domain/reports/bands.ts, or '' (not taken). */
const barColor = z.pipe(z.nullish(z.enum(['green', 'yellow', 'orange', 'red', ''])), z.transform((v) => v ?? ''));

export const topicProgressSchema = z.object({
  topicId: id,
  topicName: text,
  percentage,
  barColor,
}) satisfies z.ZodMiniType<TopicProgress, unknown>;

const runningTestSchema = z.object({
  testName: text,
  testMode: text,
  testSession: sessionId,
  testType: id,
  testId: z.pipe(z.nullish(numeric), z.transform((v) => v ?? 0)),
}) satisfies z.ZodMiniType<RunningTest, unknown>;

const contentReply = replyOf(topicContentSchema);
const optionsReply = replyOf(listOf(testOptionSchema));
const progressReply = replyOf(listOf(topicProgressSchema));
/** success carries the running session (or null); any other reply code (no_running_test) means none. */
const runningReply = z.pipe(
  outcomeReply(z.pipe(z.nullish(runningTestSchema), z.transform((v) => v ?? null))),
  z.transform((r) => ({ ...r, obj: r.obj ?? null })),
);
const createdReply = replyOf(z.pipe(z.object({ testSession: sessionId }), z.transform((v) => v.testSession)));

@injectable()
export class HttpStudyRoomGateway implements StudyRoomGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  content(templateId: number, topicId: number, searchQuery?: string): Promise<Result<TopicContent>> {
    const query = { templateId, searchFlag: 'Topic', topicId, searchQuery: searchQuery || undefined };
    return objOf(this.http.request('get', '/syllabus/v2', { query, required: ['templateId', 'topicId'], schema: contentReply }));
  }

  /** The opened item must be the one asked for (another id is a malformed reply). */
  openContent(templateId: number, contentId: number): Promise<Result<OpenedContent>> {
    const schema = replyOf(openedContentSchema.check(z.refine((c) => c.id === contentId, 'not the item asked for')));
    const query = { id: contentId, templateId };
    return objOf(this.http.request('get', '/smartlearning-details', { query, required: ['id', 'templateId'], schema }));
  }

  selfTestOptions(templateId: number): Promise<Result<TestOption[]>> {
    return objOf(this.http.request('get', '/selftestformoptions', { query: { templateId }, required: ['templateId'], schema: optionsReply }));
  }

  topicProgress(templateId: number, testMode: 'beginner' | 'advance'): Promise<Result<TopicProgress[]>> {
    const query = { templateId, testMode };
    return objOf(this.http.request('get', '/self-test-progress', { query, required: ['templateId', 'testMode'], schema: progressReply }));
  }

  runningAdaptive(templateId: number, topicId: number): Promise<Result<RunningTest | null>> {
    const query = { templateId, testMode: 'adaptive', testId: topicId };
    return objOf(this.http.request('get', '/testcurrentrunning', { query, required: ['templateId', 'testId'], schema: runningReply }));
  }

  createAdaptive(templateId: number, courseId: number, topicId: number): Promise<Result<string>> {
    const query = { templateId, courseId, topicId };
    return objOf(this.http.request('get', '/adaptive-create-test', { query, required: ['templateId', 'courseId', 'topicId'], schema: createdReply }));
  }
}
