// A loading indicator. With a label it is a polite status message; without one it is decorative.
import { keyframes } from '@emotion/react';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;
const sizes = { sm: 16, md: 28, lg: 44 } as const;

export interface SpinnerProps {
  /** what is loading, e.g. 'Signing you in'; omit for a decorative spinner (inside a busy button) */
  label?: string;
  /** keep the label for screen readers only */
  hideLabel?: boolean;
  size?: keyof typeof sizes;
}

export function Spinner({ label, hideLabel = false, size = 'md' }: SpinnerProps) {
  const px = sizes[size];
  const circle = (
    <span
      aria-hidden="true"
      css={(theme) => ({
        display: 'inline-block',
        flex: 'none',
        width: px,
        height: px,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(px / 9))}px solid currentColor`,
        borderRightColor: 'transparent',
        color: label ? theme.colors.primary : 'inherit',
        animation: `${spin} 0.8s linear infinite`,
      })}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" css={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      {circle}
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </span>
  );
}
