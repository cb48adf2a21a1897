import { describe, expect, it } from '@jest/globals';
import { TestScheduler } from 'rxjs/testing';
import { TestEngine } from '../../../domain/test-engine/engine';
import { questionTimeMs, remainingSeconds, remainingSecondsAt, remainingTestSeconds, timerTicks } from '../../../domain/test-engine/timers';
import { aFlatTest, aSectionedTest, text } from '../../mothers/test-data.mother';
import { load, T0 } from './engine-harness';

const newScheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

describe('timers: remaining time from the deadline', () => {
  it('remaining = max(0, ceil((deadline - now) / 1000)): 1 until the deadline, 0 at it', () => {
    expect(remainingSecondsAt(10_000, 0)).toBe(10);
    expect(remainingSecondsAt(10_000, 1)).toBe(10);
    expect(remainingSecondsAt(10_000, 999)).toBe(10);
    expect(remainingSecondsAt(10_000, 1000)).toBe(9);
    expect(remainingSecondsAt(10_000, 9_999)).toBe(1);
    expect(remainingSecondsAt(10_000, 10_000)).toBe(0);
    expect(remainingSecondsAt(10_000, 99_000)).toBe(0);
  });

  it('the test timer starts from the remaining seconds', () => {
    const { engine, clock } = load(aFlatTest(2, { remainingTime: 90 }));
    expect(engine.state.deadline).toBe(T0 + 90_000);
    clock.advance(30_500);
    expect(engine.remaining()).toBe(60);
  });

  it('modes: no timer for a beginner type-1 test, nor in review or adaptive', () => {
    const test = aFlatTest(2, { testType: 1 });
    const beginner = new TestEngine({ now: () => T0 });
    beginner.dispatch({ type: 'LoadTest', data: { test, mode: 'registered', context: { assessmentMode: 'beginner' } } });
    expect(beginner.remaining()).toBeNull();
    expect(load(aFlatTest(2), 'review').engine.remaining()).toBeNull();
    expect(load(aFlatTest(2), 'adaptive').engine.remaining()).toBeNull();
  });
});

describe('timers: the whole test\'s remaining time (what a submit reports)', () => {
  it('Partially_Lock: the running section\'s seconds plus the full time of every later section', () => {
    const test = aSectionedTest([{ questions: 2, time: 600 }, { questions: 2, time: 300 }, { questions: 2, time: 120 }], { remainingTime: 600 });
    const { engine, clock } = load(test);
    clock.advance(10_000);
    expect(engine.remaining()).toBe(590);
    expect(remainingTestSeconds(engine.state, clock.now())).toBe(590 + 300 + 120);
    // the first section runs out: the second starts with its own time, only the third is still untouched
    clock.advance(590_000);
    engine.expireIfDue();
    clock.advance(100_000);
    expect(remainingTestSeconds(engine.state, clock.now())).toBe(200 + 120);
  });

  it('without section locks it is the running timer; without a timer it is null', () => {
    const unlocked = load(aSectionedTest([{ questions: 2, time: 600 }, { questions: 2, time: 300 }], { remainingTime: 900 }, 'No_Lock'));
    unlocked.clock.advance(5_000);
    expect(remainingTestSeconds(unlocked.engine.state, unlocked.clock.now())).toBe(895);
    const review = load(aFlatTest(2), 'review');
    expect(remainingTestSeconds(review.engine.state, review.clock.now())).toBeNull();
  });
});

