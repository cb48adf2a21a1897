import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { TutorialVideo } from '../../../domain/dashboard/tutorials';
import { Modal } from '../../../ui/components/modal';
import { FullScreenVideo, VideoPlayer } from '../../../ui/components/video-player';
import { renderThemed } from './render-themed';

const video: TutorialVideo = { id: 'exam-room-mock-test', title: 'Taking a mock test in full screen', duration: 17 };

describe('VideoPlayer', () => {
  it('is a native video with controls, metadata preload, inline play, the poster and English captions from the API', () => {
    const { container } = renderThemed(<VideoPlayer video={video} />);
    const el = container.querySelector('video') as HTMLVideoElement;
    expect(el).toHaveAttribute('controls');
    expect(el).toHaveAttribute('preload', 'metadata');
    expect(el).toHaveAttribute('playsinline');
    expect(el).not.toHaveAttribute('autoplay');
    expect(el).toHaveAttribute('src', '/media/videos/exam-room-mock-test.webm');
    expect(el).toHaveAttribute('poster', '/media/videos/exam-room-mock-test.jpg');
    expect(el).toHaveAttribute('aria-label', 'Taking a mock test in full screen');
    const track = el.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('default');
    expect(track).toHaveAttribute('src', '/media/videos/exam-room-mock-test.vtt');
  });

  it('plays by itself when asked', () => {
    const { container } = renderThemed(<VideoPlayer video={video} autoPlay />);
    expect(container.querySelector('video')).toHaveAttribute('autoplay');
  });
});

function Opener({ inModal = false }: { inModal?: boolean }) {
  const [playing, setPlaying] = useState(false);
  const [listOpen, setListOpen] = useState(inModal);
  const play = <button type="button" onClick={() => setPlaying(true)}>Play</button>;
  return (
    <>
      {inModal ? (
        <Modal open={listOpen} onClose={() => setListOpen(false)} title="Videos">{play}</Modal>
      ) : play}
      {playing && <FullScreenVideo video={video} onClose={() => setPlaying(false)} />}
    </>
  );
}

describe('FullScreenVideo', () => {
  it('is a modal dialog over everything titled by the video, with focus on Close; Close gives focus back to the opener', () => {
    renderThemed(<Opener />);
    const opener = screen.getByRole('button', { name: 'Play' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Taking a mock test in full screen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('video')).toHaveAttribute('autoplay');
    const close = within(dialog).getByRole('button', { name: 'Close video' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderThemed(<FullScreenVideo video={video} onClose={onClose} />);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opened from a modal, Escape closes the player only and focus goes back into the modal', () => {
    renderThemed(<Opener inModal />);
    const opener = screen.getByRole('button', { name: 'Play' });
    act(() => opener.focus());
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: video.title })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Videos' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside: Tab and Shift+Tab stay in the player (the modal behind does not take them), focus that lands outside comes back', () => {
    renderThemed(<Opener inModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = screen.getByRole('dialog', { name: video.title });
    const close = within(dialog).getByRole('button', { name: 'Close video' });
    // (jsdom cannot focus a <video>; a browser moves to it and through its controls)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    act(() => screen.getByRole('button', { name: 'Play' }).focus());
    expect(close).toHaveFocus();
  });
});
