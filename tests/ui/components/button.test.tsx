import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from '../../../ui/components/button';
import { Spinner } from '../../../ui/components/spinner';
import { renderThemed } from './render-themed';

describe('Button', () => {
  it('is a plain button by default that reacts to clicks', () => {
    const onClick = jest.fn();
    renderThemed(<Button onClick={onClick}>Log In</Button>);
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', () => {
    const onClick = jest.fn();
    renderThemed(<Button type="submit" variant="greenHaze" loading onClick={onClick}>Log In</Button>);
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });
});

describe('Spinner', () => {
  it('is a status with its label, or decorative without one', () => {
    renderThemed(<><Spinner label="Signing you in" /><Spinner /></>);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
  });
});
