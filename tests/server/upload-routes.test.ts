/** @jest-environment node */
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireStudent } from '../../server/http/wire-types';
import { imageKind, MAX_IMAGE_BYTES } from '../../server/routes/upload-routes';
import { postForm } from './delivery-helpers';
import { authHeaders, makeServer, type TestServer } from './test-server';

const dir = mkdtempSync(join(tmpdir(), 'upload-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const bytes = (head: number[], size = 64): Uint8Array<ArrayBuffer> => {
  const b = new Uint8Array(new ArrayBuffer(size));
  b.set(head);
  return b;
};
const file = (b: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([b], name, { type });

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer({ uploadDir: dir });
  demo = await s.login();
});

const upload = (f: File, student: WireStudent | null = demo) => postForm(s, student, '/student-subjective-tempfile-upload', { uploadedFiles: f });

describe('imageKind', () => {
  it('reads PNG and JPEG from their first bytes only', () => {
    expect(imageKind(bytes(PNG_HEAD))).toBe('png');
    expect(imageKind(bytes(JPEG_HEAD))).toBe('jpg');
    expect(imageKind(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(imageKind(new Uint8Array(0))).toBeNull();
  });
});

describe('POST /api/student-subjective-tempfile-upload', () => {
  it('stores a PNG on disk and serves it back at the returned url', async () => {
    const png = bytes(PNG_HEAD, 2048);
    const { status, body } = await upload(file(png, 'answer.png', 'image/png'));
    expect(status).toBe(200);
    expect(body).toEqual({ responseTxt: 'success', message: 'File uploaded', obj: { fileName: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), virtualUrlFile: expect.stringMatching(/^\/api\/uploads\//) } });
    expect(existsSync(join(dir, body.obj.fileName))).toBe(true);
    const served = await s.get(body.obj.virtualUrlFile);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('decides by content: a JPEG named .png is stored as .jpg; a text file named .png is refused with 415', async () => {
    expect((await upload(file(bytes(JPEG_HEAD), 'photo.png', 'image/png'))).body.obj.fileName).toMatch(/\.jpg$/);
    const svg = new TextEncoder().encode('<svg onload=alert(1)>');
    const fake = await upload(file(new Uint8Array(svg), 'evil.png', 'image/png'));
    expect(fake).toEqual({ status: 415, body: { responseTxt: 'unsupported_media_type', message: 'Only PNG and JPG images can be uploaded', obj: null } });
  });

  it('takes an image of exactly 10 MB (beyond the global 1 MB limit) and refuses one byte more with 413', async () => {
    expect((await upload(file(bytes(PNG_HEAD, MAX_IMAGE_BYTES), 'big.png', 'image/png'))).status).toBe(200);
    const res = await upload(file(bytes(PNG_HEAD, MAX_IMAGE_BYTES + 1), 'huge.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.responseTxt).toBe('payload_too_large');
  });

  it('answers 400 without a file, 401 without a session', async () => {
    expect((await postForm(s, demo, '/student-subjective-tempfile-upload', { uploadedFiles: 'not a file' })).body.message).toBe('uploadedFiles is required and must be a file');
    expect((await upload(file(bytes(PNG_HEAD), 'a.png', 'image/png'), null)).status).toBe(401);
  });
});

describe('POST /api/student-subjective-tempfile-remove', () => {
  it('removes the student\'s own file from disk; the url then answers 404', async () => {
    const { body } = await upload(file(bytes(PNG_HEAD), 'a.png', 'image/png'));
    const other = await s.login('new.student');
    expect((await postForm(s, other, '/student-subjective-tempfile-remove', { fileName: body.obj.fileName })).status).toBe(404);
    const res = await postForm(s, demo, '/student-subjective-tempfile-remove', { fileName: body.obj.fileName });
    expect(res.body).toEqual({ responseTxt: 'success', message: 'File removed', obj: null });
    expect(existsSync(join(dir, body.obj.fileName))).toBe(false);
    expect((await s.get(body.obj.virtualUrlFile)).status).toBe(404);
  });

  it('answers 400 for a name that is not an uploaded file name (no path tricks)', async () => {
    const res = await postForm(s, demo, '/student-subjective-tempfile-remove', { fileName: '../app.db' });
    expect(res.status).toBe(400);
    expect((await s.get('/api/uploads/..%2Fapp.db', authHeaders(demo))).status).toBe(404);
  });
});
