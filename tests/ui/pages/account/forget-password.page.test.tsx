import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ForgotPasswordToken } from '../../../../application/account/ports';
import { err, ok } from '../../../../domain/shared/result';
import ForgetPasswordPage from '../../../../ui/pages/account/forget-password.page';
import { fakeAccount, renderPage, type FakeAccount } from './account-harness';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 1 });

const token = (n = 1): ForgotPasswordToken => ({ token: `t${n}`, tokenIdentify: `id${n}`, mobile: '98******10', emailId: '' });

const failureToast = (message: string) => expect.objectContaining({ title: 'Failure', message, variant: 'danger', durationMs: 2000 });

/** Renders the page and passes step 1 with a 10-digit mobile. */
const atStep2 = async (account: FakeAccount = fakeAccount()) => {
  account.requestPasswordReset.mockResolvedValue(ok(token()));
  const view = renderPage(<ForgetPasswordPage />, { path: '/forget-password', account });
  type('Email or Mobile', '9876543210');
  fireEvent.click(button('Submit'));
  await screen.findByRole('heading', { name: 'Change Password' });
  return view;
};

const fillStep2 = (otp: string, newPassword: string, confirm: string) => {
  type('OTP', otp);
  type('New Password', newPassword);
  type('Confirm Password', confirm);
};

