import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { guestFormErrors, sanitiseGuestMobile } from '../../../../domain/account/guest-form';
import { GuestDetailsModal, type GuestDetailsModalProps } from '../../../../ui/simulator/components/guest-details-modal';
import { axeViolations } from './axe';
import { renderThemed } from './render-themed';

/** The modal over a form state like the store's: errors from the first Send OTP on. */
function Form({ onSend, ...over }: Partial<GuestDetailsModalProps> & { onSend: (form: { name: string; mobile: string; email: string }) => void }) {
  const [form, setForm] = useState({ name: '', mobile: '', email: '' });
  const [tried, setTried] = useState(false);
  return (
    <GuestDetailsModal
      open
      {...form}
      errors={tried ? guestFormErrors(form) : {}}
      onNameChange={(name) => setForm((f) => ({ ...f, name }))}
      onMobileChange={(v) => setForm((f) => ({ ...f, mobile: sanitiseGuestMobile(v) }))}
      onEmailChange={(email) => setForm((f) => ({ ...f, email }))}
      onSend={() => { setTried(true); onSend(form); }}
      onCancel={() => {}}
      {...over}
    />
  );
}

describe('GuestDetailsModal', () => {
  it('asks for Name, Mobile Number (+91) and an optional Email, focused on Name, with Send OTP and Cancel', async () => {
    renderThemed(<Form onSend={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Verify your details' });
    expect(dialog).toHaveTextContent('Your result is shown after a quick mobile verification.');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    expect(name).toBeRequired();
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number' });
    expect(mobile).toBeRequired();
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAccessibleDescription('+91');
    expect(within(dialog).getByText('+91')).toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription('Optional');
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no error before Send OTP; then the spec's messages on their fields, focus on the first", async () => {
    const onSend = jest.fn();
    renderThemed(<Form onSend={onSend} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill your Name');
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(mobile).toHaveAccessibleDescription('+91 Please fill your Mobile Number');
    expect(document.activeElement).toBe(name);
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(name, { target: { value: 'Ravi' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.change(mobile, { target: { value: '98a76' } });
    expect(mobile).toHaveValue('9876');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(mobile).toHaveAccessibleDescription('+91 Please enter a valid 10 digit mobile number.');
    expect(document.activeElement).toBe(mobile);
    fireEvent.change(mobile, { target: { value: '+91 98765 43210' } });
    expect(mobile).toHaveValue('9876543210');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the code is sent: Send OTP shows progress, nothing can be changed and the modal stays', () => {
    const onCancel = jest.fn();
    renderThemed(<Form onSend={() => {}} sending onCancel={onCancel} />);
    const send = screen.getByRole('button', { name: 'Send OTP' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Escape, Close and Cancel close it; a failed send shows under the form', async () => {
    const onCancel = jest.fn();
    renderThemed(<Form onSend={() => {}} onCancel={onCancel} sendError="Error Submitting the Test" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Submitting the Test');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(await axeViolations()).toEqual([]);
  });
});
