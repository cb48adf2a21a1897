// The 6-digit code dialog of My Profile: a changed e-mail's or mobile's verification, or the account removal.
// The wrong-code message shows under the field; the code is kept so a typo can be fixed.
import { useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { PROFILE_LABELS as L } from './profile-labels';

export const CODE_LENGTH = 6;

export function CodeDialog({ title, intro, error, busy, onSubmit, onClose }: {
  title: string;
  intro: string;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const ready = code.length === CODE_LENGTH;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{L.cancel}</Button>
          <Button type="submit" form="profile-code-form" disabled={!ready} loading={busy}>{L.verifyCode}</Button>
        </>
      }
    >
      <form id="profile-code-form" noValidate onSubmit={(e) => { e.preventDefault(); if (ready && !busy) onSubmit(code); }}>
        <p css={{ margin: '0 0 12px' }}>{intro}</p>
        <TextField
          label={L.codeLabel}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          error={error}
          autoFocus
        />
      </form>
    </Modal>
  );
}
