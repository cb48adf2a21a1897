import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { TextField } from '../../../ui/components/text-field';
import { renderThemed } from './render-themed';

describe('TextField', () => {
  it('is labelled by its visible label and described by prefix and hint', () => {
    renderThemed(<TextField label="Mobile Number" prefix="+91" hint="10 digits" placeholder="9876543210" />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAccessibleDescription('+91 10 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error and marks the input invalid', () => {
    renderThemed(<TextField label="OTP" error="Please enter OTP" />);
    const input = screen.getByLabelText('OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter OTP');
  });

  it('passes native props and keeps a given id', () => {
    renderThemed(<TextField label="Password" id="pw" type="password" maxLength={100} endAdornment={<button type="button">Show</button>} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('id', 'pw');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });
});
