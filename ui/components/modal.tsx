// An accessible modal dialog (sizes: sm, md, lg, xl, full; a number is a custom width,
// default 320). Focus is trapped inside; Escape, the close button and a click on the backdrop close it
// unless it is not dismissable.
import { keyframes } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { customModalDefault, modalSizes, type ModalSize } from '../theme/theme';
import { Icon } from './icons';
import { useFocusTrap, useScrollLock } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** a named size or a custom width in px */
  size?: ModalSize | number;
  dismissable?: boolean;
  children?: ReactNode;
  /** action buttons shown at the bottom */
  footer?: ReactNode;
}

const fadeIn = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const widthOf = (size: ModalSize | number | undefined): string => {
  if (typeof size === 'number') return `${size > 0 ? size : customModalDefault}px`;
  const w = modalSizes[size ?? 'sm'];
  return typeof w === 'number' ? `${w}px` : w;
};

export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({ onClose, title, size, dismissable = true, children, footer }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(box, true, dismissable ? onClose : undefined);
  useScrollLock(true);
  const full = size === 'full';

  return (
    <div
      onMouseDown={(e) => {
        if (dismissable && e.target === e.currentTarget) onClose();
      }}
      css={(t) => ({
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: full ? 'stretch' : 'center',
        justifyContent: 'center',
        padding: full ? 0 : 16,
        background: t.colors.overlay,
      })}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={(t) => ({
          display: 'flex',
          flexDirection: 'column',
          width: widthOf(size),
          maxWidth: '100%',
          maxHeight: full ? '100%' : 'calc(100vh - 32px)',
          borderRadius: full ? 0 : t.radii.lg,
          background: t.colors.surface,
          color: t.colors.text,
          boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
          animation: `${fadeIn} 180ms ease-out`,
        })}
      >
        <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: 12, padding: '16px 20px', borderBottom: `1px solid ${t.colors.border}` })}>
          <h2 id={titleId} css={{ flex: 1, margin: 0, fontSize: 20 }}>{title}</h2>
          {dismissable && (
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              css={(t) => ({ display: 'inline-flex', padding: 6, border: 0, borderRadius: t.radii.sm, background: 'none', color: t.colors.textMuted, cursor: 'pointer', '&:hover': { background: t.colors.surfaceAlt } })}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <div css={{ padding: 20, overflowY: 'auto', flex: 1 }}>{children}</div>
        {footer && (
          <div css={(t) => ({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 12, padding: '12px 20px', borderTop: `1px solid ${t.colors.border}` })}>
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
