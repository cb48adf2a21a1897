// Small pieces shared by the account screens (sign-in, forgotten password, sign-up).
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { FormEvent } from 'react';

export const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

export const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });

export const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, textAlign: 'center' }));

/** A form-level error: announced, and referenced by the fields it concerns through aria-describedby. */
export const FormError = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontWeight: 500 }));

/** A text link with visible keyboard focus; for wouter's Link use css={linkCss}. */
export const linkCss = (theme: Theme) => ({
  color: theme.colors.primary,
  fontWeight: 600,
  textUnderlineOffset: 3,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2, borderRadius: 2 },
});

export const TextLink = styled.a(({ theme }) => linkCss(theme));

/** onSubmit that never reloads the page. */
export const submitWith = (action: () => void) => (e: FormEvent) => {
  e.preventDefault();
  action();
};
