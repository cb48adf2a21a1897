// The behaviour every EventLogStorage adapter must share. Called from each adapter's test file.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { EventSeqError, InvalidEventError } from '../../../application/test-engine/event-log-errors';
import type { EventLogMetaStorage, EventLogStorage, StoredEvent } from '../../../application/test-engine/ports';

export interface StoreFixture<S> {
  storage: S;
  /** a second, independent connection to the same storage (omitted for the in-memory storage) */
  reopen?: () => S;
}

export const ev = (seq: number, type = 'AnswerGiven', data: unknown = { questionId: seq }): StoredEvent =>
  ({ seq, at: 1_700_000_000_000 + seq * 1000, event: { type, data } });

const seqs = (events: StoredEvent[]) => events.map((e) => e.seq);

export function eventLogStorageContract(make: () => Promise<StoreFixture<EventLogStorage>> | StoreFixture<EventLogStorage>): void {
  let fx: StoreFixture<EventLogStorage>;
  let storage: EventLogStorage;
  beforeEach(async () => {
    fx = await make();
    storage = fx.storage;
  });

  describe('append and read', () => {
    it('reads an unknown log as empty', async () => {
      expect(await storage.read('nope')).toEqual([]);
    });

    it('returns the events of several batches in seq order, unchanged', async () => {
      const events = [ev(1, 'TestStarted', { testId: 7 }), ev(2), ev(3, 'ReviewToggled', { nested: { a: [1, 'x', null] } }), ev(4), ev(5)];
      await storage.append('log-a', events.slice(0, 1));
      await storage.append('log-a', events.slice(1, 4));
      await storage.append('log-a', events.slice(4));
      expect(await storage.read('log-a')).toEqual(events);
    });

    it('keeps seq order beyond 9 (numeric, not text order)', async () => {
      const events = Array.from({ length: 12 }, (_, i) => ev(i + 1));
      for (const e of events) await storage.append('log-a', [e]);
      expect(seqs(await storage.read('log-a'))).toEqual(events.map((e) => e.seq));
    });

    it('treats an empty batch as nothing to do', async () => {
      await storage.append('log-a', []);
      await storage.append('log-a', [ev(1)]);
      await storage.append('log-a', []);
      expect(seqs(await storage.read('log-a'))).toEqual([1]);
    });

    it('keeps logs apart: each starts at seq 1', async () => {
      await storage.append('log-a', [ev(1), ev(2)]);
      await storage.append('log-b', [ev(1)]);
      expect(seqs(await storage.read('log-a'))).toEqual([1, 2]);
      expect(seqs(await storage.read('log-b'))).toEqual([1]);
    });

    it('keeps copies: later changes to the input or to a read result do not reach the log', async () => {
      const input = ev(1, 'AnswerGiven', { response: 'a' });
      await storage.append('log-a', [input]);
      (input.event.data as { response: string }).response = 'changed';
      const first = await storage.read('log-a');
      (first[0].event.data as { response: string }).response = 'changed too';
      expect((await storage.read('log-a'))[0].event.data).toEqual({ response: 'a' });
    });
  });

  describe('seq validation', () => {
    it('refuses a first event that is not seq 1 (gap)', async () => {
      await expect(storage.append('log-a', [ev(2)])).rejects.toBeInstanceOf(EventSeqError);
      await expect(storage.append('log-a', [ev(2)])).rejects.toMatchObject({ logId: 'log-a', expected: 1, received: 2, problem: 'gap' });
      expect(await storage.read('log-a')).toEqual([]);
    });

    it('refuses a duplicate seq', async () => {
      await storage.append('log-a', [ev(1), ev(2)]);
      await expect(storage.append('log-a', [ev(2)])).rejects.toMatchObject({ name: 'EventSeqError', expected: 3, received: 2, problem: 'duplicate' });
      await expect(storage.append('log-a', [ev(1)])).rejects.toMatchObject({ problem: 'duplicate' });
      expect(seqs(await storage.read('log-a'))).toEqual([1, 2]);
    });

    it('refuses a gap inside a batch and writes nothing of that batch', async () => {
      await storage.append('log-a', [ev(1)]);
      await expect(storage.append('log-a', [ev(2), ev(3), ev(5)])).rejects.toMatchObject({ expected: 4, received: 5, problem: 'gap' });
      expect(seqs(await storage.read('log-a'))).toEqual([1]);
      await storage.append('log-a', [ev(2)]);
      expect(seqs(await storage.read('log-a'))).toEqual([1, 2]);
    });

    it('refuses a seq that is not an integer', async () => {
      await expect(storage.append('log-a', [{ ...ev(1), seq: 1.5 }])).rejects.toMatchObject({ problem: 'not_an_integer' });
      await expect(storage.append('log-a', [{ ...ev(1), seq: '1' as unknown as number }])).rejects.toMatchObject({ problem: 'not_an_integer' });
      expect(await storage.read('log-a')).toEqual([]);
    });

    it('of two concurrent appends with the same seq, exactly one wins', async () => {
      const results = await Promise.allSettled([storage.append('log-a', [ev(1, 'First')]), storage.append('log-a', [ev(1, 'Second')])]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(EventSeqError);
      expect(await storage.read('log-a')).toHaveLength(1);
    });

    it('applies appends issued back to back in issue order', async () => {
      await Promise.all([storage.append('log-a', [ev(1)]), storage.append('log-a', [ev(2), ev(3)]), storage.append('log-a', [ev(4)])]);
      expect(seqs(await storage.read('log-a'))).toEqual([1, 2, 3, 4]);
    });
  });

  describe('malformed input', () => {
    it.each([
      ['an event without a type', { seq: 1, at: 1, event: { data: {} } }],
      ['an event that is not an object', { seq: 1, at: 1, event: 'AnswerGiven' }],
      ['a time that is not a finite number', { seq: 1, at: Number.NaN, event: { type: 'A', data: null } }],
      ['an entry that is not an object', null],
      ['an event holding a function', { seq: 1, at: 1, event: { type: 'A', data: { f: () => 1 } } }],
    ])('refuses %s', async (_label, bad) => {
      await expect(storage.append('log-a', [bad as unknown as StoredEvent])).rejects.toBeInstanceOf(InvalidEventError);
      expect(await storage.read('log-a')).toEqual([]);
    });

    it('refuses an empty log id', async () => {
      await expect(storage.append('', [ev(1)])).rejects.toBeInstanceOf(InvalidEventError);
      await expect(storage.read(' ')).rejects.toBeInstanceOf(InvalidEventError);
    });

    it('refuses events that are not an array', async () => {
      await expect(storage.append('log-a', { seq: 1 } as unknown as StoredEvent[])).rejects.toBeInstanceOf(InvalidEventError);
    });
  });

  describe('list and remove', () => {
    it('lists the logs sorted; remove deletes one log only', async () => {
      expect(await storage.list()).toEqual([]);
      await storage.append('log-b', [ev(1)]);
      await storage.append('log-a', [ev(1), ev(2)]);
      await storage.append('log c/ü', [ev(1)]);
      expect(await storage.list()).toEqual(['log c/ü', 'log-a', 'log-b'].sort());
      await storage.remove('log-a');
      expect(await storage.list()).toEqual(['log c/ü', 'log-b'].sort());
      expect(await storage.read('log-a')).toEqual([]);
      expect(seqs(await storage.read('log-b'))).toEqual([1]);
    });

    it('removing an unknown log is harmless; a removed log starts again at seq 1', async () => {
      await storage.remove('nope');
      await storage.append('log-a', [ev(1), ev(2)]);
      await storage.remove('log-a');
      await storage.append('log-a', [ev(1)]);
      expect(seqs(await storage.read('log-a'))).toEqual([1]);
    });
  });

  describe('durability', () => {
    it('every acknowledged append is already visible to an independent connection', async () => {
      if (!fx.reopen) return expect(fx.reopen).toBeUndefined();
      const reopen = fx.reopen;
      const seenAtAck: Record<string, number[]> = {};
      const ack = (label: string, p: Promise<void>) => p.then(async () => { seenAtAck[label] = seqs(await reopen().read('log-a')); });
      await Promise.all([ack('first', storage.append('log-a', [ev(1)])), ack('second', storage.append('log-a', [ev(2), ev(3)]))]);
      // each read ran after its acknowledgement, so it saw at least the events acknowledged by then
      expect(seenAtAck.first.slice(0, 1)).toEqual([1]);
      expect(seenAtAck.second).toEqual([1, 2, 3]);
      expect(seqs(await reopen().read('log-a'))).toEqual([1, 2, 3]);
    });

    it('the seq check holds across connections', async () => {
      if (!fx.reopen) return expect(fx.reopen).toBeUndefined();
      await storage.append('log-a', [ev(1)]);
      await expect(fx.reopen().append('log-a', [ev(1)])).rejects.toMatchObject({ problem: 'duplicate' });
      await fx.reopen().append('log-a', [ev(2)]);
      expect(seqs(await storage.read('log-a'))).toEqual([1, 2]);
    });
  });
}

export function eventLogMetaContract(make: () => StoreFixture<EventLogStorage & EventLogMetaStorage>): void {
  let storage: EventLogStorage & EventLogMetaStorage;
  beforeEach(() => {
    storage = make().storage;
  });
  const meta = (logId: string, testKey: string, updatedAt: number) => ({ logId, testKey, testId: 11, testType: 3, updatedAt });

  it('saves and reads meta; unknown is null; a save replaces the previous one', async () => {
    expect(await storage.readMeta('log-a')).toBeNull();
    await storage.saveMeta({ ...meta('log-a', '3:11', 100), testSession: 'mt42' });
    expect(await storage.readMeta('log-a')).toEqual({ ...meta('log-a', '3:11', 100), testSession: 'mt42' });
    await storage.saveMeta(meta('log-a', '3:11', 200));
    expect(await storage.readMeta('log-a')).toEqual(meta('log-a', '3:11', 200));
  });

  it('keeps the client submission id, the guest course id and signed delivery; drops unknown fields', async () => {
    await storage.saveMeta({ ...meta('log-a', '3:11', 100), clientSubmissionId: 'sub-1', courseId: 12, guestDelivery: 'v1.abc.sig', extra: 'x' } as never);
    expect(await storage.readMeta('log-a'))
      .toEqual({ ...meta('log-a', '3:11', 100), clientSubmissionId: 'sub-1', courseId: 12, guestDelivery: 'v1.abc.sig' });
  });

  it('finds the log updated last for a test key, or null', async () => {
    expect(await storage.findLogFor('3:11')).toBeNull();
    await storage.saveMeta(meta('log-old', '3:11', 100));
    await storage.saveMeta(meta('log-new', '3:11', 300));
    await storage.saveMeta(meta('log-other', '2:5', 900));
    expect(await storage.findLogFor('3:11')).toBe('log-new');
    await storage.saveMeta(meta('log-old', '3:11', 400));
    expect(await storage.findLogFor('3:11')).toBe('log-old');
    expect(await storage.findLogFor('1:1')).toBeNull();
  });

  it('lists a log that has only meta; remove deletes the meta with the events', async () => {
    await storage.saveMeta(meta('log-a', '3:11', 100));
    await storage.append('log-b', [ev(1)]);
    await storage.saveMeta(meta('log-b', '3:12', 100));
    expect(await storage.list()).toEqual(['log-a', 'log-b']);
    await storage.remove('log-b');
    expect(await storage.readMeta('log-b')).toBeNull();
    expect(await storage.findLogFor('3:12')).toBeNull();
    expect(await storage.list()).toEqual(['log-a']);
  });

  it.each([
    ['an empty test key', { testKey: '' }],
    ['a test id that is not a number', { testId: '11' }],
    ['a missing updatedAt', { updatedAt: undefined }],
    ['a test session that is not a string', { testSession: 42 }],
    ['an empty log id', { logId: '' }],
    ['an empty client submission id', { clientSubmissionId: '' }],
    ['a course id that is not an integer', { courseId: 1.5 }],
    ['a guest delivery that is not a string', { guestDelivery: 42 }],
    ['an empty guest delivery', { guestDelivery: '' }],
  ])('refuses meta with %s', async (_label, change) => {
    await expect(storage.saveMeta({ ...meta('log-a', '3:11', 1), ...change } as never)).rejects.toBeInstanceOf(InvalidEventError);
    expect(await storage.readMeta('log-a')).toBeNull();
  });
}
