/** @jest-environment node */
// scripts/chaos/faults.ts: which requests the chaos suite's network faults take, and its true clock.
import { describe, expect, it } from '@jest/globals';
import { targetOf, TrueClock } from '../../../scripts/chaos/faults';

describe('targetOf', () => {
  it('names the test calls, the save and the submit', () => {
    const base = 'http://127.0.0.1:8123';
    expect(targetOf(`${base}/api/testdetails?templateId=5001&testId=3001&testType=3`)).toBe('load');
    expect(targetOf(`${base}/api/testdetailexisting?testSession=12&templateId=5001`)).toBe('load');
    expect(targetOf(`${base}/api/testdetail-existing?testSession=12`)).toBe('load');
    expect(targetOf(`${base}/api/teststop`)).toBe('save');
    expect(targetOf(`${base}/api/testsubmit`)).toBe('submit');
  });

  it('leaves every other call alone', () => {
    const base = 'http://127.0.0.1:8123';
    for (const path of ['/api/time', '/api/app/login', '/api/testcurrentrunning?templateId=5001', '/api/app/testresultview?testSession=1',
      '/api/testsubmits', '/student/test-simulator?testId=3001', '/api/adaptive-testdetails?testSession=1']) {
      expect(targetOf(base + path)).toBeNull();
    }
  });
});

describe('TrueClock', () => {
  it('is the system clock plus the server clock advances', () => {
    const clock = new TrueClock();
    const before = Date.now();
    clock.advancedMs = 600_000;
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before + 600_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 600_000);
  });
});
