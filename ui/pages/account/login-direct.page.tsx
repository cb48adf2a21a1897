// /logindirect, direct sign-in: credentials arrive in the query string. They are taken once, removed from the address
// bar at once, and handed to the use case, which says where to go next.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../application/account/account-messages';
import type { DirectSignInQuery } from '../../../application/account/account-use-cases';
import { PATHS } from '../../../domain/shared/paths';
import { PublicPage } from '../../components/public-page';
import { Spinner } from '../../components/spinner';
import { useServices } from '../../services-context';

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

export default function LoginDirectPage() {
  const { account, session, toasts } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per visit, also under StrictMode's double effect
    started.current = true;
    const query = queryOf(search);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    account.directSignIn(query).then(
      (r) => {
        if (r.ok) session.signedIn(r.value.student);
        navigate(r.ok ? r.value.next : r.error.next, { replace: true });
      },
      () => {
        toasts.show({ message: ACCOUNT_MESSAGES.generic, variant: 'danger' });
        navigate(PATHS.login, { replace: true });
      },
    );
  }, [account, session, toasts, navigate, search]);

  return (
    <PublicPage title="Signing you in">
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner size="lg" label="Signing you in" hideLabel />
      </div>
    </PublicPage>
  );
}
