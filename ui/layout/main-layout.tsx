// The main layout: skip link, fixed sidebar (drawer on mobile), header, section tab bar and
// the content area; the shell's modals. Pages load lazily inside it, so the shell stays while they do.
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Drawer } from '../components/drawer';
import { ErrorBoundary } from '../components/error-boundary';
import { SkipLink } from '../components/skip-link';
import { Spinner } from '../components/spinner';
import { useServices } from '../services-context';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { largest, mobileOnly } from './media';
import { NavigationPanel } from './navigation-panel';
import { SectionTabBar } from './section-tab-bar';
import { ShellModals } from './shell-modals';
import { usePendingSubmits } from './use-pending-submits';

export default observer(function MainLayout({ children }: { children: ReactNode }) {
  const { ui } = useServices();
  const [pathname] = useLocation();
  usePendingSubmits();

  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.bg, color: t.colors.text })}>
      <SkipLink />
      <aside
        css={(t) => ({
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width: t.layout.sidebarWidth,
          overflowY: 'auto',
          background: t.colors.surface,
          borderRight: `1px solid ${t.colors.border}`,
          [largest]: { width: t.layout.sidebarWidthXl },
          [mobileOnly(t)]: { display: 'none' },
        })}
      >
        <NavigationPanel />
      </aside>
      <div
        css={(t) => ({
          marginLeft: t.layout.sidebarWidth,
          [largest]: { marginLeft: t.layout.sidebarWidthXl },
          [mobileOnly(t)]: { marginLeft: 0 },
        })}
      >
        <Header />
        <SectionTabBar />
        <main id="main" tabIndex={-1} css={(t) => ({ padding: 24, maxWidth: 1280, '&:focus': { outline: 'none' }, [mobileOnly(t)]: { padding: 16 } })}>
          <Breadcrumb />
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <Drawer open={ui.drawerOpen} onClose={() => ui.closeDrawer()} title="Menu" placement="left">
        <NavigationPanel showLogo={false} />
      </Drawer>
      <ShellModals />
    </div>
  );
});
