/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { asyncScheduler } from 'rxjs';
import { systemEngineClock } from '../../../infrastructure/test-engine/rx-engine-clock';

describe('systemEngineClock', () => {
  it('tells wall time from Date.now()', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(1_234_567);
    try {
      expect(systemEngineClock.now()).toBe(1_234_567);
    } finally {
      spy.mockRestore();
    }
  });

  it("schedules on rxjs' asyncScheduler", () => {
    expect(systemEngineClock.scheduler).toBe(asyncScheduler);
  });
});
