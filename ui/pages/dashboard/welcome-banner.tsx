// The welcome banner: a carousel of two slides. 1. Get started: Explore Features (shows the tutorial slide and moves
// focus to it) and Complete Profile (/profile). 2. Tutorials: the Study Room, Exam Room and Analytics cards, each
// opening its video list, from which a video plays full screen.
//
// Accessibility (the APG carousel pattern): a labelled region with Previous/Next buttons, one dot button per slide
// (aria-current on the shown one) and a Pause/Play button; the hidden slide is `hidden`. The slides advance by
// themselves every AUTO_ADVANCE_MS, but not while the banner is hovered or holds focus, not while a video list is open,
// never after the student used a control or paused, and never with prefers-reduced-motion. Once it stops turning, the
// slide area is a polite live region, so a change by a control is announced.
import { keyframes } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { DASHBOARD_TUTORIALS, type TutorialGroup, type TutorialVideo } from '../../../domain/dashboard/tutorials';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Icon, type IconName } from '../../components/icons';
import { VideoListModal } from '../../components/video-list';
import { useMediaQuery } from '../../components/use-media-query';

export const AUTO_ADVANCE_MS = 8000;
const SLIDES = 2;
const GROUP_ICONS: readonly IconName[] = ['book', 'exam', 'report'];

export function WelcomeBanner({ onPlay }: { onPlay: (video: TutorialVideo) => void }) {
  const [index, setIndex] = useState(0);
  // the first slide appears without the slide-in (it would hold back the page's first full paint by its 300 ms);
  // a change of slide animates
  const [moved, setMoved] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [openGroup, setOpenGroup] = useState<TutorialGroup | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const tutorialsHeading = useRef<HTMLHeadingElement>(null);
  const focusTutorials = useRef(false);
  // the card that opened the video list gets focus back when it closes (Safari does not focus a clicked button)
  const opener = useRef<HTMLButtonElement | null>(null);
  const id = useId();

  const turning = !stopped && !reducedMotion;
  const rotating = turning && !hovered && !focused && openGroup === null;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % SLIDES);
    }, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index]);

  useEffect(() => {
    if (index === 1 && focusTutorials.current) {
      focusTutorials.current = false;
      tutorialsHeading.current?.focus();
    }
  }, [index]);

  useEffect(() => {
    if (openGroup !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [openGroup]);

  const show = (i: number) => {
    setStopped(true);
    setMoved(true);
    setIndex((i + SLIDES) % SLIDES);
  };

  const slideLabel = (i: number) => M.slideOf(i + 1, SLIDES, M.slideNames[i]);
  const groups = DASHBOARD_TUTORIALS;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={M.bannerLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      css={(t) => ({
        position: 'relative',
        display: 'grid',
        gap: 12,
        padding: 20,
        borderRadius: t.radii.lg,
        border: `1px solid ${t.colors.border}`,
        background: t.colors.activeBg,
        color: t.colors.activeText,
        minWidth: 0,
      })}
    >
      <div id={`${id}-slides`} aria-live={turning ? 'off' : 'polite'} css={{ minHeight: 150 }}>
        <Slide label={slideLabel(0)} active={index === 0} animate={moved}>
          <h2 css={{ margin: '0 0 8px', fontSize: 22, lineHeight: 1.3 }}>{M.introTitle}</h2>
          <p css={{ margin: '0 0 16px', maxWidth: 640, lineHeight: 1.5 }}>{M.introText}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Button
              onClick={() => {
                focusTutorials.current = true;
                show(1);
              }}
            >
              {M.exploreFeatures}
            </Button>
            <ButtonLink href={PATHS.profile} variant="ghost">{M.completeProfile}</ButtonLink>
          </div>
        </Slide>
        <Slide label={slideLabel(1)} active={index === 1} animate={moved}>
          <h2 ref={tutorialsHeading} tabIndex={-1} css={{ margin: '0 0 4px', fontSize: 22, lineHeight: 1.3, '&:focus': { outline: 'none' } }}>{M.tutorialsTitle}</h2>
          <p css={{ margin: '0 0 12px', lineHeight: 1.5 }}>{M.tutorialsText}</p>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))' }}>
            {groups.map((group, i) => (
              <li key={group.id}>
                <button
                  type="button"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setOpenGroup(group);
                  }}
                  aria-label={M.openTutorials(group.title, group.videos.length)}
                  css={(t) => ({
                    display: 'flex', alignItems: 'center', gap: 12, width: '100%', height: '100%', padding: 14, textAlign: 'left',
                    border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text,
                    font: 'inherit', cursor: 'pointer',
                    '&:hover': { background: t.colors.surfaceAlt },
                    '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
                  })}
                >
                  <span aria-hidden="true" css={(t) => ({ display: 'inline-flex', padding: 10, borderRadius: t.radii.md, background: t.colors.activeBg, color: t.colors.activeText })}>
                    <Icon name={GROUP_ICONS[i] ?? 'dashboard'} />
                  </span>
                  <span css={{ display: 'grid' }}>
                    <span css={{ fontWeight: 700 }}>{group.title}</span>
                    <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{M.videoCount(group.videos.length)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Slide>
      </div>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}>
        <ControlButton label={M.previousSlide} onClick={() => show(index - 1)} controls={`${id}-slides`}>
          <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="currentColor"><path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" /></svg>
        </ControlButton>
        {Array.from({ length: SLIDES }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={M.showSlide(i + 1, M.slideNames[i])}
            aria-current={index === i ? 'true' : undefined}
            aria-controls={`${id}-slides`}
            onClick={() => show(i)}
            css={(t) => ({
              width: 24, height: 24, padding: 0, border: 0, background: 'none', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
              borderRadius: t.radii.pill,
              '&::before': {
                content: '""', display: 'block', width: 10, height: 10, borderRadius: t.radii.pill,
                border: `2px solid ${t.colors.activeText}`, background: index === i ? t.colors.activeText : 'transparent',
              },
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
            })}
          />
        ))}
        <ControlButton label={M.nextSlide} onClick={() => show(index + 1)} controls={`${id}-slides`}>
          <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="currentColor"><path d="M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z" /></svg>
        </ControlButton>
        {!reducedMotion && (
          <ControlButton label={stopped ? M.playSlides : M.pauseSlides} onClick={() => setStopped((s) => !s)}>
            {stopped ? (
              <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="currentColor"><path d="M8 5v14l11-7z" /></svg>
            ) : (
              <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="currentColor"><path d="M6 19h4V5H6v14zm8-14v14h4V5h-4z" /></svg>
            )}
          </ControlButton>
        )}
      </div>
      {openGroup && <VideoListModal group={openGroup} onClose={() => setOpenGroup(null)} onPlay={onPlay} />}
    </section>
  );
}

const slideIn = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`;

function Slide({ label, active, animate, children }: { label: string; active: boolean; animate: boolean; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      hidden={!active}
      css={{
        animation: active && animate ? `${slideIn} 300ms ease-out` : undefined,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </div>
  );
}

function ControlButton({ label, onClick, controls, children }: { label: string; onClick: () => void; controls?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      css={(t) => ({
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, padding: 0,
        border: `1px solid ${t.colors.activeText}`, borderRadius: t.radii.pill, background: 'transparent', color: t.colors.activeText, cursor: 'pointer',
        '&:hover': { background: t.colors.surface },
        '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
      })}
    >
      {children}
    </button>
  );
}
