/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { hasId, hasSessionId } from '../../../domain/shared/ids';

describe('usable ids', () => {
  it('hasId: positive safe integers only', () => {
    expect([1, 42].map(hasId)).toEqual([true, true]);
    expect([0, -3, 1.5, Number.NaN, 2 ** 53].map(hasId)).toEqual([false, false, false, false, false]);
  });

  it('hasSessionId: text that is not blank', () => {
    expect(['41', ' 7 '].map(hasSessionId)).toEqual([true, true]);
    expect(['', '   '].map(hasSessionId)).toEqual([false, false]);
  });
});
