// A tutorial group's videos in a modal (the dashboard banner's cards; reusable by the Tutorials modal): each with its
// title and length; choosing one plays it in FullScreenVideo over the list, and closing the player comes back to the
// list with focus on the video that was played.
import { useState } from 'react';
import { DASHBOARD_MESSAGES as M, durationInWords, formatDuration } from '../../application/dashboard/dashboard-messages';
import type { TutorialGroup, TutorialVideo } from '../../domain/dashboard/tutorials';
import { Modal } from './modal';
import { FullScreenVideo } from './video-player';

export interface VideoListModalProps {
  group: TutorialGroup;
  onClose: () => void;
  /** told when a video starts (e.g. the tutorials click event) */
  onPlay?: (video: TutorialVideo) => void;
}

const PLAY_PATH = 'M8 5v14l11-7z';

export function VideoListModal({ group, onClose, onPlay }: VideoListModalProps) {
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);
  const [lastPlayed, setLastPlayed] = useState<string | null>(null);

  const play = (video: TutorialVideo) => {
    onPlay?.(video);
    setLastPlayed(video.id);
    setPlaying(video);
  };

  return (
    <>
      <Modal open onClose={onClose} title={M.videosOf(group.title)} size="md">
        {group.videos.length === 0 ? (
          <p css={(t) => ({ margin: 0, color: t.colors.textMuted })}>{M.noVideos}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {group.videos.map((video) => (
              <li key={video.id}>
                <button
                  type="button"
                  onClick={() => play(video)}
                  aria-label={M.playVideo(video.title, video.duration)}
                  data-autofocus={video.id === lastPlayed ? '' : undefined}
                  css={(t) => ({
                    display: 'flex', alignItems: 'center', gap: 12, width: '100%', padding: '10px 12px', textAlign: 'left',
                    border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text,
                    font: 'inherit', cursor: 'pointer',
                    '&:hover': { background: t.colors.surfaceAlt },
                    '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
                  })}
                >
                  <span aria-hidden="true" css={(t) => ({ display: 'inline-flex', padding: 8, borderRadius: t.radii.pill, background: t.colors.primary, color: t.colors.primaryText })}>
                    <svg focusable="false" width={16} height={16} viewBox="0 0 24 24" fill="currentColor"><path d={PLAY_PATH} /></svg>
                  </span>
                  <span css={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{video.title}</span>
                  <span css={(t) => ({ color: t.colors.textMuted, fontVariantNumeric: 'tabular-nums' })}>
                    <time dateTime={`PT${Math.max(0, Math.round(video.duration))}S`} title={durationInWords(video.duration)}>{formatDuration(video.duration)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {playing && <FullScreenVideo video={playing} onClose={() => setPlaying(null)} />}
    </>
  );
}
