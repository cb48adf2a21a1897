// Clock: the wall clock of the machine.
import type { Clock } from '../../application/account/ports';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
