import { afterEach, describe, expect, it } from '@jest/globals';
import { stripSignInLink, takeSignInLink } from '../../../../ui/pages/account/sign-in-link';

const LINK = '/student/logindirect?token=tok-123&loginId=asha&studentId=7&mobile=9876543210&redirectTo=%2Freport';

afterEach(() => {
  takeSignInLink();
  window.history.replaceState(null, '', '/');
});

describe('a sign-in link at start-up', () => {
  it('leaves the address bar and the history entry at once: the entry is replaced, not followed by another', () => {
    window.history.pushState(null, '', LINK);
    const entries = window.history.length;
    stripSignInLink();
    expect(window.location.pathname).toBe('/student/logindirect');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toMatch(/tok-123|9876543210|loginId/);
    expect(window.history.length).toBe(entries);
  });

  it('is kept for the page, and handed out once', () => {
    window.history.replaceState(null, '', LINK);
    stripSignInLink();
    expect(takeSignInLink()).toEqual({
      token: 'tok-123', loginId: 'asha', studentId: '7', mobile: '9876543210', redirectTo: '/report',
    });
    expect(takeSignInLink()).toEqual({});
  });

  it('the page takes it from the address bar itself when nothing ran before it', () => {
    window.history.replaceState(null, '', LINK);
    expect(takeSignInLink()).toMatchObject({ token: 'tok-123', loginId: 'asha' });
    expect(window.location.search).toBe('');
  });

  it('leaves every other address alone', () => {
    window.history.replaceState(null, '', '/student/login?device_type=ios&token=not-a-link');
    stripSignInLink();
    expect(window.location.search).toBe('?device_type=ios&token=not-a-link');
    expect(takeSignInLink()).toEqual({});
  });
});
