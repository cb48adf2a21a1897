/** @jest-environment node */
// The default FileStorage, a folder (server/storage/local-folder-storage.ts): the contract, and what is its own: the
// layout on disk is the one the server always had (files stored before the port are served), the folder is made
// when missing, no temporary file is left behind, and FILE_STORAGE chooses it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileExistsError, readAll } from '../../../server/storage/file-storage';
import { fileStorageFromEnv } from '../../../server/storage/file-storage-config';
import { LocalFolderStorage } from '../../../server/storage/local-folder-storage';
import { fileStorageContract } from './file-storage-contract';

const base = mkdtempSync(join(tmpdir(), 'local-folder-storage-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let n = 0;
const freshFolder = () => join(base, `store-${++n}`);

fileStorageContract('LocalFolderStorage', () => {
  const folder = freshFolder();
  return { store: new LocalFolderStorage(folder), cleanup: () => rmSync(folder, { recursive: true, force: true }) };
});

describe('LocalFolderStorage on disk', () => {
  const NAME = '0b6f1c2e-7f5a-4d38-9a43-2a3d8e1f7c10.png';

  it('makes the folder on the first put and writes the key as its file name (the layout of before)', async () => {
    const folder = freshFolder();
    const store = new LocalFolderStorage(folder);
    expect(existsSync(folder)).toBe(false);
    await store.put(NAME, new Uint8Array([1, 2, 3]), 'image/png');
    expect(readdirSync(folder)).toEqual([NAME]);
    expect(new Uint8Array(readFileSync(join(folder, NAME)))).toEqual(new Uint8Array([1, 2, 3]));
    await store.put('pictures/x.webp', new Uint8Array([4]), 'image/webp');
    expect(readFileSync(join(folder, 'pictures', 'x.webp'))).toEqual(Buffer.from([4]));
  });

  it('serves and deletes a file that was put in the folder before the port existed', async () => {
    const folder = freshFolder();
    mkdirSync(folder);
    writeFileSync(join(folder, NAME), Buffer.from('old upload'));
    const store = new LocalFolderStorage(folder);
    const file = (await store.get(NAME))!;
    expect(file.size).toBe(10);
    expect(Buffer.from(await readAll(file)).toString()).toBe('old upload');
    await expect(store.put(NAME, new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(FileExistsError);
    expect(await store.delete(NAME)).toBe(true);
    expect(existsSync(join(folder, NAME))).toBe(false);
  });

  it('leaves no temporary file, after a put that won or one that was refused', async () => {
    const folder = freshFolder();
    const store = new LocalFolderStorage(folder);
    await Promise.allSettled([1, 2, 3].map((i) => store.put(NAME, new Uint8Array(i * 1000), 'image/png')));
    await store.put(NAME, new Uint8Array(5), 'image/png').catch(() => undefined);
    expect(readdirSync(folder)).toEqual([NAME]);
  });

  it('answers null for a folder under the key, and reads a relative folder from the working directory', async () => {
    const folder = freshFolder();
    mkdirSync(join(folder, 'sub.png'), { recursive: true });
    const store = new LocalFolderStorage(folder);
    expect(await store.get('sub.png')).toBeNull();
    expect(new LocalFolderStorage('data/uploads').root).toBe(join(process.cwd(), 'data', 'uploads'));
  });

  it('opens the file at the first read: once reading has begun a delete does not cut it, before that the body errors', async () => {
    const store = new LocalFolderStorage(freshFolder());
    const bytes = new Uint8Array(200_000).fill(9);
    await store.put(NAME, bytes, 'image/png');
    const reading = (await store.get(NAME))!;
    const reader = reading.body.getReader();
    const first = await reader.read();
    expect(await store.delete(NAME)).toBe(true);
    let length = first.value!.length;
    for (let r = await reader.read(); !r.done; r = await reader.read()) length += r.value.length;
    expect(length).toBe(bytes.length);

    await store.put(NAME, bytes, 'image/png');
    const unread = (await store.get(NAME))!;
    expect(await store.delete(NAME)).toBe(true);
    await expect(readAll(unread)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('FILE_STORAGE', () => {
  it('unset, empty or local: the folder given (UPLOAD_DIR)', () => {
    for (const env of [{}, { FILE_STORAGE: '' }, { FILE_STORAGE: 'local' }, { FILE_STORAGE: ' local ' }]) {
      const store = fileStorageFromEnv(env, join(base, 'uploads'));
      expect(store).toBeInstanceOf(LocalFolderStorage);
      expect((store as LocalFolderStorage).root).toBe(join(base, 'uploads'));
    }
  });

  it('any other value stops the start with a message (no adapter ships for an object store)', () => {
    expect(() => fileStorageFromEnv({ FILE_STORAGE: 's3' }, 'data/uploads')).toThrow(
      'FILE_STORAGE must be one of local (unset: local, the folder UPLOAD_DIR), got "s3"; an object store needs its adapter first (docs/deploy.md "File storage")');
  });
});