describe('timers: expiry', () => {
  it("at zero without a later section the test is time-ended, the expiry stamped with the deadline; only Submit Now remains", () => {
    const { engine, clock } = load(aFlatTest(2, { remainingTime: 60 }));
    clock.advance(75_000); // noticed 15 s late
    const r = engine.dispatch({ type: 'GoNext', data: {} });
    expect(r.events.map((e) => [e.event.type, e.at])).toEqual([['TimerExpired', T0 + 60_000]]);
    expect(r.refusal?.code).toBe('time_ended');
    expect(engine.state.timeEnded).toBe(true);
    expect(engine.remaining()).toBe(0);
    expect(engine.state.questions[0].timeSpentMs).toBe(60_000); // the question timer stopped with the test timer
    expect(engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } }).refusal?.code).toBe('time_ended');
    expect(engine.dispatch({ type: 'Submit', data: {} }).ok).toBe(true);
    expect(engine.log.at(-1)?.event).toEqual({ type: 'TestSubmitted', v: 1, data: { reason: 'time_up' } });
  });

  it('ExpireTimer is refused before the deadline', () => {
    const { engine, clock } = load(aFlatTest(1, { remainingTime: 60 }));
    clock.advance(59_999);
    expect(engine.dispatch({ type: 'ExpireTimer', data: {} }).refusal?.code).toBe('not_due');
  });

  it('with Partially_Lock and a later section, zero moves on to the next section and starts its time', () => {
    const test = aSectionedTest([{ questions: 2, time: 100 }, { questions: 2, time: 50 }, { questions: 1, time: 30 }], { remainingTime: 100 });
    const { engine, clock } = load(test);
    clock.advance(100_000);
    const r = engine.expireIfDue();
    expect(r.events.map((e) => e.event.type)).toEqual(['TimerExpired', 'SectionEntered']);
    expect(r.events.every((e) => e.at === T0 + 100_000)).toBe(true);
    expect(engine.state.currentIndex).toBe(2);
    expect(engine.state.deadline).toBe(T0 + 150_000);
    expect(engine.state.timeEnded).toBe(false);
    // a long sleep over two deadlines: each expiry is stamped at its own deadline
    clock.advance(500_000);
    const late = engine.expireIfDue();
    expect(late.events.map((e) => [e.event.type, e.at])).toEqual([
      ['TimerExpired', T0 + 150_000], ['SectionEntered', T0 + 150_000], ['TimerExpired', T0 + 180_000],
    ]);
    expect(engine.state.currentIndex).toBe(4);
    expect(engine.state.timeEnded).toBe(true);
  });

  it('pause stores the remaining time and resume sets a new deadline', () => {
    const { engine, clock } = load(aFlatTest(2, { remainingTime: 60 }));
    clock.advance(10_000);
    engine.dispatch({ type: 'Pause', data: {} });
    expect(engine.state.deadline).toBeNull();
    clock.advance(3_600_000);
    expect(engine.remaining()).toBe(50);
    expect(engine.dispatch({ type: 'GoNext', data: {} }).refusal?.code).toBe('paused');
    engine.dispatch({ type: 'Resume', data: {} });
    expect(engine.state.deadline).toBe(T0 + 10_000 + 3_600_000 + 50_000);
    expect(engine.remaining()).toBe(50);
    expect(questionTimeMs(engine.state, 0, clock.now())).toBe(10_000);
  });
});

describe('timers: per-question time from event timestamps', () => {
  it('a per-question timer counts while the question is current and stops on leaving', () => {
    const test = aFlatTest(3);
    test.questionSet[2].timeSpent = 7; // resumed with 7 s already spent
    const { engine, clock } = load(test);
    clock.advance(4_000);
    engine.dispatch({ type: 'GoNext', data: {} });
    clock.advance(2_500);
    engine.dispatch({ type: 'GoNext', data: {} });
    clock.advance(1_000);
    engine.dispatch({ type: 'GoPrevious', data: {} });
    clock.advance(500);
    const s = engine.state;
    expect(s.questions.map((q) => q.timeSpentMs)).toEqual([4_000, 2_500, 8_000]);
    expect(questionTimeMs(s, 1, clock.now())).toBe(3_000);
  });
});

describe('timers: the rxjs tick stream (TestScheduler)', () => {
  it('emits the remaining seconds each second, aligned to the deadline, and completes at zero', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const clock = { now: () => scheduler.now(), scheduler };
      expectObservable(timerTicks(clock, 3000)).toBe('a 999ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
    });
  });

  it('a deadline in the middle of a second: the first drop comes early, then every second', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const clock = { now: () => scheduler.now(), scheduler };
      expectObservable(timerTicks(clock, 1500)).toBe('a 499ms b 999ms (c|)', { a: 2, b: 1, c: 0 });
    });
  });

  it('a past deadline emits 0 and completes at once', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const clock = { now: () => scheduler.now() + 10_000, scheduler };
      expectObservable(timerTicks(clock, 5_000)).toBe('(a|)', { a: 0 });
    });
  });

  it('the engine timer dispatches the expiry at the deadline, follows a section switch, and ticks the display', () => {
    const scheduler = newScheduler();
    const ticks: number[] = [];
    let engine!: TestEngine;
    scheduler.run(() => {
      const clock = { now: () => T0 + scheduler.now(), scheduler };
      engine = new TestEngine(clock);
      engine.dispatch({ type: 'LoadTest', data: { test: aSectionedTest([{ questions: 1, time: 3 }, { questions: 1, time: 2 }], { remainingTime: 3 }), mode: 'registered' } });
      engine.startTimer((r) => ticks.push(r));
    });
    expect(ticks).toEqual([3, 2, 1, 0, 2, 1, 0]);
    expect(engine.log.map((e) => [e.event.type, e.at - T0])).toEqual([
      ['TestLoaded', 0], ['TimerExpired', 3000], ['SectionEntered', 3000], ['TimerExpired', 5000],
    ]);
    expect(engine.state.timeEnded).toBe(true);
    expect(remainingSeconds(engine.state, T0 + 9_000)).toBe(0);
  });
});
