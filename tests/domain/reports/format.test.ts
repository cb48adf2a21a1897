import { describe, expect, it } from '@jest/globals';
import { hhmmss, minutes, minutes2, mmss, percent, round2, truncateLabel } from '../../../domain/reports/format';

describe('hhmmss', () => {
  it('formats seconds as hh:mm:ss', () => {
    expect(hhmmss(3909)).toBe('01:05:09'); // 3600 + 5*60 + 9
    expect(hhmmss(0)).toBe('00:00:00');
    expect(hhmmss(59.5)).toBe('00:01:00'); // rounds to 60 s
    expect(hhmmss(360000)).toBe('100:00:00'); // 100 h
  });
  it('rejects negative and non-finite seconds', () => {
    expect(() => hhmmss(-1)).toThrow(RangeError);
    expect(() => hhmmss(Number.NaN)).toThrow(RangeError);
  });
});

describe('mmss, minutes, minutes2', () => {
  it('formats mm:ss with minutes past 59', () => {
    expect(mmss(750)).toBe('12:30'); // 12*60 + 30
    expect(mmss(4500)).toBe('75:00');
    expect(mmss(5)).toBe('00:05');
  });
  it('gives minutes with 2 decimals', () => {
    expect(minutes(750)).toBe(12.5);
    expect(minutes2(750)).toBe('12.50');
    expect(minutes2(61)).toBe('1.02'); // 61/60 = 1.01666…
    expect(minutes2(0)).toBe('0.00');
    expect(() => minutes2(-60)).toThrow(RangeError);
  });
});

describe('truncateLabel', () => {
  it('keeps labels of up to 8 characters', () => {
    expect(truncateLabel('Physics')).toBe('Physics');
    expect(truncateLabel('Chemistr')).toBe('Chemistr');
    expect(truncateLabel('')).toBe('');
  });
  it('cuts longer labels to 8 characters plus an ellipsis', () => {
    expect(truncateLabel('Mechanics Test')).toBe('Mechanic…');
    expect(truncateLabel('Unit 12 Trigonometry')).toBe('Unit 12…'); // 'Unit 12 ' loses its trailing space
    expect(truncateLabel('😀'.repeat(9))).toBe('😀'.repeat(8) + '…'); // code points, not UTF-16 units
    expect(truncateLabel('Algebra II', 4)).toBe('Alge…');
  });
  it('rejects a bad maximum', () => {
    expect(() => truncateLabel('abc', 0)).toThrow(RangeError);
    expect(() => truncateLabel('abc', 2.5)).toThrow(RangeError);
  });
});

describe('percent and round2', () => {
  it('rounds to 2 decimals, half away from zero', () => {
    expect(percent(7, 9)).toBe(77.78); // 77.777…
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(-2.5, 20)).toBe(-12.5); // negative marking is not clamped
    expect(round2(1.005)).toBe(1.01); // 1.005 * 100 = 100.49999… in binary
    expect(round2(-2.345)).toBe(-2.35);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('gives 0 for a zero denominator and rejects bad input', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
    expect(() => percent(1, -1)).toThrow(RangeError);
    expect(() => percent(Number.NaN, 1)).toThrow(RangeError);
    expect(() => round2(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
