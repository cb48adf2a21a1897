/** @jest-environment node */
// docs/api.md "Study room": the content of a topic's subtree with the course's limits and the items already counted;
// opening an item under the content-opening rule, enforced by the server (renew opens only videos, per-type limits of
// the pack, an item counted once per course); the signed URLs of the files (HMAC, 2 hours, byte ranges); the rings of
// the last self tests, scored by the server from the bank's keys; the self-test options. The fixtures (items, limits,
// options, files) are written here; the seeded study content, if any, is cleared first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStopTestForm, buildSubmitAnsDetails } from '../../domain/test-engine/payloads';
import type { TestData } from '../../domain/test-engine/test-data';
import { createApp } from '../../server/app';
import type { WireStudent } from '../../server/http/wire-types';
import { AttemptRepository } from '../../server/repositories/attempt-repository';
import { LINK_VALIDITY_MS } from '../../server/study-room/signed-urls';
import { headingsOf } from '../../server/study-room/text-headings';
import { answerFor, course, JEE, newSubmissionId, parsedTest, progressOf, query } from './delivery-helpers';
import { authHeaders, makeServer, MINUTE, SEED_TIME, TEST_UPLOAD_DIR, type TestServer } from './test-server';

// demo.student's courses: 101 JEE (PRO, valid, template 5001: Physics, Chemistry, Mathematics), 102 NEET (ACE, expired
// 2025-06-30, so renew; template 5002: Physics, Chemistry), 103 CUET (FREE trial: upgrade; template 5003: Mathematics),
// 104 Olympiad (FREEFOREVER; template 5004: Physics, Mathematics).
const NEET = { courseId: 102, templateId: 5002 } as const;
const CUET = { courseId: 103, templateId: 5003 } as const;
const OLYMPIAD = { courseId: 104, templateId: 5004 } as const;
const TOPIC = { mechanics: 2, kinematics: 3, laws: 4, work: 5, moleConcept: 15, quadratic: 27 } as const;

const KINEMATICS_HTML = [
  '<h1 id="motion">Motion in a <em>straight</em> line</h1>',
  '<p>Speed &amp; velocity.</p>',
  '<h2>Equations of motion</h2>',
  "<h3 class=\"x\" id='graphs'>Graphs: x &lt; t</h3>",
  '<h2 id="motion">Repeated id</h2>',
  '<p id="toc-relative-motion">taken by a paragraph</p>',
  '<h4>Relative motion</h4>',
].join('\n');

type Item = { id: number; topic: number; type: 'Text' | 'PDF' | 'PPT' | 'Video'; title: string; position: number; html?: string; file?: string };
const ITEMS: Item[] = [
  { id: 9003, topic: TOPIC.mechanics, type: 'Text', title: 'Mechanics overview', position: 0, html: '<h1 id="overview">Overview</h1>' },
  { id: 9008, topic: TOPIC.kinematics, type: 'Video', title: 'Kinematics lesson', position: 0, file: 'kinematics-lesson.webm' },
  { id: 9001, topic: TOPIC.kinematics, type: 'Text', title: 'Kinematics in one dimension', position: 1, html: KINEMATICS_HTML },
  { id: 9004, topic: TOPIC.kinematics, type: 'PDF', title: 'Kinematics notes', position: 2, file: 'kinematics-notes.pdf' },
  { id: 9007, topic: TOPIC.kinematics, type: 'PPT', title: 'Kinematics slides', position: 3, file: 'kinematics-slides.pdf' },
  { id: 9005, topic: TOPIC.laws, type: 'PDF', title: 'Laws of motion notes', position: 0, file: 'laws-notes.pdf' },
  { id: 9002, topic: TOPIC.laws, type: 'Text', title: "Newton's laws", position: 1, html: '<p>No headings here.</p>' },
  { id: 9009, topic: TOPIC.laws, type: 'Video', title: 'Laws of motion lesson', position: 2, file: 'laws-lesson.webm' },
  { id: 9006, topic: TOPIC.work, type: 'PDF', title: 'Work and energy notes', position: 0, file: 'work-notes.pdf' },
  { id: 9010, topic: TOPIC.moleConcept, type: 'Text', title: 'Moles', position: 0, html: '<h2>Avogadro</h2>' },
  { id: 9011, topic: TOPIC.quadratic, type: 'Text', title: 'Quadratics', position: 0, html: '<h2>Roots</h2>' },
  { id: 9012, topic: TOPIC.work, type: 'PDF', title: 'A badly named file', position: 1, file: '../../package.json' },
  { id: 9013, topic: TOPIC.work, type: 'PDF', title: 'A missing file', position: 2, file: 'missing-notes.pdf' },
];
const MECHANICS_ORDER = [9003, 9008, 9001, 9004, 9007, 9005, 9002, 9009, 9006, 9012, 9013];

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const FILES: Record<string, Buffer> = {
  'kinematics-notes.pdf': Buffer.concat([Buffer.from('%PDF-1.4\n'), BYTES]),
  'kinematics-slides.pdf': Buffer.from('%PDF-1.4 slides'),
  'laws-notes.pdf': Buffer.from('%PDF-1.4 laws'),
  'work-notes.pdf': Buffer.from('%PDF-1.4 work'),
  'kinematics-lesson.webm': Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), BYTES]),
  'kinematics-lesson.vtt': Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n'),
  'kinematics-lesson.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
  'laws-lesson.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 9]),
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'study-room-'));
  mkdirSync(join(dir, 'study'));
  for (const [name, bytes] of Object.entries(FILES)) writeFileSync(join(dir, 'study', name), bytes);
  writeFileSync(join(dir, 'secret.pdf'), 'secret');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let s: TestServer;
