// Images of subjective answers: images only, one file at a time, PNG or JPG up to 10 MB. The student is authenticated
// and within the daily quota before the body is read (docs/security.md "Uploads").
// The type is decided by the file's first bytes, not its name or declared type. Files are stored under
// deps.uploadDir with a random name and served back at GET /api/uploads/{fileName}.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { envelope, HttpError, reply, validationError } from '../http/reply';
import { formOf, readForm, typeError } from '../http/validation';
import { DAY, type Rule, tooManyRequests } from '../security/throttle';

export const UPLOAD_PATH = '/student-subjective-tempfile-upload';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** room for the multipart framing around one 10 MB file */
const MAX_UPLOAD_BODY = MAX_IMAGE_BYTES + 64 * 1024;
export const FILE_URL_PREFIX = '/api/uploads/';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** 'png' | 'jpg' from the magic bytes, else null. */
export const imageKind = (bytes: Uint8Array): 'png' | 'jpg' | null =>
  startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpg' : null;

const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;
const removeForm = z.object({
  fileName: z.string({ error: typeError('text') }).trim().regex(FILE_NAME, 'is not an uploaded file name'),
});

/**
 * A student's uploads in a day: 100 files and 200 MB. A test has at most a few dozen subjective answers, each with an
 * image or two, so a real day stays far inside; the quota bounds what one account can make the server store.
 */
export const UPLOADS_PER_DAY: Rule = { bucket: 'upload-student-day', limit: 100, windowMs: DAY };
export const UPLOAD_BYTES_PER_DAY = 200 * 1024 * 1024;
export const TOO_MANY_UPLOADS = 'You have uploaded too many images today';

const IMAGE_TOO_LARGE = 'The image is larger than 10 MB';
const NO_SUCH_FILE = 'No such file';
const tooLarge = () => new HttpError(413, 'payload_too_large', IMAGE_TOO_LARGE);

export function uploadRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, uploads, uploadDir, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();
  const dir = resolve(uploadDir);

  routes.post(UPLOAD_PATH,
    auth,
    // before the body is read: a student over the day's count or bytes is refused without it
    async (c, next) => {
      const { studentId } = c.var.session;
      throttle.refuseWhenFull([UPLOADS_PER_DAY], String(studentId), now(), TOO_MANY_UPLOADS);
      if (uploads.bytesSince(studentId, now() - DAY) >= UPLOAD_BYTES_PER_DAY) throw tooManyRequests(DAY, TOO_MANY_UPLOADS);
      await next();
    },
    bodyLimit({ maxSize: MAX_UPLOAD_BODY, onError: (c) => c.json(envelope('payload_too_large', IMAGE_TOO_LARGE, null), 413) }),
    async (c) => {
      const { studentId } = c.var.session;
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) throw validationError('the upload must be multipart/form-data with the field uploadedFiles');
      const form = await readForm(c);
      const file = form.uploadedFiles;
      if (!(file instanceof File)) throw validationError('uploadedFiles is required and must be a file');
      if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
      if (file.size === 0) throw validationError('uploadedFiles is empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = imageKind(bytes);
      if (!kind) throw new HttpError(415, 'unsupported_media_type', 'Only PNG and JPG images can be uploaded');
      if (uploads.bytesSince(studentId, now() - DAY) + bytes.length > UPLOAD_BYTES_PER_DAY) throw tooManyRequests(DAY, TOO_MANY_UPLOADS);
      throttle.limit([UPLOADS_PER_DAY], String(studentId), now(), TOO_MANY_UPLOADS);
      const fileName = `${randomUUID()}.${kind}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, fileName), bytes, { flag: 'wx' });
      uploads.add({ fileName, studentId, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', size: bytes.length, createdAt: now() });
      return reply(c, 'success', { fileName, virtualUrlFile: `${FILE_URL_PREFIX}${fileName}` }, 'File uploaded');
    });

  routes.post('/student-subjective-tempfile-remove', auth, async (c) => {
    const { fileName } = await formOf(c, removeForm);
    const row = uploads.ownerOf(fileName);
    if (!row || row.studentId !== c.var.session.studentId) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    uploads.remove(fileName);
    await unlink(join(dir, fileName)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    return reply(c, 'success', null, 'File removed');
  });

  // Public on purpose: <img> cannot send the auth headers; names are random UUIDs.
  routes.get(`${FILE_URL_PREFIX.slice('/api'.length)}:fileName`, async (c) => {
    const fileName = c.req.param('fileName') ?? '';
    const row = FILE_NAME.test(fileName) ? uploads.ownerOf(fileName) : undefined;
    if (!row) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(dir, fileName));
    } catch {
      throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
