// Logout: 'Logging out...' while the server revokes the token (a few seconds at most) and the session is cleared,
// then a full page load of the app's start (/student), or of the login page with the notice the logout carried.
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { APP_BASE, logoutNoticeOf, PATHS, withQuery } from '../../domain/shared/paths';
import { Spinner } from '../components/spinner';
import { PublicPage } from '../components/public-page';
import { hardNavigate } from '../routes/hard-navigate';
import { useServices } from '../services-context';

export default function LogoutPage() {
  const { session } = useServices();
  const search = useSearch();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // logout neither hangs nor rejects; should a bug make it reject, leaving still beats a spinner that never ends
    // a notice (the account deletion) is shown by the login page after the full page load
    const notice = logoutNoticeOf(search);
    const next = notice ? `${APP_BASE}${withQuery(PATHS.login, { notice })}` : APP_BASE;
    void session.logout().finally(() => hardNavigate(next));
  }, [session, search]);

  return (
    <PublicPage title="Logging out...">
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner label="Please wait" hideLabel />
      </div>
    </PublicPage>
  );
}
