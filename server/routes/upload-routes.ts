// Images of subjective answers: images only, one file at a time, PNG or JPG up to 10 MB. The student is authenticated
// and within the daily quota before the body is read (docs/security.md "Uploads").
// The type is decided by the file's first bytes, not its name or declared type. Files are stored in deps.files (the
// storage port, server/storage/file-storage.ts) under a random name and served back at GET /api/uploads/{fileName}.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { envelope, HttpError, reply, validationError } from '../http/reply';
import { formOf, readForm, typeError } from '../http/validation';
import { pictureKind } from '../http/image-header';
import { DAY, type Rule, tooManyRequests } from '../security/throttle';
import type { FileStorage } from '../storage/file-storage';

export const UPLOAD_PATH = '/student-subjective-tempfile-upload';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const FILE_URL_PREFIX = '/api/uploads/';

/** 'png' | 'jpg' from the magic bytes, else null (answer images are PNG or JPEG only). */
export const imageKind = (bytes: Uint8Array): 'png' | 'jpg' | null => {
  const kind = pictureKind(bytes);
  return kind === 'webp' ? null : kind;
};

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
export const NO_SUCH_FILE = 'No such file';

/** The body limit of an image upload: one image of at most maxImageBytes plus the multipart framing; 413 above. */
export const imageBodyLimit = (maxImageBytes: number, message: string) =>
  bodyLimit({ maxSize: maxImageBytes + 64 * 1024, onError: (c) => c.json(envelope('payload_too_large', message, null), 413) });

/** The bytes of the one file in the multipart field uploadedFiles: 400 when it is missing or empty, 413 above maxBytes. */
export async function uploadedFileBytes(c: Context, maxBytes: number, message: string): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw validationError('the upload must be multipart/form-data with the field uploadedFiles');
  const form = await readForm(c);
  const file = form.uploadedFiles;
  if (!(file instanceof File)) throw validationError('uploadedFiles is required and must be a file');
  if (file.size > maxBytes) throw new HttpError(413, 'payload_too_large', message);
  if (file.size === 0) throw validationError('uploadedFiles is empty');
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * A stored image as the reply (404 when its file is gone), with its content type (the database's), its length and
 * nosniff. The bytes are streamed from the store; a HEAD (answered by the GET route) gets the headers only.
 */
export async function storedImageReply(c: Context, files: FileStorage, fileName: string, contentType: string): Promise<Response> {
  const file = await files.get(fileName);
  if (!file) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
  const headers = {
    'Content-Type': contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'private, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.method === 'HEAD') {
    await file.body.cancel();
    return c.body(null, 200, headers);
  }
  return c.body(file.body, 200, headers);
}

export function uploadRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, uploads, files, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();

  routes.post(UPLOAD_PATH,
    auth,
    // before the body is read: a student over the day's count or bytes is refused without it
    async (c, next) => {
      const { studentId } = c.var.session;
      await throttle.refuseWhenFull([UPLOADS_PER_DAY], String(studentId), now(), TOO_MANY_UPLOADS);
      if (await uploads.bytesSince(studentId, now() - DAY) >= UPLOAD_BYTES_PER_DAY) throw tooManyRequests(DAY, TOO_MANY_UPLOADS);
      await next();
    },
    imageBodyLimit(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE),
    async (c) => {
      const { studentId } = c.var.session;
      const bytes = await uploadedFileBytes(c, MAX_IMAGE_BYTES, IMAGE_TOO_LARGE);
      const kind = imageKind(bytes);
      if (!kind) throw new HttpError(415, 'unsupported_media_type', 'Only PNG and JPG images can be uploaded');
      if (await uploads.bytesSince(studentId, now() - DAY) + bytes.length > UPLOAD_BYTES_PER_DAY) throw tooManyRequests(DAY, TOO_MANY_UPLOADS);
      await throttle.limit([UPLOADS_PER_DAY], String(studentId), now(), TOO_MANY_UPLOADS);
      const fileName = `${randomUUID()}.${kind}`;
      const contentType = kind === 'png' ? 'image/png' : 'image/jpeg';
      await files.put(fileName, bytes, contentType);
      await uploads.add({ fileName, studentId, contentType, size: bytes.length, createdAt: now() });
      return reply(c, 'success', { fileName, virtualUrlFile: `${FILE_URL_PREFIX}${fileName}` }, 'File uploaded');
    });

  routes.post('/student-subjective-tempfile-remove', auth, async (c) => {
    const { fileName } = await formOf(c, removeForm);
    const row = await uploads.ownerOf(fileName);
    if (!row || row.studentId !== c.var.session.studentId) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    await uploads.remove(fileName);
    await files.delete(fileName);
    return reply(c, 'success', null, 'File removed');
  });

  // Public on purpose: <img> cannot send the auth headers; names are random UUIDs.
  routes.get(`${FILE_URL_PREFIX.slice('/api'.length)}:fileName`, async (c) => {
    const fileName = c.req.param('fileName') ?? '';
    const row = FILE_NAME.test(fileName) ? await uploads.ownerOf(fileName) : undefined;
    if (!row) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    return storedImageReply(c, files, fileName, row.contentType);
  });

  return routes;
}