describe('Forgot password, step 1 (EnterUserId)', () => {
  it('enables Submit only for a 10-digit number or a valid e-mail', () => {
    renderPage(<ForgetPasswordPage />);
    expect(heading()).toHaveTextContent('Forget Password');
    expect(screen.getByRole('link', { name: 'Go Back to Login' })).toHaveAttribute('href', '/login');
    expect(button('Submit')).toBeDisabled();
    for (const bad of ['abc', '987654321', '98765432101', 'asha@', 'asha@example']) {
      type('Email or Mobile', bad);
      expect(button('Submit')).toBeDisabled();
    }
    for (const good of ['9876543210', 'asha@example.com', ' asha@example.com ']) {
      type('Email or Mobile', good);
      expect(button('Submit')).toBeEnabled();
    }
  });

  it('says an empty value is not valid once the field is left, tied to the field', () => {
    renderPage(<ForgetPasswordPage />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field('Email or Mobile'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please Enter valid User Email or Password');
    expect(field('Email or Mobile').getAttribute('aria-describedby')).toContain(alert.id);
    type('Email or Mobile', 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'Sorry, We could not find your detail in our record. Enter correct detail.',
    'Error somewhere, Try after sometime.',
  ])('shows the failure %p as a 2000 ms danger toast titled Failure and stays', async (message) => {
    const account = fakeAccount();
    account.requestPasswordReset.mockResolvedValue(err({ message }));
    const { toasts } = renderPage(<ForgetPasswordPage />, { account });
    type('Email or Mobile', ' asha@example.com ');
    fireEvent.click(button('Submit'));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(account.requestPasswordReset).toHaveBeenCalledWith('asha@example.com');
    expect(toasts.toasts).toEqual([failureToast(message)]);
    expect(heading()).toHaveTextContent('Forget Password');
  });

  it('turns a rejected call into a Failure toast', async () => {
    const account = fakeAccount();
    account.requestPasswordReset.mockRejectedValue(new Error('offline'));
    const { toasts } = renderPage(<ForgetPasswordPage />, { account });
    type('Email or Mobile', '9876543210');
    fireEvent.click(button('Submit'));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(toasts.toasts).toEqual([failureToast('Something went wrong')]);
  });
});

describe('Forgot password, step 2 (VerifyOTP)', () => {
  it('moves to Change Password with focus on the OTP field', async () => {
    await atStep2();
    expect(field('OTP')).toHaveFocus();
    expect(field('New Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('disables the button unless the OTP has 6 digits and both passwords are filled', async () => {
    await atStep2();
    const submit = () => button('Change Password');
    expect(submit()).toBeDisabled();
    type('OTP', '12ab34567');
    expect(field('OTP').value).toBe('123456');
    expect(submit()).toBeDisabled();
    type('New Password', 'new-pass');
    expect(submit()).toBeDisabled();
    type('Confirm Password', 'new-pass');
    expect(submit()).toBeEnabled();
    type('OTP', '12345');
    expect(submit()).toBeDisabled();
  });

  it('shows the first failing rule inline once the confirm field is left, and does not call on a mismatch', async () => {
    const account = fakeAccount();
    await atStep2(account);
    fillStep2('123', 'a', '');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field('Confirm Password'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
    type('OTP', '123456');
    type('New Password', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter new password.');
    type('New Password', 'a');
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your password.');
    type('Confirm Password', 'b');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your confirm password does not match with new password');
    expect(field('Confirm Password').getAttribute('aria-describedby')).toContain(alert.id);
    fireEvent.click(button('Change Password'));
    expect(account.resetPassword).not.toHaveBeenCalled();
  });

  it('shows Invalid OTP inline on the OTP field without a toast', async () => {
    const account = fakeAccount();
    account.resetPassword.mockResolvedValue(err({ message: 'Invalid OTP', toast: false, expired: false }));
    const { toasts } = await atStep2(account);
    fillStep2('123456', 'new-pass', 'new-pass');
    fireEvent.click(button('Change Password'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid OTP');
    expect(field('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(field('OTP').getAttribute('aria-describedby')).toContain(alert.id);
    expect(toasts.toasts).toEqual([]);
    expect(account.resetPassword).toHaveBeenCalledWith({ token: token(), otp: '123456', newPassword: 'new-pass' });
    type('OTP', '654321');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other failures as Failure toasts and stays', async () => {
    const account = fakeAccount();
    account.resetPassword.mockResolvedValue(err({ message: 'Error somewhere, Try again later.', toast: true, expired: false }));
    const { toasts } = await atStep2(account);
    fillStep2('123456', 'new-pass', 'new-pass');
    fireEvent.click(button('Change Password'));
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(toasts.toasts).toEqual([failureToast('Error somewhere, Try again later.')]);
    expect(heading()).toHaveTextContent('Change Password');
  });

  it('returns to step 1 on an expired session, and a new request gets a new token', async () => {
    const account = fakeAccount();
    const expired = 'Your reset password session has expired. Try again.';
    account.resetPassword.mockResolvedValueOnce(err({ message: expired, toast: true, expired: true }));
    const { toasts } = await atStep2(account);
    fillStep2('123456', 'new-pass', 'new-pass');
    fireEvent.click(button('Change Password'));
    await screen.findByRole('heading', { name: 'Forget Password' });
    expect(toasts.toasts).toEqual([failureToast(expired)]);

    account.requestPasswordReset.mockResolvedValue(ok(token(2)));
    account.resetPassword.mockResolvedValue(ok({ message: 'Successfully updated password!' }));
    fireEvent.click(button('Submit'));
    await screen.findByRole('heading', { name: 'Change Password' });
    expect(field('OTP').value).toBe('');
    fillStep2('222222', 'other', 'other');
    fireEvent.click(button('Change Password'));
    await screen.findByRole('heading', { name: 'Password Changed Successfully' });
    expect(account.resetPassword).toHaveBeenLastCalledWith({ token: token(2), otp: '222222', newPassword: 'other' });
  });
});

describe("Forgot password, the server's throttle", () => {
  const WORDS = 'Too many reset requests. Please try again in 2 minutes.';
  const wait = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

  afterEach(() => { jest.useRealTimers(); });

  it("step 1: the server's words as its Failure toast and beside the button, which waits", async () => {
    jest.useFakeTimers();
    const account = fakeAccount();
    account.requestPasswordReset.mockResolvedValue(err({ message: WORDS, retryAfterSeconds: 120 }));
    const { toasts } = renderPage(<ForgetPasswordPage />, { account });
    type('Email or Mobile', '9876543210');
    fireEvent.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS);
    expect(toasts.toasts).toEqual([failureToast(WORDS)]);
    expect(button('Submit')).toBeDisabled();
    wait(119_999);
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS);
    wait(1);
    expect(button('Submit')).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("step 2: the server's words as its Failure toast and beside the button, which waits", async () => {
    const account = fakeAccount();
    account.resetPassword.mockResolvedValue(err({ message: WORDS, retryAfterSeconds: 30, toast: true, expired: false }));
    const { toasts } = await atStep2(account);
    jest.useFakeTimers();
    fillStep2('123456', 'new-pass', 'new-pass');
    fireEvent.click(button('Change Password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS);
    expect(toasts.toasts).toEqual([failureToast(WORDS)]);
    expect(button('Change Password')).toBeDisabled();
    type('OTP', '654321');
    expect(button('Change Password')).toBeDisabled();
    wait(30_000);
    expect(button('Change Password')).toBeEnabled();
    expect(heading()).toHaveTextContent('Change Password');
  });
});

describe('Forgot password, step 3 (Success) and leaving', () => {
  it('confirms the change with a 2000 ms success toast and a link to login', async () => {
    const account = fakeAccount();
    account.resetPassword.mockResolvedValue(ok({ message: 'Successfully updated password!' }));
    const { toasts } = await atStep2(account);
    fillStep2('123456', 'new-pass', 'new-pass');
    fireEvent.click(button('Change Password'));
    await screen.findByRole('heading', { name: 'Password Changed Successfully' });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(toasts.toasts).toEqual([
      expect.objectContaining({ message: 'Successfully updated password!', variant: 'success', durationMs: 2000 }),
    ]);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts again at step 1 when the screen is visited again', async () => {
    const account = fakeAccount();
    const { unmount } = await atStep2(account);
    unmount();
    renderPage(<ForgetPasswordPage />, { account });
    expect(heading()).toHaveTextContent('Forget Password');
    expect(field('Email or Mobile').value).toBe('');
  });
});
