/** @jest-environment node */
// The committed media and their routes (docs/api.md "Media"): byte ranges for seeking, 416, HEAD, content types,
// the file-name allow-list; and every tutorial video of the app has its files on disk, each within 300 KB.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TUTORIAL_VIDEOS, DASHBOARD_TUTORIALS, TUTORIAL_CATEGORIES, WELCOME_VIDEO } from '../../domain/dashboard/tutorials';
import { createDeps } from '../../server/app-deps';
import { openSqlite, type SqlDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { defaultMediaDir, fileIn, mediaRoutes, parseRange, sendFile } from '../../server/routes/media-routes';

const MAX_BYTES = 300 * 1024;
const REPO_MEDIA = join(process.cwd(), 'server', 'media');

let dir: string;
let app: Hono;
let real: Hono;
let db: SqlDatabase;
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-routes-'));
  mkdirSync(join(dir, 'videos'));
  mkdirSync(join(dir, 'docs'));
  mkdirSync(join(dir, 'videos', 'folder.webm'));
  writeFileSync(join(dir, 'videos', 'clip-1.webm'), BYTES);
  writeFileSync(join(dir, 'videos', 'clip-1.vtt'), 'WEBVTT\n');
  writeFileSync(join(dir, 'videos', 'clip-1.jpg'), BYTES.subarray(0, 10));
  writeFileSync(join(dir, 'videos', 'empty.webm'), Buffer.alloc(0));
  writeFileSync(join(dir, 'docs', 'notes.pdf'), BYTES.subarray(0, 500));
  writeFileSync(join(dir, 'secret.pdf'), 'secret');
  writeFileSync(join(dir, 'docs', 'notes.txt'), 'not media');
  db = openSqlite(':memory:');
  await migrate(db);
  const deps = createDeps(db, 'demo', Date.now, () => {});
  // as the app registers it: at the root, outside /api (like the course images)
  app = new Hono().route('/', mediaRoutes(deps, dir));
  real = new Hono().route('/', mediaRoutes(deps));
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('GET /media/videos/{name} and /media/docs/{name}', () => {
  it('answers the whole file with its type, Accept-Ranges, length and a day of public caching', async () => {
    const res = await get('/media/videos/clip-1.webm');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('video/webm');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Length')).toBe('1000');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Range')).toBeNull();
    expect((await bytesOf(res)).equals(BYTES)).toBe(true);
  });

  it.each([
    ['/media/videos/clip-1.vtt', 'text/vtt; charset=utf-8'],
    ['/media/videos/clip-1.jpg', 'image/jpeg'],
    ['/media/docs/notes.pdf', 'application/pdf'],
  ])('%s is %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(type);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=990-5000', 990, 999],
    ['bytes=500-', 500, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-999', 999, 999],
  ])('Range %s -> 206 with bytes %i-%i', async (range, start, end) => {
    const res = await get('/media/videos/clip-1.webm', { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('Content-Length')).toBe(String(end - start + 1));
    expect(res.headers.get('Content-Type')).toBe('video/webm');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect((await bytesOf(res)).equals(BYTES.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=5000-6000', 'bytes=-0'])('Range %s -> 416 with Content-Range bytes */size', async (range) => {
    const res = await get('/media/videos/clip-1.webm', { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */1000');
    expect((await bytesOf(res)).length).toBe(0);
  });

  it('an empty file: any range is unsatisfiable, the whole file is 0 bytes', async () => {
    expect((await get('/media/videos/empty.webm', { Range: 'bytes=0-' })).status).toBe(416);
    const whole = await get('/media/videos/empty.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe('0');
  });

  it.each(['bytes=0-10,20-30', 'items=0-10', 'bytes=20-10', 'bytes=-', 'bytes=abc', 'bytes 0-10'])('Range %s (several, other unit or malformed) -> 200 whole', async (range) => {
    const res = await get('/media/videos/clip-1.webm', { Range: range });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe('1000');
    expect((await bytesOf(res)).length).toBe(1000);
  });

  it('HEAD: the same status and headers, no body', async () => {
    const whole = await get('/media/videos/clip-1.webm', {}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe('1000');
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect((await bytesOf(whole)).length).toBe(0);
    const part = await get('/media/docs/notes.pdf', { Range: 'bytes=0-9' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 0-9/500');
    expect(part.headers.get('Content-Length')).toBe('10');
    expect((await get('/media/videos/nope.webm', {}, 'HEAD')).status).toBe(404);
  });

  it.each([
    '/media/videos/nope.webm',
    '/media/videos/clip-1.mp4',
    '/media/videos/notes.pdf',
    '/media/docs/clip-1.webm',
    '/media/docs/notes.txt',
    '/media/videos/CLIP-1.webm',
    '/media/videos/clip_1.webm',
    '/media/videos/.webm',
    '/media/videos/folder.webm',
    '/media/videos/clip-1.webm.jpg',
    '/media/videos/..%2Fdocs%2Fnotes.pdf',
    '/media/docs/..%2Fsecret.pdf',
    '/media/docs/%2e%2e%2fsecret.pdf',
    '/media/docs/..%5Csecret.pdf',
    '/media/docs/notes.pdf%00.webm',
    '/media/docs/....%2F%2Fsecret.pdf',
    '/media/videos/%252e%252e%252fsecret.pdf',
    '/media/docs/../secret.pdf',
    '/media/videos/../../package.json',
    `/media/videos/${'a'.repeat(200)}.webm`,
  ])('%s -> 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('only GET and HEAD', async () => {
    expect((await get('/media/videos/clip-1.webm', {}, 'POST')).status).toBe(404);
    expect((await get('/media/videos/clip-1.webm', {}, 'DELETE')).status).toBe(404);
  });

  it('reads the committed media by default (server/media, or MEDIA_DIR)', async () => {
    if (!process.env.MEDIA_DIR) expect(defaultMediaDir()).toBe(REPO_MEDIA);
    const res = await real.request(`/media/videos/${WELCOME_VIDEO.id}.webm`, { headers: { Range: 'bytes=0-3' } });
    expect(res.status).toBe(206);
    // the EBML magic of a WebM file
    expect((await bytesOf(res)).toString('hex')).toBe('1a45dfa3');
    const pdf = await real.request('/media/docs/kinematics-notes.pdf');
    expect(pdf.status).toBe(200);
    expect((await bytesOf(pdf)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });
});

describe('sendFile (shared with the study files)', () => {
  it('answers with the caller\'s headers and the byte-range rules, and fileIn finds only regular files', async () => {
    const files = new Hono().get('/f/:name', async (c) => {
      const file = await fileIn(join(dir, 'docs'), c.req.param('name'));
      return file ? sendFile(c, file, { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store', 'Content-Disposition': 'inline' }) : c.text('none', 404);
    });
    const part = await files.request('/f/notes.pdf', { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(Object.fromEntries(['Content-Type', 'Cache-Control', 'Content-Disposition', 'Accept-Ranges', 'Content-Range', 'Content-Length']
      .map((h) => [h, part.headers.get(h)]))).toEqual({
      'Content-Type': 'application/pdf', 'Cache-Control': 'no-store', 'Content-Disposition': 'inline', 'Accept-Ranges': 'bytes',
      'Content-Range': 'bytes 10-19/500', 'Content-Length': '10',
    });
    expect((await bytesOf(part)).equals(BYTES.subarray(10, 20))).toBe(true);
    expect((await files.request('/f/notes.pdf', { headers: { Range: 'bytes=500-' } })).status).toBe(416);
    expect(await fileIn(dir, 'videos')).toBeUndefined();
    expect(await fileIn(dir, 'nope.pdf')).toBeUndefined();
  });
});

describe('parseRange', () => {
  it('reads one range, cuts it to the file, and treats anything else as the whole file', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=2-4', 10)).toEqual({ kind: 'part', start: 2, end: 4 });
    expect(parseRange('BYTES = 2 - 4', 10)).toEqual({ kind: 'part', start: 2, end: 4 });
    expect(parseRange('bytes=8-', 10)).toEqual({ kind: 'part', start: 8, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'part', start: 7, end: 9 });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=99999999999999999999-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-99999999999999999999', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseRange('bytes=1-2, 4-5', 10)).toEqual({ kind: 'whole' });
  });
});

// ---------------------------------------------------------------------------------------------------------
// The committed files (made by scripts/make-media.ts)

/** The Segment Info Duration of a WebM file in seconds (EBML ids 0x2AD7B1 TimecodeScale, 0x4489 Duration). */
const webmSeconds = (file: Buffer): number => {
  let scale = 1_000_000;
  const s = file.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  if (s >= 0 && s < 4096) {
    const size = file[s + 3] & 0x7f;
    scale = Number(file.readUIntBE(s + 4, size));
  }
  const d = file.indexOf(Buffer.from([0x44, 0x89]));
  if (d < 0 || d > 4096) throw new Error('no Duration element');
  const size = file[d + 2];
  const value = size === 0x88 ? file.readDoubleBE(d + 3) : size === 0x84 ? file.readFloatBE(d + 3) : NaN;
  return (value * scale) / 1e9;
};

const vttSeconds = (t: string): number => {
  const [h, m, s] = t.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe('the committed tutorial videos and documents (server/media)', () => {
  const ids = [...new Set([WELCOME_VIDEO, ...DASHBOARD_TUTORIALS.flatMap((g) => g.videos), ...TUTORIAL_CATEGORIES.flatMap((g) => g.videos)].map((v) => v.id))];

  it.each(ids)('%s has its .webm, .vtt and .jpg, each at most 300 KB', (id) => {
    for (const ext of ['webm', 'vtt', 'jpg']) {
      const size = statSync(join(REPO_MEDIA, 'videos', `${id}.${ext}`)).size;
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(MAX_BYTES);
    }
  });

  it.each(ALL_TUTORIAL_VIDEOS.map((v) => [v.id, v.duration] as const))('%s: a WebM of %i s (rounded), captions within it, a JPEG poster', (id, duration) => {
    const webm = readFileSync(join(REPO_MEDIA, 'videos', `${id}.webm`));
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
    const seconds = webmSeconds(webm);
    expect(Math.round(seconds)).toBe(duration);

    const vtt = readFileSync(join(REPO_MEDIA, 'videos', `${id}.vtt`), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const cues = [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)];
    expect(cues.length).toBeGreaterThanOrEqual(3);
    let last = 0;
    for (const [, from, to, text] of cues) {
      expect(vttSeconds(from)).toBeGreaterThanOrEqual(last);
      expect(vttSeconds(to)).toBeGreaterThan(vttSeconds(from));
      expect(text.trim().length).toBeGreaterThan(0);
      last = vttSeconds(to);
    }
    expect(last).toBeLessThanOrEqual(seconds);

    const jpg = readFileSync(join(REPO_MEDIA, 'videos', `${id}.jpg`));
    expect(jpg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('holds only the tutorial videos and a few PDFs, within about 3 MB in all', () => {
    const videos = readdirSync(join(REPO_MEDIA, 'videos'));
    expect(videos.sort()).toEqual(ids.flatMap((id) => [`${id}.jpg`, `${id}.vtt`, `${id}.webm`]).sort());
    const docs = readdirSync(join(REPO_MEDIA, 'docs'));
    expect(docs).toEqual(expect.arrayContaining(['kinematics-notes.pdf', 'organic-chemistry-slides.pdf']));
    let total = 0;
    for (const name of docs) {
      const pdf = readFileSync(join(REPO_MEDIA, 'docs', name));
      expect(name).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pdf.length).toBeLessThanOrEqual(MAX_BYTES);
      total += pdf.length;
    }
    for (const name of videos) total += statSync(join(REPO_MEDIA, 'videos', name)).size;
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('the slides are landscape pages, the notes portrait, each with several pages', () => {
    const boxes = (name: string) => [...readFileSync(join(REPO_MEDIA, 'docs', name), 'latin1').matchAll(/\/MediaBox \[0 0 (\d+) (\d+)\]/g)]
      .map(([, w, h]) => [Number(w), Number(h)]);
    const slides = boxes('organic-chemistry-slides.pdf');
    expect(slides.length).toBeGreaterThanOrEqual(5);
    expect(slides.every(([w, h]) => w > h)).toBe(true);
    const notes = boxes('kinematics-notes.pdf');
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.every(([w, h]) => h > w)).toBe(true);
  });
});
