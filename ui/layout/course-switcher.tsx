// The course switcher: a menu of the student's courses (organisation name and label) ending with Other Exams.
// Choosing a course posts it; only on success the active course changes and the app goes home.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../application/account/account-messages';
import { courseLabel } from '../../domain/account/course-label';
import { PATHS } from '../../domain/shared/paths';
import { Icon } from '../components/icons';
import { VisuallyHidden } from '../components/visually-hidden';
import { moveMenuFocus, usePopover } from '../components/use-popover';
import { useServices } from '../services-context';

export const CourseSwitcher = observer(function CourseSwitcher() {
  const { session, toasts } = useServices();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const { open, setOpen, close, root, onBlur, panelId, triggerProps } = usePopover();
  const courses = session.student?.courses ?? [];
  const active = session.activeCourse;
  const activeIndex = active ? courses.indexOf(active) : -1;
  const currentId = `${panelId}-current`;
  const purposeId = `${panelId}-purpose`;

  const choose = async (index: number) => {
    close(true);
    if (index === activeIndex) return;
    setBusy(true);
    try {
      const r = await session.switchCourse(index);
      if (r.ok) navigate(PATHS.home);
      else toasts.show({ message: r.error.message, variant: 'danger' });
    } catch {
      toasts.show({ message: ACCOUNT_MESSAGES.tryAgain, variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  // an opened menu takes focus on its checked item
  useEffect(() => {
    if (!open) return;
    const menu = document.getElementById(panelId);
    (menu?.querySelector<HTMLElement>('[aria-checked="true"]') ?? menu?.querySelector<HTMLElement>('[role^="menuitem"]'))?.focus();
  }, [open, panelId]);

  return (
    <div ref={root} onBlur={onBlur} css={{ position: 'relative', minWidth: 0 }}>
      <button
        type="button"
        {...triggerProps}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        aria-haspopup="menu"
        // 'Switch course' and then the visible course, so the name holds what a voice user reads on the button
        aria-labelledby={`${purposeId} ${currentId}`}
        aria-busy={busy || undefined}
        disabled={busy}
        css={(t) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          maxWidth: '100%',
          padding: '6px 12px',
          border: `1px solid ${t.colors.border}`,
          borderRadius: t.radii.md,
          background: t.colors.surface,
          color: t.colors.text,
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        })}
      >
        <VisuallyHidden id={purposeId}>Switch course</VisuallyHidden>
        <span id={currentId} css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <span css={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {active ? active.organisationName : 'No course selected'}
          </span>
          {active && (
            <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })}>
              {courseLabel(active)}
            </span>
          )}
        </span>
        <Icon name="chevronDown" />
      </button>
      {open && (
        <div
          id={panelId}
          role="menu"
          aria-label="Courses"
          onKeyDown={(e) => {
            if (e.key === 'Tab') close();
            else moveMenuFocus(e);
          }}
          css={(t) => ({
            position: 'absolute',
            top: 'calc(100% + 6px)',
            left: 0,
            zIndex: 50,
            width: 'max(100%, 300px)',
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: '60vh',
            overflowY: 'auto',
            padding: 6,
            boxSizing: 'border-box',
            borderRadius: t.radii.lg,
            border: `1px solid ${t.colors.border}`,
            background: t.colors.surface,
            boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
          })}
        >
          {courses.map((course, i) => {
            const checked = i === activeIndex;
            return (
              <button
                key={`${course.courseId}-${i}`}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => void choose(i)}
                css={(t) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 10,
                  width: '100%',
                  padding: '10px 12px',
                  border: 0,
                  borderRadius: t.radii.md,
                  background: checked ? t.colors.activeBg : 'none',
                  color: checked ? t.colors.activeText : t.colors.text,
                  font: 'inherit',
                  textAlign: 'left',
                  cursor: 'pointer',
                  '&:hover, &:focus-visible': { background: t.colors.surfaceAlt },
                })}
              >
                <span css={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
                  <span css={{ fontWeight: 700 }}>{course.organisationName}</span>
                  <span css={{ fontSize: 13 }}>{courseLabel(course)}</span>
                </span>
                {checked && <Icon name="check" size={18} />}
              </button>
            );
          })}
          <Link
            href={PATHS.selectCourse}
            role="menuitem"
            tabIndex={-1}
            onClick={() => close()}
            css={(t) => ({
              display: 'block',
              marginTop: 6,
              padding: '10px 12px',
              borderTop: `1px solid ${t.colors.border}`,
              color: t.colors.primary,
              fontWeight: 600,
              textDecoration: 'none',
            })}
          >
            Other Exams
          </Link>
        </div>
      )}
    </div>
  );
});
