/** @jest-environment node */
// scripts/chaos/session-script.ts: a chaos session's plan is a pure function of (run seed, index), and keeps its rules.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  BIG_MOCK, FAULT_KINDS, isNavigation, LOCKED_MOCK, planSession, sessionSeed, TOPIC_TEST_IDS, topicTest, type FaultStep, type SessionPlan,
} from '../../../scripts/chaos/session-script';

const seedArb = fc.integer({ min: 0, max: 0xffff_ffff });
const indexArb = fc.integer({ min: 0, max: 999 });

/**
 * Plays a plan's steps as the session runner does (offline from an offline fault until its number of actions is done)
 * and answers the faults met while offline.
 */
const faultsWhileOffline = (plan: SessionPlan): FaultStep[] => {
  const out: FaultStep[] = [];
  let actions = 0;
  let onlineAfter: number | null = null;
  for (const s of plan.steps) {
    if (s.kind === 'action') {
      actions += 1;
      if (onlineAfter !== null && actions >= onlineAfter) onlineAfter = null;
    } else if (s.fault === 'offline') {
      onlineAfter = actions + s.actions;
    } else if (onlineAfter !== null) {
      out.push(s);
    }
  }
  return out;
};

describe('planSession', () => {
  it('is deterministic: the same seed and index give the same plan', () => {
    fc.assert(fc.property(seedArb, indexArb, (seed, index) => {
      expect(planSession(seed, index)).toEqual(planSession(seed, index));
    }), { numRuns: 100 });
  });

  it('replays one session alone: a plan depends on its own index only, not on the sessions before it', () => {
    const all = Array.from({ length: 10 }, (_, i) => planSession(42, i));
    expect(planSession(42, 7)).toEqual(all[7]);
    expect(new Set(all.map((p) => p.seed)).size).toBe(10);
  });

  it('is pinned: a stored seed gives the same sessions after a change elsewhere', () => {
    expect(sessionSeed(42, 0)).toBe(sessionSeed(42, 0));
    expect(sessionSeed(42, 0)).not.toBe(sessionSeed(42, 1));
    expect(sessionSeed(42, 0)).not.toBe(sessionSeed(43, 0));
    expect(Number.isInteger(sessionSeed(0xffff_ffff, 999))).toBe(true);
  });

  it('draws a seeded test, 12 to 30 actions starting with an answer, and 2 to 4 faults of the known kinds', () => {
    fc.assert(fc.property(seedArb, indexArb, (seed, index) => {
      const plan = planSession(seed, index);
      expect([LOCKED_MOCK.testId, BIG_MOCK.testId, ...TOPIC_TEST_IDS]).toContain(plan.test.testId);
      const actions = plan.steps.filter((s) => s.kind === 'action');
      expect(actions.length).toBeGreaterThanOrEqual(12);
      expect(actions.length).toBeLessThanOrEqual(30);
      expect(plan.steps[0]).toMatchObject({ kind: 'action', action: 'answer' });
      expect(plan.faults.length).toBeLessThanOrEqual(4);
      for (const f of plan.faults) expect(FAULT_KINDS).toContain(f);
      for (const a of actions) {
        expect(a.r).toBeGreaterThanOrEqual(0);
        expect(a.r).toBeLessThan(1);
        if (!plan.test.sectionLocked) expect(a.action).not.toBe('sectionSwitch');
      }
    }), { numRuns: 300 });
  });

  it('never loads a page while offline, and an offline window ends with the script', () => {
    fc.assert(fc.property(seedArb, indexArb, (seed, index) => {
      const plan = planSession(seed, index);
      expect(faultsWhileOffline(plan).filter(isNavigation)).toEqual([]);
      let actions = 0;
      const total = plan.steps.filter((s) => s.kind === 'action').length;
      for (const s of plan.steps) {
        if (s.kind === 'action') actions += 1;
        else if (s.fault === 'offline') expect(actions + s.actions).toBeLessThanOrEqual(total);
      }
    }), { numRuns: 500 });
  });

  it('asks for the browser clock only when a clock jump or a hidden tab is planned', () => {
    fc.assert(fc.property(seedArb, indexArb, (seed, index) => {
      const plan = planSession(seed, index);
      const clockFaults = plan.steps.filter((s): s is FaultStep => s.kind === 'fault' && (s.fault === 'clockJump' || s.fault === 'hidden'));
      expect(plan.needsClock).toBe(clockFaults.length > 0 || plan.initialClockOffsetMs !== 0);
      expect([0, 3_600_000, -3_600_000]).toContain(plan.initialClockOffsetMs);
      for (const s of clockFaults) if (s.fault === 'clockJump') expect(Math.abs(s.deltaMs)).toBe(3_600_000);
    }), { numRuns: 200 });
  });

  it('interrupts the submit only while a faulted submit is under way, never offline', () => {
    fc.assert(fc.property(seedArb, indexArb, (seed, index) => {
      const { submit, loadFault, steps } = planSession(seed, index);
      if (submit.interrupt) {
        expect(submit.net).not.toBeNull();
        expect(submit.offline).toBe(false);
      }
      if (submit.net) expect(submit.net.target).toBe('submit');
      if (loadFault) expect(loadFault.target).toBe('load');
      for (const s of steps) if (s.kind === 'fault' && 'net' in s) expect(s.net.target).not.toBe('submit');
    }), { numRuns: 300 });
  });

  it('covers every fault kind and every test over a run of 200 sessions', () => {
    const plans = Array.from({ length: 200 }, (_, i) => planSession(123, i));
    const kinds = new Set(plans.flatMap((p) => p.faults));
    expect([...kinds].sort()).toEqual([...FAULT_KINDS].sort());
    expect(new Set(plans.map((p) => p.test.pick))).toEqual(new Set(['locked', 'big', 'topic']));
  });
});

describe('topicTest', () => {
  it('knows the chapter tests (10 questions) and the leaf practices (5) of template 5001', () => {
    expect(TOPIC_TEST_IDS[0]).toBe(2001);
    expect(topicTest(2001)).toMatchObject({ testType: 2, sections: [10] });
    expect(topicTest(2002)).toMatchObject({ testType: 2, sections: [5] });
    expect(() => topicTest(2000)).toThrow(RangeError);
    expect(() => topicTest(TOPIC_TEST_IDS[TOPIC_TEST_IDS.length - 1] + 1)).toThrow(RangeError);
  });
});
