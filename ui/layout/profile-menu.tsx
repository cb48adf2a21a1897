// The profile menu: a popover from the avatar with the student's name and e-mail, My Profile, Payments,
// Invite Teacher, Feedback, Rate This Course, Tutorials (modals), Settings with the dark/light switch,
// and Log Out.
import type { Theme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { EmailText } from '../components/email-text';
import { ToggleSwitch } from '../components/toggle-switch';
import { focusableIn } from '../components/use-focus-trap';
import { usePopover } from '../components/use-popover';
import { useServices } from '../services-context';
import type { ShellModal } from '../stores/ui.store';
import { Avatar, initialsOf, usePicture } from './avatar';

/**
 * The trigger's accessible name. When it shows the initials, the name starts with them (WCAG 2.5.3, label in name: a
 * voice-control user says what they see, "click DS"); a picture has no visible text, so the name is the menu's alone.
 */
export const profileMenuLabel = (name: string, showsPicture: boolean): string =>
  (showsPicture ? 'Profile menu' : `${initialsOf(name)}, Profile menu`);

const modalItems: { modal: ShellModal; label: string }[] = [
  { modal: 'invite-teacher', label: 'Invite Teacher' },
  { modal: 'feedback', label: 'Feedback' },
  { modal: 'rating', label: 'Rate This Course' },
  { modal: 'tutorials', label: 'Tutorials' },
];

const itemCss = (t: Theme) => ({
  display: 'block',
  width: '100%',
  padding: '8px 12px',
  boxSizing: 'border-box' as const,
  border: 0,
  borderRadius: t.radii.md,
  background: 'none',
  color: t.colors.text,
  font: 'inherit',
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: t.colors.surfaceAlt },
});

export const ProfileMenu = observer(function ProfileMenu() {
  const { session, theme, ui } = useServices();
  const { open, close, root, onBlur, panelId, triggerProps } = usePopover();
  const student = session.student;
  // the trigger's picture until it fails to load; its name says what the trigger shows
  const picture = usePicture(student?.profilePic || undefined);

  useEffect(() => {
    const panel = open ? document.getElementById(panelId) : null;
    if (panel) focusableIn(panel)[0]?.focus();
  }, [open, panelId]);

  if (!student) return null;
  return (
    <div ref={root} onBlur={onBlur} css={{ position: 'relative' }}>
      <button
        type="button"
        {...triggerProps}
        aria-label={profileMenuLabel(student.studentName, picture.src !== undefined)}
        css={(t) => ({ display: 'flex', padding: 2, border: `2px solid ${t.colors.border}`, borderRadius: '50%', background: 'none', cursor: 'pointer' })}
      >
        <Avatar name={student.studentName} src={picture.src} onFailed={picture.failed} />
      </button>
      {open && (
        <div
          id={panelId}
          css={(t) => ({
            position: 'absolute',
            top: 'calc(100% + 8px)',
            right: 0,
            zIndex: 50,
            width: 280,
            maxWidth: 'calc(100vw - 24px)',
            padding: 8,
            boxSizing: 'border-box',
            borderRadius: t.radii.lg,
            border: `1px solid ${t.colors.border}`,
            background: t.colors.surface,
            color: t.colors.text,
            boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
          })}
        >
          <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px 12px', borderBottom: `1px solid ${t.colors.border}` })}>
            <Avatar name={student.studentName} src={student.profilePic || undefined} size={44} />
            <div css={{ minWidth: 0 }}>
              <div css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{student.studentName}</div>
              <div css={(t) => ({ fontSize: 13, color: t.colors.textMuted, overflowWrap: 'anywhere' })}><EmailText email={student.emailId} /></div>
            </div>
          </div>
          <ul css={{ listStyle: 'none', margin: 0, padding: '8px 0 0', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <li><Link href={PATHS.profile} onClick={() => close()} css={itemCss}>My Profile</Link></li>
            <li><Link href={PATHS.payments} onClick={() => close()} css={itemCss}>Payments</Link></li>
            {modalItems.map((m) => (
              <li key={m.modal}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    // focus goes back to the avatar first, so the modal returns it there when it closes
                    close(true);
                    ui.showModal(m.modal);
                  }}
                  css={itemCss}
                >
                  {m.label}
                </button>
              </li>
            ))}
            <li css={(t) => ({ borderTop: `1px solid ${t.colors.border}`, marginTop: 4, paddingTop: 4 })}>
              <Link href={PATHS.settings} onClick={() => close()} css={itemCss}>Settings</Link>
              <ToggleSwitch label="Dark Mode" checked={theme.darkMode} onChange={(dark) => theme.set(dark)} />
            </li>
            <li css={(t) => ({ borderTop: `1px solid ${t.colors.border}`, marginTop: 4, paddingTop: 4 })}>
              <Link href={PATHS.logout} onClick={() => close()} css={(t) => ({ ...itemCss(t), color: t.colors.danger, fontWeight: 600 })}>Log Out</Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
});
