import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TUTORIAL_CATEGORIES, WELCOME_VIDEO } from '../../../../domain/dashboard/tutorials';
import { ok } from '../../../../domain/shared/result';
import { aStudent } from '../../../mothers/student.mother';
import { fakeProfile, renderModal } from './modal-harness';

describe('the Tutorials modal', () => {
  it('has the welcome heading, three bullets and the four categories; a video opens full screen', async () => {
    const { analytics } = renderModal('tutorials');
    const dialog = await screen.findByRole('dialog', { name: 'Tutorials' });
    for (const bullet of ['Guided Walkthrough', 'Interactive Features', 'Personalized Experience']) {
      expect(within(dialog).getByText(`${bullet}:`)).toBeInTheDocument();
    }
    const headers = within(dialog).getAllByRole('button', { expanded: true }).concat(within(dialog).getAllByRole('button', { expanded: false }));
    expect(headers.map((b) => b.textContent?.replace(/\s*\(\d+\)$/, '')).sort())
      .toEqual(['My Exam Room', 'My Study Room', 'Report & Analytics', 'Smart Learning'].sort());
    const examRoom = TUTORIAL_CATEGORIES.find((c) => c.title === 'My Exam Room')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /My Exam Room/ }));
    const first = examRoom.videos[0]!;
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(first.title) }));
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(document.querySelector('video track')?.getAttribute('kind')).toBe('captions');
    expect(analytics.events).toContainEqual({ event: 'click', target: 'tutorials', item: first.id });
  });
});

describe('the first-time welcome', () => {
  it('opens on the dashboard for a first-time user, plays the welcome video and tells the server once closed', async () => {
    const profile = fakeProfile();
    const seen = { ...aStudent(), firstTimeUser: 0 };
    profile.welcomeSeen.mockResolvedValue(ok(seen));
    const { services } = renderModal(null, { student: { ...aStudent(), firstTimeUser: 1 }, profile });
    const dialog = await screen.findByRole('dialog', { name: /Welcome/ });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src') ?? video?.querySelector('source')?.getAttribute('src')).toContain(WELCOME_VIDEO.id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(services.session.student?.firstTimeUser).toBe(0));
    expect(profile.welcomeSeen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a returning student or away from the dashboard', async () => {
    renderModal(null, { student: { ...aStudent(), firstTimeUser: 0 } });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open on another page', async () => {
    renderModal(null, { student: { ...aStudent(), firstTimeUser: 1 }, path: '/report' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
