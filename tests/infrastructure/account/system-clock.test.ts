import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SystemClock } from '../../../infrastructure/account/system-clock';

afterEach(() => { jest.useRealTimers(); });

describe('SystemClock', () => {
  it('reads the wall clock', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    expect(new SystemClock().now()).toBe(new Date(2026, 10, 22, 12).getTime());
  });

  it('after(ms) resolves once ms have passed, not before', async () => {
    jest.useFakeTimers();
    let done = false;
    void new SystemClock().after(3000).then(() => { done = true; });
    await jest.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
