/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TestEngine } from '../../../domain/test-engine/engine';
import { evolve } from '../../../domain/test-engine/evolve';
import type { TestCommand } from '../../../domain/test-engine/events';
import { QUESTION_STATUSES, isAttemptedStatus, type QuestionStatus } from '../../../domain/test-engine/question-response';
import { fold, replay } from '../../../domain/test-engine/replay';
import { initialState } from '../../../domain/test-engine/state';
import { questionTimeMs } from '../../../domain/test-engine/timers';
import type { TestData } from '../../../domain/test-engine/test-data';
import { aFlatTest, aSectionedTest, aSubjectiveQuestion, text } from '../../mothers/test-data.mother';
import { manualClock, T0, type ManualClock } from './engine-harness';

const RUNS = { numRuns: 1000 };

// ---------------------------------------------------------------------------------------------------------------
// 1) Model-based: the engine's statuses follow a deliberately simple restatement of the status rules.
// ---------------------------------------------------------------------------------------------------------------

interface StatusModel {
  n: number;
  status: QuestionStatus[];
  hasText: boolean[];
  hasImage: boolean[];
  current: number;
}
interface Real {
  engine: TestEngine;
  clock: ManualClock;
}

const MARKED: ReadonlySet<QuestionStatus> = new Set(['marked_for_review', 'answered_and_review']);
const TOGGLE: Partial<Record<QuestionStatus, QuestionStatus>> = {
  visited: 'marked_for_review', not_attempted: 'marked_for_review', attempted: 'answered_and_review',
  answered_and_review: 'attempted', marked_for_review: 'not_attempted',
};
const modelMove = (m: StatusModel, to: number): void => {
  const i = m.current;
  if (m.status[i] === 'visited' && !m.hasText[i] && !m.hasImage[i]) m.status[i] = 'not_attempted';
  if (m.status[to] === 'not_visited') m.status[to] = 'visited';
  m.current = to;
};
const agree = (m: StatusModel, r: Real): void => {
  expect(r.engine.state.currentIndex).toBe(m.current);
  expect(r.engine.state.questions.map((q) => q.status)).toEqual(m.status);
};

