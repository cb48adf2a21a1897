// The guest verify modal (the first step of the guest submit): Name (required), Mobile Number with the +91 prefix
// (required, 10 digits) and an optional Email, then Send OTP. The form's errors show from the first Send OTP on
// (each tied to its field; focus goes to the first field in error); a failed send shows under the form. While the
// code is being sent the modal cannot be dismissed.
import { useEffect, useRef, useState } from 'react';
import { GUEST_NAME_MAX_LENGTH, type GuestFormErrors } from '../../../domain/account/guest-form';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { GUEST_LABELS as L } from './guest-labels';

export interface GuestDetailsModalProps {
  open: boolean;
  name: string;
  mobile: string;
  email: string;
  errors: GuestFormErrors;
  /** the code could not be sent */
  sendError?: string | null;
  sending?: boolean;
  onNameChange: (v: string) => void;
  onMobileChange: (v: string) => void;
  onEmailChange: (v: string) => void;
  onSend: () => void;
  onCancel: () => void;
}

const FORM_ID = 'guest-details-form';

export function GuestDetailsModal({
  open, name, mobile, email, errors, sendError, sending = false, onNameChange, onMobileChange, onEmailChange, onSend, onCancel,
}: GuestDetailsModalProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [attempts, setAttempts] = useState(0);
  const firstInvalid = errors.name ? nameRef : errors.mobile ? mobileRef : errors.email ? emailRef : null;

  // after a Send OTP with errors, focus goes to the first field in error
  useEffect(() => {
    if (attempts > 0) firstInvalid?.current?.focus();
    // only on a new attempt, not while the student types
  }, [attempts]);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissable={!sending}
      title={L.detailsTitle}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={sending}>{L.cancel}</Button>
          <Button type="submit" form={FORM_ID} loading={sending}>{L.sendOtp}</Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (sending) return;
          onSend();
          setAttempts((n) => n + 1);
        }}
        css={{ display: 'flex', flexDirection: 'column', gap: 14 }}
      >
        <p css={{ margin: 0 }}>{L.detailsIntro}</p>
        <TextField
          ref={nameRef}
          label={L.name}
          name="name"
          autoComplete="name"
          required
          maxLength={GUEST_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          error={errors.name}
          disabled={sending}
          data-autofocus
        />
        <TextField
          ref={mobileRef}
          label={L.mobile}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          prefix={L.mobilePrefix}
          value={mobile}
          onChange={(e) => onMobileChange(e.target.value)}
          error={errors.mobile}
          disabled={sending}
        />
        <TextField
          ref={emailRef}
          label={L.email}
          name="email"
          type="email"
          autoComplete="email"
          hint={L.emailHint}
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={errors.email}
          disabled={sending}
        />
        {sendError && (
          <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontWeight: 500 })}>{sendError}</p>
        )}
      </form>
    </Modal>
  );
}
