// The framed surface of a page's panels and cards (reports, exam room, dashboard, profile): one look, one home.
import type { Theme } from '@emotion/react';

export const panelCss = (t: Theme) => ({
  padding: 20,
  borderRadius: t.radii.lg,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
  minWidth: 0,
});
