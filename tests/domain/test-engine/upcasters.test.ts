import { describe, expect, it } from '@jest/globals';
import { replay } from '../../../domain/test-engine/replay';
import { upcastEvent, UpcastError, upcastLog } from '../../../domain/test-engine/upcasters';
import { aFlatTest } from '../../mothers/test-data.mother';
import { load, T0 } from './engine-harness';

describe('upcasters: old logs still replay', () => {
  it("lifts AnswerGiven v0 { index, value: string } to v1 { index, response }, splitting '~'-joined choices", () => {
    expect(upcastEvent({ type: 'AnswerGiven', data: { index: 2, value: 'A~C' } })).toEqual({
      type: 'AnswerGiven', v: 1, data: { index: 2, response: { values: ['A', 'C'], fileName: '', url: '' } },
    });
    expect(upcastEvent({ type: 'AnswerGiven', v: 0, data: { index: 0, value: '' } })).toEqual({
      type: 'AnswerGiven', v: 1, data: { index: 0, response: { values: [], fileName: '', url: '' } },
    });
  });

  it('leaves current events as they are (same object)', () => {
    const e = { type: 'Navigated', v: 1, data: { from: 0, to: 1 } };
    expect(upcastEvent(e)).toBe(e);
  });

  it('a version-less event of a type without a v0 upcaster had the v1 shape', () => {
    expect(upcastEvent({ type: 'Navigated', data: { from: 0, to: 1 } })).toEqual({ type: 'Navigated', v: 1, data: { from: 0, to: 1 } });
  });

  it('refuses unknown types and future versions', () => {
    expect(() => upcastEvent({ type: 'Teleported', v: 1, data: {} })).toThrow(UpcastError);
    expect(() => upcastEvent({ type: 'AnswerGiven', v: 9, data: {} })).toThrow('Unsupported version 9 of AnswerGiven');
  });

  it('a log with a v0 answer replays to the same state as the current log', () => {
    const { engine } = load(aFlatTest(2));
    engine.dispatch({ type: 'GiveAnswer', data: { response: { values: ['B'], fileName: '', url: '' } } });
    const old = engine.log.map((s) => (s.event.type === 'AnswerGiven' ? { ...s, event: { type: 'AnswerGiven', data: { index: 0, value: 'B' } } } : s));
    expect(upcastLog(old)[1]).toEqual(engine.log[1]);
    expect(replay(old)).toEqual(engine.state);
    expect(engine.log[1].at).toBe(T0);
  });
});
