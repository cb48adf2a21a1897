// Figure tiles of the analytics screens (label under the value, toned by the chart palette).
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Tone } from '../../../domain/reports/bands';
import { chartPalette } from '../../charts/chart-palette';
import { panelCss } from '../../components/panel';
import { gridCss } from './report-parts';

export interface Tile {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: Tone;
}

/** Figure tiles as a description list (label under the value). */
export function Tiles({ items, min = 150 }: { items: readonly Tile[]; min?: number }) {
  const palette = chartPalette(useTheme());
  return (
    <dl css={{ ...gridCss(min), margin: 0 }}>
      {items.map((it) => (
        <div key={it.label} css={(t) => ({ ...panelCss(t), display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: 4, padding: 16 })}>
          <dt css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{it.label}</dt>
          <dd css={{ margin: 0 }}>
            <span data-value="" css={{ display: 'block', fontWeight: 700, fontSize: 22 }} style={it.tone ? { color: palette[it.tone] } : undefined}>{it.value}</span>
            {it.hint != null && <span css={(t) => ({ display: 'block', marginTop: 2, fontSize: 13, color: t.colors.textMuted })}> {it.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
