import { describe, expect, it, jest } from '@jest/globals';
import { SystemClock } from '../../../infrastructure/account/system-clock';
import { WindowNavigator } from '../../../infrastructure/account/window-navigator';

describe('WindowNavigator', () => {
  it('leaves the SPA with location.assign', () => {
    const assign = jest.fn();
    new WindowNavigator({ assign }).hardNavigate('/student/logout');
    expect(assign).toHaveBeenCalledWith('/student/logout');
  });
});

describe('SystemClock', () => {
  it('reads the wall clock', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    expect(new SystemClock().now()).toBe(1_800_000_000_000);
    jest.restoreAllMocks();
  });
});
