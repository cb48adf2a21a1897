// Logout: 'Logging out...' while the server revokes the token (a few seconds at most) and the session is cleared,
// then a full page load of the app's start (/student).
import { useEffect, useRef } from 'react';
import { APP_BASE } from '../../domain/shared/paths';
import { Spinner } from '../components/spinner';
import { PublicPage } from '../components/public-page';
import { hardNavigate } from '../routes/hard-navigate';
import { useServices } from '../services-context';

export default function LogoutPage() {
  const { session } = useServices();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // logout neither hangs nor rejects; should a bug make it reject, leaving still beats a spinner that never ends
    void session.logout().finally(() => hardNavigate(APP_BASE));
  }, [session]);

  return (
    <PublicPage title="Logging out...">
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner label="Please wait" hideLabel />
      </div>
    </PublicPage>
  );
}
