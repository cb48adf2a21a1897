// The contract every FileStorage keeps (server/storage/file-storage.ts), run against each adapter by its own test file:
// put/get/delete, no overwrite, unknown keys, the key rule, concurrent puts of one key. An object-store adapter runs
// the same suite against its bucket.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { FileExistsError, type FileStorage, InvalidKeyError, MAX_KEY_LENGTH, readAll } from '../../../server/storage/file-storage';

export interface StoreUnderTest {
  store: FileStorage;
  /** frees what the store holds (a temporary folder, a bucket's prefix) */
  cleanup?: () => Promise<void> | void;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);
/** `size` bytes of a pattern that shows a chunk out of place */
const patterned = (size: number, seed = 1) => {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) % 251;
  return b;
};

export const GOOD_KEYS = [
  '0b6f1c2e-7f5a-4d38-9a43-2a3d8e1f7c10.png',
  'a',
  'A_b-c.d.jpg',
  'pictures/2026/x.webp',
  'x'.repeat(MAX_KEY_LENGTH),
];

export const BAD_KEYS = [
  '', '.', '..', '../x.png', 'a..b.png', 'a/../b.png', 'a/./b.png', '/abs.png', 'a/', 'a//b.png', '.hidden', 'a/.tmp-x',
  'a\\b.png', '..\\x.png', 'a b.png', 'a%2Fb', 'é.png', 'a\u0000b', 'a:b', 'x'.repeat(MAX_KEY_LENGTH + 1),
];

export function fileStorageContract(name: string, make: () => Promise<StoreUnderTest> | StoreUnderTest): void {
  describe(`FileStorage contract: ${name}`, () => {
    let under: StoreUnderTest;
    let store: FileStorage;
    beforeEach(async () => {
      under = await make();
      store = under.store;
    });
    afterEach(async () => {
      await under.cleanup?.();
    });

    it('gives back what was put: the same bytes and size, and the content type when it keeps one', async () => {
      const bytes = patterned(1000);
      await store.put('a.png', bytes, 'image/png');
      const file = await store.get('a.png');
      expect(file).not.toBeNull();
      expect(file!.size).toBe(1000);
      expect([undefined, 'image/png']).toContain(file!.contentType);
      expect(await readAll(file!)).toEqual(bytes);
      // read again: a file can be read any number of times
      expect(await readAll((await store.get('a.png'))!)).toEqual(bytes);
    });

    it('keeps a copy: changing the array after put changes nothing stored', async () => {
      const bytes = bytesOf('first');
      await store.put('copy.txt', bytes, 'text/plain');
      bytes.set(bytesOf('XXXXX'));
      expect(new TextDecoder().decode(await readAll((await store.get('copy.txt'))!))).toBe('first');
    });

    it('streams a large file whole and in order (several chunks)', async () => {
      const big = patterned(3 * 1024 * 1024 + 17, 7);
      await store.put('big.jpg', big, 'image/jpeg');
      const file = (await store.get('big.jpg'))!;
      expect(file.size).toBe(big.length);
      expect(Buffer.from(await readAll(file)).equals(Buffer.from(big))).toBe(true);
    });

    it('stores an empty file', async () => {
      await store.put('empty.png', new Uint8Array(0), 'image/png');
      const file = (await store.get('empty.png'))!;
      expect(file.size).toBe(0);
      expect(await readAll(file)).toEqual(new Uint8Array(0));
    });

    it('answers null for an unknown key, false when deleting one', async () => {
      expect(await store.get('unknown.png')).toBeNull();
      expect(await store.get('no/such/folder.png')).toBeNull();
      expect(await store.delete('unknown.png')).toBe(false);
    });

    it('deletes: true once, then the key is unknown and may be put again', async () => {
      await store.put('d.png', bytesOf('one'), 'image/png');
      expect(await store.delete('d.png')).toBe(true);
      expect(await store.get('d.png')).toBeNull();
      expect(await store.delete('d.png')).toBe(false);
      await store.put('d.png', bytesOf('two'), 'image/png');
      expect(new TextDecoder().decode(await readAll((await store.get('d.png'))!))).toBe('two');
    });

    it('refuses to overwrite: put on a taken key rejects with FileExistsError (code exists) and the file stays', async () => {
      await store.put('taken.png', bytesOf('original'), 'image/png');
      const refusal = await store.put('taken.png', bytesOf('replacement'), 'image/png').then(() => null, (err: unknown) => err);
      expect(refusal).toBeInstanceOf(FileExistsError);
      expect(refusal).toMatchObject({ code: 'exists', key: 'taken.png' });
      expect(new TextDecoder().decode(await readAll((await store.get('taken.png'))!))).toBe('original');
    });

    it('of concurrent puts of one key exactly one wins, and the file is the winner\'s, whole', async () => {
      const contents = Array.from({ length: 8 }, (_, i) => patterned(200_000 + i, i + 1));
      const results = await Promise.allSettled(contents.map((bytes) => store.put('race.png', bytes, 'image/png')));
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(FileExistsError);
      const file = (await store.get('race.png'))!;
      expect(file.size).toBe(contents[won[0]].length);
      expect(Buffer.from(await readAll(file)).equals(Buffer.from(contents[won[0]]))).toBe(true);
    });

    it('keeps different keys apart, in folders too', async () => {
      for (const [i, key] of GOOD_KEYS.entries()) await store.put(key, bytesOf(`file ${i}`), 'application/octet-stream');
      for (const [i, key] of GOOD_KEYS.entries()) {
        expect(new TextDecoder().decode(await readAll((await store.get(key))!))).toBe(`file ${i}`);
      }
      expect(await store.get('pictures/2026')).toBeNull();
    });

    it('refuses every key outside the rule with InvalidKeyError, on put, get and delete, and stores nothing', async () => {
      for (const key of BAD_KEYS) {
        await expect(store.put(key, bytesOf('x'), 'image/png')).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
      }
      await expect(store.put('../escape.png', bytesOf('x'), 'image/png')).rejects.toMatchObject({ code: 'invalid_key' });
    });

    it('a body cancelled unread releases the file: it can then be deleted and put again', async () => {
      await store.put('c.png', patterned(10_000), 'image/png');
      const file = (await store.get('c.png'))!;
      await file.body.cancel();
      expect(await store.delete('c.png')).toBe(true);
      await store.put('c.png', bytesOf('again'), 'image/png');
      expect(await readAll((await store.get('c.png'))!)).toEqual(bytesOf('again'));
    });
  });
}
