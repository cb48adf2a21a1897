import { describe, expect, it } from '@jest/globals';
import { badgeBand, learningProgressBar, NOT_UPTO_MARK, scoreBand, scoreProgressBar } from '../../../domain/reports/bands';

describe('colour bands', () => {
  it('bands badges at 80 and 60', () => {
    expect([100, 80, 79.99, 60, 59.99, 0, -5].map(badgeBand))
      .toEqual(['green', 'green', 'yellow-orange', 'yellow-orange', 'red', 'red', 'red']);
  });
  it('bands score text at 80, 60 and 40', () => {
    expect([80, 79.99, 60, 59.99, 40, 39.99, -5].map(scoreBand))
      .toEqual(['green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });
  it('rejects a non-finite percentage', () => {
    expect(() => scoreBand(Number.NaN)).toThrow(RangeError);
    expect(() => badgeBand(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('progress bars', () => {
  it('test analytics bar has no caption', () => {
    expect(scoreProgressBar(25)).toEqual({ percentage: 25, barColor: 'red', caption: null });
  });
  it('learning bar is not up to mark below 60 by default', () => {
    expect(learningProgressBar(59.99)).toEqual({ percentage: 59.99, barColor: 'orange', caption: NOT_UPTO_MARK });
    expect(learningProgressBar(60)).toEqual({ percentage: 60, barColor: 'yellow', caption: null });
    expect(NOT_UPTO_MARK).toBe('Not upto mark. Continue Learning');
  });
  it('takes the course benchmark when it is a percentage in (0, 100]', () => {
    expect(learningProgressBar(70, 75).caption).toBe(NOT_UPTO_MARK);
    expect(learningProgressBar(50, 50).caption).toBeNull();
    expect(learningProgressBar(100, 100).caption).toBeNull();
    // unusable benchmarks fall back to 60
    for (const b of [0, -10, 150, Number.NaN, null, undefined]) {
      expect(learningProgressBar(59, b).caption).toBe(NOT_UPTO_MARK);
      expect(learningProgressBar(61, b).caption).toBeNull();
    }
  });
});
