import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import LogoutPage from '../../../ui/pages/logout.page';
import { browserLocation } from '../../../ui/routes/hard-navigate';
import { renderApp } from '../support/render-app';
import { aStudent } from '../../mothers/student.mother';
import { deferred, fakeAccount, renderPage } from './account/account-harness';

describe('/logout', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("says 'Logging out...', clears the session and leaves for /student", async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { account, services } = renderApp('/logout', { student: aStudent() });
    expect(await screen.findByRole('heading', { name: 'Logging out...' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/student'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(account.loggedOut).toBe(1);
    expect(services.session.isLoggedIn).toBe(false);
    expect(account.refreshes).toBe(0);
  });

  it('leaves only once the logout (the server revoking the token first) is over', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const account = fakeAccount();
    account.currentStudent.mockReturnValue(aStudent());
    const revoked = deferred<void>();
    account.logout.mockReturnValue(revoked.promise);
    const { session } = renderPage(<LogoutPage />, { account });
    expect(account.logout).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(true);
    await act(async () => revoked.resolve());
    expect(assign).toHaveBeenCalledWith('/student');
    expect(session.isLoggedIn).toBe(false);
  });

  it('carries the account-deletion notice to the login page, which shows it', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderApp('/logout?notice=account-deletion', { student: aStudent() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/student/login?notice=account-deletion'));
  });
});
