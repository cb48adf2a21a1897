// Building blocks of the dashboard's cards: the card frame with its heading, the empty state, the loading state
// (a spinner over skeleton lines, so a card is never blank) and the visually hidden full title of a cut one.
import { keyframes, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { VisuallyHidden } from '../../components/visually-hidden';
import { panelCss } from '../../components/panel';

export const cardCss = (t: Theme) => ({
  ...panelCss(t),
  display: 'flex',
  flexDirection: 'column' as const,
  gap: 12,
});

export function Card({ title, actions, children, className }: {
  title: ReactNode;
  /** controls next to the heading (the year picker) */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className} css={cardCss}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: 18, lineHeight: 1.3 }}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function CardEmpty({ children }: { children: ReactNode }) {
  return <p css={(t) => ({ margin: 0, padding: '16px 0', color: t.colors.textMuted, textAlign: 'center' })}>{children}</p>;
}

const pulse = keyframes`0%, 100% { opacity: 0.55; } 50% { opacity: 1; }`;

/** A card's loading state: a labelled spinner and `lines` skeleton bars (no animation with reduced motion). */
export function CardLoading({ label, lines = 3, height }: { label: string; lines?: number; height?: number }) {
  return (
    <div data-loading="" css={{ display: 'grid', gap: 10, minHeight: height }}>
      <Spinner label={label} size="sm" />
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          css={(t) => ({
            display: 'block', height: 12, width: `${90 - i * 15}%`, borderRadius: t.radii.sm, background: t.colors.surfaceAlt,
            animation: `${pulse} 1.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          })}
        />
      ))}
    </div>
  );
}

/** A title cut for the layout: the cut text is shown, the full one is the tooltip and what screen readers read. */
export function CutTitle({ full, cut }: { full: string; cut: string }) {
  if (cut === full) return <>{full}</>;
  return (
    <span title={full}>
      <span aria-hidden="true">{cut}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </span>
  );
}

/** Figures as a description list, the label under the value. */
export function Figures({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={{ display: 'flex', flexWrap: 'wrap', gap: '6px 18px', margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <dt css={(t) => ({ fontSize: 12, color: t.colors.textMuted })}>{label}</dt>
          <dd css={{ margin: 0, fontWeight: 700, fontSize: 16 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
