import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { GuestCodeModal, type GuestCodeModalProps } from '../../../../ui/simulator/components/guest-code-modal';
import { axeViolations } from './axe';
import { renderThemed } from './render-themed';

const handlers = () => ({
  onVerify: jest.fn(), onResend: jest.fn(), onChangeNumber: jest.fn(), onCancel: jest.fn(),
});

function Code(props: Partial<GuestCodeModalProps> & ReturnType<typeof handlers>) {
  const [code, setCode] = useState('');
  return (
    <GuestCodeModal
      open
      mobile="9876543210"
      code={code}
      onCodeChange={setCode}
      canVerify={/^\d{6}$/.test(code)}
      resendIn={30}
      {...props}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('GuestCodeModal', () => {
  it('asks for the 6-digit code sent to +91 {mobile}, focused on the first box; Verify waits for all 6', async () => {
    const h = handlers();
    renderThemed(<Code {...h} />);
    const dialog = screen.getByRole('dialog', { name: 'Verify OTP' });
    expect(dialog).toHaveTextContent('Enter the 6-digit OTP sent to +91 9876543210.');
    const group = within(dialog).getByRole('group', { name: 'OTP' });
    expect(group).toHaveAccessibleDescription('Enter the 6-digit OTP sent to +91 9876543210.');
    expect(document.activeElement).toBe(box(1));
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12345' } });
    expect(verify).toBeDisabled();
    fireEvent.change(box(6), { target: { value: '6' } });
    expect(verify).toBeEnabled();
    fireEvent.click(verify);
    expect(h.onVerify).toHaveBeenCalledTimes(1);
    // Enter in a box verifies too
    fireEvent.submit(box(6).closest('form')!);
    expect(h.onVerify).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });

  it("counts down to Resend OTP ('Resend OTP in 30s'), then offers it; Change number goes back", async () => {
    const h = handlers();
    const view = renderThemed(<Code {...h} resendIn={30} />);
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    view.rerender(<Code {...h} resendIn={0} />);
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(h.onResend).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(h.onChangeNumber).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Invalid Otp' under the boxes, announced and tied to every box", async () => {
    renderThemed(<Code {...handlers()} error="Invalid Otp" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Otp');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(6)).toHaveAccessibleDescription('Invalid Otp');
    expect(await axeViolations()).toEqual([]);
  });

  it('while the code is checked: Verify shows progress, everything else is off and the modal stays', () => {
    const h = handlers();
    renderThemed(<Code {...h} verifying canVerify={false} resendIn={0} />);
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(box(1)).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(h.onCancel).not.toHaveBeenCalled();
  });

  it('otherwise Escape and Cancel close it', () => {
    const h = handlers();
    renderThemed(<Code {...h} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalledTimes(2);
  });
});
