/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { logFailure } from '../../../application/shared/log-failure';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';

describe('logFailure', () => {
  it('hands the result on, logging only a failure', async () => {
    const log = jest.fn();
    await expect(logFailure(log, 'x', Promise.resolve(ok([1])))).resolves.toEqual(ok([1]));
    expect(log).not.toHaveBeenCalled();
    await expect(logFailure(log, 'Loading failed', Promise.resolve(err(UNAVAILABLE)))).resolves.toEqual(err(UNAVAILABLE));
    expect(log).toHaveBeenCalledWith('Loading failed', UNAVAILABLE);
  });
});
