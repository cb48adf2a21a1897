/** @jest-environment node */
// docs/api.md "Dashboard, profile, shared modals and media": profile pictures are PNG, JPEG or WebP by content, at most
// 2 MB and 4096 x 4096 pixels (read from the header), stored under a random name and served publicly; a new picture
// or a removal deletes the previous file.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pictureKind, pixelSize } from '../../server/http/image-header';
import type { WireStudent } from '../../server/http/wire-types';
import { fileOf, jpeg, png, webpExtended, webpLossless, webpLossy, zonedServer, type ZonedServer } from './dashboard-helpers';
import { DAY } from './test-server';

const dir = mkdtempSync(join(tmpdir(), 'profile-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let z: ZonedServer;
let demo: WireStudent;
beforeEach(async () => {
  z = await zonedServer('Asia/Kolkata', dir);
  demo = await z.login();
});

const upload = (f: File, student: WireStudent | null = demo) => z.post('/student-profile-pics-upload', { uploadedFiles: f }, student);
const remove = (fileName: string, student = demo) => z.post('/student-profile-pics-remove', { fileName }, student);
const serve = (url: string) => z.app.request(url);

describe('reading image headers', () => {
  it('tells PNG, JPEG and WebP by their first bytes', () => {
    expect(pictureKind(png(1, 1))).toBe('png');
    expect(pictureKind(jpeg(1, 1))).toBe('jpg');
    expect(pictureKind(webpLossy(1, 1))).toBe('webp');
    expect(pictureKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(pictureKind(new TextEncoder().encode('RIFF0000WAVE'))).toBeNull();
  });

  it.each([
    ['PNG', 'png', png(640, 480)],
    ['JPEG baseline', 'jpg', jpeg(640, 480)],
    ['JPEG progressive', 'jpg', jpeg(640, 480, 256, 0xc2)],
    ['WebP lossy', 'webp', webpLossy(640, 480)],
    ['WebP lossless', 'webp', webpLossless(640, 480)],
    ['WebP extended', 'webp', webpExtended(640, 480)],
  ] as const)('reads the size of a %s', (_what, kind, bytes) => {
    expect(pixelSize(bytes, kind)).toEqual({ width: 640, height: 480 });
  });

  it('reads large sizes and refuses headers it cannot read', () => {
    expect(pixelSize(png(100_000, 3), 'png')).toEqual({ width: 100_000, height: 3 });
    expect(pixelSize(webpExtended(16_000, 9_000), 'webp')).toEqual({ width: 16_000, height: 9_000 });
    expect(pixelSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png')).toBeNull();
    expect(pixelSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'jpg')).toBeNull();
    expect(pixelSize(png(0, 10), 'png')).toBeNull();
  });
});

describe('POST /student-profile-pics-upload', () => {
  it('stores the picture under a random name, sets profilePic and serves it publicly with its type', async () => {
    const bytes = png(300, 300, 4096);
    const { status, body } = await upload(fileOf(bytes, 'me.png'));
    expect(status).toBe(200);
    expect(body).toEqual({ responseTxt: 'success', message: 'Profile picture updated', obj: {
      fileName: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), virtualUrlFile: `/api/profile-pics/${body.obj.fileName}`,
    } });
    expect(existsSync(join(dir, body.obj.fileName))).toBe(true);
    expect((await z.login()).profilePic).toBe(body.obj.virtualUrlFile);
    const served = await serve(body.obj.virtualUrlFile);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['a JPEG named .png', jpeg(800, 600), 'photo.png', 'jpg', 'image/jpeg'],
    ['a WebP', webpLossy(800, 600), 'photo.webp', 'webp', 'image/webp'],
    ['a lossless WebP', webpLossless(4096, 4096), 'photo.webp', 'webp', 'image/webp'],
  ] as const)('decides by content: %s', async (_what, bytes, name, ext, type) => {
    const { body } = await upload(fileOf(bytes, name, 'image/png'));
    expect(body.obj.fileName).toMatch(new RegExp(`\\.${ext}$`));
    expect((await serve(body.obj.virtualUrlFile)).headers.get('content-type')).toBe(type);
  });

  it('a new picture replaces the previous one, whose file is deleted', async () => {
    const first = (await upload(fileOf(png(10, 10)))).body.obj;
    const second = (await upload(fileOf(jpeg(10, 10), 'b.jpg', 'image/jpeg'))).body.obj;
    expect(existsSync(join(dir, first.fileName))).toBe(false);
    expect((await serve(first.virtualUrlFile)).status).toBe(404);
    expect((await serve(second.virtualUrlFile)).status).toBe(200);
    expect((await z.login()).profilePic).toBe(second.virtualUrlFile);
  });

  it('refuses what is not a PNG, JPEG or WebP image with 415, whatever its name', async () => {
    const refused = { status: 415, body: { responseTxt: 'unsupported_media_type', message: 'Only PNG, JPEG and WebP images can be uploaded', obj: null } };
    expect(await upload(fileOf(new Uint8Array(new TextEncoder().encode('GIF89a.........')), 'a.png'))).toMatchObject(refused);
    expect(await upload(fileOf(new Uint8Array(new TextEncoder().encode('<svg onload=alert(1)>')), 'a.png'))).toMatchObject(refused);
    // the right magic bytes without a readable header
    expect(await upload(fileOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'a.png'))).toMatchObject(refused);
    expect((await z.login()).profilePic).toBe('');
  });

  it.each([
    ['wider', png(4097, 100)],
    ['taller', jpeg(100, 4097)],
    ['much larger (WebP)', webpExtended(20_000, 20_000)],
  ])('answers 400 for a picture %s than 4096 pixels', async (_what, bytes) => {
    const before = readdirSync(dir).length;
    const { status, body } = await upload(fileOf(bytes));
    expect([status, body.responseTxt]).toEqual([400, 'validation_error']);
    expect(body.message).toMatch(/at most 4096 x 4096 are allowed$/);
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('takes 2 MB (above the 1 MB of other calls) and refuses more with 413', async () => {
    expect((await upload(fileOf(png(100, 100, 2 * 1024 * 1024)))).status).toBe(200);
    const big = await upload(fileOf(png(100, 100, 2 * 1024 * 1024 + 1)));
    expect([big.status, big.body.responseTxt]).toEqual([413, 'payload_too_large']);
  });

  it('answers 400 without a file and 401 without a session', async () => {
    expect((await z.post('/student-profile-pics-upload', { other: 'x' }, demo)).body).toMatchObject({ responseTxt: 'validation_error', message: 'uploadedFiles is required and must be a file' });
    expect((await upload(fileOf(png(1, 1)), null)).status).toBe(401);
  });

  it('takes 20 pictures a day per student', async () => {
    for (let i = 0; i < 20; i++) expect((await upload(fileOf(png(10, 10)))).status).toBe(200);
    const refused = await upload(fileOf(png(10, 10)));
    expect([refused.status, refused.body.responseTxt]).toEqual([429, 'too_many_requests']);
    expect(refused.body.message).toMatch(/^You have uploaded too many profile pictures today\./);
    z.advance(DAY);
    demo = await z.login();
    expect((await upload(fileOf(png(10, 10)))).status).toBe(200);
  });
});

describe('POST /student-profile-pics-remove', () => {
  it('removes the current picture: profilePic is empty and the file deleted', async () => {
    const { fileName, virtualUrlFile } = (await upload(fileOf(png(10, 10)))).body.obj;
    expect(await remove(fileName)).toMatchObject({ status: 200, body: { responseTxt: 'success', obj: null } });
    expect((await z.login()).profilePic).toBe('');
    expect(existsSync(join(dir, fileName))).toBe(false);
    expect((await serve(virtualUrlFile)).status).toBe(404);
    expect((await remove(fileName)).status).toBe(404);
  });

  it('takes the picture\'s URL as well as its name', async () => {
    const { virtualUrlFile } = (await upload(fileOf(png(10, 10)))).body.obj;
    expect((await remove(virtualUrlFile)).status).toBe(200);
  });

  it('answers 404 for any other name: unknown, another student\'s picture, an answer image, a path', async () => {
    const other = await z.login('new.student');
    const theirs = (await upload(fileOf(png(10, 10)), other)).body.obj;
    await upload(fileOf(png(10, 10)));
    const notFound = { status: 404, body: { responseTxt: 'not_found', message: 'No such file', obj: null } };
    expect(await remove(theirs.fileName)).toMatchObject(notFound);
    expect(await remove('00000000-0000-0000-0000-000000000000.png')).toMatchObject(notFound);
    expect(await remove('../app.db')).toMatchObject(notFound);
    const answer = (await z.post('/student-subjective-tempfile-upload', { uploadedFiles: fileOf(png(10, 10)) }, demo)).body.obj;
    expect(await remove(answer.fileName)).toMatchObject(notFound);
    expect((await serve(`/api/profile-pics/${answer.fileName}`)).status).toBe(404);
    expect((await serve(theirs.virtualUrlFile)).status).toBe(200);
  });
});

describe('GET /profile-pics/{fileName}', () => {
  it('answers 404 for unknown or malformed names', async () => {
    expect((await serve('/api/profile-pics/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await serve('/api/profile-pics/..%2Fapp.db')).status).toBe(404);
  });
});
