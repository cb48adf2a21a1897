import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TutorialGroup, TutorialVideo } from '../../../domain/dashboard/tutorials';
import { VideoListModal } from '../../../ui/components/video-list';
import { renderThemed } from './render-themed';

const group: TutorialGroup = {
  id: 'study-room',
  title: 'Study Room',
  videos: [
    { id: 'study-room-material', title: 'Finding your study material', duration: 16 },
    { id: 'study-room-activity', title: 'Your dashboard: activity and Jump Back In', duration: 75 },
    { id: 'study-room-courses', title: 'Switching between your courses', duration: 14 },
  ],
};

describe('VideoListModal', () => {
  it("lists the group's videos with their titles and lengths", () => {
    renderThemed(<VideoListModal group={group} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Study Room videos' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Finding your study material0:16');
    expect(items[1]).toHaveTextContent('Your dashboard: activity and Jump Back In1:15');
    expect(within(dialog).getByRole('button', { name: 'Play Your dashboard: activity and Jump Back In, 1 minute 15 seconds' })).toBeInTheDocument();
  });

  it('plays the chosen video full screen over the list, tells onPlay, and comes back to the list on close', () => {
    const onPlay = jest.fn<(v: TutorialVideo) => void>();
    const onClose = jest.fn();
    renderThemed(<VideoListModal group={group} onClose={onClose} onPlay={onPlay} />);
    const choice = screen.getByRole('button', { name: /^Play Switching between your courses/ });
    act(() => choice.focus());
    fireEvent.click(choice);
    expect(onPlay).toHaveBeenCalledWith(group.videos[2]);
    const player = screen.getByRole('dialog', { name: 'Switching between your courses' });
    expect(player.querySelector('video')).toHaveAttribute('src', '/media/videos/study-room-courses.webm');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Switching between your courses' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(choice).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when a group has no videos', () => {
    renderThemed(<VideoListModal group={{ ...group, videos: [] }} onClose={() => undefined} />);
    expect(screen.getByText('No videos available')).toBeInTheDocument();
  });
});
