// The Feedback modal (spec 000 §2.17, §4, §5, §8): the feedback types load when it opens; Type, Subject (required)
// and Description (optional); Send is disabled while the subject is blank. The form lives in this component, so it
// resets whenever the modal closes (unmount).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { valueOr } from '../../../domain/shared/result';
import { canSendFeedback } from '../../../domain/support/support-forms';
import { Spinner } from '../../components/spinner';
import { TextAreaField, TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { SupportFormModal } from './support-form-modal';

/** offered when the types could not be loaded, so feedback can still be sent */
export const FALLBACK_FEEDBACK_TYPE = 'Other';

export default observer(function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { support, analytics } = useServices();
  const [types, setTypes] = useState<string[] | null>(null);
  const [type, setType] = useState('');
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const typeId = useId();

  useEffect(() => {
    let live = true;
    analytics.track({ event: 'click', target: 'feedback', item: 'open' });
    void support.feedbackTypes().then((r) => {
      if (!live) return;
      const list = valueOr(r, []);
      const offered = list.length > 0 ? list : [FALLBACK_FEEDBACK_TYPE];
      setTypes(offered);
      setType(offered[0]!);
    });
    return () => { live = false; };
  }, [support, analytics]);

  return (
    <SupportFormModal
      title="Feedback"
      ready={!!types && canSendFeedback({ subject })}
      onClose={onClose}
      onSend={() => {
        analytics.track({ event: 'click', target: 'feedback', item: 'send' });
        return support.sendFeedback({ type, subject, details });
      }}
    >
      {!types ? (
        <div css={{ display: 'flex', justifyContent: 'center', padding: 24 }}><Spinner label="Loading feedback types" /></div>
      ) : (
        <>
          <div css={{ display: 'grid', gap: 6 }}>
            <label htmlFor={typeId} css={{ fontWeight: 600, fontSize: 14 }}>Feedback Type</label>
            <select
              id={typeId}
              value={type}
              onChange={(e) => setType(e.target.value)}
              css={(t) => ({ padding: '10px 12px', borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.surface, color: t.colors.text, font: 'inherit', fontSize: 16 })}
            >
              {types.map((title) => <option key={title} value={title}>{title}</option>)}
            </select>
          </div>
          <TextField label="Subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} required />
          <TextAreaField label="Description (optional)" value={details} maxLength={2000} onChange={(e) => setDetails(e.target.value)} />
        </>
      )}
    </SupportFormModal>
  );
});
