/** @jest-environment node */
// The write-ahead journal in front of the durable event log: the storage contract, and the loss npm run chaos found
// (an answer given right before the tab closed was stored empty: the page went away before IndexedDB's transaction
// completed). A page that never finishes its durable write leaves the journal behind; the next page reads it back.
import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../../application/test-engine/ports';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';
import { JOURNAL_KEY_PREFIX, JournaledEventLogStorage, type JournalArea } from '../../../infrastructure/test-engine/journaled-event-log-storage';
import { aFlatTest, text } from '../../mothers/test-data.mother';
import { deps, freshDepsEachTest, must, open } from '../../application/test-engine/test-session-setup';
import { ev, eventLogMetaContract, eventLogStorageContract } from './event-log-storage-contract';

/** localStorage as a map, with a switch that makes every write throw (a full quota). */
class MapArea implements JournalArea {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null { return this.items.get(key) ?? null; }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void { this.items.delete(key); }
}

/** A durable storage whose appends can be held forever: the page closed before its transaction completed. */
class HeldStorage extends InMemoryEventLogStorage {
  hold = false;
  override append(logId: string, events: StoredEvent[]): Promise<void> {
    return this.hold ? new Promise<void>(() => undefined) : super.append(logId, events);
  }
}

const journalOf = (area: MapArea, logId: string): number[] =>
  (JSON.parse(area.getItem(`${JOURNAL_KEY_PREFIX}${logId}`) ?? '[]') as StoredEvent[]).map((e) => e.seq);

const fixture = () => {
  const durable = new InMemoryEventLogStorage();
  const area = new MapArea();
  return { storage: new JournaledEventLogStorage(durable, area), reopen: () => new JournaledEventLogStorage(durable, area) };
};

describe('JournaledEventLogStorage', () => {
  eventLogStorageContract(fixture);
  describe('meta', () => eventLogMetaContract(fixture));

  it('keeps staged events until the durable storage has them', async () => {
    const area = new MapArea();
    const storage = new JournaledEventLogStorage(new InMemoryEventLogStorage(), area);
    storage.stage('log-a', [ev(1), ev(2)]);
    storage.stage('log-a', [ev(3)]);
    expect(journalOf(area, 'log-a')).toEqual([1, 2, 3]);
    await storage.append('log-a', [ev(1), ev(2)]);
    expect(journalOf(area, 'log-a')).toEqual([3]);
    await storage.append('log-a', [ev(3)]);
    expect(area.items.size).toBe(0);
  });

  it('reads back what a page left staged when its durable write never completed, and makes it durable', async () => {
    const durable = new HeldStorage();
    const area = new MapArea();
    const closing = new JournaledEventLogStorage(durable, area);
    await closing.append('log-a', [ev(1), ev(2)]);
    durable.hold = true;
    closing.stage('log-a', [ev(3)]);
    void closing.append('log-a', [ev(3)]); // the tab closes here

    durable.hold = false;
    const next = new JournaledEventLogStorage(durable, area);
    expect((await next.read('log-a')).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await durable.read('log-a')).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(area.items.size).toBe(0);
  });

  it('does not write twice what the closing page managed to store after all', async () => {
    const durable = new InMemoryEventLogStorage();
    const area = new MapArea();
    const closing = new JournaledEventLogStorage(durable, area);
    closing.stage('log-a', [ev(1), ev(2)]);
    await durable.append('log-a', [ev(1), ev(2)]); // the transaction completed, the journal was not yet cleared
    const read = await new JournaledEventLogStorage(durable, area).read('log-a');
    expect(read.map((e) => e.seq)).toEqual([1, 2]);
    expect(area.items.size).toBe(0);
  });

  it('drops a journal that does not continue the stored log, and one it cannot read', async () => {
    const durable = new InMemoryEventLogStorage();
    const area = new MapArea();
    await durable.append('log-a', [ev(1)]);
    area.setItem(`${JOURNAL_KEY_PREFIX}log-a`, JSON.stringify([ev(3)]));
    area.setItem(`${JOURNAL_KEY_PREFIX}log-b`, '{not json');
    const storage = new JournaledEventLogStorage(durable, area);
    expect((await storage.read('log-a')).map((e) => e.seq)).toEqual([1]);
    expect(await storage.read('log-b')).toEqual([]);
    expect(area.getItem(`${JOURNAL_KEY_PREFIX}log-a`)).toBeNull();
  });

  it('a full localStorage turns the journal off for that write; the durable write still goes ahead', async () => {
    const durable = new InMemoryEventLogStorage();
    const area = new MapArea();
    area.full = true;
    const storage = new JournaledEventLogStorage(durable, area);
    expect(() => storage.stage('log-a', [ev(1)])).not.toThrow();
    await storage.append('log-a', [ev(1)]);
    expect((await storage.read('log-a')).map((e) => e.seq)).toEqual([1]);
  });

  it('works without localStorage at all', async () => {
    const storage = new JournaledEventLogStorage(new InMemoryEventLogStorage(), undefined);
    storage.stage('log-a', [ev(1)]);
    await storage.append('log-a', [ev(1)]);
    expect((await storage.read('log-a')).map((e) => e.seq)).toEqual([1]);
  });

  it('remove drops the journal with the log', async () => {
    const area = new MapArea();
    const storage = new JournaledEventLogStorage(new InMemoryEventLogStorage(), area);
    storage.stage('log-a', [ev(1)]);
    await storage.remove('log-a');
    expect(area.items.size).toBe(0);
  });
});

describe('a test session over the journal', () => {
  freshDepsEachTest();

  it('an answer given right before the tab closed (its durable write never completed) is there when the test reopens', async () => {
    const durable = new HeldStorage();
    const area = new MapArea();
    deps.logs = new JournaledEventLogStorage(durable, area);
    const { session: a } = await open(aFlatTest(3));
    await must(a, { type: 'GiveAnswer', data: { response: text('B') } });
    await must(a, { type: 'GoNext', data: {} });

    durable.hold = true;
    let told = false;
    a.subscribe(() => {
      // the screen is told only once the answer is staged
      told = journalOf(area, a.logId).length > 0;
    });
    void a.dispatch({ type: 'GiveAnswer', data: { response: text('C') } }); // shown on screen; the tab closes here
    expect(told).toBe(true);

    durable.hold = false;
    deps.logs = new JournaledEventLogStorage(durable, area);
    const { session: b, resumed } = await open(aFlatTest(3));
    expect(resumed).toBe(true);
    expect(b.state.questions.map((q) => q.response.values)).toEqual([['B'], ['C'], []]);
  });
});
