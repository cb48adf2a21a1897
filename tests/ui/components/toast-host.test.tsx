import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { ToastHost } from '../../../ui/components/toast-host';
import { ServicesContext, type Services } from '../../../ui/services-context';
import { ToastStore } from '../../../ui/stores/toast.store';
import { renderThemed } from './render-themed';

describe('ToastHost', () => {
  it('shows toasts in a live region and dismisses them', () => {
    const toasts = new ToastStore();
    renderThemed(
      <ServicesContext.Provider value={{ toasts } as unknown as Services}>
        <ToastHost />
      </ServicesContext.Provider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toasts.show({ title: 'Done', message: 'Successfully updated password!', variant: 'success' });
    });
    expect(region).toHaveTextContent('DoneSuccessfully updated password!');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows an action button (Upgrade) that runs its action and dismisses the toast; the toast goes after its time', () => {
    jest.useFakeTimers();
    try {
      const toasts = new ToastStore();
      renderThemed(
        <ServicesContext.Provider value={{ toasts } as unknown as Services}>
          <ToastHost />
        </ServicesContext.Provider>,
      );
      const run = jest.fn();
      act(() => {
        toasts.show({ message: 'You have already attempted free trial test', variant: 'warning', durationMs: 10_000, action: { label: 'Upgrade', run } });
        toasts.show({ message: 'Plain' });
      });
      expect(screen.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
      expect(run).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('You have already attempted free trial test')).toBeNull();
      expect(screen.getByText('Plain')).toBeInTheDocument();

      act(() => { toasts.show({ message: 'Again', durationMs: 10_000, action: { label: 'Upgrade', run } }); });
      act(() => { jest.advanceTimersByTime(9_999); });
      expect(screen.getByText('Again')).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(1); });
      expect(screen.queryByText('Again')).toBeNull();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
