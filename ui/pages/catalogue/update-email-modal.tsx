// The Update Email modal: a paid purchase needs an e-mail on the account (spec 000 §5). Submit is enabled for a valid
// e-mail only; the e-mail is saved to the profile, then the purchase goes on.
import { useState } from 'react';
import { canSubmitUpdateEmail } from '../../../domain/account/validation';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { CATALOGUE_LABELS as L } from './catalogue-labels';

export interface UpdateEmailModalProps {
  open: boolean;
  onCancel: () => void;
  /** saves the e-mail; answers the failure's words, or null when it was saved */
  onSubmit: (email: string) => Promise<string | null>;
}

export function UpdateEmailModal({ open, onCancel, onSubmit }: UpdateEmailModalProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!canSubmitUpdateEmail(email) || busy) return;
    setBusy(true);
    const failure = await onSubmit(email.trim());
    setBusy(false);
    setError(failure);
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={L.updateEmailTitle}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>{L.cancel}</Button>
          <Button type="submit" form="update-email-form" disabled={!canSubmitUpdateEmail(email)} loading={busy}>{L.submit}</Button>
        </>
      }
    >
      <form id="update-email-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <p css={{ margin: '0 0 12px' }}>{L.updateEmailIntro}</p>
        <TextField
          label={L.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => { setEmail(e.target.value); setError(null); }}
          error={error}
          maxLength={254}
          autoFocus
        />
      </form>
    </Modal>
  );
}
