import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import PaymentResponsePage, { REDIRECT_DELAY_MS } from '../../../../ui/pages/payment-response.page';
import { renderCataloguePage } from './catalogue-harness';

afterEach(() => { jest.useRealTimers(); });

describe('/pgresponse', () => {
  it('says the payment went through, opens the bought course, then goes to the dashboard with a toast', async () => {
    jest.useFakeTimers();
    const { opened, currentPath, services } = renderCataloguePage(<PaymentResponsePage />, { path: '/pgresponse?courseId=102' });
    expect(screen.getByText('Payment transaction has been completed successfully!')).toBeInTheDocument();
    await act(async () => { await Promise.resolve(); });
    expect(opened).toEqual([102]);
    expect(currentPath()).toBe('/pgresponse?courseId=102');
    await act(async () => { jest.advanceTimersByTime(REDIRECT_DELAY_MS); });
    expect(currentPath()).toBe('/dashboard');
    expect(services.toasts.toasts.map((t) => t.message)).toEqual(['Course purchased successfully!']);
  });

  it('without a course id it refreshes the courses and still goes to the dashboard', async () => {
    jest.useFakeTimers();
    const { opened, account, currentPath } = renderCataloguePage(<PaymentResponsePage />, { path: '/pgresponse' });
    await act(async () => { jest.advanceTimersByTime(REDIRECT_DELAY_MS); });
    expect(opened).toEqual([]);
    expect(account.refreshes).toBe(1);
    expect(currentPath()).toBe('/dashboard');
  });

  it('a visitor without a session is sent to log in', async () => {
    jest.useFakeTimers();
    const { currentPath } = renderCataloguePage(<PaymentResponsePage />, { path: '/pgresponse?courseId=102', student: null });
    await act(async () => { jest.advanceTimersByTime(REDIRECT_DELAY_MS); });
    expect(currentPath()).toBe('/login');
  });
});
