import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { GuestFinishModal } from '../../../../ui/simulator/components/guest-finish-modal';
import { axeViolations } from './axe';
import { renderThemed } from './render-themed';

describe('GuestFinishModal', () => {
  it('shows the progress while the trial course is added and the test submitted, and cannot be dismissed', async () => {
    const onCancel = jest.fn();
    renderThemed(<GuestFinishModal open running onRetry={() => {}} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Submitting your test' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Submitting your test and preparing your result');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("after a failure: 'Error Submitting the Test' with Retry and Cancel", async () => {
    const onRetry = jest.fn();
    const onCancel = jest.fn();
    renderThemed(<GuestFinishModal open running={false} error="Error Submitting the Test" onRetry={onRetry} onCancel={onCancel} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Submitting the Test');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });
});
