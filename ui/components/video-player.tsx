// The tutorial video player (the dashboard banner, the Tutorials modal, the first-time welcome): a native <video>
// with the browser's controls, the poster and English captions, all served by the API (ui/media-url.ts).
//
// FullScreenVideo is a dialog over everything, the shell's modals included: it may open from inside a Modal (the
// video list, the Tutorials modal), so it keeps Tab and Escape to itself before any other dialog's focus trap sees
// them (a window listener in the capture phase), and focus that leaves it (Tab past the video's own controls) comes
// back to its Close button. Escape and Close close it; focus returns to the element that opened it. It is not built
// on Modal because two Modals' traps would both act on one key press (Escape would close the list behind too).
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { DASHBOARD_MESSAGES as M } from '../../application/dashboard/dashboard-messages';
import { tutorialCaptionsPath, tutorialPosterPath, tutorialVideoPath, type TutorialVideo } from '../../domain/dashboard/tutorials';
import { mediaUrl } from '../media-url';
import { Icon } from './icons';
import { focusableIn, useScrollLock } from './use-focus-trap';

export interface VideoPlayerProps {
  video: TutorialVideo;
  autoPlay?: boolean;
  className?: string;
}

export function VideoPlayer({ video, autoPlay = false, className }: VideoPlayerProps) {
  return (
    <video
      key={video.id}
      className={className}
      controls
      preload="metadata"
      playsInline
      autoPlay={autoPlay}
      poster={mediaUrl(tutorialPosterPath(video.id))}
      src={mediaUrl(tutorialVideoPath(video.id))}
      aria-label={video.title}
      css={{ display: 'block', width: '100%', background: '#000', borderRadius: 8 }}
    >
      <track kind="captions" srcLang="en" label="English" default src={mediaUrl(tutorialCaptionsPath(video.id))} />
      {M.videoNotSupported}
    </video>
  );
}

export interface FullScreenVideoProps {
  video: TutorialVideo;
  onClose: () => void;
}

export function FullScreenVideo(props: FullScreenVideoProps) {
  return createPortal(<FullScreenDialog {...props} />, document.body);
}

function FullScreenDialog({ video, onClose }: FullScreenVideoProps) {
  const box = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const titleId = useId();
  useScrollLock(true);

  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      // no focus trap behind this dialog acts on Tab; the browser moves focus (through the video's controls too)
      e.stopPropagation();
      const items = focusableIn(root).concat(Array.from(root.querySelectorAll('video')));
      const current = document.activeElement;
      if (!root.contains(current)) {
        e.preventDefault();
        closeButton.current?.focus();
      } else if (e.shiftKey && current === items[0]) {
        e.preventDefault();
        items[items.length - 1]?.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.contains(e.target)) closeButton.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      css={(t) => ({
        position: 'fixed',
        inset: 0,
        zIndex: 1200,
        display: 'flex',
        flexDirection: 'column',
        background: t.colors.bg,
        color: t.colors.text,
      })}
    >
      <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: `1px solid ${t.colors.border}`, background: t.colors.surface })}>
        <h2 id={titleId} css={{ flex: 1, margin: 0, fontSize: 18, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{video.title}</h2>
        <button
          ref={closeButton}
          type="button"
          aria-label={M.closeVideo}
          onClick={() => close.current()}
          css={(t) => ({
            display: 'inline-flex', alignItems: 'center', gap: 6, padding: '8px 12px', border: `1px solid ${t.colors.border}`,
            borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text, font: 'inherit', fontWeight: 600, cursor: 'pointer',
            '&:hover': { background: t.colors.surfaceAlt },
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <Icon name="close" /> {M.close}
        </button>
      </div>
      <div css={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <VideoPlayer video={video} autoPlay css={{ maxWidth: 1280, maxHeight: 'calc(100vh - 120px)' }} />
      </div>
    </div>
  );
}
