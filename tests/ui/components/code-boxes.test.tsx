import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeBoxes } from '../../../ui/components/code-boxes';
import { renderThemed } from './render-themed';

function Controlled({ onValue, error }: { onValue?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <CodeBoxes
      label="OTP"
      value={value}
      onChange={(v) => { setValue(v); onValue?.(v); }}
      error={error}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('|');

describe('CodeBoxes', () => {
  it('is one labelled group of 6 single-digit boxes; a digit moves to the next box, anything else is ignored', () => {
    const onValue = jest.fn<(v: string) => void>();
    renderThemed(<Controlled onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');

    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(values()).toBe('|||||');
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(values()).toBe('4|2||||');
    expect(onValue).toHaveBeenLastCalledWith('42');
  });

  it('a paste fills every box from the first, whatever box it lands in', () => {
    const onValue = jest.fn<(v: string) => void>();
    renderThemed(<Controlled onValue={onValue} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 12-34 56 789' } });
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it("takes the phone's one-time-code autofill into a box as a paste", () => {
    renderThemed(<Controlled />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(values()).toBe('6|5|4|3|2|1');
  });

  it('Backspace clears the box, or moves back and clears the previous one; a cleared middle box stays empty', () => {
    const onValue = jest.fn<(v: string) => void>();
    renderThemed(<Controlled onValue={onValue} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1|2||4|5|6');
    expect(onValue).toHaveBeenLastCalledWith('12 456');
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1|||4|5|6');
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Home' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'End' });
    expect(document.activeElement).toBe(box(6));
  });

  it('typing over a filled box replaces its digit', () => {
    renderThemed(<Controlled />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    fireEvent.change(box(2), { target: { value: '27' } });
    expect(values()).toBe('1|7|3|4|5|6');
    expect(document.activeElement).toBe(box(3));
  });

  it('a digit typed over the same digit moves on too (a code retyped over a wrong one: 000000, then 004239)', () => {
    renderThemed(<Controlled />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '000000' } });
    box(1).focus();
    for (const [n, d] of [...'004239'].entries()) {
      expect(document.activeElement).toBe(box(n + 1));
      fireEvent.keyDown(document.activeElement!, { key: d });
    }
    expect(values()).toBe('0|0|4|2|3|9');
  });

  it('announces its error and ties every box to it', () => {
    renderThemed(<Controlled error="Invalid Otp" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Otp');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(4)).toHaveAccessibleDescription('Invalid Otp');
  });
});
