// The plan of one chaos session (npm run chaos): which test, the student's actions and the faults injected between
// them, all drawn from the run's seed and the session's index. Pure and deterministic: the same (seed, index) gives
// the same plan, so `CHAOS_SEED=<seed> CHAOS_ONLY=<index>` replays a session (scripts/chaos.ts).
//
// A plan is abstract: an action says "answer the question on screen" with a random number that picks the option or the
// value, and the driver (simulator-driver.ts) applies it to whatever the screen shows at that moment. Faults sit between
// actions; a few belong to the final submit. Tested in tests/scripts/chaos/session-script.test.ts.
import { TOPIC_TREE } from '../../server/db/question-bank-problems';
import { seededRandom, type SeededRandom } from './seeded-random';

/** A seeded test of the demo course (server/db/seed-tests.ts), course 101 / template 5001. */
export interface TestSpec {
  pick: 'locked' | 'big' | 'topic';
  testId: number;
  /** 3 mock, 2 topic */
  testType: 2 | 3;
  /** questions per section, in palette order (one entry for a test without sections) */
  sections: readonly number[];
  /** Partially_Lock: no way back to an earlier section, a forward move asks to confirm, each section its own timer */
  sectionLocked: boolean;
  /** the section timer (seconds) of a locked test */
  sectionSeconds: number | null;
  /** the attempt limit of each section (0: none) */
  attemptLimits: readonly number[];
}

export const LOCKED_MOCK: TestSpec = {
  pick: 'locked', testId: 3001, testType: 3, sections: [8, 8, 8], sectionLocked: true, sectionSeconds: 900, attemptLimits: [0, 0, 6],
};
export const BIG_MOCK: TestSpec = {
  pick: 'big', testId: 3003, testType: 3, sections: [67, 67, 66], sectionLocked: false, sectionSeconds: null, attemptLimits: [0, 0, 0],
};

/** Topic tests of template 5001: ids from 2001, one per chapter (20 min, 10 questions) and leaf (10 min, 5 questions). */
export const TOPIC_TEST_IDS: readonly number[] = (() => {
  const count = TOPIC_TREE.reduce((n, s) => n + s.chapters.reduce((m, c) => m + 1 + c.leaves.length, 0), 0);
  return Array.from({ length: count }, (_, i) => 2001 + i);
})();

/** Questions per topic test: a chapter test 10, a leaf's practice 5 (the seed's order: chapter, then its leaves). */
export const topicTest = (testId: number): TestSpec => {
  let id = 2001;
  for (const { chapters } of TOPIC_TREE) {
    for (const chapter of chapters) {
      if (id++ === testId) return { pick: 'topic', testId, testType: 2, sections: [10], sectionLocked: false, sectionSeconds: null, attemptLimits: [0] };
      for (let k = 0; k < chapter.leaves.length; k++) {
        if (id++ === testId) return { pick: 'topic', testId, testType: 2, sections: [5], sectionLocked: false, sectionSeconds: null, attemptLimits: [0] };
      }
    }
  }
  throw new RangeError(`${testId} is not a topic test of template 5001`);
};

export type ActionKind = 'answer' | 'change' | 'clear' | 'mark' | 'next' | 'previous' | 'jump' | 'sectionSwitch';
export type NetFaultKind = 'http5xx' | 'slow' | 'dropped' | 'replyLost';
/** load: /testdetails and /testdetailexisting; save: /teststop; submit: /testsubmit */
export type NetTarget = 'load' | 'save' | 'submit';
export type FaultKind = 'offline' | NetFaultKind | 'tabClose' | 'reload' | 'browserKill' | 'clockJump' | 'hidden' | 'doubleSubmit' | 'submitOffline';
export const FAULT_KINDS: readonly FaultKind[] = [
  'offline', 'http5xx', 'slow', 'dropped', 'replyLost', 'tabClose', 'reload', 'browserKill', 'clockJump', 'hidden', 'doubleSubmit', 'submitOffline',
];

/** A fault on the calls of one target: the next `times` requests get it. */
export interface NetFault {
  fault: NetFaultKind;
  target: NetTarget;
  times: number;
  /** http5xx: the status */
  status: number;
  /** slow: how long the reply is held (ms) */
  delayMs: number;
}

