// The Tutorials modal (spec 000 §2.17): a welcome heading with three bullets, then accordion categories (My Study
// Room, Smart Learning, My Exam Room, Report & Analytics), each listing its videos; a video opens in a full-screen
// player. The videos are the app's own files (no network beyond the app's server).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { TUTORIAL_CATEGORIES, type TutorialGroup, type TutorialVideo } from '../../../domain/dashboard/tutorials';
import { Button } from '../../components/button';
import { Icon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { FullScreenVideo } from '../../components/video-player';
import { useServices } from '../../services-context';

const BULLETS = [
  { title: 'Guided Walkthrough', text: 'Short videos take you through every room of the app, step by step.' },
  { title: 'Interactive Features', text: 'See how to use help in questions, marks for review and the full-screen simulator.' },
  { title: 'Personalized Experience', text: 'Learn to read your analytics and let them choose what you study next.' },
];

const minutes = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export default observer(function TutorialsModal({ onClose }: { onClose: () => void }) {
  const { analytics } = useServices();
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(TUTORIAL_CATEGORIES[0]?.id ?? null);

  useEffect(() => {
    analytics.track({ event: 'click', target: 'tutorials', item: 'open' });
  }, [analytics]);

  const play = (video: TutorialVideo) => {
    analytics.track({ event: 'click', target: 'tutorials', item: video.id });
    setPlaying(video);
  };

  if (playing) return <FullScreenVideo video={playing} onClose={() => setPlaying(null)} />;
  return (
    <Modal open onClose={onClose} title="Tutorials" size="lg" footer={<Button onClick={onClose}>Close</Button>}>
      <h3 css={{ margin: '0 0 8px', fontSize: 18 }}>Welcome to your learning journey!</h3>
      <ul css={{ margin: '0 0 16px', paddingLeft: 20, display: 'grid', gap: 6 }}>
        {BULLETS.map((b) => <li key={b.title}><strong>{b.title}:</strong> {b.text}</li>)}
      </ul>
      <div css={{ display: 'grid', gap: 8 }}>
        {TUTORIAL_CATEGORIES.map((group) => (
          <Category
            key={group.id}
            group={group}
            open={openGroup === group.id}
            onToggle={() => setOpenGroup(openGroup === group.id ? null : group.id)}
            onPlay={play}
          />
        ))}
      </div>
    </Modal>
  );
});

function Category({ group, open, onToggle, onPlay }: { group: TutorialGroup; open: boolean; onToggle: () => void; onPlay: (v: TutorialVideo) => void }) {
  const panelId = useId();
  return (
    <section css={(t) => ({ border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md })}>
      <h4 css={{ margin: 0 }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          css={(t) => ({
            display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%', padding: '12px 16px',
            border: 0, background: 'none', color: t.colors.text, font: 'inherit', fontWeight: 600, cursor: 'pointer', textAlign: 'left',
          })}
        >
          <span>{group.title} <span css={(t) => ({ color: t.colors.textMuted, fontWeight: 400 })}>({group.videos.length})</span></span>
          <span css={{ display: 'inline-flex', transform: open ? 'rotate(180deg)' : undefined }}><Icon name="chevronDown" /></span>
        </button>
      </h4>
      <ul id={panelId} hidden={!open} css={{ listStyle: 'none', margin: 0, padding: '0 8px 8px' }}>
        {group.videos.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => onPlay(video)}
              css={(t) => ({
                display: 'flex', alignItems: 'center', gap: 10, width: '100%', padding: '8px 8px', border: 0, borderRadius: t.radii.sm,
                background: 'none', color: t.colors.text, font: 'inherit', cursor: 'pointer', textAlign: 'left',
                '&:hover': { background: t.colors.surfaceAlt },
              })}
            >
              <Icon name="play" />
              <span css={{ flex: 1 }}>{video.title}</span>
              <span css={(t) => ({ color: t.colors.textMuted, fontVariantNumeric: 'tabular-nums' })}>{minutes(video.duration)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
