import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay } from '../../../domain/test-engine/replay';
import { upcastEvent, UpcastError, upcastLog, type RawStoredEvent } from '../../../domain/test-engine/upcasters';
import { aFlatTest, aQuestion, aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { load, T0 } from './engine-harness';

const SAMPLES = join(__dirname, '..', '..', '..', 'docs', 'samples');
const sampleEvents = (file: string): RawStoredEvent[] => (JSON.parse(readFileSync(join(SAMPLES, file), 'utf8')) as { events: RawStoredEvent[] }).events;

/** The question as a v1 TestLoaded held it: no parsed kind. */
const withoutKind = <Q extends { kind?: unknown }>({ kind: _kind, ...q }: Q) => q;

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

  it("lifts TestLoaded v1 (questions without a kind) to v2, each question's kind parsed from its questionType", () => {
    const test = aTestData({ questionSet: [aQuestion(1), aQuestion(2, { questionType: 'Multiple-Response' }), aQuestion(3, { questionType: 'Integer-Type' }), aSubjectiveQuestion(4)] });
    const { engine } = load(test);
    const current = engine.log[0].event;
    const old = { type: 'TestLoaded', v: 1, data: { ...current.data, test: { ...test, questionSet: test.questionSet.map(withoutKind) } } };
    const lifted = upcastEvent(old);
    expect(lifted).toEqual(current);
    expect(lifted.type === 'TestLoaded' && lifted.data.test.questionSet.map((q) => q.kind)).toEqual(['single', 'multi', 'text', 'subjective']);
    // a version-less TestLoaded had the v1 shape
    expect(upcastEvent({ type: 'TestLoaded', data: old.data })).toEqual(current);
  });

  it('a v1 log (the sample as it was before TestLoaded v2) replays to the same state as the current sample', () => {
    const old = sampleEvents('session-log-v1.json');
    const current = sampleEvents('session-log.json');
    expect(old[0].event.v).toBe(1);
    expect(current[0].event.v).toBe(2);
    expect(replay(old)).toEqual(replay(current));
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
