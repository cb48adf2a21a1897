import { describe, expect, it } from '@jest/globals';
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
});