class Answer implements fc.Command<StatusModel, Real> {
  constructor(readonly value: string) {}
  check = () => true;
  run(m: StatusModel, r: Real): void {
    const i = m.current;
    const filled = this.value.trim() !== '';
    m.status[i] = !filled ? 'not_attempted' : MARKED.has(m.status[i]) ? 'answered_and_review' : 'attempted';
    m.hasText[i] = filled;
    m.hasImage[i] = false;
    expect(r.engine.dispatch({ type: 'GiveAnswer', data: { response: text(this.value) } }).ok).toBe(true);
    agree(m, r);
  }
  toString = () => `Answer(${JSON.stringify(this.value)})`;
}
class Clear implements fc.Command<StatusModel, Real> {
  check = () => true;
  run(m: StatusModel, r: Real): void {
    const i = m.current;
    m.status[i] = m.status[i] === 'answered_and_review' ? 'marked_for_review' : 'not_attempted';
    m.hasText[i] = false;
    m.hasImage[i] = false;
    r.engine.dispatch({ type: 'ClearAnswer', data: {} });
    agree(m, r);
  }
  toString = () => 'Clear';
}
class Mark implements fc.Command<StatusModel, Real> {
  check = () => true;
  run(m: StatusModel, r: Real): void {
    m.status[m.current] = TOGGLE[m.status[m.current]] ?? m.status[m.current];
    r.engine.dispatch({ type: 'ToggleReview', data: {} });
    agree(m, r);
  }
  toString = () => 'Mark';
}
class Upload implements fc.Command<StatusModel, Real> {
  check = () => true;
  run(m: StatusModel, r: Real): void {
    const i = m.current;
    m.status[i] = MARKED.has(m.status[i]) ? 'answered_and_review' : 'attempted';
    m.hasImage[i] = true;
    r.engine.dispatch({ type: 'UploadImage', data: { fileName: 'x.png', url: 'https://cdn/x.png' } });
    agree(m, r);
  }
  toString = () => 'Upload';
}
class Remove implements fc.Command<StatusModel, Real> {
  check = (m: Readonly<StatusModel>) => m.hasImage[m.current];
  run(m: StatusModel, r: Real): void {
    const i = m.current;
    m.hasImage[i] = false;
    m.status[i] = !m.hasText[i] ? 'not_attempted' : MARKED.has(m.status[i]) ? 'answered_and_review' : 'attempted';
    expect(r.engine.dispatch({ type: 'RemoveImage', data: {} }).ok).toBe(true);
    agree(m, r);
  }
  toString = () => 'Remove';
}
class Go implements fc.Command<StatusModel, Real> {
  constructor(readonly how: 'next' | 'prev' | number) {}
  check = (m: Readonly<StatusModel>) => typeof this.how !== 'number' || this.how < m.n;
  run(m: StatusModel, r: Real): void {
    const to = this.how === 'next' ? Math.min(m.n - 1, m.current + 1) : this.how === 'prev' ? Math.max(0, m.current - 1) : this.how;
    if (to !== m.current) modelMove(m, to);
    const c: TestCommand = this.how === 'next' ? { type: 'GoNext', data: {} } : this.how === 'prev' ? { type: 'GoPrevious', data: {} } : { type: 'JumpTo', data: { index: this.how } };
    expect(r.engine.dispatch(c).ok).toBe(true);
    agree(m, r);
  }
  toString = () => `Go(${this.how})`;
}
class Tick implements fc.Command<StatusModel, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: StatusModel, r: Real): void {
    r.clock.advance(this.ms);
    r.engine.expireIfDue();
    agree(m, r);
  }
  toString = () => `Tick(${this.ms})`;
}

const statusCommands = [
  fc.constantFrom('', ' ', 'a', 'two words').map((v) => new Answer(v)),
  fc.constant(new Clear()),
  fc.constant(new Mark()),
  fc.constant(new Upload()),
  fc.constant(new Remove()),
  fc.constantFrom<'next' | 'prev'>('next', 'prev').map((h) => new Go(h)),
  fc.nat(5).map((i) => new Go(i)),
  fc.nat(5000).map((ms) => new Tick(ms)),
];

// ---------------------------------------------------------------------------------------------------------------
// Random tests and command scripts for properties 2-4
// ---------------------------------------------------------------------------------------------------------------

interface Scenario {
  test: TestData;
  mode: 'guest' | 'registered' | 'review' | 'adaptive';
}

const sectionSpec = fc.record({
  questions: fc.integer({ min: 1, max: 3 }),
  time: fc.integer({ min: 1, max: 120 }),
  limit: fc.nat(3),
  subjective: fc.boolean(),
});
const scenario: fc.Arbitrary<Scenario> = fc.record({
  sectioned: fc.boolean(),
  specs: fc.array(sectionSpec, { minLength: 1, maxLength: 3 }),
  locked: fc.boolean(),
  flatCount: fc.integer({ min: 1, max: 5 }),
  testLimit: fc.nat(3),
  remaining: fc.integer({ min: 1, max: 300 }),
  mode: fc.constantFrom('guest', 'registered', 'registered', 'review', 'adaptive'),
}).map(({ sectioned, specs, locked, flatCount, testLimit, remaining, mode }) => ({
  test: sectioned
    ? aSectionedTest(specs, { remainingTime: remaining }, locked ? 'Partially_Lock' : 'none')
    : aFlatTest(flatCount, { remainingTime: remaining, noQuestionAttempt: testLimit }, (id) => (id % 2 ? aSubjectiveQuestion(id) : aSubjectiveQuestion(id, { questionType: 'Multiple-Choice' }))),
  mode,
}));

