/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { IDBDatabase as FakeIDBDatabase, IDBFactory } from 'fake-indexeddb';
import { EVENT_LOG_DB_NAME, IndexedDbEventLogStorage } from '../../../infrastructure/test-engine/indexeddb-event-log-storage';
import { ev, eventLogMetaContract, eventLogStorageContract } from './event-log-storage-contract';

const fixture = () => {
  const factory = new IDBFactory();
  return { storage: new IndexedDbEventLogStorage(factory), reopen: () => new IndexedDbEventLogStorage(factory) };
};

describe('IndexedDbEventLogStorage', () => {
  eventLogStorageContract(fixture);
  describe('meta', () => eventLogMetaContract(fixture));

  it('acknowledges an append only after its strict readwrite transaction has completed', async () => {
    const txs: { mode: string; durability: string; completed: boolean }[] = [];
    const original = FakeIDBDatabase.prototype.transaction;
    const spy = jest.spyOn(FakeIDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = original.apply(this, args);
      const seen = { mode: tx.mode, durability: (tx as unknown as { durability: string }).durability, completed: false };
      txs.push(seen);
      tx.addEventListener('complete', () => { seen.completed = true; });
      return tx;
    });
    try {
      const storage = new IndexedDbEventLogStorage(new IDBFactory());
      await storage.append('log-a', [ev(1)]);
      const writes = txs.filter((t) => t.mode === 'readwrite');
      expect(writes).toEqual([{ mode: 'readwrite', durability: 'strict', completed: true }]);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps its data in the database exam-event-logs', async () => {
    const factory = new IDBFactory();
    await new IndexedDbEventLogStorage(factory).append('log-a', [ev(1)]);
    expect((await factory.databases()).map((d) => d.name)).toEqual([EVENT_LOG_DB_NAME]);
    expect(EVENT_LOG_DB_NAME).toBe('exam-event-logs');
  });

  it('gives way to a newer version opened elsewhere (the upgrade is not blocked), then refuses to run on it', async () => {
    const factory = new IDBFactory();
    const storage = new IndexedDbEventLogStorage(factory);
    await storage.append('log-a', [ev(1)]);
    const outcome = await new Promise<string>((resolve) => {
      const req = factory.open(EVENT_LOG_DB_NAME, 2);
      req.onblocked = () => resolve('blocked');
      req.onsuccess = () => { req.result.close(); resolve('upgraded'); };
      req.onerror = () => resolve(`error ${req.error?.name}`);
    });
    expect(outcome).toBe('upgraded');
    await expect(storage.read('log-a')).rejects.toMatchObject({ name: 'VersionError' });
  });

  it('rejects clearly when IndexedDB is not available, and every call keeps failing the same way', async () => {
    const storage = new IndexedDbEventLogStorage(undefined);
    await expect(storage.read('log-a')).rejects.toThrow('IndexedDB is not available in this environment');
    await expect(storage.append('log-a', [ev(1)])).rejects.toThrow('IndexedDB is not available in this environment');
  });
});
