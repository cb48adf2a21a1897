/** @jest-environment node */
// Every upload read, write and delete goes through AppDeps.files (server/storage/file-storage.ts): an app given a store
// of its own (here the test-only memory store, as an object store would be) stores, serves and deletes answer images
// and profile pictures there, the upload sweep and the account deletion delete there, and the folder is never touched.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireStudent } from '../../../server/http/wire-types';
import { ProfilePictureRepository } from '../../../server/repositories/profile-picture-repository';
import { UploadRepository } from '../../../server/repositories/upload-repository';
import { completeAccountDeletions } from '../../../server/security/account-deletion';
import { DAY } from '../../../server/security/throttle';
import { sweepUploads } from '../../../server/security/upload-sweep';
import type { FileStorage } from '../../../server/storage/file-storage';
import { MemoryFileStorage } from '../../../server/storage/memory-file-storage';
import { fileOf, png } from '../dashboard-helpers';
import { postForm } from '../delivery-helpers';
import { makeServer, SEED_TIME, type TestServer } from '../test-server';

const base = mkdtempSync(join(tmpdir(), 'file-storage-wiring-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const folder = join(base, 'never-used');

let files: MemoryFileStorage;
let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  files = new MemoryFileStorage();
  s = await makeServer({ uploadDir: folder, app: { files } });
  demo = await s.login();
});

const answerImage = async (student = demo) =>
  (await postForm(s, student, '/student-subjective-tempfile-upload', { uploadedFiles: fileOf(png(10, 10)) })).body.obj as { fileName: string; virtualUrlFile: string };
const picture = async (student = demo) =>
  (await postForm(s, student, '/student-profile-pics-upload', { uploadedFiles: fileOf(png(10, 10)) })).body.obj as { fileName: string; virtualUrlFile: string };

describe('answer images', () => {
  it('are put in the store, served from it with their type and length, and deleted from it', async () => {
    const { fileName, virtualUrlFile } = await answerImage();
    expect(files.keys()).toEqual([fileName]);
    expect((await files.get(fileName))?.contentType).toBe('image/png');
    const served = await s.get(virtualUrlFile);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe('256');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(10, 10));
    expect((await postForm(s, demo, '/student-subjective-tempfile-remove', { fileName })).status).toBe(200);
    expect(files.keys()).toEqual([]);
    expect((await s.get(virtualUrlFile)).status).toBe(404);
    expect(existsSync(folder)).toBe(false);
  });

  it('HEAD answers the headers without the bytes', async () => {
    const { virtualUrlFile } = await answerImage();
    const head = await s.request(virtualUrlFile, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('256');
    expect(await head.text()).toBe('');
  });

  it('a row whose file is gone from the store answers 404 No such file', async () => {
    const { fileName, virtualUrlFile } = await answerImage();
    await files.delete(fileName);
    const res = await s.get(virtualUrlFile);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ responseTxt: 'not_found', message: 'No such file', obj: null });
  });

  it('the sweep deletes stale unattached images from the store', async () => {
    const { fileName } = await answerImage();
    expect(await sweepUploads(new UploadRepository(s.database), files, SEED_TIME + 2 * DAY)).toBe(1);
    expect(files.keys()).not.toContain(fileName);
  });
});

describe('profile pictures', () => {
  it('are put in the store and served from it; a new one deletes the previous one, a removal the current one', async () => {
    const first = await picture();
    expect(files.keys()).toEqual([first.fileName]);
    expect((await s.get(first.virtualUrlFile)).status).toBe(200);
    const second = await picture();
    expect(files.keys()).toEqual([second.fileName]);
    expect((await postForm(s, demo, '/student-profile-pics-remove', { fileName: second.fileName })).status).toBe(200);
    expect(files.keys()).toEqual([]);
    expect(existsSync(folder)).toBe(false);
  });

  it('the account deletion deletes the account\'s pictures from the store', async () => {
    const mine = await picture();
    const theirs = await picture(await s.login('new.student'));
    s.db.prepare('UPDATE students SET delete_flag = 1, delete_requested_at = ? WHERE id = ?').run(SEED_TIME, demo.studentId);
    expect(await completeAccountDeletions({ db: s.database, files, delayMs: 0 }, SEED_TIME + DAY)).toBe(1);
    expect(files.keys()).toEqual([theirs.fileName]);
    expect(await new ProfilePictureRepository(s.database).ownerOf(mine.fileName)).toBeUndefined();
  });
});

describe('a store that fails', () => {
  const failing = (): FileStorage => ({
    put: () => Promise.reject(new Error('store unavailable')),
    get: () => Promise.reject(new Error('store unavailable')),
    delete: () => Promise.reject(new Error('store unavailable')),
  });

  it('answers 500 internal_error, records no upload, and is never answered as a missing file', async () => {
    s = await makeServer({ uploadDir: folder, app: { files: failing() } });
    demo = await s.login();
    const res = await postForm(s, demo, '/student-subjective-tempfile-upload', { uploadedFiles: fileOf(png(10, 10)) });
    expect(res).toEqual({ status: 500, body: { responseTxt: 'internal_error', message: 'Something went wrong', obj: null } });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
    await new UploadRepository(s.database).add({ fileName: '00000000-0000-4000-8000-000000000001.png', studentId: demo.studentId, contentType: 'image/png', size: 1, createdAt: SEED_TIME });
    expect((await s.get('/api/uploads/00000000-0000-4000-8000-000000000001.png')).status).toBe(500);
  });
});
