import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabPanel, Tabs } from '../../../ui/components/tabs';
import { renderThemed } from './render-themed';

const items = [{ id: 'password', label: 'Password' }, { id: 'otp', label: 'OTP' }, { id: 'sso', label: 'SSO' }];

function Harness() {
  const [value, setValue] = useState('password');
  return (
    <>
      <Tabs items={items} value={value} onChange={setValue} label="Log in with" idPrefix="login" />
      <TabPanel idPrefix="login" id={value}>Panel {value}</TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and ties it to its panel', () => {
    renderThemed(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Password' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'OTP' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('Panel password');
  });

  it('moves and selects with the arrow keys, Home and End (wrapping)', () => {
    renderThemed(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'OTP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'OTP' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel password');
  });

  it('selects on click', () => {
    renderThemed(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'SSO' }));
    expect(screen.getByRole('tabpanel', { name: 'SSO' })).toBeInTheDocument();
  });
});
