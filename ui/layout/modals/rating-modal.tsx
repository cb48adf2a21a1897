// The Rate This Course modal (spec 000 §2.17, §5, §8): 1 to 5 stars (a radio group: arrow keys move, the label reads
// 'n/5' or 'No rating'), a description, Send enabled once both are given. The three outcomes are toasts of 5000 ms;
// a saved or already-given rating closes the modal (and resets the form), a failure keeps what was typed.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { canSendRating, MAX_RATING, MIN_RATING, ratingLabel } from '../../../domain/support/support-forms';
import { Icon } from '../../components/icons';
import { TextAreaField } from '../../components/text-field';
import { visuallyHiddenCss } from '../../components/visually-hidden';
import { useServices } from '../../services-context';
import { SupportFormModal } from './support-form-modal';

const STARS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i);

export default observer(function RatingModal({ onClose }: { onClose: () => void }) {
  const { support, analytics, session } = useServices();
  const [rating, setRating] = useState<number | null>(null);
  const [remarks, setRemarks] = useState('');
  const name = useId();
  const legendId = useId();
  const ready = canSendRating({ rating, remarks });

  useEffect(() => {
    analytics.track({ event: 'click', target: 'rating', item: 'open', courseId: session.activeCourse?.courseId });
  }, [analytics, session]);

  return (
    <SupportFormModal
      title="Rate This Course"
      ready={ready}
      onClose={onClose}
      onSend={() => {
        analytics.track({ event: 'click', target: 'rating', item: 'send', courseId: session.activeCourse?.courseId });
        return support.rateCourse({ rating, remarks });
      }}
    >
      {session.activeCourse && (
        <p css={(t) => ({ margin: 0, color: t.colors.textMuted })}>
          {session.activeCourse.courseTitle} · {session.activeCourse.organisationName}
        </p>
      )}
      <fieldset css={{ border: 0, margin: 0, padding: 0 }} aria-describedby={legendId}>
        <legend css={{ fontWeight: 600, fontSize: 14, marginBottom: 6, padding: 0 }}>Your rating</legend>
        <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <div css={{ display: 'flex', gap: 4 }}>
            {STARS.map((n) => {
              const on = rating !== null && n <= rating;
              return (
                <label
                  key={n}
                  css={(t) => ({
                    display: 'inline-flex',
                    padding: 4,
                    borderRadius: t.radii.sm,
                    color: on ? t.colors.warning : t.colors.textMuted,
                    cursor: 'pointer',
                    '&:focus-within': { outline: `3px solid ${t.colors.focus}` },
                  })}
                >
                  <input
                    type="radio"
                    name={name}
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    css={visuallyHiddenCss}
                  />
                  <span css={visuallyHiddenCss}>{`${n} star${n === 1 ? '' : 's'}`}</span>
                  <Icon name="star" size={32} />
                </label>
              );
            })}
          </div>
          <span id={legendId} aria-live="polite" css={{ fontWeight: 600 }}>{ratingLabel(rating)}</span>
        </div>
      </fieldset>
      <TextAreaField label="Description" value={remarks} maxLength={2000} onChange={(e) => setRemarks(e.target.value)} required />
    </SupportFormModal>
  );
});
