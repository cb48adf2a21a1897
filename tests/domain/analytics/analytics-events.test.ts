/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { HEARTBEAT_MS, safeItem } from '../../../domain/analytics/analytics-events';

describe('safeItem: item values are short ids', () => {
  it('keeps at most 40 characters of [a-z0-9_-]', () => {
    for (const item of ['otp', 'verify_email', 'smart-learning', 'study-room-1', 'mockTest', 'reportOverview', 'a'.repeat(40)]) expect(safeItem(item)).toBe(item);
  });

  it('drops anything else: personal data, free text, spaces, too long, empty', () => {
    for (const item of ['asha@example.com', '9876543210 x', 'Asha Rao', 'Open it', 'a'.repeat(41), '', 'dash/board', 'näme', undefined]) {
      expect(safeItem(item)).toBeUndefined();
    }
  });

  it('an item it keeps is the same id; one it drops is undefined (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => {
      const kept = safeItem(s);
      expect(kept === undefined || (kept === s && /^[A-Za-z0-9_-]{1,40}$/.test(s))).toBe(true);
      if (/^[A-Za-z0-9_-]{1,40}$/.test(s)) expect(kept).toBe(s);
    }));
  });

  it('the heartbeat period is 5000 ms', () => {
    expect(HEARTBEAT_MS).toBe(5000);
  });
});
