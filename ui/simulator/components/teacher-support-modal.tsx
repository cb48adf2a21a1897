// The teacher-support modal (spec 001 §5): a query about the current question for a teacher. Send is
// disabled while the text is empty or blank, and while a send runs. The text starts empty on each opening.
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useSingleFlight, type Action } from './use-single-flight';

export const TEACHER_QUERY_MAX_LENGTH = 2000;

export interface TeacherSupportModalProps {
  open: boolean;
  onClose: () => void;
  /** gets the trimmed query; the caller shows the success or failure toast and closes the modal */
  onSend: (query: string) => void | Promise<unknown>;
  sending?: boolean;
}

export function TeacherSupportModal({ open, onClose, onSend, sending = false }: TeacherSupportModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Teacher Support" size="md">
      <SupportForm onClose={onClose} onSend={onSend} sending={sending} />
    </Modal>
  );
}

function SupportForm({ onClose, onSend, sending }: Omit<TeacherSupportModalProps, 'open'> & { sending: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const { running, run } = useSingleFlight();
  const busy = sending || running !== null;
  const query = text.trim();
  const send: Action = () => onSend(query);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (query && !busy) run('send', send);
      }}
      css={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <label htmlFor={id} css={{ fontWeight: 600 }}>Your query</label>
      <textarea
        id={id}
        value={text}
        maxLength={TEACHER_QUERY_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        rows={6}
        data-autofocus
        css={(t) => ({
          padding: 12,
          font: 'inherit',
          resize: 'vertical',
          borderRadius: t.radii.md,
          border: `1px solid ${t.colors.border}`,
          background: t.colors.surface,
          color: t.colors.text,
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
        })}
      />
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 12 }}>
        <Button variant="ghost" onClick={onClose} disabled={busy}>Cancel</Button>
        <Button type="submit" disabled={!query || busy} loading={running !== null}>Send</Button>
      </div>
    </form>
  );
}
