import { describe, expect, it } from '@jest/globals';
import { evolve, evolveEvent } from '../../../domain/test-engine/evolve';
import { fold } from '../../../domain/test-engine/replay';
import { initialState } from '../../../domain/test-engine/state';
import { aFlatTest, text } from '../../mothers/test-data.mother';
import { load } from './engine-harness';

describe('evolve: the only place state changes', () => {
  it('copies only the changed question and shares everything else (structural sharing)', () => {
    const { engine } = load(aFlatTest(4));
    const before = engine.state;
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    const after = engine.state;
    expect(after).not.toBe(before);
    expect(after.questions).not.toBe(before.questions);
    expect(after.questions[0]).not.toBe(before.questions[0]);
    expect(after.questions.slice(1)).toEqual(before.questions.slice(1));
    after.questions.slice(1).forEach((q, i) => expect(q).toBe(before.questions[i + 1]));
    expect(after.test).toBe(before.test);
    expect(after.layout).toBe(before.layout);
    expect(before.questions[0].status).toBe('visited'); // the previous state is untouched
  });

  it('every event keeps the full state shape (no field lost by the field-by-field copy)', () => {
    const { engine } = load(aFlatTest(2));
    engine.dispatch({ type: 'ToggleReview', data: {} });
    engine.dispatch({ type: 'Pause', data: {} });
    engine.dispatch({ type: 'Resume', data: {} });
    engine.dispatch({ type: 'Submit', data: {} });
    const keys = Object.keys(initialState()).sort();
    let s = initialState();
    for (const e of engine.log) {
      s = evolve(s, e);
      expect(Object.keys(s).sort()).toEqual(keys);
    }
  });

  it('transient folding (replay) never touches a state it did not create', () => {
    const { engine } = load(aFlatTest(3));
    const mid = engine.state;
    const snapshot = JSON.parse(JSON.stringify(mid));
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    engine.dispatch({ type: 'GoNext', data: {} });
    fold(engine.log.slice(1), mid);
    expect(JSON.parse(JSON.stringify(mid))).toEqual(snapshot);
    expect(fold(engine.log.slice(1), mid)).toEqual(engine.state);
  });

  it('events on a question index that does not exist leave the questions alone', () => {
    const { engine } = load(aFlatTest(1));
    const s = evolveEvent(engine.state, { type: 'AnswerGiven', v: 1, data: { index: 9, response: text('A') } }, 5);
    expect(s.questions).toBe(engine.state.questions);
    expect(s.lastEventAt).toBe(5);
  });
});