export interface ActionStep { kind: 'action'; action: ActionKind; /** picks the option, value or question */ r: number; /** confirm a section switch when < 0.75 */ r2: number }
export type FaultStep =
  | { kind: 'fault'; fault: 'offline'; /** back online after this many actions */ actions: number }
  /** hot: the page goes away right after an answer whose only acknowledgement is the input on screen (r picks it) */
  | { kind: 'fault'; fault: 'tabClose' | 'reload' | 'browserKill'; hot: boolean; r: number }
  | { kind: 'fault'; fault: 'hidden' }
  | { kind: 'fault'; fault: 'clockJump'; deltaMs: number }
  /** armed, then Save & Continue Later and reopening the saved test (which meets the fault) */
  | { kind: 'fault'; fault: NetFaultKind; net: NetFault };
export type Step = ActionStep | FaultStep;

export interface SubmitPlan {
  /** Submit Now double-clicked */
  double: boolean;
  /** Submit Now pressed while offline, back online after offlineMs */
  offline: boolean;
  offlineMs: number;
  net: NetFault | null;
  /** the page reloaded, the tab closed and reopened, or the browser killed and restarted while the faulted submit is
   *  under way (only with a net fault on the submit, never offline: a page cannot load offline) */
  interrupt: 'reload' | 'tabClose' | 'browserKill' | null;
}

export interface SessionPlan {
  index: number;
  /** the session's own seed (derived from the run's seed and the index) */
  seed: number;
  test: TestSpec;
  /** a fault on the first load of the test */
  loadFault: NetFault | null;
  steps: Step[];
  submit: SubmitPlan;
  /** the planned faults, in plan order (the progress line) */
  faults: FaultKind[];
  /** the browser clock is installed (clock jumps and hidden tabs need it) */
  needsClock: boolean;
  /** the device's clock is this far off (±1 h) before the test opens (a clock jump before the start); 0: right */
  initialClockOffsetMs: number;
}

