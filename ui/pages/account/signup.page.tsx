// /signup: a draft wizard with local phases only (signup -> otp <-> changeNumber). It is not wired to any call.
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  canSubmitSignupCode, profileMobileError, sanitiseCodeInput, sanitiseMobileInput,
} from '../../../domain/account/validation';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { PublicPage } from '../../components/public-page';
import { TextField } from '../../components/text-field';
import { Actions, Form, linkCss, Note, submitWith } from './account-parts';

type Phase = 'signup' | 'otp' | 'changeNumber';

const TITLES: Record<Phase, string> = {
  signup: 'Create a New Account',
  otp: 'Enter verification code',
  changeNumber: 'Update Phone Number',
};

function PhoneField({ value, onChange, autoFocus }: { value: string; onChange: (v: string) => void; autoFocus?: boolean }) {
  const [touched, setTouched] = useState(false);
  return (
    <TextField
      autoFocus={autoFocus}
      label="Phone Number"
      name="phone"
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="Enter 10 digit mobile number"
      value={value}
      onChange={(e) => onChange(sanitiseMobileInput(e.target.value))}
      onBlur={() => setTouched(true)}
      error={touched && value !== '' ? profileMobileError(value) : null}
    />
  );
}

export default function SignupPage() {
  const [, navigate] = useLocation();
  const [phase, setPhase] = useState<Phase>('signup');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [newPhone, setNewPhone] = useState('');
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);

  const canSignUp = profileMobileError(phone) === null && name.trim() !== '';
  const canUpdate = profileMobileError(newPhone) === null;
  const toOtp = () => {
    setCode('');
    setPhase('otp');
  };

  return (
    <PublicPage title={TITLES[phase]}>
      {phase === 'signup' && (
        <Form noValidate onSubmit={submitWith(() => { if (canSignUp) toOtp(); })}>
          <TextField label="Full Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <PhoneField value={phone} onChange={setPhone} />
          <Button type="submit" fullWidth disabled={!canSignUp}>Signup</Button>
        </Form>
      )}
      {phase === 'otp' && (
        <Form noValidate onSubmit={submitWith(() => { if (canSubmitSignupCode(code)) navigate(PATHS.onboarding); })}>
          <TextField
            ref={codeField}
            autoFocus
            label="Verification code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={`Enter the 6 digit code sent to +91 ${phone}`}
            value={code}
            onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
          />
          <Button type="submit" fullWidth disabled={!canSubmitSignupCode(code)}>Continue</Button>
          <Actions>
            <Button variant="link" onClick={() => { setNewPhone(phone); setPhase('changeNumber'); }}>Change Number</Button>
            <Button variant="link" onClick={() => { setCode(''); codeField.current?.focus(); }}>Send Again</Button>
          </Actions>
        </Form>
      )}
      {phase === 'changeNumber' && (
        <Form noValidate onSubmit={submitWith(() => {
          if (!canUpdate) return;
          setPhone(newPhone);
          toOtp();
        })}>
          <PhoneField autoFocus value={newPhone} onChange={setNewPhone} />
          <Actions>
            <Button type="submit" disabled={!canUpdate}>Update</Button>
            <Button variant="ghost" onClick={toOtp}>Cancel</Button>
          </Actions>
        </Form>
      )}
      <Note>
        Already have an account? <Link href={PATHS.login} css={linkCss}>Login</Link>
      </Note>
    </PublicPage>
  );
}
