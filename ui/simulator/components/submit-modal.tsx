// The submit modal: a summary of the question statuses, Submit Now, Save & Continue Later (where the caller offers
// it) and Cancel. While a submit or save is running every button is disabled and the modal cannot be dismissed, so
// a test is never sent twice.
import { STATUS_LABELS } from '../../../application/simulator/simulator-messages';
import { QUESTION_STATUSES } from '../../../domain/test-engine/question-response';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import type { StatusCounts } from '../simulator-selectors';
import { useSingleFlight, type Action } from './use-single-flight';

export interface SubmitModalProps {
  open: boolean;
  onCancel: () => void;
  counts: StatusCounts;
  onSubmitNow: Action;
  /** Save & Continue Later, where the test allows it (domain/test-engine/modes.ts canSaveForLater); omitted: not offered */
  onSaveAndContinueLater?: Action;
  /** the caller's own in-flight flag (e.g. the store's), also disables the buttons */
  submitting?: boolean;
  /** false: the test is already handed in and only Submit Now remains (a submit that failed, or its reload) */
  cancellable?: boolean;
}

export function SubmitModal({
  open, onCancel, counts, onSubmitNow, onSaveAndContinueLater, submitting = false, cancellable = true,
}: SubmitModalProps) {
  const { running, run } = useSingleFlight();
  const busy = submitting || running !== null;
  const save = cancellable ? onSaveAndContinueLater : undefined;
  const total = QUESTION_STATUSES.reduce((sum, s) => sum + counts[s], 0);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissable={!busy && cancellable}
      title="Submit Test"
      size="md"
      footer={
        <>
          {cancellable && <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>}
          {save && (
            <Button variant="neutral" onClick={() => run('save', save)} disabled={busy} loading={running === 'save'}>
              {'Save & Continue Later'}
            </Button>
          )}
          <Button onClick={() => run('submit', onSubmitNow)} disabled={busy} loading={running === 'submit'}>
            Submit Now
          </Button>
        </>
      }
    >
      <p css={{ marginTop: 0 }}>Are you sure you want to submit the test?</p>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr max-content', gap: '6px 24px', margin: 0 }}>
        <dt css={{ fontWeight: 600 }}>Total questions</dt>
        <dd css={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{total}</dd>
        {QUESTION_STATUSES.map((s) => (
          <div key={s} css={{ display: 'contents' }}>
            <dt>{STATUS_LABELS[s]}</dt>
            <dd css={{ margin: 0, textAlign: 'right' }}>{counts[s]}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
