// A sign-in link (/student/logindirect?token=...&loginId=...) carries credentials in its query. They must leave the
// address bar and the history entry at once: left there, they stay in the history, can be read over a shoulder or
// from a screenshot, and go out as the Referer of every request the page makes. stripSignInLink() removes them the
// moment it runs and keeps them for the page. The page calls it before anything else it does; the app entry may call
// it first thing at start-up, before the page's own code has even loaded.
import type { DirectSignInQuery } from '../../../application/account/account-use-cases';
import { APP_BASE, PATHS } from '../../../domain/shared/paths';

let kept: DirectSignInQuery | null = null;

const queryOf = (search: string): DirectSignInQuery => {
  const q = new URLSearchParams(search);
  return {
    token: q.get('token'),
    loginId: q.get('loginId'),
    studentId: q.get('studentId'),
    mobile: q.get('mobile'),
    redirectTo: q.get('redirectTo'),
  };
};

/** On a sign-in link: keeps its query and replaces the history entry with the bare path. Elsewhere: nothing. */
export function stripSignInLink(location: Location = window.location, history: History = window.history): void {
  if (location.pathname.replace(/\/+$/, '') !== `${APP_BASE}${PATHS.loginDirect}` || !location.search) return;
  kept = queryOf(location.search);
  history.replaceState(history.state, '', location.pathname + location.hash);
}

/** The credentials of the link the app was opened with, stripped from the address bar if still there; handed out
 *  once, so a later visit of the page without a link signs nobody in. */
export function takeSignInLink(): DirectSignInQuery {
  stripSignInLink();
  const query = kept ?? {};
  kept = null;
  return query;
}
