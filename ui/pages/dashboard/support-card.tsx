// The Support card: a ticket with a subject (required) and details (optional). Send stays disabled until the subject
// is non-blank; the answer's notice shows as a toast for 5000 ms; a sent ticket clears the form, a failure keeps it.
import { observer } from 'mobx-react-lite';
import { useId, useMemo, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { Card } from './dashboard-parts';
import { SupportFormStore } from './support-form.store';

export const SUPPORT_TOAST_MS = 5000;

export const SupportCard = observer(function SupportCard() {
  const { support, toasts, analytics } = useServices();
  const store = useMemo(() => new SupportFormStore(support), [support]);
  const detailsId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!store.canSend) return;
    analytics.track({ event: 'click', target: 'support', item: 'send' });
    const notice = await store.send();
    if (notice) toasts.show({ message: notice.message, variant: notice.tone, durationMs: SUPPORT_TOAST_MS });
  };

  return (
    <Card title={M.support}>
      <p css={(t) => ({ margin: 0, color: t.colors.textMuted, fontSize: 14 })}>{M.supportText}</p>
      <form onSubmit={(e) => void submit(e)} css={{ display: 'grid', gap: 12 }} noValidate>
        <TextField label={M.subject} value={store.subject} required aria-required="true" onChange={(e) => store.setSubject(e.target.value)} maxLength={200} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <label htmlFor={detailsId} css={{ fontWeight: 600, fontSize: 14 }}>{M.details}</label>
          <textarea
            id={detailsId}
            value={store.details}
            onChange={(e) => store.setDetails(e.target.value)}
            rows={3}
            maxLength={2000}
            css={(t) => ({
              padding: '10px 12px', borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.surface,
              color: t.colors.text, font: 'inherit', fontSize: 16, resize: 'vertical', minHeight: 72,
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
            })}
          />
        </div>
        <div>
          <Button type="submit" disabled={!store.canSend} loading={store.sending}>{M.send}</Button>
        </div>
      </form>
    </Card>
  );
});
