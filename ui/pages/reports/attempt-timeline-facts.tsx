// The text alternative of the timeline: a "Show as a list" disclosure (a button with aria-expanded) over an ordered
// list of every fact of the attempt as a sentence with its time: "12:04 — Q3: changed your answer from wrong to right
// (+5 marks)", "20:00–21:10 — no activity for 1 min 10 s". The list is in the page while closed (hidden), so the
// button's aria-controls always points at it.
import { useId, useMemo, useState } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { AttemptTimeline } from '../../../domain/reports/attempt-timeline-types';
import { Button } from '../../components/button';
import { factLines } from './attempt-timeline-view';

export function TimelineFacts({ timeline }: { timeline: AttemptTimeline }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const lines = useMemo(() => factLines(timeline), [timeline]);
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" width={10} height={10} viewBox="0 0 10 10">
          <path d={open ? 'M1 3h8L5 8z' : 'M3 1v8l5-4z'} fill="currentColor" />
        </svg>
        {M.showAsList}
      </Button>
      <ol
        id={listId}
        hidden={!open}
        aria-label={M.factsList}
        data-testid="timeline-facts"
        css={(t) => ({ margin: 0, paddingLeft: 24, display: 'grid', gap: 4, color: t.colors.text, fontVariantNumeric: 'tabular-nums', '&[hidden]': { display: 'none' } })}
      >
        {lines.map((l) => <li key={l.key}>{l.text}</li>)}
      </ol>
    </div>
  );
}
