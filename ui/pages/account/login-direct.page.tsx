// /logindirect, direct sign-in: credentials arrive in the query string. They are taken once and removed from the
// address bar before anything else happens (sign-in-link.ts), then handed to the use case, which says where to go.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../application/account/account-messages';
import { PATHS } from '../../../domain/shared/paths';
import { PublicPage } from '../../components/public-page';
import { Spinner } from '../../components/spinner';
import { useServices } from '../../services-context';
import { takeSignInLink } from './sign-in-link';

export default function LoginDirectPage() {
  const { account, session, toasts } = useServices();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per visit, also under StrictMode's double effect
    started.current = true;
    account.directSignIn(takeSignInLink()).then(
      (r) => {
        if (r.ok) session.signedIn(r.value.student);
        navigate(r.ok ? r.value.next : r.error.next, { replace: true });
      },
      () => {
        toasts.show({ message: ACCOUNT_MESSAGES.generic, variant: 'danger' });
        navigate(PATHS.login, { replace: true });
      },
    );
  }, [account, session, toasts, navigate]);

  return (
    <PublicPage title="Signing you in">
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner size="lg" label="Signing you in" hideLabel />
      </div>
    </PublicPage>
  );
}
