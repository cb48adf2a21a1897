// Shared helpers for the test-engine tests: a hand-driven clock and a loaded engine.
import { TestEngine } from '../../../domain/test-engine/engine';
import type { LoadTest } from '../../../domain/test-engine/events';
import type { TestMode } from '../../../domain/test-engine/modes';
import type { TestData } from '../../../domain/test-engine/test-data';

export const T0 = 1_700_000_000_000;

export interface ManualClock {
  now(): number;
  advance(ms: number): void;
}

export const manualClock = (start = T0): ManualClock => {
  let t = start;
  return { now: () => t, advance: (ms) => { t += ms; } };
};

export const load = (test: TestData, mode: TestMode = 'registered', extra: Partial<LoadTest['data']> = {}): { engine: TestEngine; clock: ManualClock } => {
  const clock = manualClock();
  const engine = new TestEngine(clock);
  const r = engine.dispatch({ type: 'LoadTest', data: { test, mode, context: { assessmentMode: 'advance' }, ...extra } });
  if (!r.ok) throw new Error(`load refused: ${JSON.stringify(r.refusal)}`);
  return { engine, clock };
};

export const statuses = (engine: TestEngine): string[] => engine.state.questions.map((q) => q.status);
