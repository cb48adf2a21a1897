// A one-time code typed into single-digit boxes (the guest's 6-digit OTP): digits only; a digit moves on to the next
// box (taken on keydown, so retyping the digit a box holds moves on too); Backspace clears the box, or moves back and clears the previous one when it is empty; the arrow keys, Home and
// End move; a paste (or the phone's one-time-code autofill into any box) fills the boxes from the first. The value
// is a string with a space for an empty box (trailing spaces trimmed), so a box cleared in the middle stays empty.
// One labelled group; every box is named 'Digit n of N' and described by the error, which is announced. Used by the
// guest code step of the simulator (ui/simulator/components/guest-code-modal.tsx).
import type { Theme } from '@emotion/react';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export interface CodeBoxesProps {
  /** the group's visible label */
  label: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  error?: string | null;
  disabled?: boolean;
  /** the first box is the one a dialog focuses when it opens (data-autofocus, use-focus-trap.ts) */
  autoFocus?: boolean;
  /** a description of the group (e.g. where the code went), by id; each box is described by the error */
  describedBy?: string;
}

const boxCss = (t: Theme, invalid: boolean) => ({
  width: 44,
  height: 52,
  padding: 0,
  textAlign: 'center' as const,
  fontSize: 22,
  fontWeight: 600,
  fontFamily: 'inherit',
  borderRadius: t.radii.md,
  border: `1px solid ${invalid ? t.colors.danger : t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
  '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
  '&:disabled': { opacity: 0.6 },
  '@media (max-width: 380px)': { width: 38, height: 46 },
});

const digitsOf = (s: string): string => s.replace(/\D/g, '');

/** The boxes' digits ('' for an empty box) as the value: a space for an empty box, trailing spaces trimmed. */
const join = (digits: string[]): string => digits.map((d) => d || ' ').join('').trimEnd();

export function CodeBoxes({ label, value, onChange, length = 6, error, disabled = false, autoFocus = false, describedBy }: CodeBoxesProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));

  const focus = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };

  /** Digits from box `from` on (a paste, an autofill, several typed at once). */
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    const chars = typed.slice(0, length - from).split('');
    chars.forEach((d, k) => { next[from + k] = d; });
    onChange(join(next));
    focus(from + chars.length);
  };

  const set = (i: number, d: string) => {
    const next = [...digits];
    next[i] = d;
    onChange(join(next));
  };

  const onInput = (i: number, raw: string) => {
    const typed = digitsOf(raw);
    if (typed === '') {
      if (raw === '') set(i, '');
      return;
    }
    if (typed.length === 1) {
      set(i, typed);
      if (i < length - 1) focus(i + 1);
      return;
    }
    // a digit typed beside the one already in the box replaces it; more is a paste or an autofill
    const old = digits[i];
    if (old && typed.length === 2 && typed.includes(old)) {
      set(i, typed[0] === old ? typed[1] : typed[0]);
      if (i < length - 1) focus(i + 1);
      return;
    }
    fill(i, typed);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // a typed digit is taken here, not from the input event: typing the digit a box already holds changes nothing,
      // so React fires no change and focus would stay put (the next digit then lands in the wrong box)
      e.preventDefault();
      set(i, e.key);
      if (i < length - 1) focus(i + 1);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      if (digits[i]) {
        set(i, '');
      } else if (i > 0) {
        set(i - 1, '');
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(length - 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const typed = digitsOf(e.clipboardData.getData('text'));
    if (typed) fill(0, typed);
  };


  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <span id={labelId} css={(t) => ({ fontWeight: 600, fontSize: 14, color: t.colors.text })}>{label}</span>
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {digits.map((d, i) => (
          <input
            // the boxes are fixed: their index is their identity
            key={i}
            ref={(el) => { boxes.current[i] = el; }}
            value={d}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${i + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            data-autofocus={autoFocus && i === 0 ? '' : undefined}
            css={(t) => boxCss(t, !!error)}
          />
        ))}
      </div>
      {error && (
        <span id={errorId} role="alert" css={(t) => ({ fontSize: 13, color: t.colors.danger, fontWeight: 500 })}>
          {error}
        </span>
      )}
    </div>
  );
}
