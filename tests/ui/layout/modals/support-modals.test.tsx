import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { err, ok } from '../../../../domain/shared/result';
import { fakeSupport, renderModal } from './modal-harness';

describe('the Feedback modal', () => {
  it('loads the types on open; Send waits for a subject; a success toasts and closes', async () => {
    const { support, services, analytics } = renderModal('feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByRole('combobox', { name: 'Feedback Type' })).toHaveValue('Content');
    expect(support.feedbackTypes).toHaveBeenCalledTimes(1);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Feedback Type' }), { target: { value: 'Test Simulator' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Timer' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(support.sendFeedback).toHaveBeenCalledWith({ type: 'Test Simulator', subject: 'Timer', details: '' });
    expect(services.toasts.toasts.map((t) => [t.variant, t.message, t.durationMs])).toEqual([['success', 'Thanks for your Feedback!', 5000]]);
    expect(analytics.events).toEqual([
      { event: 'click', target: 'feedback', item: 'open' },
      { event: 'click', target: 'feedback', item: 'send' },
    ]);
  });

  it('a failure toasts the danger text and keeps the form', async () => {
    const support = fakeSupport();
    support.sendFeedback.mockResolvedValue(err({ tone: 'danger', message: 'Failed to submit your Feedback!' }));
    const { services } = renderModal('feedback', { support });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await within(dialog).findByRole('combobox', { name: 'Feedback Type' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Timer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(services.toasts.toasts).toHaveLength(1));
    expect(services.toasts.toasts[0]).toMatchObject({ variant: 'danger', message: 'Failed to submit your Feedback!' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Timer');
  });

  it('offers Other when the types cannot be loaded, and the form is reset after closing', async () => {
    const support = fakeSupport();
    support.feedbackTypes.mockResolvedValue(err({ tone: 'danger', message: 'Something went wrong' }));
    const { services } = renderModal('feedback', { support });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByRole('combobox', { name: 'Feedback Type' })).toHaveValue('Other');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Typed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    services.ui.showModal('feedback');
    const again = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(again).findByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });
});

describe('the Rate This Course modal', () => {
  it("Send needs a star and a description; the label reads 'No rating' then 'n/5'", async () => {
    const { support, services } = renderModal('rating');
    const dialog = await screen.findByRole('dialog', { name: 'Rate This Course' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(within(dialog).getByText('No rating')).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getByText('4/5')).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: '  ' } });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Clear explanations' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(support.rateCourse).toHaveBeenCalledWith({ rating: 4, remarks: 'Clear explanations' });
    expect(services.toasts.toasts[0]).toMatchObject({ variant: 'success', message: 'Thanks for sharing your experience with us.', durationMs: 5000 });
  });

  it.each([
    [ok({ tone: 'warning' as const, message: 'You have already submitted your experience with us for this course.' }), 'warning', false],
    [err({ tone: 'danger' as const, message: 'Rating Could not be saved.' }), 'danger', true],
    [err({ tone: 'danger' as const, message: 'Something went wrong. Please try again later.' }), 'danger', true],
  ])('shows each outcome as its toast (%#)', async (outcome, variant, staysOpen) => {
    const support = fakeSupport();
    support.rateCourse.mockResolvedValue(outcome);
    const { services } = renderModal('rating', { support });
    const dialog = await screen.findByRole('dialog', { name: 'Rate This Course' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '1 star' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(services.toasts.toasts).toHaveLength(1));
    expect(services.toasts.toasts[0]).toMatchObject({ variant, message: outcome.ok ? outcome.value.message : outcome.error.message });
    expect(screen.queryByRole('dialog') !== null).toBe(staysOpen);
  });
});

describe('the Invite Teacher modal', () => {
  it('Invite is disabled while blank; a success toasts and closes', async () => {
    const { support, services } = renderModal('invite-teacher');
    const dialog = await screen.findByRole('dialog', { name: 'Invite Teacher' });
    const invite = within(dialog).getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Teacher User-ID / Email / Mobile' }), { target: { value: 'teacher@school.in' } });
    fireEvent.click(invite);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(support.inviteTeacher).toHaveBeenCalledWith('teacher@school.in');
    expect(services.toasts.toasts[0]).toMatchObject({ variant: 'success' });
  });

  it('a failure toasts and keeps the input', async () => {
    const support = fakeSupport();
    support.inviteTeacher.mockResolvedValue(err({ tone: 'danger', message: 'Something went wrong. Please try again later.' }));
    const { services } = renderModal('invite-teacher', { support });
    const dialog = await screen.findByRole('dialog', { name: 'Invite Teacher' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Teacher User-ID / Email / Mobile' }), { target: { value: 'T-100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(services.toasts.toasts).toHaveLength(1));
    expect(services.toasts.toasts[0]).toMatchObject({ variant: 'danger', message: 'Something went wrong. Please try again later.' });
    expect(within(dialog).getByRole('textbox', { name: 'Teacher User-ID / Email / Mobile' })).toHaveValue('T-100');
  });
});
