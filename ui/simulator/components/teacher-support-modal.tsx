// The teacher-support modal: a query about the current question for a teacher. Send is
// disabled while the text is empty or blank, and while a send runs. The text starts empty on each opening.
// With onDownloadLog it also offers the session's event log as a file for support (without onSend: only that).
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useSingleFlight, type Action } from './use-single-flight';

export const TEACHER_QUERY_MAX_LENGTH = 2000;

export interface TeacherSupportModalProps {
  open: boolean;
  onClose: () => void;
  /** gets the trimmed query; the caller shows the success or failure toast and closes the modal; omit to offer no query */
  onSend?: (query: string) => void | Promise<unknown>;
  sending?: boolean;
  /** downloads the session's event log (a file support can replay) */
  onDownloadLog?: () => void;
}

export function TeacherSupportModal({ open, onClose, onSend, sending = false, onDownloadLog }: TeacherSupportModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={onSend ? 'Teacher Support' : 'Support'} size="md">
      {onSend && <SupportForm onClose={onClose} onSend={onSend} sending={sending} />}
      {onDownloadLog && (
        <div css={(t) => ({ marginTop: onSend ? 16 : 0, paddingTop: onSend ? 16 : 0, borderTop: onSend ? `1px solid ${t.colors.border}` : undefined })}>
          <p css={{ margin: '0 0 8px' }}>Having trouble with this test? Download the session log and send it to support.</p>
          <Button variant="ghost" onClick={onDownloadLog}>Download session log</Button>
        </div>
      )}
    </Modal>
  );
}

function SupportForm({ onClose, onSend, sending }: { onClose: () => void; onSend: (query: string) => void | Promise<unknown>; sending: boolean }) {
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
