// Small building blocks shared by the report screens: panels, empty states, the way back (figure tiles:
// report-tiles.tsx, apart, since they bring the chart palette and its chunk).
import type { ReactNode } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { PieItem } from '../../../domain/reports/attempt-summary';
import { PATHS } from '../../../domain/shared/paths';
import type { DonutSlice } from '../../charts/donut-chart';
import { ButtonLink } from '../../components/button-link';
import { Icon } from '../../components/icons';
import { panelCss } from '../../components/panel';


export function Panel({ title, children, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section css={panelCss}>
      {title && <H css={{ margin: '0 0 12px', fontSize: headingLevel === 2 ? 18 : 16 }}>{title}</H>}
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p role="status" css={(t) => ({ margin: 0, padding: '24px 0', color: t.colors.textMuted, textAlign: 'center' })}>{children}</p>;
}

/** A responsive grid of equal columns (min width per column in px). */
export const gridCss = (min: number) => ({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`,
});

export function BackToReports() {
  return (
    <ButtonLink href={PATHS.report} variant="ghost" size="sm">
      <Icon name="arrowBack" size={18} /> {M.backToReports}
    </ButtonLink>
  );
}

export const toSlices = (items: readonly PieItem[]): DonutSlice[] => items.map((i) => ({ name: i.name, value: i.y, tone: i.color }));

/** A page-level loading line, announced politely. */
export function Loading({ what }: { what: string }) {
  return <p role="status" css={(t) => ({ color: t.colors.textMuted, padding: '24px 0', textAlign: 'center' })}>{M.loading(what)}</p>;
}
