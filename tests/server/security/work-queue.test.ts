/** @jest-environment node */
// docs/security.md "Hashing": password hashes run through a bounded queue: at most `concurrency` at a time, and past
// `maxWaiting` queued the server answers 503 busy instead of queueing without end.
import { describe, expect, it, jest } from '@jest/globals';
import { HttpError } from '../../../server/http/reply';
import { hashPassword, hashQueue, verifyPassword } from '../../../server/security/passwords';
import { HASH_CONCURRENCY, WorkQueue } from '../../../server/security/work-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
};

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once and the rest in arrival order', async () => {
    const q = new WorkQueue(2, 10);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const all = gates.map((g, i) => q.run(async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(i);
      await g.promise;
      running--;
      return i;
    }));
    await Promise.resolve();
    expect(q.load).toEqual({ running: 2, waiting: 4 });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when maxWaiting tasks already wait, and frees the slot of a failed task', async () => {
    const q = new WorkQueue(1, 1);
    const gate = deferred();
    const first = q.run(() => gate.promise);
    const second = q.run(async () => 'second');
    const third = q.run(async () => 'third');
    await expect(third).rejects.toBeInstanceOf(HttpError);
    await expect(third).rejects.toMatchObject({ status: 503, responseTxt: 'server_busy', headers: { 'Retry-After': '1' } });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(q.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await q.run(async () => 'after')).toBe('after');
  });

  it('the password hashes of the process go through one queue that leaves a core to the event loop', async () => {
    expect(hashQueue.concurrency).toBe(HASH_CONCURRENCY);
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const spy = jest.spyOn(hashQueue, 'run');
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`pw-${i}`)));
    expect(await verifyPassword('pw-3', hashes[3])).toBe(true);
    expect(spy).toHaveBeenCalledTimes(7);
    spy.mockRestore();
  });
});
