import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../ui/routes/hard-navigate';
import { renderApp } from '../support/render-app';
import { aStudent } from '../../mothers/student.mother';

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
});
