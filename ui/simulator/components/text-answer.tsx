// Text-entry answers: Fill-in-Blank takes any text; Integer-Type takes an optional minus sign
// and digits only (other keystrokes are ignored). Emits [] for an empty answer, else [text].
import { useId, useState, type ChangeEvent } from 'react';

export const INTEGER_INPUT = /^-?\d*$/;

/** The answer a typed text stands for: a lone '-' is not yet an integer answer. */
export const textAnswerOf = (text: string, integer: boolean): string[] =>
  text === '' || (integer && text === '-') ? [] : [text];

export interface TextAnswerProps {
  integer: boolean;
  value: string;
  onChange: (text: string[]) => void;
  label?: string;
}

export function TextAnswer({ integer, value, onChange, label = 'Your answer' }: TextAnswerProps) {
  const id = useId();
  // The typed text, kept while it still stands for the current value (so '-' can start a negative number).
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if ((textAnswerOf(draft, integer)[0] ?? '') !== value) setDraft(value);
  }

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const text = integer ? e.target.value.trim() : e.target.value;
    if (integer && !INTEGER_INPUT.test(text)) return;
    setDraft(text);
    const answer = textAnswerOf(text, integer);
    setShown(answer[0] ?? '');
    onChange(answer);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 6, maxWidth: 420 }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={integer ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={!integer}
        value={draft}
        onChange={onInput}
        css={(t) => ({
          padding: '10px 12px',
          font: 'inherit',
          fontSize: 16,
          borderRadius: t.radii.md,
          border: `1px solid ${t.colors.border}`,
          background: t.colors.surface,
          color: t.colors.text,
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
        })}
      />
    </div>
  );
}
