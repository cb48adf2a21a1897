// Renders the ToastStore's toasts in a polite live region (always mounted, so additions are announced).
import { observer } from 'mobx-react-lite';
import { useServices } from '../services-context';
import { Button } from './button';
import type { ToastVariant } from '../stores/toast.store';

const accent = (variant: ToastVariant, c: { danger: string; success: string; warning: string; primary: string }): string =>
  variant === 'danger' ? c.danger : variant === 'success' ? c.success : variant === 'warning' ? c.warning : c.primary;

const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export const ToastHost = observer(function ToastHost() {
  const { toasts } = useServices();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      css={{ position: 'fixed', top: 16, right: 16, left: 16, zIndex: 1100, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8, pointerEvents: 'none' }}
    >
      {toasts.toasts.map((t) => (
        <div
          key={t.id}
          css={(theme) => ({
            pointerEvents: 'auto',
            display: 'flex',
            alignItems: 'flex-start',
            gap: 12,
            width: 'min(380px, 100%)',
            padding: '12px 14px',
            borderRadius: theme.radii.md,
            borderLeft: `5px solid ${accent(t.variant, theme.colors)}`,
            background: theme.colors.surface,
            color: theme.colors.text,
            boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
          })}
        >
          <div css={{ flex: 1 }}>
            {t.title && <strong css={{ display: 'block', marginBottom: 2 }}>{t.title}</strong>}
            <span>{t.message}</span>
            {t.action && (
              <Button variant="pumpkin" size="sm" onClick={() => toasts.runAction(t.id)} css={{ display: 'block', marginTop: 8 }}>
                {t.action.label}
              </Button>
            )}
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toasts.dismiss(t.id)}
            css={(theme) => ({ display: 'inline-flex', padding: 2, border: 0, background: 'none', color: theme.colors.textMuted, cursor: 'pointer' })}
          >
            {/* the close mark drawn here, not with Icon: the icon table would join the login route's first download */}
            <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="currentColor" css={{ flex: 'none' }}>
              <path d={CLOSE_PATH} />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
});
