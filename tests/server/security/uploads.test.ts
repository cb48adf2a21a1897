/** @jest-environment node */
// docs/security.md "Uploads": the student is authenticated (and within the day's quota) before the body is read; a
// student uploads at most 100 images and 200 MB a day; files no saved or submitted attempt refers to are removed a day
// after their upload by the sweep, the others are kept.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { UploadRepository } from '../../../server/repositories/upload-repository';
import { UPLOAD_BYTES_PER_DAY, UPLOADS_PER_DAY } from '../../../server/routes/upload-routes';
import { sweepUploads } from '../../../server/security/upload-sweep';
import { DAY } from '../../../server/security/throttle';
import { LocalFolderStorage } from '../../../server/storage/local-folder-storage';
import { loadTest, postForm, submit } from '../delivery-helpers';
import { authHeaders, makeServer, SEED_TIME, type TestServer } from '../test-server';

const dir = mkdtempSync(join(tmpdir(), 'upload-security-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const png = (size = 64) => {
  const b = new Uint8Array(new ArrayBuffer(size));
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([b], 'answer.png', { type: 'image/png' });
};

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer({ uploadDir: dir });
  demo = await s.login();
});

const upload = (student: WireStudent | null = demo) => postForm(s, student, '/student-subjective-tempfile-upload', { uploadedFiles: png() });
const nameOf = (res: { body: { obj: { fileName: string } } }) => res.body.obj.fileName;

/** A body of `total` bytes that counts how much of it the server read. */
const countingBody = (total: number) => {
  const chunk = new Uint8Array(64 * 1024);
  let read = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= total) return controller.close();
      read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read: () => read };
};

describe('authentication before the body', () => {
  it('refuses an unauthenticated chunked upload of 20 MB with 401 after reading at most a few chunks of it', async () => {
    const body = countingBody(20 * 1024 * 1024);
    const res = await s.request('/api/student-subjective-tempfile-upload', {
      method: 'POST', body: body.stream, headers: { 'content-type': 'multipart/form-data; boundary=x' }, duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
    expect((await res.json()).responseTxt).toBe('invalidToken');
    expect(body.read()).toBeLessThan(1024 * 1024);
  });
});

describe('the daily quota per student', () => {
  it('takes 100 images a day; the 101st gets 429 before its body is read; a day later it is taken', async () => {
    expect(UPLOADS_PER_DAY).toMatchObject({ limit: 100, windowMs: DAY });
    for (let i = 0; i < 100; i++) expect((await upload()).status).toBe(200);
    const body = countingBody(5 * 1024 * 1024);
    const refused = await s.request('/api/student-subjective-tempfile-upload', {
      method: 'POST', body: body.stream, duplex: 'half',
      headers: { ...authHeaders(demo), 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^You have uploaded too many images today\. Please try again in /);
    expect(body.read()).toBeLessThan(1024 * 1024);
    // another student is not affected
    expect((await upload(await s.login('new.student'))).status).toBe(200);
    s.advance(DAY);
    expect((await upload()).status).toBe(200);
  });

  it('takes at most 200 MB a day', async () => {
    expect(UPLOAD_BYTES_PER_DAY).toBe(200 * 1024 * 1024);
    await new UploadRepository(s.database).add({ fileName: `00000000-0000-4000-8000-000000000001.png`, studentId: demo.studentId, contentType: 'image/png', size: UPLOAD_BYTES_PER_DAY - 32, createdAt: SEED_TIME + 60_000 });
    expect((await upload()).status).toBe(429);
  });
});

describe('the sweep of unattached uploads', () => {
  it('removes a file no attempt refers to a day after its upload, and keeps the one a submitted answer uses', async () => {
    const unused = nameOf(await upload());
    const used = nameOf(await upload());
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.classSubjective, testType: 4 });
    const answer = `My worked answer##${used}##/api/uploads/${used}`;
    expect((await submit(s, demo, test, new Map([[test.questionSet[0].questionId, answer]]))).status).toBe(200);
    const uploads = new UploadRepository(s.database);
    const now = SEED_TIME + 60_000;

    expect(await sweepUploads(uploads, new LocalFolderStorage(dir), now + DAY - 60_000)).toBe(0); // not a day old yet
    expect(existsSync(join(dir, unused))).toBe(true);
    expect(await sweepUploads(uploads, new LocalFolderStorage(dir), now + DAY + 60_000)).toBe(1);
    expect(existsSync(join(dir, unused))).toBe(false);
    expect(await uploads.ownerOf(unused)).toBeUndefined();
    expect((await s.get(`/api/uploads/${unused}`)).status).toBe(404);
    expect(existsSync(join(dir, used))).toBe(true);
    expect((await s.get(`/api/uploads/${used}`)).status).toBe(200);
  });

  it('an attempt attaches only its own student\'s files', async () => {
    const other = await s.login('new.student');
    const theirs = nameOf(await upload(other));
    await new UploadRepository(s.database).attachNamedIn(demo.studentId, [`##${theirs}##`], SEED_TIME);
    expect(await sweepUploads(new UploadRepository(s.database), new LocalFolderStorage(dir), SEED_TIME + 2 * DAY)).toBe(1);
    expect(existsSync(join(dir, theirs))).toBe(false);
  });
});
