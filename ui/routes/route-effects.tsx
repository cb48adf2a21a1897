// On every path change: close the drawer and any modal, refresh the course list
// (fire-and-forget; failures never reach the user), and set the page title.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { useServices } from '../services-context';
import { documentTitle } from './route-titles';

export function RouteEffects() {
  const [pathname] = useLocation();
  const { ui, session } = useServices();

  useEffect(() => {
    ui.closeAll();
    document.title = documentTitle(pathname);
    // Not while logging out: a late answer must not bring the session back.
    if (session.isLoggedIn && pathname !== PATHS.logout) {
      session.refreshCourses().catch((error: unknown) => console.warn('Refreshing the course list failed', error));
    }
  }, [pathname, ui, session]);

  return null;
}
