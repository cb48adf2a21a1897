import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { NotSignedIn, SignedIn } from '../../../../application/account/account-use-cases';
import { err, ok, type Result } from '../../../../domain/shared/result';
import LoginDirectPage from '../../../../ui/pages/account/login-direct.page';
import { stripSignInLink } from '../../../../ui/pages/account/sign-in-link';
import { aStudent } from '../../../mothers/account.mother';
import { deferred, fakeAccount, renderPage } from './account-harness';

const QUERY = '?token=tok-123&loginId=asha&studentId=7&mobile=9876543210&redirectTo=%2Fexam-room%2Fmock-test';

/** The browser shows the link with credentials, as the app would be opened. */
const openLink = () => {
  window.history.replaceState(null, '', `/student/logindirect${QUERY}`);
  const account = fakeAccount();
  const answer = deferred<Result<SignedIn, NotSignedIn>>();
  account.directSignIn.mockReturnValue(answer.promise);
  const view = renderPage(<LoginDirectPage />, { path: `/logindirect${QUERY}`, account });
  return { ...view, answer };
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Direct sign-in page', () => {
  it('shows the spinner and removes the credentials from the address bar at once', () => {
    const { account } = openLink();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Signing you in');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toMatch(/tok-123|9876543210|loginId/);
    expect(window.location.pathname).toBe('/student/logindirect');
    expect(account.directSignIn).toHaveBeenCalledTimes(1);
    expect(account.directSignIn).toHaveBeenCalledWith({
      token: 'tok-123', loginId: 'asha', studentId: '7', mobile: '9876543210', redirectTo: '/exam-room/mock-test',
    });
  });

  it('has removed the credentials before the sign-in is asked for', () => {
    window.history.replaceState(null, '', `/student/logindirect${QUERY}`);
    const account = fakeAccount();
    let searchAtCall: string | null = null;
    account.directSignIn.mockImplementation(() => {
      searchAtCall = window.location.search;
      return new Promise(() => {});
    });
    renderPage(<LoginDirectPage />, { path: `/logindirect${QUERY}`, account });
    expect(searchAtCall).toBe('');
  });

  it('signs in with the credentials the app entry took at start-up, before the page had loaded', () => {
    window.history.replaceState(null, '', `/student/logindirect${QUERY}`);
    stripSignInLink();
    expect(window.location.search).toBe('');
    const account = fakeAccount();
    account.directSignIn.mockReturnValue(new Promise(() => {}));
    renderPage(<LoginDirectPage />, { path: '/logindirect', account });
    expect(account.directSignIn).toHaveBeenCalledWith({
      token: 'tok-123', loginId: 'asha', studentId: '7', mobile: '9876543210', redirectTo: '/exam-room/mock-test',
    });
  });

  it('signs the session in, opens the first-time modal and replaces the page with the next path', async () => {
    const { answer, session, currentPath } = openLink();
    await act(async () => answer.resolve(ok({ student: aStudent({ firstTimeUser: 1 }), next: '/dashboard?ftu=1' })));
    expect(session.student?.loginId).toBe('asha');
    expect(session.firstTimeModalOpen).toBe(true);
    expect(currentPath()).toBe('/dashboard?ftu=1');
  });

  it('does not open the first-time modal for a returning student', async () => {
    const { answer, session, currentPath } = openLink();
    await act(async () => answer.resolve(ok({ student: aStudent(), next: '/exam-room/mock-test' })));
    expect(session.isLoggedIn).toBe(true);
    expect(session.firstTimeModalOpen).toBe(false);
    expect(currentPath()).toBe('/exam-room/mock-test');
  });

  it('goes to /login without signing in on invalid credentials', async () => {
    const { answer, session, currentPath } = openLink();
    await act(async () => answer.resolve(err({ next: '/login' })));
    expect(session.student).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('goes to /login with a toast when the call rejects', async () => {
    window.history.replaceState(null, '', `/student/logindirect${QUERY}`);
    const account = fakeAccount();
    account.directSignIn.mockRejectedValue(new Error('offline'));
    const { toasts, currentPath } = renderPage(<LoginDirectPage />, { path: `/logindirect${QUERY}`, account });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(toasts.toasts).toEqual([expect.objectContaining({ message: 'Something went wrong', variant: 'danger' })]);
    expect(window.location.search).toBe('');
  });
});
