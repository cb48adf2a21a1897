import { describe, expect, it } from '@jest/globals';
import { replay, timeline } from '../../../domain/test-engine/replay';
import { aFlatTest, text } from '../../mothers/test-data.mother';
import { load } from './engine-harness';

describe('replay and timeline', () => {
  it('state = log folded from scratch equals the live state', () => {
    const { engine, clock } = load(aFlatTest(3));
    clock.advance(1000);
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    engine.dispatch({ type: 'GoNext', data: {} });
    expect(replay(engine.log)).toEqual(engine.state);
    expect(replay(JSON.parse(JSON.stringify(engine.log)))).toEqual(engine.state);
  });

  it('timeline rows carry offset, question, status change and remaining seconds; the summary counts statuses and time', () => {
    const { engine, clock } = load(aFlatTest(3, { remainingTime: 100 }));
    clock.advance(2000);
    engine.dispatch({ type: 'GiveAnswer', data: { response: text('A') } });
    clock.advance(1500);
    engine.dispatch({ type: 'GoNext', data: {} });
    clock.advance(500);
    engine.dispatch({ type: 'ToggleReview', data: {} });
    const t = timeline(engine.log);
    expect(t.rows.map(({ offsetMs, type, questionIndex, statusChange, remainingSeconds }) => ({ offsetMs, type, questionIndex, statusChange, remainingSeconds }))).toEqual([
      { offsetMs: 0, type: 'TestLoaded', questionIndex: undefined, statusChange: undefined, remainingSeconds: 100 },
      { offsetMs: 2000, type: 'AnswerGiven', questionIndex: 0, statusChange: ['visited', 'attempted'], remainingSeconds: 98 },
      { offsetMs: 3500, type: 'Navigated', questionIndex: 1, statusChange: ['not_visited', 'visited'], remainingSeconds: 97 },
      { offsetMs: 4000, type: 'ReviewToggled', questionIndex: 1, statusChange: ['visited', 'marked_for_review'], remainingSeconds: 96 },
    ]);
    expect(t.summary.statusCounts).toMatchObject({ attempted: 1, marked_for_review: 1, not_visited: 1, visited: 0 });
    expect(t.summary.timePerQuestionMs).toEqual([3500, 500, 0]);
    expect(t.summary.durationMs).toBe(4000);
    expect(t.finalState).toEqual(engine.state);
  });
});
