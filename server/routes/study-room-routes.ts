// The study room (docs/api.md "Study room"): a topic's study content and the course's limits (/syllabus/v2), opening an
// item under the content-opening rule (/smartlearning-details, server/study-room/opening-gate.ts), the item's files
// behind short-lived signed URLs (/study-files/{id}/{kind}, server/study-room/signed-urls.ts), the rings of the last
// self tests (/last-self-test-percentage, /self-test-progress) and the self-test options (/selftestformoptions).
// Every call but the files needs the session; a template must be one of the student's courses (403) and a topic or
// item outside that course's tree is 404. Limits per student: server/study-room/study-room-limits.ts.
import { Hono, type Context } from 'hono';
import { join } from 'node:path';
import { z } from 'zod';
import type { ContentItem, ContentType, OpenedContent } from '../../domain/study-room/content';
import { DEFAULT_TEST_OPTION, type TestOption } from '../../domain/study-room/self-test';
import { progressOf, type TopicProgress } from '../../domain/study-room/topic-progress';
import { isSelfTest } from '../../domain/shared/test-type';
import { questionKind } from '../../domain/test-engine/test-data';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { CONTENT_LIMIT_EXCEEDED, LINK_EXPIRED, NO_SUCH_TOPIC, validityExpiredMessage } from '../http/messages';
import { forbidden, HttpError, reply } from '../http/reply';
import { optional, optionalText, parseInput, positiveId, queryOf, text, typeError } from '../http/validation';
import { deletionPending } from '../repositories/student-repository';
import type { StudyItem } from '../repositories/study-content-repository';
import type { Rule } from '../security/throttle';
import { openItem } from '../study-room/opening-gate';
import { newSecret } from '../security/hmac-key';
import { STUDY_FILE_KINDS, STUDY_FILES_SECRET, studyFileSigner, type StudyFileKind } from '../study-room/signed-urls';
import { STUDY_CONTENT_PER_STUDENT, STUDY_PROGRESS_PER_STUDENT, TOO_MANY_STUDY_REQUESTS } from '../study-room/study-room-limits';
import { headingsOf } from '../study-room/text-headings';
import { ownCourseByTemplate } from '../test-delivery/access';
import { ALL_TYPES } from '../test-delivery/question-bank-types';
import { defaultMediaDir, fileIn, MEDIA_TYPES, sendFile } from './media-routes';

export const NO_SUCH_CONTENT = 'No such content in this course';
const NO_SUCH_FILE = 'No such file';

/** A stored study file's name: lower-case letters, digits and single hyphens, .pdf or .webm (nothing else reaches the disk). */
const STUDY_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(pdf|webm)$/;
const MAX_NAME = 100;

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : message) }));

const testMode = () => lowerEnum(['beginner', 'advance'] as const, "must be 'beginner' or 'advance'");

