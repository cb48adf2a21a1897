/** @jest-environment node */
// Opening a test syncs the engine's clock first (EngineClock.sync): a fresh load runs it alongside the server call and
// stamps TestLoaded only once both are done; a resume waits for it before the remaining time is derived.
import { describe, expect, it, jest } from '@jest/globals';
import type { EngineClock } from '../../../application/test-engine/ports';
import { openTestSession, type TestSessionDeps } from '../../../application/test-engine/test-session-use-cases';
import { aFlatTest } from '../../mothers/test-data.mother';
import { deps, errors, freshDepsEachTest, open, spec, storage, T0, vc } from './test-session-setup';

freshDepsEachTest();

const HOUR = 3_600_000;

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
};

/** Lets pending promise callbacks run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** The test's virtual clock with a sync that waits for `gate`, then corrects the time by `correction` ms. */
const syncingClock = (gate: Promise<void>, correction: number) => {
  const sync = jest.fn(async () => {
    await gate;
    vc.clock.advance(correction);
  });
  const clock: EngineClock = { now: vc.clock.now, scheduler: vc.clock.scheduler, sync };
  return { clock, sync };
};

const withClock = (clock: EngineClock): TestSessionDeps => ({ ...deps, clock });

describe('openTestSession syncs the clock', () => {
  it('a fresh load: sync runs alongside the server call; TestLoaded is stamped only after both, on the synced time', async () => {
    const gate = deferred();
    const { clock, sync } = syncingClock(gate.promise, HOUR);
    const s = spec(aFlatTest(2, { remainingTime: 600 }));
    let opened = false;
    const opening = openTestSession(withClock(clock), s).then((r) => { opened = true; return r; });
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(s.load).toHaveBeenCalledTimes(1); // not waiting for the sync
    expect(opened).toBe(false);
    expect(await storage.list()).toEqual([]); // nothing stamped yet

    gate.resolve();
    const r = await opening;
    if (!r.ok) throw new Error('not opened');
    const stored = await storage.read(r.value.session.logId);
    expect(stored.map((e) => [e.event.type, e.at])).toEqual([['TestLoaded', T0 + HOUR]]);
    expect(r.value.session.remaining()).toBe(600);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('a review load (always from the server) syncs too, alongside the server call', async () => {
    const gate = deferred();
    const { clock, sync } = syncingClock(gate.promise, 5_000);
    const s = spec(aFlatTest(2), { mode: 'review', testKey: 'session:st9' });
    const opening = openTestSession(withClock(clock), s);
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(s.load).toHaveBeenCalledTimes(1);
    gate.resolve();
    const r = await opening;
    if (!r.ok) throw new Error('not opened');
    expect(r.value.session.exportLog().events[0].at).toBe(T0 + 5_000);
  });

  it('a resume waits for the sync before it derives the remaining time (and records an expiry the synced clock says is due)', async () => {
    const { session: first } = await open(aFlatTest(2, { remainingTime: 120 }));
    vc.clock.advance(30_000);
    // the device's clock was a minute and a half behind: the server puts the time past the deadline
    const gate = deferred();
    const { clock, sync } = syncingClock(gate.promise, 90_000);
    const s = spec(aFlatTest(2, { remainingTime: 120 }));
    let opened = false;
    const opening = openTestSession(withClock(clock), s).then((r) => { opened = true; return r; });
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(opened).toBe(false); // the log is read, the engine waits for the clock

    gate.resolve();
    const r = await opening;
    if (!r.ok) throw new Error('not opened');
    expect(r.value.resumed).toBe(true);
    expect(s.load).not.toHaveBeenCalled();
    expect(r.value.session.logId).toBe(first.logId);
    expect(r.value.session.remaining()).toBe(0);
    expect(r.value.session.state.timeEnded).toBe(true);
    const stored = await storage.read(first.logId);
    expect(stored.at(-1)).toMatchObject({ at: T0 + 120_000, event: { type: 'TimerExpired', data: { scope: 'test', deadline: T0 + 120_000 } } });
    expect(await storage.readMeta(first.logId)).toMatchObject({ updatedAt: T0 + 120_000 });
  });

  it('a resume on a synced clock: the remaining time is read from the corrected time', async () => {
    await open(aFlatTest(2, { remainingTime: 600 }));
    const { clock } = syncingClock(Promise.resolve(), 60_000);
    const r = await openTestSession(withClock(clock), spec(aFlatTest(2, { remainingTime: 600 })));
    if (!r.ok) throw new Error('not opened');
    expect(r.value.resumed).toBe(true);
    expect(r.value.session.remaining()).toBe(540);
  });

  it('a clock whose sync breaks its promise (rejects or throws) still opens the test, on the unsynced time', async () => {
    for (const [i, sync] of [
      jest.fn(() => Promise.reject(new Error('offline'))),
      jest.fn((): Promise<void> => { throw new Error('boom'); }),
    ].entries()) {
      const clock: EngineClock = { now: vc.clock.now, scheduler: vc.clock.scheduler, sync };
      const r = await openTestSession(withClock(clock), spec(aFlatTest(1), { testKey: `3:${i}` }));
      if (!r.ok) throw new Error('not opened');
      expect(r.value.session.exportLog().events[0].at).toBe(T0);
      expect(sync).toHaveBeenCalledTimes(1);
    }
    expect(errors.mock.calls.filter((c) => c[0] === 'Clock not synced:')).toHaveLength(2);
  });

  it('a failed load does not wait for the clock', async () => {
    const { clock } = syncingClock(new Promise<void>(() => undefined), HOUR); // never answers
    const r = await openTestSession(withClock(clock), { mode: 'registered', testKey: 'k', load: async () => { throw new TypeError('boom'); } });
    expect(r).toEqual({ ok: false, error: { kind: 'not_loaded' } });
  });
});