type Step = { cmd: TestCommand } | { sleep: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('A', '', 'x y').map((v): Step => ({ cmd: { type: 'GiveAnswer', data: { response: text(v) } } })) },
  { weight: 3, arbitrary: fc.constantFrom<TestCommand['type']>('GoNext', 'GoPrevious', 'ConfirmSectionSwitch', 'ConfirmSectionSwitch', 'ClearAnswer', 'ToggleReview').map((type): Step => ({ cmd: { type, data: {} } as TestCommand })) },
  { weight: 2, arbitrary: fc.nat(6).map((index): Step => ({ cmd: { type: 'JumpTo', data: { index } } })) },
  { weight: 1, arbitrary: fc.constantFrom<TestCommand['type']>('UploadImage', 'RemoveImage', 'UseHelp', 'CancelSectionSwitch', 'Pause', 'Resume', 'ExpireTimer', 'ExitFullScreen', 'EnterFullScreen', 'MarkSubjectiveParts', 'Submit', 'Finish').map((type): Step => {
    if (type === 'UploadImage') return { cmd: { type, data: { fileName: 'f.png', url: 'u' } } };
    if (type === 'MarkSubjectiveParts') return { cmd: { type, data: { ticks: [true, false] } } };
    return { cmd: { type, data: {} } as TestCommand };
  }) },
  { weight: 3, arbitrary: fc.nat(1500).map((ms): Step => ({ sleep: ms })) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 7_200_000 }).map((ms): Step => ({ sleep: ms })) },
);
const script = fc.array(step, { maxLength: 25 });

const start = (sc: Scenario): Real => {
  const clock = manualClock();
  const engine = new TestEngine(clock);
  engine.dispatch({ type: 'LoadTest', data: { test: sc.test, mode: sc.mode, context: { assessmentMode: 'advance' } } });
  return { engine, clock };
};
/** a sleep is noticed by the timer (as the rxjs countdown would): expire anything due */
const perform = (r: Real, s: Step) => {
  if ('sleep' in s) {
    r.clock.advance(s.sleep);
    return r.engine.expireIfDue();
  }
  return r.engine.dispatch(s.cmd);
};

