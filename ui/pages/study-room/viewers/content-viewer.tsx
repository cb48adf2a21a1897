// The full-screen viewer of an opened study item (spec 001 §2): a modal dialog over the app (a portal), titled by the
// item, showing it by type: Text (TextViewer), Video (StudyVideo), PDF and PPT (PdfViewer, pdf.js loaded on demand).
// Focus moves to Close, stays inside (ui/components/use-focus-trap.ts), and returns to the item's button; Escape and
// Close close it; the page behind does not scroll. Study material cannot be copied here: while the viewer is open,
// copy, cut, the context menu and dragging out are prevented (listeners on the document, capture phase), the text
// cannot be selected (user-select: none), and the first attempt of each opening shows a warning toast.
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { STUDY_ROOM_MESSAGES as M, STUDY_ROOM_TOAST_MS } from '../../../../application/study-room/study-room-messages';
import type { OpenedContent } from '../../../../domain/study-room/content';
import { Icon } from '../../../components/icons';
import { useFocusTrap, useScrollLock } from '../../../components/use-focus-trap';
import { useServices } from '../../../services-context';
import { studyFileUrl } from './file-url';
import { PdfViewer } from './pdf-viewer';
import { StudyVideo } from './study-video';
import { TextViewer } from './text-viewer';
import { TypeBadge } from './viewer-icons';

export interface ContentViewerProps {
  content: OpenedContent;
  onClose: () => void;
}

export function ContentViewer(props: ContentViewerProps) {
  return createPortal(<ViewerDialog {...props} />, document.body);
}

/** The events that would take study material out of the viewer; the ones a student notices are told once. */
const BLOCKED = ['copy', 'cut', 'contextmenu', 'dragstart'] as const;
const TOLD = new Set<string>(['copy', 'cut', 'contextmenu']);

/** Prevents copying while mounted; `onBlocked` runs on the first attempt only. */
function useCopyBlock(onBlocked: () => void): void {
  const blocked = useRef(onBlocked);
  blocked.current = onBlocked;
  useEffect(() => {
    let told = false;
    const block = (e: Event) => {
      e.preventDefault();
      if (told || !TOLD.has(e.type)) return;
      told = true;
      blocked.current();
    };
    for (const type of BLOCKED) document.addEventListener(type, block, true);
    return () => {
      for (const type of BLOCKED) document.removeEventListener(type, block, true);
    };
  }, []);
}

function ViewerDialog({ content, onClose }: ContentViewerProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { toasts } = useServices();
  useFocusTrap(box, true, onClose);
  useScrollLock(true);
  useCopyBlock(() => toasts.show({ message: M.copyBlocked, variant: 'warning', durationMs: STUDY_ROOM_TOAST_MS.warning }));

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      css={(t) => ({
        position: 'fixed',
        inset: 0,
        // over the shell's modals (1000) and the bottom sheet; under the toasts (1100), so the copy notice shows
        zIndex: 1050,
        display: 'flex',
        flexDirection: 'column',
        background: t.colors.bg,
        color: t.colors.text,
        userSelect: 'none',
        WebkitUserSelect: 'none',
        WebkitTouchCallout: 'none',
        '& input': { userSelect: 'text', WebkitUserSelect: 'text' },
        '&:focus': { outline: 'none' },
      })}
    >
      <div css={(t) => ({ flex: 'none', display: 'flex', alignItems: 'center', gap: 12, padding: '10px 16px', borderBottom: `1px solid ${t.colors.border}`, background: t.colors.surface })}>
        <TypeBadge type={content.contentType} />
        <h2 id={titleId} css={{ flex: 1, minWidth: 0, margin: 0, fontSize: 18, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{content.contentTitle}</h2>
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          css={(t) => ({
            flex: 'none', display: 'inline-flex', alignItems: 'center', gap: 6, padding: '8px 12px', border: `1px solid ${t.colors.border}`,
            borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text, font: 'inherit', fontWeight: 600, cursor: 'pointer',
            '&:hover': { background: t.colors.surfaceAlt },
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <Icon name="close" /> {M.closeViewer}
        </button>
      </div>
      <ViewerBody content={content} />
    </div>
  );
}

function ViewerBody({ content }: { content: OpenedContent }) {
  switch (content.contentType) {
    case 'Text': return <TextViewer content={content} />;
    case 'Video': return <StudyVideo content={content} />;
    case 'PDF':
    case 'PPT': return <PdfViewer url={studyFileUrl(content.contentUrl)} title={content.contentTitle} />;
    default: {
      const never: never = content.contentType;
      return never;
    }
  }
}
