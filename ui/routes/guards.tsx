// Route guards.
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { useServices } from '../services-context';

/** A protected route sends a visitor without a login token to /login (also when the session ends). */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useServices();
  return session.isLoggedIn ? children : <Redirect to={PATHS.login} replace />;
});

/**
 * A public-only route (login, logindirect, forget-password, signup) sends a logged-in student home
 * (with courses) or to Select Your Course (without). Checked when the route is entered, so a sign-in page
 * that has just signed the student in finishes its own navigation (e.g. a redirectTo of direct sign-in).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const [away] = useState(() => (session.isLoggedIn ? (session.hasCourses ? PATHS.home : PATHS.selectYourCourse) : null));
  return away ? <Redirect to={away} replace /> : children;
}