describe('engine properties (fast-check)', () => {
  it('1) model-based: statuses follow a simple model of the status rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.constantFrom('', ...QUESTION_STATUSES.map((s) => `${s}.png`)), { minLength: 5, maxLength: 5 }),
        fc.commands(statusCommands, { maxCommands: 30 }),
        (n, imgs, cmds) => {
          const test = aFlatTest(n, { remainingTime: 10 ** 8 }, (id) => aSubjectiveQuestion(id, { backgroundImg: imgs[id - 1] }));
          fc.modelRun(() => {
            const clock = manualClock();
            const engine = new TestEngine(clock);
            engine.dispatch({ type: 'LoadTest', data: { test, mode: 'registered' } });
            const status = test.questionSet.map((q) => {
              const s = QUESTION_STATUSES.filter((x) => q.backgroundImg.includes(x)).sort((a, b) => b.length - a.length)[0];
              return (s ?? 'not_visited') as QuestionStatus;
            });
            if (status[0] === 'not_visited') status[0] = 'visited';
            const model: StatusModel = { n, status, hasText: new Array(n).fill(false), hasImage: new Array(n).fill(false), current: 0 };
            return { model, real: { engine, clock } };
          }, cmds);
        },
      ),
      RUNS,
    );
  });

  it('2) the live state deep-equals replay(log) after every step, and after a JSON round trip of the log', () => {
    fc.assert(
      fc.property(scenario, script, (sc, steps) => {
        const r = start(sc);
        for (const s of steps) {
          perform(r, s);
          const log = r.engine.log;
          expect(fold(log)).toEqual(r.engine.state);
          expect(log.reduce(evolve, initialState())).toEqual(r.engine.state);
          expect(replay(JSON.parse(JSON.stringify(log)))).toEqual(r.engine.state);
          expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
          for (let i = 1; i < log.length; i++) expect(log[i].at).toBeGreaterThanOrEqual(log[i - 1].at);
        }
        expect(TestEngine.fromLog(JSON.parse(JSON.stringify(r.engine.log)), r.clock).state).toEqual(r.engine.state);
      }),
      RUNS,
    );
  });

  it('3) attempt counts never exceed the test or section limits; a locked section is never re-entered', () => {
    fc.assert(
      fc.property(scenario, script, (sc, steps) => {
        const r = start(sc);
        const { test } = sc;
        let maxRank = -1;
        for (const s of [{ sleep: 0 } as Step, ...steps]) {
          perform(r, s);
          const st = r.engine.state;
          const attempted = st.questions.map((q) => isAttemptedStatus(q.status));
          if (test.sectionSet.length === 0 && test.noQuestionAttempt > 0) {
            expect(attempted.filter(Boolean).length).toBeLessThanOrEqual(test.noQuestionAttempt);
          }
          test.sectionSet.forEach((sec, si) => {
            if (sec.noQuestionAttempt > 0) {
              expect(attempted.filter((a, i) => a && st.layout.sectionOf[i] === si).length).toBeLessThanOrEqual(sec.noQuestionAttempt);
            }
          });
          if (st.sectionLocked && st.currentSection !== -1) {
            const rank = st.layout.sectionRank[st.currentSection];
            expect(rank).toBeGreaterThanOrEqual(maxRank);
            maxRank = rank;
          }
        }
      }),
      RUNS,
    );
  });

  it('4) remaining == max(0, deadline - now) within 1 s, never increases except at a section switch; question times sum to at most elapsed time', () => {
    fc.assert(
      fc.property(scenario.filter((sc) => sc.mode === 'registered' || sc.mode === 'guest'), script, (sc, steps) => {
        const r = start(sc);
        const { test } = sc;
        // independent model of the deadline
        let deadline: number | null = T0 + test.remainingTime * 1000;
        let pausedMs: number | null = null;
        let prev = r.engine.remaining();
        for (const s of steps) {
          const before = r.engine.state;
          const res = perform(r, s);
          const now = r.clock.now();
          for (const e of res.events) {
            const ev = e.event;
            if (ev.type === 'TimerExpired') {
              expect(ev.data.deadline).toBe(deadline);
              expect(e.at).toBe(deadline);
              expect(now).toBeGreaterThanOrEqual(deadline!);
              if (ev.data.scope === 'section') deadline = null;
            } else if (ev.type === 'SectionEntered') {
              const t = test.sectionSet[ev.data.sectionIndex].sectionTime;
              deadline = e.at + t * 1000;
            } else if (ev.type === 'Paused') {
              pausedMs = deadline === null ? null : Math.max(0, deadline - now);
              deadline = null;
            } else if (ev.type === 'Resumed') {
              deadline = pausedMs === null ? null : now + pausedMs;
              pausedMs = null;
            } else if (ev.type === 'TestSubmitted') {
              deadline = null;
              pausedMs = null;
            }
          }
          const st = r.engine.state;
          const remaining = r.engine.remaining();
          if (st.paused) {
            expect(remaining).toBe(pausedMs === null ? null : Math.ceil(pausedMs / 1000));
          } else if (deadline === null) {
            expect(remaining).toBeNull();
          } else {
            expect(st.deadline).toBe(deadline);
            expect(Math.abs(remaining! - Math.max(0, (deadline - now) / 1000))).toBeLessThan(1);
            if (!st.timeEnded) expect(now).toBeLessThan(deadline);
          }
          const switched = res.events.some((e) => e.event.type === 'SectionEntered');
          if (prev !== null && remaining !== null && !switched && !before.submitted) expect(remaining).toBeLessThanOrEqual(prev);
          prev = remaining;
          const spent = st.questions.reduce((sum, _, i) => sum + questionTimeMs(st, i, now), 0);
          expect(spent).toBeLessThanOrEqual(now - T0);
        }
      }),
      RUNS,
    );
  });
});
