// The test timer (hh:mm:ss). Shows the remaining time, turns to the warning colour
// under 5 minutes and reads Time's Up at zero. Screen readers hear it only at thresholds (10, 5 and 1
// minutes left, time up), through a polite live region whose text changes only there, never every second.
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { VisuallyHidden } from '../../components/visually-hidden';

export const WARNING_BELOW_SECONDS = 300;

/** Announcement thresholds in seconds, largest first. */
const THRESHOLDS: readonly { atOrBelow: number; text: string }[] = [
  { atOrBelow: 0, text: SIMULATOR_MESSAGES.timeUp },
  { atOrBelow: 60, text: '1 minute left' },
  { atOrBelow: 300, text: '5 minutes left' },
  { atOrBelow: 600, text: '10 minutes left' },
];

/** hh:mm:ss of a number of seconds (negative and fractional values are clamped and floored). */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The text of the live region for a remaining time: it changes only when a threshold is crossed. */
export function timerAnnouncement(remainingSeconds: number): string {
  return THRESHOLDS.find((t) => remainingSeconds <= t.atOrBelow)?.text ?? '';
}

export interface TimerDisplayProps {
  remainingSeconds: number;
  /** visible label */
  label?: string;
}

export function TimerDisplay({ remainingSeconds, label = 'Time Left' }: TimerDisplayProps) {
  const up = remainingSeconds <= 0;
  const warning = remainingSeconds < WARNING_BELOW_SECONDS;
  return (
    <>
      <div
        role="timer"
        aria-label={label}
        css={(t) => ({
          display: 'inline-flex',
          alignItems: 'baseline',
          gap: 8,
          padding: '4px 12px',
          borderRadius: t.radii.md,
          border: `1px solid ${warning ? t.colors.danger : t.colors.border}`,
          color: warning ? t.colors.danger : t.colors.text,
          fontWeight: 600,
        })}
      >
        <span css={{ fontSize: 13 }}>{label}</span>
        <span css={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>{up ? SIMULATOR_MESSAGES.timeUp : formatClock(remainingSeconds)}</span>
      </div>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {timerAnnouncement(remainingSeconds)}
      </VisuallyHidden>
    </>
  );
}
