// The header's notifications (spec 000 §4): a bell with the count and, when opened, the list. Loaded on demand:
// when the header first shows and again each time the bell opens; skipped without a signed-in student (the use
// case answers unavailable); a failure clears the list (the use case logs it).
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '../../domain/account/notification';
import { Icon } from '../components/icons';
import { usePopover } from '../components/use-popover';
import { afterPaint } from '../components/after-paint';
import { useServices } from '../services-context';

const dateOf = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

export const NotificationBell = observer(function NotificationBell() {
  const { account, session, analytics } = useServices();
  const { open, root, onBlur, panelId, triggerProps } = usePopover();
  const [items, setItems] = useState<readonly Notification[] | null>(null);
  const signedIn = session.isLoggedIn;

  const load = useCallback(async () => {
    const r = await account.loadNotifications();
    setItems(r.ok ? r.value : []);
  }, [account]);

  // once the page has painted: the count is not part of the first paint
  useEffect(() => (signedIn ? afterPaint(() => void load()) : undefined), [signedIn, load]);
  useEffect(() => {
    if (!open) return;
    analytics.track({ event: 'click', target: 'notifications', item: 'open' });
    void load();
  }, [open, load, analytics]);

  if (!signedIn) return null;
  const count = items?.length ?? 0;
  return (
    <div ref={root} onBlur={onBlur} css={{ position: 'relative' }}>
      <button
        type="button"
        {...triggerProps}
        aria-label={count ? `Notifications (${count})` : 'Notifications'}
        css={(t) => ({
          position: 'relative', display: 'inline-flex', padding: 8, border: 0, borderRadius: '50%', background: 'none',
          color: t.colors.text, cursor: 'pointer', '&:hover': { background: t.colors.surfaceAlt },
        })}
      >
        <Icon name="bell" size={24} />
        {count > 0 && (
          <span
            aria-hidden="true"
            css={(t) => ({
              position: 'absolute', top: 2, right: 2, minWidth: 18, height: 18, padding: '0 4px', boxSizing: 'border-box',
              borderRadius: 9, background: t.colors.danger, color: '#fff', fontSize: 11, fontWeight: 700, lineHeight: '18px', textAlign: 'center',
            })}
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Your notifications"
          // the list may scroll: the region itself takes focus so a keyboard can scroll it
          tabIndex={0}
          css={(t) => ({
            position: 'absolute', top: 'calc(100% + 8px)', right: 0, zIndex: 50, width: 320, maxWidth: 'calc(100vw - 24px)',
            maxHeight: 420, overflowY: 'auto', padding: 8, boxSizing: 'border-box', borderRadius: t.radii.lg,
            border: `1px solid ${t.colors.border}`, background: t.colors.surface, color: t.colors.text, boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
          })}
        >
          <h2 css={{ margin: '4px 8px 8px', fontSize: 16 }}>Notifications</h2>
          {items === null ? (
            <p css={{ margin: 8 }}>Loading…</p>
          ) : items.length === 0 ? (
            <p css={(t) => ({ margin: 8, color: t.colors.textMuted })}>No notifications yet.</p>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {items.map((n) => (
                <li key={n.id} css={(t) => ({ padding: '8px', borderRadius: t.radii.md, '&:hover': { background: t.colors.surfaceAlt } })}>
                  <div css={{ fontWeight: 600 }}>{n.title}</div>
                  <div css={{ fontSize: 14, overflowWrap: 'anywhere' }}>{n.body}</div>
                  <time dateTime={n.createdAt} css={(t) => ({ fontSize: 12, color: t.colors.textMuted })}>{dateOf(n.createdAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
});
