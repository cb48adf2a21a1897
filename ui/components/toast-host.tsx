// Renders the ToastStore's toasts in a polite live region (always mounted, so additions are announced).
import { observer } from 'mobx-react-lite';
import { useServices } from '../services-context';
import type { ToastVariant } from '../stores/toast.store';
import { Icon } from './icons';

const accent = (variant: ToastVariant, c: { danger: string; success: string; warning: string; primary: string }): string =>
  variant === 'danger' ? c.danger : variant === 'success' ? c.success : variant === 'warning' ? c.warning : c.primary;

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
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toasts.dismiss(t.id)}
            css={(theme) => ({ display: 'inline-flex', padding: 2, border: 0, background: 'none', color: theme.colors.textMuted, cursor: 'pointer' })}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  );
});
