// The production EngineClock: wall time and rxjs' asyncScheduler (tests inject a TestScheduler-based clock).
import { asyncScheduler } from 'rxjs';
import type { EngineClock } from '../../application/test-engine/ports';

export const systemEngineClock: EngineClock = {
  now: () => Date.now(),
  scheduler: asyncScheduler,
};
