/** @jest-environment node */
// The test-only FileStorage in memory (server/storage/memory-file-storage.ts) keeps the same contract as the folder.
import { expect, it } from '@jest/globals';
import { MemoryFileStorage } from '../../../server/storage/memory-file-storage';
import { fileStorageContract } from './file-storage-contract';

fileStorageContract('MemoryFileStorage', () => ({ store: new MemoryFileStorage() }));

it('keeps the content type given at put, as an object store does', async () => {
  const store = new MemoryFileStorage();
  await store.put('a.webp', new Uint8Array([1]), 'image/webp');
  expect((await store.get('a.webp'))?.contentType).toBe('image/webp');
  expect(store.keys()).toEqual(['a.webp']);
});
