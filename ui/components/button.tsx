// The app's button with its colour themes (theme.ts buttonThemes), plus ghost and link looks.
import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import type { ButtonTheme } from '../theme/theme';
import { Spinner } from './spinner';

export type ButtonVariant = ButtonTheme | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const padding: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' };
const fontSize: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

/** Shared by Button and ButtonLink so a link can look like a button. */
export const buttonCss = (theme: Theme, { variant = 'ocean', size = 'md', fullWidth = false }: ButtonLook) => {
  const common = css({
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    fontFamily: 'inherit',
    fontSize: fontSize[size],
    fontWeight: 600,
    lineHeight: 1.25,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, border-color 150ms ease',
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  });
  if (variant === 'link') {
    return css(common, {
      display: 'inline-flex',
      width: 'auto',
      padding: 0,
      border: 0,
      background: 'none',
      color: theme.colors.primary,
      textDecoration: 'underline',
      textUnderlineOffset: 3,
    });
  }
  if (variant === 'ghost') {
    return css(common, {
      padding: padding[size],
      borderRadius: theme.radii.md,
      border: `1px solid ${theme.colors.border}`,
      background: 'transparent',
      color: theme.colors.text,
      '&:hover:not(:disabled)': { background: theme.colors.surfaceAlt },
    });
  }
  const c = theme.buttonThemes[variant];
  return css(common, {
    padding: padding[size],
    borderRadius: theme.radii.md,
    border: `1px solid ${c.bg}`,
    background: c.bg,
    color: c.fg,
    '&:hover:not(:disabled)': { background: c.hover, borderColor: c.hover },
  });
};

export type ButtonProps = ComponentProps<'button'> & ButtonLook & {
  /** shows a spinner, marks the button busy and disables it */
  loading?: boolean;
};

export function Button({ variant, size, fullWidth, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      css={(theme) => buttonCss(theme, { variant, size, fullWidth })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
