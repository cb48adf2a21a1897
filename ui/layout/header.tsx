// The header (80 px): on mobile the menu button, then the course switcher with Renew or
// Upgrade, the notifications bell and the profile menu.
import { observer } from 'mobx-react-lite';
import { Icon } from '../components/icons';
import { useServices } from '../services-context';
import { CourseSwitcher } from './course-switcher';
import { mobileOnly } from './media';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { RenewUpgradeButton } from './renew-upgrade-button';

export const Header = observer(function Header() {
  const { ui } = useServices();
  return (
    <header
      css={(t) => ({
        position: 'sticky',
        top: 0,
        zIndex: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: t.layout.headerHeight,
        padding: '0 20px',
        boxSizing: 'border-box',
        background: t.colors.surface,
        borderBottom: `1px solid ${t.colors.border}`,
        [mobileOnly(t)]: { padding: '0 12px', gap: 8 },
      })}
    >
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={ui.drawerOpen}
        onClick={() => ui.openDrawer()}
        css={(t) => ({
          display: 'none',
          padding: 8,
          border: 0,
          borderRadius: t.radii.md,
          background: 'none',
          color: t.colors.text,
          cursor: 'pointer',
          [mobileOnly(t)]: { display: 'inline-flex' },
        })}
      >
        <Icon name="menu" size={24} />
      </button>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0, flex: 1 }}>
        <CourseSwitcher />
        <RenewUpgradeButton />
      </div>
      <NotificationBell />
      <ProfileMenu />
    </header>
  );
});
