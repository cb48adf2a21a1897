// A labelled text input: visible <label>, optional hint, prefix (e.g. '+91') and end adornment (e.g. a
// show/hide button). The error is announced (role="alert") and tied to the input by aria-describedby.
import type { Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'prefix'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  prefix?: ReactNode;
  endAdornment?: ReactNode;
};

/** The bordered frame around a field's control; red with an error. */
const frameCss = (t: Theme, invalid: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  borderRadius: t.radii.md,
  border: `1px solid ${invalid ? t.colors.danger : t.colors.border}`,
  background: t.colors.surface,
  '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
});

/** The text control inside a field's frame (input or textarea). */
const controlCss = (t: Theme) => ({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  border: 0,
  borderRadius: t.radii.md,
  background: 'transparent',
  color: t.colors.text,
  font: 'inherit',
  fontSize: 16,
  '&:focus-visible': { outline: 'none' },
  '&::placeholder': { color: t.colors.textMuted, opacity: 1 },
  '&:disabled': { opacity: 0.6 },
});

export function TextField({ label, error, hint, prefix, endAdornment, id, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? `field${auto}`;
  const prefixId = `${inputId}-prefix`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [prefix ? prefixId : null, hint ? hintId : null, error ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} css={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      <label htmlFor={inputId} css={(t) => ({ fontWeight: 600, fontSize: 14, color: t.colors.text })}>
        {label}
      </label>
      <div
        css={(t) => frameCss(t, !!error)}
      >
        {prefix && (
          <span id={prefixId} css={(t) => ({ paddingLeft: 12, color: t.colors.textMuted, fontWeight: 600 })}>
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          css={controlCss}
          {...input}
        />
        {endAdornment && <span css={{ display: 'flex', paddingRight: 4 }}>{endAdornment}</span>}
      </div>
      {hint && (
        <span id={hintId} css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role="alert" css={(t) => ({ fontSize: 13, color: t.colors.danger, fontWeight: 500 })}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled multi-line text field (feedback details, support ticket details), in the same frame as TextField. */
export function TextAreaField({ label, error, hint, id, className, 'aria-describedby': describedBy, ...area }: Omit<ComponentProps<'textarea'>, 'prefix'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}) {
  const auto = useId();
  const areaId = id ?? `area${auto}`;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={className} css={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      <label htmlFor={areaId} css={(t) => ({ fontWeight: 600, fontSize: 14, color: t.colors.text })}>{label}</label>
      <div css={(t) => frameCss(t, !!error)}>
        <textarea id={areaId} rows={4} aria-invalid={error ? true : undefined} aria-describedby={described || undefined}
          css={(t) => ({ ...controlCss(t), resize: 'vertical' as const, minHeight: 96 })} {...area} />
      </div>
      {hint && <span id={hintId} css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{hint}</span>}
      {error && <span id={errorId} role="alert" css={(t) => ({ fontSize: 13, color: t.colors.danger, fontWeight: 500 })}>{error}</span>}
    </div>
  );
}
