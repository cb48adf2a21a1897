// Clock: the wall clock of the machine, and its timers.
import type { Clock } from '../../application/account/ports';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  after(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
