// /forget-password: EnterUserId -> VerifyOTP -> Success. The store lives as long as the page does, so leaving the
// screen resets the phase.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { PublicPage } from '../../components/public-page';
import { TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { Form, FormError, linkCss, Note, submitWith } from './account-parts';
import { ForgetPasswordStore } from './forget-password.store';

const STEP2_ERROR_ID = 'reset-error';

/** While the server's throttle holds the button back, its words (they say the wait) say why; the toast is gone by then. */
const WaitNote = observer(function WaitNote({ store }: { store: ForgetPasswordStore }) {
  return store.wait.message ? <FormError role="alert">{store.wait.message}</FormError> : null;
});

const BackToLogin = () => (
  <Note>
    <Link href={PATHS.login} css={linkCss}>Go Back to Login</Link>
  </Note>
);

const EnterUserId = observer(function EnterUserId({ store }: { store: ForgetPasswordStore }) {
  return (
    <PublicPage title="Forget Password" subtitle="We will send a one-time code to reset your password.">
      <Form noValidate onSubmit={submitWith(() => void store.requestReset())}>
        <TextField
          label="Email or Mobile"
          name="userId"
          autoComplete="username"
          hint="Your 10 digit mobile number or your e-mail address."
          value={store.userId}
          onChange={(e) => store.setUserId(e.target.value)}
          onBlur={() => store.touchUserId()}
          error={store.userIdError}
        />
        <WaitNote store={store} />
        <Button type="submit" fullWidth disabled={!store.canSubmitStep1} loading={store.busy}>Submit</Button>
      </Form>
      <BackToLogin />
    </PublicPage>
  );
});

const VerifyOtp = observer(function VerifyOtp({ store }: { store: ForgetPasswordStore }) {
  const describedBy = store.step2Error ? STEP2_ERROR_ID : undefined;
  return (
    <PublicPage title="Change Password" subtitle="Enter the code we sent you and choose a new password.">
      <Form noValidate onSubmit={submitWith(() => void store.resetPassword())}>
        <TextField
          autoFocus
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="6 digits"
          value={store.otp}
          onChange={(e) => store.setOtp(e.target.value)}
          error={store.otpError}
          aria-describedby={describedBy}
        />
        <TextField
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={store.newPassword}
          onChange={(e) => store.setNewPassword(e.target.value)}
          aria-describedby={describedBy}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={store.confirmPassword}
          onChange={(e) => store.setConfirmPassword(e.target.value)}
          onBlur={() => store.touchStep2()}
          aria-describedby={describedBy}
        />
        {store.step2Error && <FormError id={STEP2_ERROR_ID} role="alert">{store.step2Error}</FormError>}
        <WaitNote store={store} />
        <Button type="submit" fullWidth disabled={!store.canSubmitStep2} loading={store.busy}>Change Password</Button>
      </Form>
      <BackToLogin />
    </PublicPage>
  );
});

function ForgetPasswordPage() {
  const { account, toasts } = useServices();
  const [store] = useState(() => new ForgetPasswordStore(account, toasts));
  const shown = useRef(store.phase);
  useEffect(() => {
    // the form that had focus is gone: move focus to the new screen (VerifyOTP focuses its first field)
    if (shown.current !== store.phase && store.phase !== 'VerifyOTP') document.getElementById('main')?.focus();
    shown.current = store.phase;
  }, [store.phase]);

  switch (store.phase) {
    case 'EnterUserId':
      return <EnterUserId store={store} />;
    case 'VerifyOTP':
      return <VerifyOtp store={store} />;
    case 'Success':
      return (
        <PublicPage title="Password Changed Successfully" subtitle="You can now log in with your new password.">
          <ButtonLink href={PATHS.login} fullWidth>Go to Login</ButtonLink>
        </PublicPage>
      );
  }
}

export default observer(ForgetPasswordPage);
