// What the sidebar holds (also shown in the mobile drawer): logo, navigation, What's New.
import { SidebarLogo } from './sidebar-logo';
import { SidebarNav } from './sidebar-nav';
import { WhatsNewCard } from './whats-new-card';

export function NavigationPanel({ showLogo = true }: { showLogo?: boolean }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 20, minHeight: '100%', padding: 16, boxSizing: 'border-box' }}>
      {showLogo && <SidebarLogo />}
      <SidebarNav />
      <div css={{ marginTop: 'auto' }}>
        <WhatsNewCard />
      </div>
    </div>
  );
}
