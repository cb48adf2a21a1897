// The guest's code step: the 6 digit boxes, Verify (offered once all 6 are in), the resend countdown ('Resend OTP in
// 30s', then Resend OTP) and Change number (back to the form). A wrong code shows 'Invalid Otp' under the boxes.
// While a check or a resend runs, the modal cannot be dismissed.
import { useId } from 'react';
import { OTP_LENGTH } from '../../../domain/account/validation';
import { Button } from '../../components/button';
import { CodeBoxes } from '../../components/code-boxes';
import { Modal } from '../../components/modal';
import { GUEST_LABELS as L } from './guest-labels';

export interface GuestCodeModalProps {
  open: boolean;
  /** the mobile number the code went to (10 digits) */
  mobile: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** 'Invalid Otp', an expired code, a resend that failed */
  error?: string | null;
  canVerify: boolean;
  verifying?: boolean;
  /** seconds until Resend OTP is offered (0: offered) */
  resendIn: number;
  resending?: boolean;
  onVerify: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
  onCancel: () => void;
}

const FORM_ID = 'guest-code-form';

export function GuestCodeModal({
  open, mobile, code, onCodeChange, error, canVerify, verifying = false, resendIn, resending = false,
  onVerify, onResend, onChangeNumber, onCancel,
}: GuestCodeModalProps) {
  const introId = useId();
  const busy = verifying || resending;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissable={!busy}
      title={L.codeTitle}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>{L.cancel}</Button>
          <Button type="submit" form={FORM_ID} disabled={!canVerify || busy} loading={verifying}>{L.verify}</Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canVerify && !busy) onVerify();
        }}
        css={{ display: 'flex', flexDirection: 'column', gap: 14 }}
      >
        <p id={introId} css={{ margin: 0 }}>{L.codeIntro(mobile)}</p>
        <CodeBoxes
          label={L.codeLabel}
          value={code}
          onChange={onCodeChange}
          length={OTP_LENGTH}
          error={error}
          disabled={busy}
          describedBy={introId}
          autoFocus
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          {resendIn > 0 ? (
            <span css={(t) => ({ color: t.colors.textMuted, fontSize: 14 })}>{L.resendIn(resendIn)}</span>
          ) : (
            <Button variant="link" onClick={onResend} disabled={busy} loading={resending}>{L.resend}</Button>
          )}
          <Button variant="link" onClick={onChangeNumber} disabled={busy}>{L.changeNumber}</Button>
        </div>
      </form>
    </Modal>
  );
}
