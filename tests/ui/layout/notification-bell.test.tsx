import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { NotificationBell } from '../../../ui/layout/notification-bell';
import { aStudent } from '../../mothers/student.mother';
import { FakeAccount } from '../support/fake-account';
import { renderPage } from '../support/render-page';

const items = [
  { id: 2, title: 'New mock test', body: 'JEE Main Mock 3 is open.', createdAt: '2026-11-24T09:00:00.000Z' },
  { id: 1, title: 'Welcome', body: 'Start with a topic test.', createdAt: '2026-11-20T09:00:00.000Z' },
];

describe('the notifications bell', () => {
  it('shows the count and lists the notifications when opened', async () => {
    const account = new FakeAccount(aStudent());
    account.loadNotifications = async () => ok(items);
    renderPage(<NotificationBell />, { path: '/dashboard', student: aStudent(), account });
    const bell = await screen.findByRole('button', { name: 'Notifications (2)' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    expect(await within(panel).findByText('New mock test')).toBeInTheDocument();
    expect(within(panel).getByText('Start with a topic test.')).toBeInTheDocument();
  });

  it('a failure clears the list', async () => {
    const account = new FakeAccount(aStudent());
    account.loadNotifications = async () => err(UNAVAILABLE);
    renderPage(<NotificationBell />, { path: '/dashboard', student: aStudent(), account });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('is not shown without a signed-in student', () => {
    renderPage(<NotificationBell />, { path: '/login', student: null });
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
