// The offline submit queue's banner (ui/simulator/submission.store.ts): the test is handed in and kept on this
// device until the server takes it. It covers the test (nothing can be answered after the hand-in), says what is
// happening in a polite live region (sending, or the seconds to the next try) and offers Try again now.
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { Button } from '../../components/button';

export interface SubmitQueuedBannerProps {
  /** whole seconds to the next automatic try; null while a try runs */
  nextTryIn: number | null;
  onTryNow: () => void;
}

export function SubmitQueuedBanner({ nextTryIn, onTryNow }: SubmitQueuedBannerProps) {
  const sending = nextTryIn === null;
  return (
    <div
      css={(t) => ({
        position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', alignItems: 'flex-start', justifyContent: 'center',
        padding: '72px 16px 16px', background: t.colors.overlay,
      })}
    >
      <section
        role="status"
        aria-live="polite"
        aria-labelledby="submit-queued-title"
        css={(t) => ({
          maxWidth: 520, width: '100%', padding: 24, borderRadius: t.radii.lg, background: t.colors.surface,
          color: t.colors.text, borderTop: `4px solid ${t.colors.warning}`, boxShadow: '0 12px 32px rgba(0,0,0,0.25)',
          display: 'flex', flexDirection: 'column', gap: 12,
        })}
      >
        <h2 id="submit-queued-title" css={{ margin: 0, fontSize: 20 }}>{SIMULATOR_MESSAGES.submitQueuedTitle}</h2>
        <p css={{ margin: 0 }}>{SIMULATOR_MESSAGES.submitQueuedMessage}</p>
        <p css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.textMuted })}>
          {sending ? SIMULATOR_MESSAGES.submitQueuedSending : SIMULATOR_MESSAGES.submitQueuedNextTry(nextTryIn)}
        </p>
        <div>
          <Button onClick={onTryNow} disabled={sending}>{SIMULATOR_MESSAGES.submitQueuedTryNow}</Button>
        </div>
      </section>
    </div>
  );
}