/** The session's seed: the run's seed and the index mixed (a 32-bit hash), so any session can be replayed alone. */
export const sessionSeed = (runSeed: number, index: number): number => {
  let h = (runSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
};

const ACTION_WEIGHTS: readonly [ActionKind, number][] = [
  ['answer', 34], ['change', 12], ['clear', 8], ['mark', 9], ['next', 14], ['previous', 7], ['jump', 11], ['sectionSwitch', 5],
];
/** How often each fault is drawn (two to four per session). */
const FAULT_WEIGHTS: readonly [FaultKind, number][] = [
  ['offline', 10], ['http5xx', 9], ['slow', 7], ['dropped', 8], ['replyLost', 9], ['tabClose', 8], ['reload', 8], ['browserKill', 8],
  ['clockJump', 9], ['hidden', 10], ['doubleSubmit', 7], ['submitOffline', 8],
];

const weighted = <T>(random: SeededRandom, table: readonly [T, number][]): T => {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let x = random.next() * total;
  for (const [item, w] of table) {
    x -= w;
    if (x < 0) return item;
  }
  return table[table.length - 1][0];
};

const netFault = (random: SeededRandom, fault: NetFaultKind, target: NetTarget): NetFault => ({
  fault, target, times: random.chance(0.3) ? 2 : 1, status: random.pick([500, 502, 503]), delayMs: random.int(1500, 4000),
});

/** The plan of session `index` of the run with seed `runSeed`. */
export function planSession(runSeed: number, index: number): SessionPlan {
  const seed = sessionSeed(runSeed, index);
  const random = seededRandom(seed);
  const pick = weighted<TestSpec['pick']>(random, [['locked', 4], ['big', 3], ['topic', 3]]);
  const test = pick === 'locked' ? LOCKED_MOCK : pick === 'big' ? BIG_MOCK : topicTest(random.pick(TOPIC_TEST_IDS));

  const actionCount = random.int(12, 30);
  const actions: ActionStep[] = Array.from({ length: actionCount }, (_, i) => ({
    kind: 'action',
    action: i === 0 ? 'answer' : weighted(random, test.sectionLocked ? ACTION_WEIGHTS : ACTION_WEIGHTS.filter(([a]) => a !== 'sectionSwitch')),
    r: random.next(),
    r2: random.next(),
  }));

  // faults go into slots: slot s runs before action s (slot actionCount: after the last action, before the submit)
  const slots: FaultStep[][] = Array.from({ length: actionCount + 1 }, () => []);
  // an offline fault in slot a for n actions keeps slots a .. a+n-1 offline (online again before slot a+n)
  const offlineWindows: [number, number][] = [];
  const inOffline = (s: number) => offlineWindows.some(([a, b]) => s >= a && s <= b);
  /** a slot from 2 on (some answers first) outside every offline window (a page cannot load offline) */
  const navigationSlot = (): number => {
    for (let tries = 0; tries < 20; tries++) {
      const s = random.int(2, actionCount);
      if (!inOffline(s)) return s;
    }
    return actionCount;
  };
  const submit: SubmitPlan = { double: false, offline: false, offlineMs: 0, net: null, interrupt: null };
  let loadFault: NetFault | null = null;
  let initialClockOffsetMs = 0;
  const faults: FaultKind[] = [];
  const faultCount = random.int(2, 4);
  for (let k = 0; k < faultCount; k++) {
    const fault = weighted(random, FAULT_WEIGHTS);
    faults.push(fault);
    switch (fault) {
      case 'offline': {
        const s = random.int(1, actionCount - 1);
        const n = random.int(1, Math.min(3, actionCount - s));
        if (offlineWindows.some(([a, b]) => s <= b && s + n - 1 >= a) || slots.slice(s, s + n).some((f) => f.some(isNavigation))) {
          faults.pop();
          break;
        }
        offlineWindows.push([s, s + n - 1]);
        slots[s].push({ kind: 'fault', fault, actions: n });
        break;
      }
      case 'http5xx': case 'slow': case 'dropped': case 'replyLost': {
        const target = random.pick<NetTarget>(['load', 'save', 'submit', 'submit']);
        const net = netFault(random, fault, target);
        if (target === 'submit' && !submit.net) submit.net = net;
        else if (target === 'load' && !loadFault && random.chance(0.5)) loadFault = net;
        else slots[navigationSlot()].push({ kind: 'fault', fault, net: net.target === 'submit' ? { ...net, target: 'save' } : net });
        break;
      }
      case 'tabClose': case 'reload': case 'browserKill':
        if (!submit.interrupt && random.chance(0.3)) submit.interrupt = fault;
        else slots[navigationSlot()].push({ kind: 'fault', fault, hot: random.chance(0.5), r: random.next() });
        break;
      case 'hidden':
        slots[random.int(1, actionCount)].push({ kind: 'fault', fault });
        break;
      case 'clockJump': {
        const deltaMs = random.pick([3_600_000, -3_600_000]);
        // a quarter of the jumps happened before the test opened: the device's clock is an hour off from the start
        if (initialClockOffsetMs === 0 && random.chance(0.25)) initialClockOffsetMs = deltaMs;
        else slots[random.int(1, actionCount)].push({ kind: 'fault', fault, deltaMs });
        break;
      }
      case 'doubleSubmit':
        submit.double = true;
        break;
      case 'submitOffline':
        submit.offline = true;
        submit.offlineMs = random.int(1000, 3000);
        break;
    }
  }
  if (submit.interrupt && (submit.offline || !submit.net)) {
    slots[navigationSlot()].push({ kind: 'fault', fault: submit.interrupt, hot: random.chance(0.5), r: random.next() });
    submit.interrupt = null;
  }
  const steps: Step[] = [];
  actions.forEach((a, i) => { steps.push(...slots[i], a); });
  steps.push(...slots[actionCount]);
  const needsClock = initialClockOffsetMs !== 0 || steps.some((s) => s.kind === 'fault' && (s.fault === 'clockJump' || s.fault === 'hidden'));
  return { index, seed, test, loadFault, steps, submit, faults, needsClock, initialClockOffsetMs };
}

/** A fault that loads the page again (it cannot happen offline). */
export const isNavigation = (step: FaultStep): boolean =>
  step.fault === 'tabClose' || step.fault === 'reload' || step.fault === 'browserKill' || 'net' in step;
