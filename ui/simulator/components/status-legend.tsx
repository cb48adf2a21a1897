// The status legend of the simulator side panel: the seven statuses (same look as the palette) with counts.
// Memoised on the counts' values: the simulator passes a new counts object after every action, and moving
// between questions mostly leaves the counts as they were.
import { memo } from 'react';
import { VisuallyHidden } from '../../components/visually-hidden';
import { STATUS_LABELS } from '../../../application/simulator/simulator-messages';
import { QUESTION_STATUSES } from '../../../domain/test-engine/question-response';
import type { StatusCounts } from '../simulator-selectors';
import { statusCellCss } from './status-look';

export interface StatusLegendProps {
  counts: StatusCounts;
  /** accessible name of the list */
  label?: string;
}

const sameCounts = (a: StatusLegendProps, b: StatusLegendProps): boolean =>
  a.label === b.label && QUESTION_STATUSES.every((s) => a.counts[s] === b.counts[s]);

export const StatusLegend = memo(function StatusLegend({ counts, label = 'Question status legend' }: StatusLegendProps) {
  return (
    <ul
      aria-label={label}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px 8px' }}
    >
      {QUESTION_STATUSES.map((status) => (
        <li key={status} css={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
          <span aria-hidden="true" css={(t) => statusCellCss(t, status, 32)}>
            {counts[status]}
          </span>
          <span>
            <VisuallyHidden>{counts[status]} </VisuallyHidden>
            {STATUS_LABELS[status]}
          </span>
        </li>
      ))}
    </ul>
  );
}, sameCounts);
