// A modal side sheet: left/right 280 px wide (max 420 px), top/bottom 320 px high.
// Same keyboard behaviour as Modal: focus trapped, Escape and the backdrop close it.
import { keyframes } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { drawerSizes, type DrawerPlacement } from '../theme/theme';
import { Icon } from './icons';
import { useFocusTrap, useScrollLock } from './use-focus-trap';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** heading of the drawer (also its accessible name) */
  title: ReactNode;
  placement?: DrawerPlacement;
  children?: ReactNode;
}

const from: Record<DrawerPlacement, string> = {
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
  top: 'translateY(-100%)',
  bottom: 'translateY(100%)',
};
const slideIns = Object.fromEntries(
  Object.entries(from).map(([p, t]) => [p, keyframes`from { transform: ${t}; } to { transform: none; }`]),
) as Record<DrawerPlacement, ReturnType<typeof keyframes>>;

export function Drawer(props: DrawerProps) {
  return props.open ? createPortal(<OpenDrawer {...props} />, document.body) : null;
}

function OpenDrawer({ onClose, title, placement = 'left', children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);
  useScrollLock(true);
  const side = placement === 'left' || placement === 'right';

  return (
    <div
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      css={(t) => ({ position: 'fixed', inset: 0, zIndex: 900, background: t.colors.overlay })}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={(t) => ({
          position: 'absolute',
          [placement]: 0,
          ...(side
            ? { top: 0, bottom: 0, width: drawerSizes.sideWidth, maxWidth: `min(${drawerSizes.sideMaxWidth}px, 100vw)` }
            : { left: 0, right: 0, height: drawerSizes.verticalHeight, maxHeight: '100vh' }),
          display: 'flex',
          flexDirection: 'column',
          background: t.colors.surface,
          color: t.colors.text,
          boxShadow: '0 0 40px rgba(0, 0, 0, 0.3)',
          animation: `${slideIns[placement]} 220ms ease-out`,
        })}
      >
        <div css={(t) => ({ display: 'flex', alignItems: 'center', padding: '12px 16px', borderBottom: `1px solid ${t.colors.border}` })}>
          <h2 id={titleId} css={{ flex: 1, margin: 0, fontSize: 18 }}>{title}</h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            css={(t) => ({ display: 'inline-flex', padding: 6, border: 0, borderRadius: t.radii.sm, background: 'none', color: t.colors.textMuted, cursor: 'pointer' })}
          >
            <Icon name="close" />
          </button>
        </div>
        <div css={{ flex: 1, overflowY: 'auto' }}>{children}</div>
      </div>
    </div>
  );
}
