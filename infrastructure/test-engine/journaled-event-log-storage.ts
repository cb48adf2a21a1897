// The event log's write-ahead journal. IndexedDB acknowledges an append only once its strict transaction has
// completed, a few milliseconds after the screen shows the answer; a tab closed or reloaded inside that window aborts
// the transaction and the answer is gone (found by npm run chaos: an answer given right before the tab closed was
// stored empty). So every event is first kept synchronously in localStorage (stage(), called before the screen is
// told), and dropped from there once the durable storage has it. read() takes back what a closed page left in the
// journal: the staged events that continue the stored log are written to the durable storage first, then returned.
//
// localStorage writes reach the browser process at once, so they outlive the page (a tab closed, a reload, a crashed
// renderer); they reach the disk a few seconds later, so a killed browser is covered by IndexedDB alone. The journal
// holds only the events not yet confirmed (normally one batch), and a full quota only turns the journal off for that
// write: the durable storage stays the record.
import type { EventLogMeta, EventLogMetaStorage, EventLogStorage, StoredEvent } from '../../application/test-engine/ports';
import { checkAppend, checkLogId } from './check-append';

export const JOURNAL_KEY_PREFIX = 'event-journal:';

export type JournalArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type DurableStorage = EventLogStorage & EventLogMetaStorage;

const keyOf = (logId: string) => `${JOURNAL_KEY_PREFIX}${logId}`;

export class JournaledEventLogStorage implements EventLogStorage, EventLogMetaStorage {
  constructor(private readonly durable: DurableStorage, private readonly area: JournalArea | undefined) {}

  stage(logId: string, events: readonly StoredEvent[]): void {
    if (!this.area || events.length === 0) return;
    try {
      const staged = this.staged(logId);
      const last = staged.at(-1)?.seq ?? 0;
      const fresh = events.filter((e) => e.seq > last);
      if (fresh.length) this.area.setItem(keyOf(logId), JSON.stringify([...staged, ...fresh]));
    } catch {
      // a full or blocked localStorage: the durable write still goes ahead
    }
  }

  async append(logId: string, events: StoredEvent[]): Promise<void> {
    await this.durable.append(logId, events);
    const last = events.at(-1)?.seq;
    if (last !== undefined) this.settle(logId, last);
  }

  async read(logId: string): Promise<StoredEvent[]> {
    const stored = await this.durable.read(logId);
    const lastStored = stored.at(-1)?.seq ?? 0;
    const tail = this.staged(logId).filter((e) => e.seq > lastStored);
    if (tail.length === 0) {
      this.settle(logId, lastStored);
      return stored;
    }
    let recovered: StoredEvent[];
    try {
      recovered = checkAppend(logId, lastStored, tail);
    } catch {
      // a gap between the stored log and the journal (or a damaged entry): nothing of it can be used
      this.drop(logId);
      return stored;
    }
    try {
      await this.durable.append(logId, recovered);
    } catch {
      // another page wrote them meanwhile, or the storage failed: the durable storage says what is kept
      return this.durable.read(logId);
    }
    this.drop(logId);
    return [...stored, ...recovered];
  }

  list(): Promise<string[]> {
    return this.durable.list();
  }

  async remove(logId: string): Promise<void> {
    await this.durable.remove(logId);
    this.drop(logId);
  }

  saveMeta(meta: EventLogMeta): Promise<void> {
    return this.durable.saveMeta(meta);
  }

  readMeta(logId: string): Promise<EventLogMeta | null> {
    return this.durable.readMeta(logId);
  }

  findLogFor(testKey: string): Promise<string | null> {
    return this.durable.findLogFor(testKey);
  }

  /** The journal's events of a log, in seq order; [] when there are none or the entry cannot be read. */
  private staged(logId: string): StoredEvent[] {
    checkLogId(logId);
    let raw: string | null = null;
    try {
      raw = this.area?.getItem(keyOf(logId)) ?? null;
    } catch {
      return [];
    }
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.filter((e): e is StoredEvent => typeof e === 'object' && e !== null && Number.isSafeInteger((e as StoredEvent).seq))
        .sort((a, b) => a.seq - b.seq);
    } catch {
      return [];
    }
  }

  /** Drops the staged events up to `durableSeq` (the durable storage has them). */
  private settle(logId: string, durableSeq: number): void {
    if (!this.area) return;
    const staged = this.staged(logId);
    if (staged.length === 0) return;
    const left = staged.filter((e) => e.seq > durableSeq);
    try {
      if (left.length === 0) this.area.removeItem(keyOf(logId));
      else if (left.length < staged.length) this.area.setItem(keyOf(logId), JSON.stringify(left));
    } catch {
      // nothing to do: a stale entry is dropped by the next read of this log
    }
  }

  private drop(logId: string): void {
    try {
      this.area?.removeItem(keyOf(logId));
    } catch {
      // as above
    }
  }
}