const syllabusQuery = z.object({
  templateId: positiveId(),
  searchFlag: optional(z.string().trim().refine((v) => v.toLowerCase() === 'topic', "must be 'Topic'")),
  topicId: positiveId(),
  searchQuery: optionalText(300),
});
const detailsQuery = z.object({ id: positiveId(), templateId: positiveId() });
const fileParams = z.object({
  id: positiveId(),
  kind: z.enum(STUDY_FILE_KINDS, { error: 'must be file, captions or poster' }),
});
const fileQuery = z.object({
  sid: positiveId(),
  exp: z.string({ error: typeError('a time') }).trim().regex(/^\d{1,12}$/, 'must be a time in seconds').transform(Number),
  sig: z.string({ error: typeError('a signature') }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});
const percentageQuery = z.object({
  templateId: positiveId(),
  testType: optional(positiveId().refine(isSelfTest, 'must be 1')),
  testMode: testMode(),
  topicId: optional(positiveId()),
  topicName: optional(text(300)),
}).refine((q) => q.topicId !== undefined || q.topicName !== undefined, { path: ['topicId'], message: 'is required (or topicName)' });
const progressQuery = z.object({ templateId: positiveId(), testMode: testMode() });
const optionsQuery = z.object({ templateId: positiveId() });

/** The study routes; the files are read from `{mediaDir}/study` (tests point it elsewhere). */
export function studyRoomRoutes(deps: AppDeps, mediaDir: string = defaultMediaDir()): Hono<AuthEnv> {
  const { auth, bank, studyContents, serverSecrets, students, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();
  const studyDir = join(mediaDir, 'study');
  const signer = studyFileSigner(() => serverSecrets.secret(STUDY_FILES_SECRET, newSecret));

  /** 429 unless one more request of the student fits the rules; records it when it does. */
  const limit = (c: Context<AuthEnv>, rules: readonly Rule[]): Promise<void> =>
    throttle.limit(rules, String(c.var.session.studentId), now(), TOO_MANY_STUDY_REQUESTS);

  /** The topics of the template's trees, in tree order (each subject, then its topics depth first). */
  const treeOrder = async (templateId: number): Promise<number[]> => {
    const order: number[] = [];
    for (const root of await bank.treeOf(templateId)) order.push(...await bank.subtree(root.topicId));
    return order;
  };

  const topicName = async (topicId: number): Promise<string> => (await bank.topic(topicId))?.name ?? '';

  const contentItem = async (i: StudyItem): Promise<ContentItem> => ({
    id: i.id, contentTitle: i.title, contentType: i.contentType, language: i.language, topicId: i.topicId, topicName: await topicName(i.topicId),
  });

  /** The first topic of the template's trees (tree order) with this name (trimmed, any case), or undefined. */
  const topicNamed = async (templateId: number, name: string): Promise<number | undefined> => {
    for (const t of await treeOrder(templateId)) if ((await topicName(t)).trim().toLowerCase() === name.toLowerCase()) return t;
    return undefined;
  };

  /** The topic names of these ids (each read once). */
  const topicNames = async (ids: Iterable<number>): Promise<Map<number, string>> => {
    const names = new Map<number, string>();
    for (const id of ids) if (!names.has(id)) names.set(id, await topicName(id));
    return names;
  };

  routes.get('/syllabus/v2', auth, async (c) => {
    await limit(c, STUDY_CONTENT_PER_STUDENT);
    const q = queryOf(c, syllabusQuery);
    const { studentId } = c.var.session;
    const course = await ownCourseByTemplate(deps, studentId, q.templateId);
    if (!await bank.topic(q.topicId) || !await bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const search = q.searchQuery.toLowerCase();
    const items = (await studyContents.itemsOf(await bank.subtree(q.topicId)))
      .filter((i) => search === '' || i.title.toLowerCase().includes(search));
    const names = await topicNames(items.map((i) => i.topicId));
    const list: ContentItem[] = items.map((i) => ({
      id: i.id, contentTitle: i.title, contentType: i.contentType, language: i.language, topicId: i.topicId, topicName: names.get(i.topicId) ?? '',
    }));
    const opened = new Set((await studyContents.openedIn(studentId, course.courseId)).map((o) => o.contentId));
    return reply(c, 'success', {
      list,
      contentLimit: await studyContents.limitOf(course.courseId, course.packTypeTitle),
      counted: list.filter((i) => opened.has(i.id)).map((i) => i.id),
    });
  });

  routes.get('/smartlearning-details', auth, async (c) => {
    await limit(c, STUDY_CONTENT_PER_STUDENT);
    const q = queryOf(c, detailsQuery);
    const { studentId } = c.var.session;
    const course = await ownCourseByTemplate(deps, studentId, q.templateId);
    const item = await studyContents.item(q.id);
    if (!item || !await bank.inTemplate(q.templateId, item.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_CONTENT);
    const decision = await openItem(deps, studentId, course, item);
    if (decision.kind === 'validity-expired') throw new HttpError(403, 'validity_expired', validityExpiredMessage(course.organisationName));
    if (decision.kind === 'limit-exceeded') throw new HttpError(403, 'limit_exceeded', CONTENT_LIMIT_EXCEEDED);

    const at = now();
    const url = async (kind: StudyFileKind) => (item.file === '' ? '' : signer.url(studentId, item.id, kind, at));
    const text = item.contentType === 'Text' ? headingsOf(item.html) : { html: '', links: [] };
    const opened: OpenedContent = {
      ...await contentItem(item),
      description: text.html,
      links: text.links,
      contentUrl: item.contentType === 'Text' ? '' : await url('file'),
      captionsUrl: item.contentType === 'Video' ? await url('captions') : '',
      posterUrl: item.contentType === 'Video' ? await url('poster') : '',
    };
    return reply(c, 'success', opened);
  });

  /** The stored name of an item's file of a kind, or undefined when the item has no such file. */
  const fileNameOf = (item: { contentType: ContentType; file: string }, kind: StudyFileKind): string | undefined => {
    const m = item.file.length <= MAX_NAME ? STUDY_FILE.exec(item.file) : null;
    if (!m) return undefined;
    const video = item.contentType === 'Video' && m[1] === 'webm';
    const document = item.contentType !== 'Video' && item.contentType !== 'Text' && m[1] === 'pdf';
    if (kind === 'file') return video || document ? item.file : undefined;
    if (!video) return undefined;
    return item.file.replace(/\.webm$/, kind === 'captions' ? '.vtt' : '.jpg');
  };

  // no session: the signature is the permission (a <video> or a worker cannot send the headers)
  routes.on(['GET', 'HEAD'], '/study-files/:id/:kind', async (c) => {
    const { id, kind } = parseInput(fileParams, c.req.param());
    const q = queryOf(c, fileQuery);
    if (!await signer.verify({ studentId: q.sid, contentId: id, kind, expires: q.exp }, q.sig, now())) throw forbidden(LINK_EXPIRED);
    const student = await students.findById(q.sid);
    if (!student || deletionPending(student)) throw forbidden(LINK_EXPIRED);
    const item = await studyContents.item(id);
    const name = item && fileNameOf(item, kind);
    const file = name ? await fileIn(studyDir, name) : undefined;
    if (!name || !file) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    return sendFile(c, file, {
      'Content-Type': MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1)],
      'Content-Disposition': 'inline',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.get('/last-self-test-percentage', auth, async (c) => {
    await limit(c, STUDY_PROGRESS_PER_STUDENT);
    const q = queryOf(c, percentageQuery);
    const { studentId } = c.var.session;
    await ownCourseByTemplate(deps, studentId, q.templateId);
    const topicId = q.topicId ?? await topicNamed(q.templateId, q.topicName ?? '');
    if (topicId === undefined || !await bank.topic(topicId) || !await bank.inTemplate(q.templateId, topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const last = await studyContents.lastSelfTest(studentId, q.templateId, topicId, q.testMode);
    return reply(c, 'success', last ? progressOf(last.marksObtained, last.fullMarks) : { percentage: null, barColor: '' });
  });

  routes.get('/self-test-progress', auth, async (c) => {
    await limit(c, STUDY_PROGRESS_PER_STUDENT);
    const q = queryOf(c, progressQuery);
    const { studentId } = c.var.session;
    await ownCourseByTemplate(deps, studentId, q.templateId);
    const order = new Map((await treeOrder(q.templateId)).map((id, i) => [id, i]));
    const scores = (await studyContents.lastSelfTests(studentId, q.templateId, q.testMode))
      .filter((s) => order.has(s.topicId))
      .sort((a, b) => (order.get(a.topicId) ?? 0) - (order.get(b.topicId) ?? 0));
    const names = await topicNames(scores.map((s) => s.topicId));
    const list: TopicProgress[] = scores
      .map((s) => ({ topicId: s.topicId, topicName: names.get(s.topicId) ?? '', ...progressOf(s.marksObtained, s.fullMarks) }));
    return reply(c, 'success', list);
  });

  routes.get('/selftestformoptions', auth, async (c) => {
    await limit(c, STUDY_PROGRESS_PER_STUDENT);
    const q = queryOf(c, optionsQuery);
    await ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    const inBank = await studyContents.questionTypesOf(await treeOrder(q.templateId));
    const typesOf = (examType: string): string[] =>
      ALL_TYPES.filter((t) => inBank.has(t) && (questionKind(t) === 'subjective') === (examType === 'subjective'));
    const rows = await studyContents.selfTestOptions(q.templateId);
    // a template without options offers the spec's default (objective, 20 questions, 60 minutes, +1 / -0.25 / 0)
    const options: TestOption[] = rows.length === 0
      ? [{ ...DEFAULT_TEST_OPTION, questionTypeList: typesOf(DEFAULT_TEST_OPTION.examType) }]
      : rows.map((r) => ({
          examType: r.examType,
          totalQuestions: r.totalQuestions,
          totalQuestionsKwd: r.totalQuestionsKwd,
          duration: r.duration,
          marksCorrectAns: r.marksCorrect,
          // penalties are negative on the wire, however they were stored
          marksIncorrectAns: -Math.abs(r.marksIncorrect),
          marksNotAnswer: -Math.abs(r.marksNotAnswer),
          questionTypeList: typesOf(r.examType),
        }));
    return reply(c, 'success', options);
  });

  return routes;
}
