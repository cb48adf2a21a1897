import { describe, expect, it } from '@jest/globals';
import { TestEngine } from '../../../domain/test-engine/engine';
import type { StoredTestEvent } from '../../../domain/test-engine/events';
import { replay } from '../../../domain/test-engine/replay';
import { aFlatTest, aSectionedTest, text } from '../../mothers/test-data.mother';
import { load, manualClock, T0 } from './engine-harness';

describe('the live engine', () => {
  it('appends stored events with seq from 1 and at = now', () => {
    const { engine, clock } = load(aFlatTest(2));
    clock.advance(1234);
    const r = engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    expect(r.ok).toBe(true);
    expect(engine.log.map((e) => [e.seq, e.at, e.event.type])).toEqual([[1, T0, 'TestLoaded'], [2, T0 + 1234, 'AnswerGiven']]);
  });

  it('a refused command appends nothing', () => {
    const { engine } = load(aFlatTest(2, { noQuestionAttempt: 1 }));
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    engine.dispatch({ type: 'GoNext', data: {} });
    const before = engine.log.length;
    const r = engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    expect(r.ok).toBe(false);
    expect(r.events).toEqual([]);
    expect(engine.log.length).toBe(before);
  });

  it('onAppend receives every batch in order; persisted resolves after the hook', async () => {
    const stored: number[] = [];
    const pending: Array<() => void> = [];
    const clock = manualClock();
    const engine = new TestEngine(clock, {
      onAppend: (batch: StoredTestEvent[]) => new Promise<void>((resolve) => { pending.push(() => { stored.push(...batch.map((e) => e.seq)); resolve(); }); }),
    });
    const a = engine.dispatch({ type: 'LoadTest', data: { test: aFlatTest(2), mode: 'guest' } });
    const b = engine.dispatch({ type: 'GoNext', data: {} });
    let bDone = false;
    void b.persisted.then(() => { bDone = true; });
    await Promise.resolve();
    expect(pending.length).toBe(1); // the second write waits for the first
    pending[0]();
    await a.persisted;
    expect(bDone).toBe(false);
    await Promise.resolve();
    pending[1]();
    await b.persisted;
    expect(stored).toEqual([1, 2]);
  });

  it('onApplied hears each applied batch synchronously, timer expiries included; a throwing listener loses no write', async () => {
    const heard: string[][] = [];
    const written: number[] = [];
    const clock = manualClock();
    const engine = new TestEngine(clock, {
      onApplied: (batch) => { heard.push(batch.map((e) => e.event.type)); if (heard.length === 2) throw new Error('listener bug'); },
      onAppend: (batch) => { written.push(...batch.map((e) => e.seq)); },
    });
    engine.dispatch({ type: 'LoadTest', data: { test: aFlatTest(2, { remainingTime: 5 }), mode: 'registered', context: { assessmentMode: 'advance' } } });
    expect(heard).toEqual([['TestLoaded']]);
    expect(engine.state.loaded).toBe(true);
    expect(() => engine.dispatch({ type: 'GoNext', data: {} })).toThrow('listener bug');
    engine.dispatch({ type: 'ClearAnswer', data: {} }); // nothing to clear on a fresh question: still one event
    clock.advance(5_000);
    await engine.expireIfDue().persisted;
    expect(heard.slice(2)).toEqual([['AnswerCleared'], ['TimerExpired']]);
    expect(engine.dispatch({ type: 'GoNext', data: {} }).ok).toBe(false);
    expect(heard).toHaveLength(4); // a refused command with nothing appended is not announced
    expect(written).toEqual([1, 2, 3, 4]);
  });

  it('a failed write rejects its own persisted promise but later batches still get written', async () => {
    let calls = 0;
    const engine = new TestEngine(manualClock(), { onAppend: () => { calls++; if (calls === 1) throw new Error('disk full'); } });
    const a = engine.dispatch({ type: 'LoadTest', data: { test: aFlatTest(2), mode: 'guest' } });
    await expect(a.persisted).rejects.toThrow('disk full');
    await engine.dispatch({ type: 'GoNext', data: {} }).persisted;
    expect(calls).toBe(2);
  });

  it('resume after reload: same question, answers, statuses, per-question times; remaining re-derived from the deadline', () => {
    const { engine, clock } = load(aSectionedTest([{ questions: 3, time: 600 }, { questions: 2, time: 300 }], { remainingTime: 600 }));
    clock.advance(3_000);
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('C') } });
    engine.dispatch({ type: 'GoNext', data: {} });
    clock.advance(2_000);
    engine.dispatch({ type: 'ToggleReview', data: {} });
    const saved = JSON.parse(JSON.stringify(engine.log));
    clock.advance(60_000); // reload takes a minute
    const resumed = TestEngine.fromLog(saved, clock);
    expect(resumed.state).toEqual(engine.state);
    expect(resumed.state.currentIndex).toBe(1);
    expect(resumed.state.questions.map((q) => q.status)).toEqual(['attempted', 'marked_for_review', 'not_visited', 'not_visited', 'not_visited']);
    expect(resumed.remaining()).toBe(600 - 65);
    resumed.dispatch({ type: 'GoNext', data: {} });
    expect(resumed.log.at(-1)?.seq).toBe(engine.log.length + 1);
    expect(resumed.state.questions[1].timeSpentMs).toBe(62_000);
  });

  it('fromLog of a log whose deadline passed while closed records the expiry at the deadline on the next dispatch', () => {
    const { engine } = load(aFlatTest(2, { remainingTime: 10 }));
    const clock = manualClock(T0 + 3_600_000);
    const resumed = TestEngine.fromLog(engine.log, clock);
    resumed.dispatch({ type: 'Submit', data: {} });
    expect(resumed.log.slice(1).map((e) => [e.event.type, e.at])).toEqual([['TimerExpired', T0 + 10_000], ['TestSubmitted', T0 + 3_600_000]]);
    expect(replay(resumed.log)).toEqual(resumed.state);
  });
});