let app: Hono;
let time: number;
let demo: WireStudent;

const newApp = () => createApp({
  db: s.database, mode: 'demo', now: () => time, log: () => undefined, uploadDir: TEST_UPLOAD_DIR, mediaDir: dir, clientAddress: () => '127.0.0.1',
});

beforeEach(async () => {
  s = await makeServer();
  time = SEED_TIME + MINUTE;
  app = newApp();
  demo = await s.login();
  s.db.exec('DELETE FROM content_opens; DELETE FROM study_contents; DELETE FROM content_limits; DELETE FROM self_test_options;');
  // the subjects each template is described with above, whatever the seed gives them (a topic outside a course is 404)
  s.db.exec(`DELETE FROM template_subjects WHERE (template_id = ${NEET.templateId} AND topic_id = 25)
    OR (template_id = ${CUET.templateId} AND topic_id IN (1, 13)) OR (template_id = ${OLYMPIAD.templateId} AND topic_id = 13)`);
  const insert = s.db.prepare('INSERT INTO study_contents (id, topic_id, content_type, title, language, html, file, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const i of ITEMS) insert.run(i.id, i.topic, i.type, i.title, 'English', i.html ?? '', i.file ?? '', i.position);
});

interface Reply { status: number; body: { responseTxt: string; message: string; obj: any }; headers: Headers }
const toReply = async (res: Response): Promise<Reply> => ({ status: res.status, body: await res.json(), headers: res.headers });
const api = async (path: string, params: Record<string, string | number>, student: WireStudent | null = demo) =>
  toReply(await app.request(`/api${path}?${query(params)}`, { headers: student ? authHeaders(student) : {} }));

const syllabus = (params: Record<string, string | number> = {}) =>
  api('/syllabus/v2', { templateId: JEE.templateId, searchFlag: 'Topic', topicId: TOPIC.mechanics, ...params });
const open = (id: number, templateId: number = JEE.templateId) => api('/smartlearning-details', { id, templateId });
const setLimit = (courseId: number, pack: string, l: { pdf?: number | null; ppt?: number | null; video?: number | null; text?: number | null }) =>
  s.db.prepare('INSERT OR REPLACE INTO content_limits (course_id, pack_type, pdf_max, ppt_max, video_max, text_max) VALUES (?, ?, ?, ?, ?, ?)')
    .run(courseId, pack, l.pdf ?? null, l.ppt ?? null, l.video ?? null, l.text ?? null);
const opensOf = (courseId: number) => (s.db.prepare('SELECT content_id AS id FROM content_opens WHERE student_id = ? AND course_id = ? ORDER BY content_id')
  .all(demo.studentId, courseId) as { id: number }[]).map((r) => r.id);
/** A file of a signed URL, with no session headers (as a <video> or a PDF worker asks for it). */
const fetchFile = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

const LIMIT_EXCEEDED = { responseTxt: 'limit_exceeded', message: 'You have reached maximum limit in your current package. Kindly upgrade to access the content.', obj: null };
const EXPIRED_LINK = { responseTxt: 'forbidden', message: 'This link has expired', obj: null };

describe('GET /syllabus/v2', () => {
  it('lists the items of the topic and of every topic under it, in tree order then position, with the limits and the counted ids', async () => {
    setLimit(JEE.courseId, 'PRO', { pdf: 2, ppt: 1, video: 1 });
    expect((await open(9004)).status).toBe(200);
    const { status, body } = await syllabus();
    expect(status).toBe(200);
    expect(body.responseTxt).toBe('success');
    expect(body.obj.list.map((i: { id: number }) => i.id)).toEqual(MECHANICS_ORDER);
    expect(body.obj.list[1]).toEqual({
      id: 9008, contentTitle: 'Kinematics lesson', contentType: 'Video', language: 'English', topicId: TOPIC.kinematics, topicName: 'Kinematics',
    });
    expect(body.obj.contentLimit).toEqual({ pdfMax: 2, pptMax: 1, videoMax: 1, textMax: null });
    expect(body.obj.counted).toEqual([9004]);
  });

  it('lists only the chosen topic\'s subtree; counted names only listed items; no limits without a row for the pack', async () => {
    expect((await open(9005)).status).toBe(200);
    expect((await open(9004)).status).toBe(200);
    const { body } = await syllabus({ topicId: TOPIC.kinematics });
    expect(body.obj.list.map((i: { id: number }) => i.id)).toEqual([9008, 9001, 9004, 9007]);
    expect(body.obj.counted).toEqual([9004]);
    expect(body.obj.contentLimit).toEqual({ pdfMax: null, pptMax: null, videoMax: null, textMax: null });
  });

  it('keeps the items whose title contains searchQuery, in any case; searchFlag is Topic in any case or absent', async () => {
    expect((await syllabus({ searchQuery: 'NOTES' })).body.obj.list.map((i: { id: number }) => i.id)).toEqual([9004, 9005, 9006]);
    expect((await syllabus({ searchQuery: '  lesson ', searchFlag: 'topic' })).body.obj.list.map((i: { id: number }) => i.id)).toEqual([9008, 9009]);
    expect((await syllabus({ searchQuery: 'nothing like this' })).body.obj.list).toEqual([]);
    const noFlag = await api('/syllabus/v2', { templateId: JEE.templateId, topicId: TOPIC.laws });
    expect(noFlag.body.obj.list.map((i: { id: number }) => i.id)).toEqual([9005, 9002, 9009]);
  });

  it('validates the query, naming the field', async () => {
    expect((await api('/syllabus/v2', { templateId: JEE.templateId })).body).toEqual({ responseTxt: 'validation_error', message: 'topicId is required', obj: null });
    expect((await syllabus({ searchFlag: 'Chapter' })).body.message).toBe("searchFlag must be 'Topic'");
    expect((await syllabus({ searchQuery: 'x'.repeat(301) })).body.message).toBe('searchQuery must be at most 300 characters');
    expect((await syllabus({ templateId: 'abc' })).body.message).toBe('templateId must be an integer');
    expect((await syllabus({ topicId: 0 })).status).toBe(400);
  });

  it('answers 403 for a template that is not the student\'s and 404 for a topic outside the course', async () => {
    expect((await syllabus({ templateId: 777 })).body).toEqual({ responseTxt: 'forbidden', message: 'This course is not one of your courses', obj: null });
    const other = await s.login('new.student');
    expect((await api('/syllabus/v2', { templateId: JEE.templateId, topicId: TOPIC.mechanics }, other)).status).toBe(403);
    expect((await syllabus({ templateId: NEET.templateId, topicId: TOPIC.quadratic })).body).toEqual({ responseTxt: 'not_found', message: 'No such topic in this course', obj: null });
    expect((await syllabus({ topicId: 99_999 })).status).toBe(404);
    expect((await api('/syllabus/v2', { templateId: JEE.templateId, topicId: TOPIC.mechanics }, null)).status).toBe(401);
  });
});

describe('GET /smartlearning-details', () => {
  it('opens a Text item: the HTML with an id on every heading, and the headings in document order', async () => {
    const { status, body } = await open(9001);
    expect(status).toBe(200);
    expect(body.obj).toMatchObject({
      id: 9001, contentTitle: 'Kinematics in one dimension', contentType: 'Text', language: 'English', topicId: TOPIC.kinematics,
      topicName: 'Kinematics', contentUrl: '', captionsUrl: '', posterUrl: '',
    });
    expect(body.obj.links).toEqual([
      { tag: 'h1', id: 'motion', title: 'Motion in a straight line' },
      { tag: 'h2', id: 'toc-equations-of-motion', title: 'Equations of motion' },
      { tag: 'h3', id: 'graphs', title: 'Graphs: x < t' },
      { tag: 'h2', id: 'toc-repeated-id', title: 'Repeated id' },
      { tag: 'h4', id: 'toc-relative-motion-2', title: 'Relative motion' },
    ]);
    const html: string = body.obj.description;
    expect(html).toContain('<h1 id="motion">Motion in a <em>straight</em> line</h1>');
    expect(html).toContain('<h2 id="toc-equations-of-motion">Equations of motion</h2>');
    expect(html).toContain("<h3 class=\"x\" id='graphs'>Graphs: x &lt; t</h3>");
    expect(html).toContain('<h2 id="toc-repeated-id">Repeated id</h2>');
    expect(html).toContain('<p>Speed &amp; velocity.</p>');
    expect(opensOf(JEE.courseId)).toEqual([9001]);
    expect((await open(9002)).body.obj).toMatchObject({ description: '<p>No headings here.</p>', links: [] });
  });

  it('opens a PDF with a signed URL of its file that works without the session, with byte ranges', async () => {
    const { body } = await open(9004);
    expect(body.obj).toMatchObject({ contentType: 'PDF', description: '', links: [], captionsUrl: '', posterUrl: '' });
    const url: string = body.obj.contentUrl;
    expect(url).toMatch(/^\/api\/study-files\/9004\/file\?sid=\d+&exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    expect(new URL(url, 'http://x').searchParams.get('sid')).toBe(String(demo.studentId));
    expect(Number(new URL(url, 'http://x').searchParams.get('exp'))).toBe(Math.floor((time + LINK_VALIDITY_MS) / 1000));

    const whole = await fetchFile(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('application/pdf');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(whole.headers.get('Content-Disposition')).toBe('inline');
    expect(whole.headers.get('Cache-Control')).toBe('no-store');
    expect(whole.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await bytesOf(whole)).equals(FILES['kinematics-notes.pdf'])).toBe(true);

    const part = await fetchFile(url, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${FILES['kinematics-notes.pdf'].length}`);
    expect((await bytesOf(part)).equals(FILES['kinematics-notes.pdf'].subarray(100, 200))).toBe(true);
    const beyond = await fetchFile(url, { Range: 'bytes=5000-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${FILES['kinematics-notes.pdf'].length}`);
    const head = await fetchFile(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(FILES['kinematics-notes.pdf'].length));
  });

  it('opens a video with signed URLs of the WebM, its WebVTT captions and its JPEG poster', async () => {
    const { body } = await open(9008);
    expect(body.obj).toMatchObject({ contentType: 'Video', description: '', links: [] });
    for (const [field, kind, type, file] of [
      ['contentUrl', 'file', 'video/webm', 'kinematics-lesson.webm'],
      ['captionsUrl', 'captions', 'text/vtt; charset=utf-8', 'kinematics-lesson.vtt'],
      ['posterUrl', 'poster', 'image/jpeg', 'kinematics-lesson.jpg'],
    ] as const) {
      const url: string = body.obj[field];
      expect(url).toContain(`/api/study-files/9008/${kind}?`);
      const res = await fetchFile(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(type);
      expect((await bytesOf(res)).equals(FILES[file])).toBe(true);
    }
    const seek = await fetchFile(body.obj.contentUrl, { Range: 'bytes=-4' });
    expect(seek.status).toBe(206);
    expect((await bytesOf(seek)).equals(FILES['kinematics-lesson.webm'].subarray(-4))).toBe(true);
  });

  it('refuses a tampered, re-aimed or expired signature, and a link of a deleted account (403 This link has expired)', async () => {
    const url = new URL((await open(9004)).body.obj.contentUrl, 'http://x');
    const video = new URL((await open(9008)).body.obj.contentUrl, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const variant = (change: (u: URL) => void, from: URL = url) => {
      const u = new URL(from.href);
      change(u);
      return `${u.pathname}${u.search}`;
    };
    const refused = [
      variant((u) => u.searchParams.set('sig', flip(sig[0]) + sig.slice(1))),
      variant((u) => u.searchParams.set('sig', sig.slice(0, -1) + flip(sig.at(-1)!))),
      variant((u) => u.searchParams.set('sig', `${sig}A`)),
      variant((u) => u.searchParams.set('sig', `${sig}!`)),
      variant((u) => u.searchParams.set('sid', String(demo.studentId + 1))),
      variant((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))),
      variant((u) => { u.pathname = '/api/study-files/9005/file'; }),
      variant((u) => { u.pathname = '/api/study-files/9008/poster'; }, video),
    ];
    for (const path of refused) {
      const res = await fetchFile(path);
      expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 403, body: EXPIRED_LINK });
    }
    expect((await fetchFile(variant((u) => u.searchParams.delete('sig')))).status).toBe(400);
    expect((await fetchFile(variant((u) => { u.pathname = '/api/study-files/9004/slides'; }))).status).toBe(400);

    const path = `${url.pathname}${url.search}`;
    time += LINK_VALIDITY_MS - 1000;
    expect((await fetchFile(path)).status).toBe(200);
    time += 1000;
    expect(await (await fetchFile(path)).json()).toEqual(EXPIRED_LINK);

    time -= 60_000;
    expect((await fetchFile(path)).status).toBe(200);
    s.db.prepare('UPDATE students SET delete_flag = 1, delete_requested_at = ? WHERE id = ?').run(time, demo.studentId);
    expect(await (await fetchFile(path)).json()).toEqual(EXPIRED_LINK);
  });

  it('signs with one secret made once and kept in server_secrets: a restarted server accepts the URLs', async () => {
    const url = (await open(9004)).body.obj.contentUrl;
    const secrets = s.db.prepare("SELECT value FROM server_secrets WHERE name = 'study-files'").all() as { value: string }[];
    expect(secrets).toHaveLength(1);
    expect(Buffer.from(secrets[0].value, 'base64url')).toHaveLength(32);
    app = newApp();
    expect((await fetchFile(url)).status).toBe(200);
    expect((await open(9004)).body.obj.contentUrl).toBe(url);
    expect(s.db.prepare("SELECT value FROM server_secrets WHERE name = 'study-files'").all()).toEqual(secrets);
  });

  it('never reads outside the study folder: a bad stored name or a missing file is 404 even with a good signature', async () => {
    for (const id of [9012, 9013]) {
      const { body } = await open(id);
      const res = await fetchFile(body.obj.contentUrl);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('enforces the limits on the server: distinct items of a type up to the limit, a counted item again, other types and courses apart', async () => {
    setLimit(JEE.courseId, 'PRO', { pdf: 2, ppt: 1, video: 1 });
    setLimit(OLYMPIAD.courseId, 'FREEFOREVER', { pdf: 1 });
    expect((await open(9004)).status).toBe(200);
    expect((await open(9005)).status).toBe(200);
    expect(await open(9006)).toMatchObject({ status: 403, body: LIMIT_EXCEEDED });
    // counted items open again, as often as the student likes
    expect((await open(9004)).status).toBe(200);
    expect((await open(9005)).status).toBe(200);
    // other types have their own limits; Text has none here
    expect((await open(9007)).status).toBe(200);
    expect((await open(9008)).status).toBe(200);
    expect((await open(9009)).body).toEqual(LIMIT_EXCEEDED);
    for (const id of [9001, 9002, 9003]) expect((await open(id)).status).toBe(200);
    expect(opensOf(JEE.courseId)).toEqual([9001, 9002, 9003, 9004, 9005, 9007, 9008]);
    expect((await syllabus()).body.obj.counted).toEqual([9003, 9008, 9001, 9004, 9007, 9005, 9002]);

    // another course counts on its own: the Olympiad's one PDF is free although JEE's PDFs are used up
    expect((await open(9006, OLYMPIAD.templateId)).status).toBe(200);
    expect((await open(9004, OLYMPIAD.templateId)).body).toEqual(LIMIT_EXCEEDED);
    expect(opensOf(OLYMPIAD.courseId)).toEqual([9006]);
    expect((await open(9006)).body).toEqual(LIMIT_EXCEEDED);
  });

  it('counts an item once however often it is opened, and the limit holds for opens the client never reported', async () => {
    setLimit(JEE.courseId, 'PRO', { text: 1 });
    for (let i = 0; i < 3; i++) expect((await open(9001)).status).toBe(200);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM content_opens').get() as { n: number }).n).toBe(1);
    expect((await open(9002)).body).toEqual(LIMIT_EXCEEDED);
  });

  it('a course in state renew opens only videos (403 validity_expired with the organisation\'s message), and counts nothing refused', async () => {
    expect(await open(9004, NEET.templateId)).toMatchObject({ status: 403, body: {
      responseTxt: 'validity_expired', message: "Beacon Institute's validity has been finished. Renew your account to continue your practice.", obj: null,
    } });
    expect((await open(9001, NEET.templateId)).body.responseTxt).toBe('validity_expired');
    expect((await open(9010, NEET.templateId)).body.responseTxt).toBe('validity_expired');
    const video = await open(9008, NEET.templateId);
    expect(video.status).toBe(200);
    expect((await fetchFile(video.body.obj.contentUrl)).status).toBe(200);
    expect(opensOf(NEET.courseId)).toEqual([9008]);
    // the same items open in a valid course
    expect((await open(9004)).status).toBe(200);
  });

  it('a trial pack (upgrade) opens items under its limits', async () => {
    setLimit(CUET.courseId, 'FREE', { text: 1 });
    expect((await open(9011, CUET.templateId)).status).toBe(200);
    expect(opensOf(CUET.courseId)).toEqual([9011]);
  });

  it('answers 403 for a template that is not the student\'s, 404 for an unknown item or one outside the course, 400 for a bad id', async () => {
    expect((await open(9004, 777)).body).toEqual({ responseTxt: 'forbidden', message: 'This course is not one of your courses', obj: null });
    const other = await s.login('new.student');
    expect((await api('/smartlearning-details', { id: 9004, templateId: JEE.templateId }, other)).status).toBe(403);
    expect((await open(99_999)).body).toEqual({ responseTxt: 'not_found', message: 'No such content in this course', obj: null });
    expect((await open(9011, NEET.templateId)).status).toBe(404);
    expect((await open(9001, CUET.templateId)).status).toBe(404);
    expect((await api('/smartlearning-details', { templateId: JEE.templateId })).body.message).toBe('id is required');
    expect((await api('/smartlearning-details', { id: 'x', templateId: JEE.templateId })).body.message).toBe('id must be an integer');
    expect(opensOf(JEE.courseId)).toEqual([]);
  });
});

describe('the headings of a Text item (server/study-room/text-headings.ts)', () => {
  it('keeps usable ids, replaces blank, spaced and repeated ones, and reads titles without tags or entities', () => {
    const { html, links } = headingsOf([
      '<H2 ID="a&amp;b">A &amp; B</H2>',
      '<h3 id=" spaced ">Spaced <!-- note --><b>id</b></h3>',
      '<h3 id="">Empty</h3>',
      '<h4 data-id="x" title="1 > 0">Caf\u00e9 &#8212; 100%</h4>',
      '<h5 id="a&amp;b">Again</h5>',
      '<h6>!!!</h6>',
      '<h7>not a heading</h7><header>not one either</header>',
    ].join(''));
    expect(links).toEqual([
      { tag: 'h2', id: 'a&b', title: 'A & B' },
      { tag: 'h3', id: 'toc-spaced-id', title: 'Spaced id' },
      { tag: 'h3', id: 'toc-empty', title: 'Empty' },
      { tag: 'h4', id: 'toc-cafe-100', title: 'Caf\u00e9 \u2014 100%' },
      { tag: 'h5', id: 'toc-again', title: 'Again' },
      { tag: 'h6', id: 'toc-section', title: '!!!' },
    ]);
    expect(html).toContain('<h2 ID="a&amp;b">A &amp; B</h2>');
    expect(html).toContain('<h3 id="toc-spaced-id">Spaced <!-- note --><b>id</b></h3>');
    expect(html).toContain('<h4 id="toc-cafe-100" data-id="x" title="1 > 0">');
    expect(html).toContain('<h5 id="toc-again">Again</h5>');
    expect(html).toContain('<h7>not a heading</h7><header>not one either</header>');
    expect(headingsOf('<p>plain</p>')).toEqual({ html: '<p>plain</p>', links: [] });
  });
});

describe('limits per student', () => {
  it('allows 120 content calls a minute, then 429 with Retry-After; the progress calls count apart', async () => {
    for (let i = 0; i < 120; i++) expect((await syllabus()).status).toBe(200);
    const refused = await open(9004);
    expect(refused.status).toBe(429);
    expect(refused.body.responseTxt).toBe('too_many_requests');
    expect(refused.body.message).toMatch(/^Too many study room requests\. Please try again in/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(opensOf(JEE.courseId)).toEqual([]);
    expect((await api('/selftestformoptions', { templateId: JEE.templateId })).status).toBe(200);
    const other = await s.login('new.student');
    expect((await api('/syllabus/v2', { templateId: JEE.templateId, topicId: 2 }, other)).status).toBe(403);
    time += MINUTE;
    expect((await syllabus()).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Self tests: scored by the server from the bank's keys, and the rings of the last ones

const loadSelfTest = async (topicId: number, marks: { correct: number; incorrect: number; notAnswer: number }) => {
  const res = await api('/testdetails', {
    templateId: JEE.templateId, testType: 1, topicId, totalQuestion: 4, examType: 'objective',
    marksCorrectAnswer: marks.correct, marksIncorrectAnswer: marks.incorrect, marksNotAttempted: marks.notAnswer, assessmentMode: 'beginner',
  });
  expect(res.status).toBe(200);
  return parsedTest(res.body);
};

/** Submits as the app does, in a mode, with `change` applied to the payload (a client that lies about marks). */
const submitSelfTest = async (test: TestData, answers: ReadonlyMap<number, string>, testMode: string, change: (d: Record<string, unknown>) => Record<string, unknown> = (d) => d) => {
  const details = buildSubmitAnsDetails({ test, progress: progressOf(test, answers), course: course(), testMode, remainingTime: 60, helpCounter: 0 });
  const fd = new FormData();
  fd.append('ansdetails', JSON.stringify(change(details as unknown as Record<string, unknown>)));
  fd.append('clientSubmissionId', newSubmissionId());
  const res = await toReply(await app.request('/api/testsubmit', { method: 'POST', body: fd, headers: authHeaders(demo) }));
  expect(res.status).toBe(200);
  return Number(res.body.obj.testSession);
};

const percentage = (params: Record<string, string | number>) =>
  api('/last-self-test-percentage', { templateId: JEE.templateId, testType: 1, ...params });

describe('self-test scoring from the key, /last-self-test-percentage and /self-test-progress', () => {
  it('scores right answers from the bank\'s keys with the delivered marks (+2 / -0.5 / 0), ignoring the marks the client sends', async () => {
    const test = await loadSelfTest(TOPIC.kinematics, { correct: 2, incorrect: -0.5, notAnswer: 0 });
    expect(test.questionSet).toHaveLength(4);
    const [q0, q1, q2, q3] = test.questionSet;
    const answers = new Map([[q0.questionId, answerFor(s, q0, 'right')], [q1.questionId, answerFor(s, q1, 'right')],
      [q2.questionId, answerFor(s, q2, 'wrong')], [q3.questionId, '']]);
    const lying = (d: Record<string, unknown>) => ({
      ...d, marksObtained: 999, fullMarks: 1,
      questionSet: (d.questionSet as Record<string, unknown>[]).map((q) => ({ ...q, correctAnswerMarks: 100, incorrectAnswerMarks: 100, notAnswerMarks: 100 })),
    });
    const id = await submitSelfTest(test, answers, 'beginner', lying);
    const row = s.db.prepare('SELECT kind, test_type, test_id, test_mode, status, correct_count, incorrect_count, unattempted_count, marks_obtained, full_marks FROM attempts WHERE id = ?').get(id);
    expect(row).toEqual({ kind: 'self', test_type: 1, test_id: TOPIC.kinematics, test_mode: 'beginner', status: 'submitted',
      correct_count: 2, incorrect_count: 1, unattempted_count: 1, marks_obtained: 3.5, full_marks: 8 });
    const marks = (s.db.prepare('SELECT marks FROM attempt_questions WHERE attempt_id = ? ORDER BY position').all(id) as { marks: number }[]).map((r) => r.marks);
    expect(marks).toEqual([2, 2, -0.5, 0]);

    // 3.5 of 8 = 43.75%: orange
    expect((await percentage({ testMode: 'beginner', topicId: TOPIC.kinematics })).body)
      .toEqual({ responseTxt: 'success', message: 'Success', obj: { percentage: 43.75, barColor: 'orange' } });
    expect((await percentage({ testMode: 'beginner', topicName: 'kinematics' })).body.obj).toEqual({ percentage: 43.75, barColor: 'orange' });
    expect((await percentage({ testMode: 'ADVANCE', topicId: TOPIC.kinematics })).body.obj).toEqual({ percentage: null, barColor: '' });
    expect((await percentage({ testMode: 'beginner', topicId: TOPIC.laws })).body.obj).toEqual({ percentage: null, barColor: '' });
  });

  it('rings the latest submitted self test per topic and mode, in tree order; adaptive sessions and saved tests do not count', async () => {
    const all = (test: TestData, how: 'right' | 'wrong') => new Map(test.questionSet.map((q) => [q.questionId, answerFor(s, q, how)]));
    const marks = { correct: 1, incorrect: 0, notAnswer: 0 };
    const laws = await loadSelfTest(TOPIC.laws, marks);
    await submitSelfTest(laws, all(laws, 'right'), 'beginner');
    const first = await loadSelfTest(TOPIC.kinematics, marks);
    await submitSelfTest(first, all(first, 'right'), 'beginner');
    time += MINUTE;
    const second = await loadSelfTest(TOPIC.kinematics, marks);
    const [a, b] = second.questionSet;
    await submitSelfTest(second, new Map([[a.questionId, answerFor(s, a, 'right')], [b.questionId, answerFor(s, b, 'right')]]), 'beginner');
    time += MINUTE;
    const competitive = await loadSelfTest(TOPIC.work, marks);
    await submitSelfTest(competitive, all(competitive, 'wrong'), 'advance');
    // a later self test of Laws of Motion, all wrong but saved for later, not submitted
    const saved = await loadSelfTest(TOPIC.laws, marks);
    const form = buildStopTestForm({ test: saved, progress: progressOf(saved, all(saved, 'wrong')), course: { courseId: JEE.courseId, templateId: JEE.templateId },
      lastQuestionIndex: 1, remainingTime: 100, helpCounter: 0, testMode: 'beginner' });
    const fd = new FormData();
    for (const [k, v] of Object.entries(form)) fd.append(k, v);
    expect((await app.request('/api/teststop', { method: 'POST', body: fd, headers: authHeaders(demo) })).status).toBe(200);
    // an adaptive session of the topic (test type 1 too) with full marks, even in the beginner mode, is not a self test
    await new AttemptRepository(s.database).create({
      studentId: demo.studentId, courseId: JEE.courseId, templateId: JEE.templateId, testId: TOPIC.kinematics, testType: 1, kind: 'adaptive',
      testName: 'Kinematics Adaptive Session', testMode: 'beginner', testOption: 'adaptive', examType: 'objective', topicId: TOPIC.kinematics,
      status: 'submitted', testStatus: 1, totalTime: 0, remainingTime: 0, lastQuestionIndex: 0, helpCounter: 0, scheduleId: 0,
      startedAt: time, updatedAt: time, submittedAt: time + MINUTE,
    });

    const beginner = await api('/self-test-progress', { templateId: JEE.templateId, testMode: 'beginner' });
    expect(beginner.body).toEqual({ responseTxt: 'success', message: 'Success', obj: [
      { topicId: TOPIC.kinematics, topicName: 'Kinematics', percentage: 50, barColor: 'orange' },
      { topicId: TOPIC.laws, topicName: 'Laws of Motion', percentage: 100, barColor: 'green' },
    ] });
    expect((await api('/self-test-progress', { templateId: JEE.templateId, testMode: 'advance' })).body.obj).toEqual([
      { topicId: TOPIC.work, topicName: 'Work, Energy and Power', percentage: 0, barColor: 'red' },
    ]);
    expect((await percentage({ testMode: 'beginner', topicId: TOPIC.kinematics })).body.obj).toEqual({ percentage: 50, barColor: 'orange' });
    // another course's template has none of them
    expect((await api('/self-test-progress', { templateId: OLYMPIAD.templateId, testMode: 'beginner' })).body.obj).toEqual([]);
  });

  it('validates the queries, naming the field; 403 for another template, 404 for a topic outside the course', async () => {
    expect((await percentage({ testMode: 'beginner' })).body).toEqual({ responseTxt: 'validation_error', message: 'topicId is required (or topicName)', obj: null });
    expect((await percentage({ topicId: 3 })).body.message).toBe('testMode is required');
    expect((await percentage({ topicId: 3, testMode: 'expert' })).body.message).toBe("testMode must be 'beginner' or 'advance'");
    expect((await percentage({ topicId: 3, testMode: 'beginner', testType: 2 })).body.message).toBe('testType must be 1');
    expect((await percentage({ topicId: 3, testMode: 'beginner', templateId: 777 })).status).toBe(403);
    expect((await percentage({ topicId: TOPIC.quadratic, testMode: 'beginner', templateId: NEET.templateId })).body)
      .toEqual({ responseTxt: 'not_found', message: 'No such topic in this course', obj: null });
    expect((await percentage({ topicName: 'No such topic', testMode: 'beginner' })).status).toBe(404);
    expect((await api('/self-test-progress', { templateId: JEE.templateId })).body.message).toBe('testMode is required');
    expect((await api('/self-test-progress', { templateId: 777, testMode: 'beginner' })).status).toBe(403);
  });
});

describe('GET /selftestformoptions', () => {
  it('lists the template\'s options in order, penalties negative, with the question types of each exam type in the course\'s bank', async () => {
    const insert = s.db.prepare(`INSERT INTO self_test_options (template_id, exam_type, total_questions, total_questions_kwd, duration,
      marks_correct, marks_incorrect, marks_not_answer, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    insert.run(JEE.templateId, 'subjective', 5, 2, 45, 4, 0, 0, 1);
    insert.run(JEE.templateId, 'objective', 20, 5, 60, 1, -0.25, 0, 0);
    const { status, body } = await api('/selftestformoptions', { templateId: JEE.templateId });
    expect(status).toBe(200);
    expect(body.obj.map((o: Record<string, unknown>) => ({ ...o, questionTypeList: undefined }))).toEqual([
      { examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60, marksCorrectAns: 1, marksIncorrectAns: -0.25, marksNotAnswer: 0 },
      { examType: 'subjective', totalQuestions: 5, totalQuestionsKwd: 2, duration: 45, marksCorrectAns: 4, marksIncorrectAns: 0, marksNotAnswer: 0 },
    ]);
    const bankTypes = (subjective: boolean) => (s.db.prepare(`SELECT DISTINCT question_type AS t FROM questions
      WHERE topic_id IN (SELECT id FROM topics) AND (question_type LIKE 'Subjective%') = ?`).all(subjective ? 1 : 0) as { t: string }[]).map((r) => r.t).sort();
    expect([...body.obj[0].questionTypeList].sort()).toEqual(bankTypes(false));
    expect([...body.obj[1].questionTypeList].sort()).toEqual(bankTypes(true));
    expect(body.obj[0].questionTypeList.length).toBeGreaterThan(0);
  });

  it('offers the spec\'s default (objective, 20, 5, 60 minutes, +1 / -0.25 / 0) when the template has no options', async () => {
    const { body } = await api('/selftestformoptions', { templateId: CUET.templateId });
    expect(body.obj).toHaveLength(1);
    expect(body.obj[0]).toMatchObject({ examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60, marksCorrectAns: 1, marksIncorrectAns: -0.25, marksNotAnswer: 0 });
    expect(body.obj[0].questionTypeList.every((t: string) => !t.startsWith('Subjective'))).toBe(true);
  });

  it('answers 403 for a template that is not the student\'s and 400 without one', async () => {
    expect((await api('/selftestformoptions', { templateId: 777 })).status).toBe(403);
    expect((await api('/selftestformoptions', {})).body.message).toBe('templateId is required');
  });
});
