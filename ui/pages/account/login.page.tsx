// /login: Password and OTP tabs; switching tabs resets the form.
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoginMode } from '../../../domain/account/validation';
import { logoutNoticeOf, PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { PublicPage } from '../../components/public-page';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useServices } from '../../services-context';
import { Actions, Form, FormError, linkCss, Note, submitWith, TextLink } from './account-parts';
import { LoginStore } from './login.store';

/** The external account-creation page (Sign Up). */
export const SIGN_UP_URL = 'https://examprep.app/signup';

const TAB_PREFIX = 'login';
const TABS: { id: LoginMode; label: string }[] = [
  { id: 'password', label: 'Password' },
  { id: 'otp', label: 'OTP' },
];
const ERROR_ID = 'login-error';

type Done = (next: string | null) => void;

const ToggleButton = styled.button(({ theme }) => ({
  padding: '6px 10px',
  border: 0,
  borderRadius: theme.radii.sm,
  background: 'none',
  color: theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 0 },
}));

const PasswordForm = observer(function PasswordForm({ store, onDone }: { store: LoginStore; onDone: Done }) {
  const { analytics } = useServices();
  const describedBy = store.error ? ERROR_ID : undefined;
  return (
    <Form noValidate onSubmit={submitWith(() => {
      analytics.track({ event: 'click', target: 'login', item: 'password' });
      void store.logIn().then(onDone);
    })}>
      <TextField
        label="Email or User ID or Mobile"
        name="userId"
        autoComplete="username"
        value={store.id}
        onChange={(e) => store.setId(e.target.value)}
        aria-describedby={describedBy}
      />
      <TextField
        label="Password"
        name="password"
        type={store.passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        value={store.password}
        onChange={(e) => store.setPassword(e.target.value)}
        aria-describedby={describedBy}
        endAdornment={
          <ToggleButton
            type="button"
            aria-label={store.passwordVisible ? 'Hide password' : 'Show password'}
            aria-pressed={store.passwordVisible}
            onClick={() => store.togglePasswordVisible()}
          >
            {store.passwordVisible ? 'Hide' : 'Show'}
          </ToggleButton>
        }
      />
      <div>
        <Link href={PATHS.forgetPassword} css={linkCss}>Forgot Password?</Link>
      </div>
      {store.error && <FormError id={ERROR_ID} role="alert">{store.error}</FormError>}
      <Button type="submit" fullWidth disabled={!store.canSubmit} loading={store.busy}>Log In</Button>
    </Form>
  );
});

const OtpForm = observer(function OtpForm({ store, onDone }: { store: LoginStore; onDone: Done }) {
  const { analytics } = useServices();
  const numberField = useRef<HTMLInputElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (store.codeSent || !cancelled.current) return;
    cancelled.current = false;
    numberField.current?.focus();
  }, [store.codeSent]);

  if (!store.codeSent) {
    return (
      <Form key="number" noValidate onSubmit={submitWith(() => {
        analytics.track({ event: 'click', target: 'login', item: 'otp' });
        void store.sendOtp();
      })}>
        <TextField
          ref={numberField}
          label="Mobile Number"
          name="mobile"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="Enter 10 digit mobile number"
          value={store.id}
          onChange={(e) => store.setId(e.target.value)}
          error={store.error}
        />
        <Button type="submit" fullWidth disabled={!store.canSubmit} loading={store.busy}>Send OTP</Button>
      </Form>
    );
  }
  return (
    <Form key="code" noValidate onSubmit={submitWith(() => {
      analytics.track({ event: 'click', target: 'otp_verify' });
      void store.verifyOtp().then(onDone);
    })}>
      <TextField
        autoFocus
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={`Enter the 6 digit code sent to +91 ${store.id}`}
        value={store.code}
        onChange={(e) => store.setCode(e.target.value)}
        error={store.error}
      />
      <Actions>
        <Button type="submit" disabled={!store.canVerify} loading={store.busy}>Verify</Button>
        <Button
          variant="ghost"
          disabled={store.busy}
          onClick={() => {
            cancelled.current = true;
            store.cancelOtp();
          }}
        >
          Cancel
        </Button>
      </Actions>
    </Form>
  );
});

function LoginPage() {
  const { account, session, toasts } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [store] = useState(
    () => new LoginStore(account, session, toasts, new URLSearchParams(search).get('device_type') || undefined),
  );
  const onDone: Done = (next) => {
    if (next) navigate(next, { replace: true });
  };

  return (
    <PublicPage title="Login">
      {logoutNoticeOf(search) === 'account-deletion' && (
        <Note role="status">Your account deletion request has been received. Deletion completes automatically within a few hours.</Note>
      )}
      <Tabs
        items={TABS}
        value={store.mode}
        onChange={(id) => store.setMode(id as LoginMode)}
        label="Login method"
        idPrefix={TAB_PREFIX}
        fullWidth
      />
      <TabPanel idPrefix={TAB_PREFIX} id={store.mode}>
        {store.mode === 'password'
          ? <PasswordForm store={store} onDone={onDone} />
          : <OtpForm store={store} onDone={onDone} />}
      </TabPanel>
      <Note>
        New here?{' '}
        <TextLink href={SIGN_UP_URL} target="_blank" rel="noopener noreferrer">
          Sign Up<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </TextLink>
      </Note>
      <Note>
        Just looking?{' '}
        <Link href={PATHS.selectYourCourse} css={linkCss}>Try a free test</Link>
      </Note>
    </PublicPage>
  );
}

export default observer(LoginPage);
