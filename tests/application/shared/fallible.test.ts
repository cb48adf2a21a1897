import { describe, expect, it, jest } from '@jest/globals';
import { hasId, orFallback } from '../../../application/shared/fallible';

describe('fallible reads', () => {
  it('hasId: positive safe integers only', () => {
    expect([1, 42].map(hasId)).toEqual([true, true]);
    expect([0, -3, 1.5, Number.NaN, 2 ** 53].map(hasId)).toEqual([false, false, false, false, false]);
  });

  it('orFallback: the value, or the fallback with the failure logged', async () => {
    const log = jest.fn();
    await expect(orFallback(log, 'x', () => Promise.resolve([1]), [])).resolves.toEqual([1]);
    expect(log).not.toHaveBeenCalled();
    const error = new Error('down');
    await expect(orFallback(log, 'Loading failed', () => Promise.reject(error), [])).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith('Loading failed', error);
  });
});
