// EventLogStorage in the browser's IndexedDB. Every append is one 'strict' readwrite transaction and resolves only
// once it has completed, so an event the UI acknowledges is on disk. Readwrite transactions over the same store
// run one after another (also across tabs), so the seq check inside the transaction cannot race.
import type { EventLogMeta, EventLogMetaStorage, EventLogStorage, StoredEvent } from '../../application/test-engine/ports';
import { checkAppend, checkLogId, checkMeta, latestFor } from './check-append';

export const EVENT_LOG_DB_NAME = 'exam-event-logs';
const DB_VERSION = 1;
/** records { logId, seq, at, event }, keyed by [logId, seq]; index BY_LOG on logId */
const EVENTS = 'events';
const BY_LOG = 'byLog';
/** records EventLogMeta keyed by logId; index BY_TEST_KEY on testKey */
const META = 'meta';
const BY_TEST_KEY = 'byTestKey';

type EventRecord = StoredEvent & { logId: string };

/** Registers the requests of one transaction; returns a getter read once the transaction has completed. */
type TxBody<T> = (tx: IDBTransaction, fail: (reason: unknown) => void) => () => T;

export class IndexedDbEventLogStorage implements EventLogStorage, EventLogMetaStorage {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory | undefined = globalThis.indexedDB) {}

  async append(logId: string, events: StoredEvent[]): Promise<void> {
    checkLogId(logId);
    if (Array.isArray(events) && events.length === 0) return;
    await this.transact([EVENTS], 'readwrite', (tx, fail) => {
      const store = tx.objectStore(EVENTS);
      const last = store.index(BY_LOG).openKeyCursor(logId, 'prev');
      last.onsuccess = guard(fail, () => {
        const lastSeq = last.result ? (last.result.primaryKey as [string, number])[1] : 0;
        for (const e of checkAppend(logId, lastSeq, events)) store.add({ logId, ...e } satisfies EventRecord);
      });
      return () => undefined;
    });
  }

  async read(logId: string): Promise<StoredEvent[]> {
    checkLogId(logId);
    return this.transact([EVENTS], 'readonly', (tx) => {
      // index order is (logId, primary key [logId, seq]), so the rows come in seq order
      const rows = tx.objectStore(EVENTS).index(BY_LOG).getAll(logId);
      return () => (rows.result as EventRecord[]).map(({ seq, at, event }) => ({ seq, at, event }));
    });
  }

  /** Every log with events or meta, sorted. */
  async list(): Promise<string[]> {
    return this.transact([EVENTS, META], 'readonly', (tx, fail) => {
      const ids = new Set<string>();
      const cursor = tx.objectStore(EVENTS).index(BY_LOG).openKeyCursor(null, 'nextunique');
      cursor.onsuccess = guard(fail, () => {
        if (!cursor.result) return;
        ids.add(cursor.result.key as string);
        cursor.result.continue();
      });
      const metaKeys = tx.objectStore(META).getAllKeys();
      return () => [...new Set([...ids, ...(metaKeys.result as string[])])].sort();
    });
  }

  /** Removes the log's events and meta. */
  async remove(logId: string): Promise<void> {
    checkLogId(logId);
    await this.transact([EVENTS, META], 'readwrite', (tx, fail) => {
      const store = tx.objectStore(EVENTS);
      const cursor = store.index(BY_LOG).openKeyCursor(logId);
      cursor.onsuccess = guard(fail, () => {
        if (!cursor.result) return;
        store.delete(cursor.result.primaryKey);
        cursor.result.continue();
      });
      tx.objectStore(META).delete(logId);
      return () => undefined;
    });
  }

  async saveMeta(meta: EventLogMeta): Promise<void> {
    const checked = checkMeta(meta);
    await this.transact([META], 'readwrite', (tx) => {
      tx.objectStore(META).put(checked);
      return () => undefined;
    });
  }

  async readMeta(logId: string): Promise<EventLogMeta | null> {
    checkLogId(logId);
    return this.transact([META], 'readonly', (tx) => {
      const row = tx.objectStore(META).get(logId);
      return () => (row.result as EventLogMeta | undefined) ?? null;
    });
  }

  async findLogFor(testKey: string): Promise<string | null> {
    return this.transact([META], 'readonly', (tx) => {
      const rows = tx.objectStore(META).index(BY_TEST_KEY).getAll(testKey);
      return () => latestFor(testKey, rows.result as EventLogMeta[]);
    });
  }

  private async transact<T>(stores: string[], mode: IDBTransactionMode, body: TxBody<T>): Promise<T> {
    const db = await this.open();
    return new Promise<T>((resolve, reject) => {
      let reason: unknown;
      const tx = db.transaction(stores, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
      const fail = (r: unknown) => {
        reason ??= r;
        tx.abort();
      };
      tx.onabort = () => reject(reason ?? tx.error ?? new Error(`IndexedDB transaction on ${stores.join(', ')} was aborted`));
      let result: () => T = () => undefined as T;
      try {
        result = body(tx, fail);
      } catch (e) {
        fail(e);
        return;
      }
      tx.oncomplete = guard(reject, () => resolve(result()));
    });
  }

  private open(): Promise<IDBDatabase> {
    if (this.db) return this.db;
    const opening = new Promise<IDBDatabase>((resolve, reject) => {
      if (!this.factory) throw new Error('IndexedDB is not available in this environment');
      const req = this.factory.open(EVENT_LOG_DB_NAME, DB_VERSION);
      req.onupgradeneeded = (e) => {
        if (e.oldVersion < 1) {
          const db = req.result;
          db.createObjectStore(EVENTS, { keyPath: ['logId', 'seq'] }).createIndex(BY_LOG, 'logId');
          db.createObjectStore(META, { keyPath: 'logId' }).createIndex(BY_TEST_KEY, 'testKey');
        }
      };
      req.onsuccess = () => {
        const db = req.result;
        const forget = () => {
          if (this.db === opening) this.db = null;
        };
        // let a newer version (another tab) upgrade; the next call reopens
        db.onversionchange = () => {
          db.close();
          forget();
        };
        db.onclose = forget;
        resolve(db);
      };
      req.onerror = () => reject(req.error ?? new Error(`Could not open IndexedDB database ${EVENT_LOG_DB_NAME}`));
    });
    this.db = opening;
    opening.catch(() => {
      if (this.db === opening) this.db = null;
    });
    return opening;
  }
}

/** Runs an IDB callback; an exception aborts the transaction with that exception as the reason. */
const guard = (fail: (reason: unknown) => void, work: () => void) => () => {
  try {
    work();
  } catch (e) {
    fail(e);
  }
};
