import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import SignupPage from '../../../../ui/pages/account/signup.page';
import { fakeAccount, renderPage } from './account-harness';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 1 });

const toOtp = () => {
  type('Full Name', 'Asha Rao');
  type('Phone Number', '9876543210');
  fireEvent.click(button('Signup'));
};

describe('Sign-up wizard (local phases only)', () => {
  it('signup phase: Signup needs a name and a 10-digit phone number; links back to login', () => {
    const account = fakeAccount();
    renderPage(<SignupPage />, { path: '/signup', account });
    expect(heading()).toHaveTextContent('Create a New Account');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(button('Signup')).toBeDisabled();
    type('Full Name', 'Asha Rao');
    type('Phone Number', '98a76-54');
    expect(field('Phone Number').value).toBe('987654');
    expect(button('Signup')).toBeDisabled();
    fireEvent.blur(field('Phone Number'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10 digit mobile number.');
    type('Phone Number', '9876543210');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Signup')).toBeEnabled();
    type('Full Name', '   ');
    expect(button('Signup')).toBeDisabled();
    // not wired to any call (the session store reads currentStudent on creation, nothing else is touched)
    const { currentStudent: _read, ...calls } = account;
    expect(Object.values(calls).filter((fn) => fn.mock.calls.length > 0)).toEqual([]);
  });

  it('otp phase: Continue needs a 6-digit code and goes to /onboarding', () => {
    const { currentPath } = renderPage(<SignupPage />, { path: '/signup' });
    toOtp();
    expect(heading()).toHaveTextContent('Enter verification code');
    const code = field('Verification code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/\+91 9876543210/)).toBeInTheDocument();
    expect(button('Continue')).toBeDisabled();
    type('Verification code', '12x3456789');
    expect(field('Verification code').value).toBe('123456');
    expect(button('Continue')).toBeEnabled();
    fireEvent.click(button('Continue'));
    expect(currentPath()).toBe('/onboarding');
  });

  it('Send Again clears the code and keeps the focus on it', () => {
    renderPage(<SignupPage />);
    toOtp();
    type('Verification code', '123');
    fireEvent.click(button('Send Again'));
    expect(field('Verification code').value).toBe('');
    expect(field('Verification code')).toHaveFocus();
  });

  it('changeNumber phase: Update Phone Number returns to the code with the new number; Cancel keeps the old one', () => {
    renderPage(<SignupPage />);
    toOtp();
    fireEvent.click(button('Change Number'));
    expect(heading()).toHaveTextContent('Update Phone Number');
    expect(field('Phone Number').value).toBe('9876543210');
    fireEvent.click(button('Cancel'));
    expect(heading()).toHaveTextContent('Enter verification code');
    expect(screen.getByText(/\+91 9876543210/)).toBeInTheDocument();

    fireEvent.click(button('Change Number'));
    type('Phone Number', '91234');
    expect(button('Update')).toBeDisabled();
    type('Phone Number', '9123456780');
    fireEvent.click(button('Update'));
    expect(heading()).toHaveTextContent('Enter verification code');
    expect(screen.getByText(/\+91 9123456780/)).toBeInTheDocument();
  });
});
