import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AccountFailure, SignedIn } from '../../../../application/account/account-use-cases';
import LoginPage, { SIGN_UP_URL } from '../../../../ui/pages/account/login.page';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { aStudent } from '../../../mothers/account.mother';
import { deferred, fakeAccount, renderPage } from './account-harness';

// the tab panels are labelled by their tabs ('Password', 'OTP'), so fields are looked up as inputs
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const idField = () => field('Email or User ID or Mobile');
const passwordField = () => field('Password');
const mobileField = () => field('Mobile Number');
const otpTab = () => screen.getByRole('tab', { name: 'OTP' });
const passwordTab = () => screen.getByRole('tab', { name: 'Password' });

const signedIn = (next: string, message?: string) => ok<SignedIn>({ student: aStudent(), next, message });
const failed = (message: string) => err<AccountFailure>({ message });

describe('Login page, password tab', () => {
  it('shows the account-deletion notice after the deletion logout', () => {
    renderPage(<LoginPage />, { path: '/login?notice=account-deletion' });
    expect(screen.getByRole('status')).toHaveTextContent('Your account deletion request has been received. Deletion completes automatically within a few hours.');
  });

  it('shows no notice otherwise', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts on the Password tab with the links of the screen', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(passwordTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forget-password');
    const signUp = screen.getByRole('link', { name: /^Sign Up/ });
    expect(signUp).toHaveAttribute('href', SIGN_UP_URL);
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp.getAttribute('rel')).toContain('noopener');
  });

  it("offers 'Try a free test' (the public course list) as a secondary link after the form", () => {
    renderPage(<LoginPage />, { path: '/login' });
    const tryIt = screen.getByRole('link', { name: 'Try a free test' });
    expect(tryIt).toHaveAttribute('href', '/selectyourcourse');
    expect(screen.queryByRole('button', { name: 'Try a free test' })).not.toBeInTheDocument();
    // after Log In in the reading order, so it does not compete with it
    expect(button('Log In').compareDocumentPosition(tryIt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables Log In while the id or the password is empty; the id is trimmed and at most 100 characters', () => {
    renderPage(<LoginPage />);
    expect(button('Log In')).toBeDisabled();
    type('Email or User ID or Mobile', '   ');
    type('Password', 'secret');
    expect(idField().value).toBe('');
    expect(button('Log In')).toBeDisabled();
    type('Email or User ID or Mobile', '  asha  ');
    expect(idField().value).toBe('asha');
    expect(button('Log In')).toBeEnabled();
    type('Password', '');
    expect(button('Log In')).toBeDisabled();
    type('Email or User ID or Mobile', 'x'.repeat(120));
    expect(idField().value).toHaveLength(100);
  });

  it('shows and hides the password with a labelled toggle', () => {
    renderPage(<LoginPage />);
    expect(passwordField()).toHaveAttribute('type', 'password');
    const toggle = button('Show password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(button('Hide password')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button('Hide password'));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows a failure inline and as a danger toast, tied to the fields', async () => {
    const account = fakeAccount();
    account.loginWithPassword.mockResolvedValue(failed('Invalid User-Id or password.'));
    const { toasts, session, currentPath } = renderPage(<LoginPage />, { path: '/login', account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'wrong');
    fireEvent.click(button('Log In'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid User-Id or password.');
    expect(idField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(passwordField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(toasts.toasts).toEqual([expect.objectContaining({ message: 'Invalid User-Id or password.', variant: 'danger' })]);
    expect(session.student).toBeNull();
    expect(currentPath()).toBe('/login');
    type('Password', 'again');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a successful sign-in removes the failure toasts of earlier tries (they must not follow onto the dashboard)', async () => {
    const account = fakeAccount();
    account.loginWithPassword.mockResolvedValueOnce(failed('Invalid User-Id or password.'));
    const { toasts, currentPath } = renderPage(<LoginPage />, { path: '/login', account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'wrong');
    fireEvent.click(button('Log In'));
    await screen.findByRole('alert');
    expect(toasts.toasts).toHaveLength(1);
    account.loginWithPassword.mockResolvedValueOnce(signedIn('/dashboard'));
    type('Password', 'right');
    fireEvent.click(button('Log In'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(toasts.toasts.filter((t) => t.variant === 'danger')).toEqual([]);
  });

  it('signs in once, passes device_type, stores the student and goes to the path the use case gives', async () => {
    const account = fakeAccount();
    const pending = deferred<Result<SignedIn, AccountFailure>>();
    account.loginWithPassword.mockReturnValue(pending.promise);
    const { session, currentPath } = renderPage(<LoginPage />, { path: '/login?device_type=ios', account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'secret');
    fireEvent.click(button('Log In'));
    expect(button('Log In')).toBeDisabled();
    expect(button('Log In')).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(button('Log In').closest('form')!);
    expect(account.loginWithPassword).toHaveBeenCalledTimes(1);
    expect(account.loginWithPassword).toHaveBeenCalledWith('asha', 'secret', 'ios');
    await act(async () => pending.resolve(signedIn('/selectyourcourse')));
    expect(session.student?.loginId).toBe('asha');
    expect(currentPath()).toBe('/selectyourcourse');
  });

  it('turns a rejected call into a message instead of an unhandled rejection', async () => {
    const account = fakeAccount();
    account.loginWithPassword.mockRejectedValue(new Error('boom'));
    renderPage(<LoginPage />, { account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'secret');
    fireEvent.click(button('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(button('Log In')).toBeEnabled();
  });
});

describe('Login page, OTP tab', () => {
  const openOtpTab = () => fireEvent.click(otpTab());

  it('switching tabs resets the form, also by keyboard', () => {
    renderPage(<LoginPage />);
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'secret');
    fireEvent.keyDown(passwordTab(), { key: 'ArrowRight' });
    expect(otpTab()).toHaveAttribute('aria-selected', 'true');
    expect(mobileField().value).toBe('');
    type('Mobile Number', '98765');
    fireEvent.click(passwordTab());
    expect(idField().value).toBe('');
    expect(passwordField().value).toBe('');
    openOtpTab();
    expect(mobileField().value).toBe('');
  });

  it('has a +91 number field that keeps digits only, at most 10; Send OTP is disabled while empty', () => {
    renderPage(<LoginPage />);
    openOtpTab();
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(mobileField()).toHaveAttribute('placeholder', 'Enter 10 digit mobile number');
    expect(mobileField()).toHaveAttribute('inputmode', 'numeric');
    expect(button('Send OTP')).toBeDisabled();
    type('Mobile Number', 'ab98-76 543210999');
    expect(mobileField().value).toBe('9876543210');
    expect(button('Send OTP')).toBeEnabled();
    type('Mobile Number', 'abc');
    expect(mobileField().value).toBe('');
    expect(button('Send OTP')).toBeDisabled();
  });

  it.each(['Invalid Number', 'Something went wrong. Please try again.'])('shows the send failure %p on the number field and as a toast', async (message) => {
    const account = fakeAccount();
    account.sendLoginOtp.mockResolvedValue(failed(message));
    const { toasts } = renderPage(<LoginPage />, { account });
    openOtpTab();
    type('Mobile Number', '9876543210');
    fireEvent.click(button('Send OTP'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(mobileField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.toasts).toEqual([expect.objectContaining({ message, variant: 'danger' })]);
    expect(screen.queryByLabelText('OTP', { selector: 'input' })).toBeNull();
    expect(account.sendLoginOtp).toHaveBeenCalledWith('9876543210');
  });

  it('shows the code entry after the number is accepted; Cancel returns to the number', async () => {
    const account = fakeAccount();
    account.sendLoginOtp.mockResolvedValue(ok({ token: 'otp-token' }));
    renderPage(<LoginPage />, { account });
    openOtpTab();
    type('Mobile Number', '9876543210');
    fireEvent.click(button('Send OTP'));
    const code = (await screen.findByLabelText('OTP', { selector: 'input' })) as HTMLInputElement;
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Mobile Number')).toBeNull();
    fireEvent.click(button('Cancel'));
    expect(screen.queryByLabelText('OTP', { selector: 'input' })).toBeNull();
    expect(mobileField().value).toBe('9876543210');
    expect(mobileField()).toHaveFocus();
  });

  it('verifies a 6-digit code: wrong code inline, then success toast, session and navigation', async () => {
    const account = fakeAccount();
    account.sendLoginOtp.mockResolvedValue(ok({ token: 'otp-token' }));
    account.verifyLoginOtp
      .mockResolvedValueOnce(failed('Invalid Otp Number'))
      .mockResolvedValueOnce(signedIn('/dashboard', 'Login Successful!'));
    const { toasts, session, currentPath } = renderPage(<LoginPage />, { path: '/login', account });
    openOtpTab();
    type('Mobile Number', '9876543210');
    fireEvent.click(button('Send OTP'));
    await screen.findByLabelText('OTP', { selector: 'input' });
    expect(button('Verify')).toBeDisabled();
    type('OTP', '12a34');
    expect(field('OTP').value).toBe('1234');
    expect(button('Verify')).toBeDisabled();
    type('OTP', '123456');
    fireEvent.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Otp Number');
    expect(account.verifyLoginOtp).toHaveBeenLastCalledWith('123456', 'otp-token', undefined);
    expect(currentPath()).toBe('/login');
    type('OTP', '654321');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Verify'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(session.student).not.toBeNull();
    expect(toasts.toasts.at(-1)).toEqual(expect.objectContaining({ message: 'Login Successful!', variant: 'success' }));
  });
});

describe("Login page, the server's throttle", () => {
  const WORDS = 'Too many sign-in attempts. Please try again in 3 minutes.';
  const throttled = (retryAfterSeconds?: number) => err<AccountFailure>({ message: WORDS, retryAfterSeconds });
  /** Lets the timers of the page's wait run, on jest's clock. */
  const wait = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

  afterEach(() => { jest.useRealTimers(); });

  it("Log In: shows the server's words, not 'Invalid User-Id or password.', and stays disabled until the wait is over", async () => {
    jest.useFakeTimers();
    const account = fakeAccount();
    account.loginWithPassword.mockResolvedValue(throttled(180));
    const { toasts } = renderPage(<LoginPage />, { path: '/login', account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'wrong');
    fireEvent.click(button('Log In'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WORDS);
    expect(screen.queryByText('Invalid User-Id or password.')).toBeNull();
    expect(toasts.toasts).toEqual([expect.objectContaining({ message: WORDS, variant: 'danger' })]);
    expect(passwordField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(button('Log In')).toBeDisabled();
    // typing does not bring the button back, nor hide why it is off
    type('Password', 'another');
    expect(button('Log In')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS);
    fireEvent.submit(button('Log In').closest('form')!);
    expect(account.loginWithPassword).toHaveBeenCalledTimes(1);
    wait(179_999);
    expect(button('Log In')).toBeDisabled();
    wait(1);
    expect(button('Log In')).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Log In: a throttle that gives no wait leaves the button on (nothing to count)', async () => {
    const account = fakeAccount();
    account.loginWithPassword.mockResolvedValue(throttled());
    renderPage(<LoginPage />, { account });
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'wrong');
    fireEvent.click(button('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS);
    expect(button('Log In')).toBeEnabled();
  });

  it("Send OTP: the server's words on the number field; the button waits", async () => {
    jest.useFakeTimers();
    const account = fakeAccount();
    account.sendLoginOtp.mockResolvedValue(throttled(60));
    renderPage(<LoginPage />, { account });
    fireEvent.click(otpTab());
    type('Mobile Number', '9876543210');
    fireEvent.click(button('Send OTP'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WORDS);
    expect(mobileField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(button('Send OTP')).toBeDisabled();
    wait(60_000);
    expect(button('Send OTP')).toBeEnabled();
  });

  it("Verify: the server's words on the code field; the button waits; switching tabs ends the wait", async () => {
    jest.useFakeTimers();
    const account = fakeAccount();
    account.sendLoginOtp.mockResolvedValue(ok({ token: 'otp-token' }));
    account.verifyLoginOtp.mockResolvedValue(throttled(120));
    renderPage(<LoginPage />, { account });
    fireEvent.click(otpTab());
    type('Mobile Number', '9876543210');
    fireEvent.click(button('Send OTP'));
    await screen.findByLabelText('OTP', { selector: 'input' });
    type('OTP', '123456');
    fireEvent.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS);
    expect(button('Verify')).toBeDisabled();
    type('OTP', '654321');
    expect(button('Verify')).toBeDisabled();
    wait(119_000);
    expect(button('Verify')).toBeDisabled();
    fireEvent.click(passwordTab());
    expect(screen.queryByRole('alert')).toBeNull();
    type('Email or User ID or Mobile', 'asha');
    type('Password', 'pw');
    expect(button('Log In')).toBeEnabled();
  });
});
