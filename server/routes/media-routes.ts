// The committed media (docs/api.md "Media"): the tutorial videos with their captions and posters, and the study
// documents, made by scripts/make-media.ts under server/media/. Public (a <video>, <track> or <img> sends no
// headers), read-only, served with byte ranges so a player can seek:
//   GET|HEAD /media/videos/{name}.webm | .vtt | .jpg      GET|HEAD /media/docs/{name}.pdf
// A name is lower-case letters, digits and single hyphens with one of those extensions: nothing else reaches the file
// system (no dots, slashes or encoded separators), so no path can leave the media folders.
// fileIn, sendFile and parseRange are shared with the study files (routes/study-room-routes.ts).
import { Hono, type Context } from 'hono';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { AppDeps } from '../app-deps';

/** The media folder: env MEDIA_DIR, else server/media of the working directory (the repository root). */
export const defaultMediaDir = (): string => resolve(process.env.MEDIA_DIR || join('server', 'media'));

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

const VIDEO_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(webm|vtt|jpg)$/;
const DOC_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(pdf)$/;
const MAX_NAME = 100;

export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What a Range header asks of a file of `size` bytes. */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Reads a Range header (RFC 9110 §14): one `bytes=a-b`, `bytes=a-` or `bytes=-n` gives that part (an end past the
 * file is cut to it); a first byte at or past the end, or a suffix of 0 bytes, is unsatisfiable. No header, another
 * unit, a malformed or backwards range, or several ranges: the whole file (a server may ignore Range).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

/** A regular file on disk, with its size and time. */
export interface StoredFile {
  path: string;
  size: number;
  mtime: Date;
}

/** The regular file `name` in `dir`, with its size and time, or undefined. The caller checks `name` first. */
export async function fileIn(dir: string, name: string): Promise<StoredFile | undefined> {
  const path = join(dir, name);
  try {
    const s = await stat(path);
    return s.isFile() ? { path, size: s.size, mtime: s.mtime } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a stored file with byte ranges (shared by the media routes and the study files): `Accept-Ranges: bytes`,
 * 200 with the whole file, 206 with `Content-Range` for one satisfiable range (parseRange), 416 with
 * `Content-Range` giving only the size otherwise; HEAD gets the same status and headers without opening the file.
 * `headers` (type, caching, ...) are added to every answer.
 */
export function sendFile(c: Context, file: StoredFile, headers: Readonly<Record<string, string>>): Response {
  const base: Record<string, string> = { ...headers, 'Accept-Ranges': 'bytes' };
  const range = parseRange(c.req.header('Range'), file.size);
  if (range.kind === 'unsatisfiable') {
    return c.body(null, 416, { ...base, 'Content-Range': `bytes */${file.size}` });
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, file.size - 1];
  const length = Math.max(0, end - start + 1);
  const status = range.kind === 'part' ? 206 : 200;
  Object.assign(base, { 'Content-Length': String(length) },
    range.kind === 'part' ? { 'Content-Range': `bytes ${start}-${end}/${file.size}` } : {});
  // HEAD: the same headers, no file opened
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, base);
  const body = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(body, status, base);
}

/** The media routes; `mediaDir` holds videos/ and docs/ (tests point it elsewhere). */
export function mediaRoutes(_deps: AppDeps, mediaDir: string = defaultMediaDir()): Hono {
  const routes = new Hono();

  const serve = async (c: Context, folder: 'videos' | 'docs', pattern: RegExp) => {
    const name = c.req.param('file') ?? '';
    const match = name.length <= MAX_NAME ? pattern.exec(name) : null;
    const file = match ? await fileIn(join(mediaDir, folder), name) : undefined;
    if (!match || !file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });

    return sendFile(c, file, {
      'Content-Type': MEDIA_TYPES[match[1]],
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Last-Modified': file.mtime.toUTCString(),
      ETag: `"${file.size.toString(16)}-${Math.floor(file.mtime.getTime() / 1000).toString(16)}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  };

  routes.on(['GET', 'HEAD'], '/media/videos/:file', (c) => serve(c, 'videos', VIDEO_FILE));
  routes.on(['GET', 'HEAD'], '/media/docs/:file', (c) => serve(c, 'docs', DOC_FILE));
  return routes;
}
