// The question palette: question numbers grouped by section, each a button
// showing its status by colour, shape and glyph. One tab stop (roving tabindex): arrow keys, Home and End
// move focus, Enter or Space jumps. The 'strip' variant is the mobile horizontal question strip.
//
// Performance: cells are memoised and get primitive props only, and the jump callback is stable, so a
// status change re-renders just the changed cell.
import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { STATUS_LABELS } from '../../../application/simulator/simulator-messages';
import type { QuestionStatus } from '../../../domain/test-engine/question-response';
import type { PaletteQuestion, PaletteSection } from '../simulator-selectors';
import { statusCellCss } from './status-look';

export interface QuestionPaletteProps {
  sections: readonly PaletteSection[];
  currentQuestionId: number | null;
  onJump: (questionId: number) => void;
  /** grid (side panel, drawer) or strip (mobile, one scrollable row) */
  variant?: 'grid' | 'strip';
  /** grid columns; arrow up/down move by this many */
  columns?: number;
  /** accessible name of the palette */
  label?: string;
}

export const questionCellLabel = (number: number, status: QuestionStatus): string =>
  `Question ${number}, ${STATUS_LABELS[status]}`;

type Sections = readonly { questions: readonly { questionId: number }[] }[];

/**
 * Where focus goes from `fromId` for a key: Left/Right step through all questions, Up/Down move a row
 * (`columns`) within a section and on to the same column of the next/previous section, Home/End go to the
 * first/last question. Null when the key does not move (or the question is unknown).
 */
export function paletteMove(sections: Sections, columns: number, fromId: number, key: string): number | null {
  const flat = sections.flatMap((s) => s.questions.map((q) => q.questionId));
  const at = flat.indexOf(fromId);
  if (at < 0 || !flat.length) return null;
  const s = sections.findIndex((sec) => sec.questions.some((q) => q.questionId === fromId));
  const inSection = sections[s].questions.findIndex((q) => q.questionId === fromId);
  const col = inSection % columns;
  switch (key) {
    case 'ArrowRight': return flat[Math.min(at + 1, flat.length - 1)];
    case 'ArrowLeft': return flat[Math.max(at - 1, 0)];
    case 'Home': return flat[0];
    case 'End': return flat[flat.length - 1];
    case 'ArrowDown': {
      const here = sections[s].questions;
      if (inSection + columns < here.length) return here[inSection + columns].questionId;
      const next = sections.slice(s + 1).find((sec) => sec.questions.length);
      return next ? next.questions[Math.min(col, next.questions.length - 1)].questionId : fromId;
    }
    case 'ArrowUp': {
      if (inSection - columns >= 0) return sections[s].questions[inSection - columns].questionId;
      const prev = sections.slice(0, s).reverse().find((sec) => sec.questions.length);
      if (!prev) return fromId;
      const lastRowStart = Math.floor((prev.questions.length - 1) / columns) * columns;
      return prev.questions[Math.min(lastRowStart + col, prev.questions.length - 1)].questionId;
    }
    default: return null;
  }
}

interface CellProps {
  questionId: number;
  number: number;
  status: QuestionStatus;
  current: boolean;
  tabbable: boolean;
  onJump: (questionId: number) => void;
}

export const CELL = 40;
const GAP = 10;
const PAD = 6;
/** The height of a section's grid, before it is first rendered (content-visibility: auto). */
const gridHeight = (count: number, columns: number): number => {
  const rows = Math.ceil(count / columns);
  return rows * CELL + Math.max(0, rows - 1) * GAP + 2 * PAD;
};

const PaletteCell = memo(function PaletteCell({ questionId, number, status, current, tabbable, onJump }: CellProps) {
  return (
    <button
      type="button"
      data-question-id={questionId}
      aria-label={questionCellLabel(number, status)}
      aria-current={current ? 'step' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onJump(questionId)}
      css={(t) => statusCellCss(t, status, CELL, { current, button: true })}
    >
      {number}
    </button>
  );
});

interface GroupProps {
  uid: string;
  section: PaletteSection;
  strip: boolean;
  columns: number;
  currentQuestionId: number | null;
  tabStop: number | null;
  onJump: (questionId: number) => void;
}

const holds = (questions: readonly PaletteQuestion[], id: number | null): boolean =>
  id !== null && questions.some((q) => q.questionId === id);

/**
 * A section's group re-renders only when one of its cells would change: the store hands over new section objects
 * after every action, but an answer or a move touches one or two sections' cells, so the others skip their cells.
 */
const sameGroup = (a: GroupProps, b: GroupProps): boolean => {
  if (a.uid !== b.uid || a.strip !== b.strip || a.columns !== b.columns || a.onJump !== b.onJump) return false;
  const x = a.section;
  const y = b.section;
  if (x.sectionId !== y.sectionId || x.sectionName !== y.sectionName || x.questions.length !== y.questions.length) return false;
  for (let i = 0; i < x.questions.length; i++) {
    const p = x.questions[i];
    const q = y.questions[i];
    if (p.questionId !== q.questionId || p.number !== q.number || p.status !== q.status) return false;
  }
  const unaffected = (before: number | null, after: number | null) =>
    before === after || (!holds(x.questions, before) && !holds(x.questions, after));
  return unaffected(a.currentQuestionId, b.currentQuestionId) && unaffected(a.tabStop, b.tabStop);
};

const PaletteGroup = memo(function PaletteGroup({ uid, section, strip, columns, currentQuestionId, tabStop, onJump }: GroupProps) {
  const headingId = `${uid}-section-${section.sectionId}`;
  const named = section.sectionName.trim() !== '';
  return (
    <div
      role="group"
      aria-labelledby={named && !strip ? headingId : undefined}
      aria-label={named && strip ? section.sectionName : undefined}
    >
      {named && !strip && (
        <h3 id={headingId} css={(t) => ({ margin: '0 0 8px', fontSize: 14, color: t.colors.textMuted })}>
          {section.sectionName}
        </h3>
      )}
      <div
        css={
          strip
            ? { display: 'flex', gap: 10, padding: '6px 4px' }
            : {
              display: 'grid', gridTemplateColumns: `repeat(${columns}, ${CELL}px)`, gap: GAP, padding: PAD,
              // a section scrolled out of the side panel is not styled, laid out or painted
              contentVisibility: 'auto',
              containIntrinsicSize: `auto ${gridHeight(section.questions.length, columns)}px`,
            }
        }
      >
        {section.questions.map((q) => (
          <PaletteCell
            key={q.questionId}
            questionId={q.questionId}
            number={q.number}
            status={q.status}
            current={q.questionId === currentQuestionId}
            tabbable={q.questionId === tabStop}
            onJump={onJump}
          />
        ))}
      </div>
    </div>
  );
}, sameGroup);

export function QuestionPalette({
  sections, currentQuestionId, onJump, variant = 'grid', columns = 5, label = 'Question palette',
}: QuestionPaletteProps) {
  const root = useRef<HTMLElement>(null);
  const uid = useId();
  const latestJump = useRef(onJump);
  useLayoutEffect(() => {
    latestJump.current = onJump;
  });
  const jump = useCallback((id: number) => latestJump.current(id), []);

  // The roving tab stop: the question focused by the arrow keys, until the current question changes.
  const [moved, setMoved] = useState<{ id: number; whileCurrent: number | null } | null>(null);
  const all = sections.flatMap((s) => s.questions);
  const has = (id: number | null) => id !== null && all.some((q) => q.questionId === id);
  const preferred = moved && moved.whileCurrent === currentQuestionId ? moved.id : currentQuestionId;
  const tabStop = has(preferred) ? preferred : (all[0]?.questionId ?? null);

  const strip = variant === 'strip';

  useLayoutEffect(() => {
    if (!strip || currentQuestionId === null) return;
    root.current?.querySelector<HTMLElement>(`[data-question-id="${currentQuestionId}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [strip, currentQuestionId]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const from = Number((e.target as HTMLElement).dataset.questionId);
    if (!Number.isFinite(from) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (strip && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) return;
    const to = paletteMove(sections, columns, from, e.key);
    if (to === null) return;
    e.preventDefault();
    setMoved({ id: to, whileCurrent: currentQuestionId });
    root.current?.querySelector<HTMLElement>(`[data-question-id="${to}"]`)?.focus();
  };

  return (
    <nav
      ref={root}
      aria-label={label}
      onKeyDown={onKeyDown}
      css={
        strip
          ? { display: 'flex', gap: 12, overflowX: 'auto', padding: '8px 12px', scrollbarWidth: 'thin' }
          : { display: 'flex', flexDirection: 'column', gap: 16 }
      }
    >
      {sections.map((section) => (
        <PaletteGroup
          key={section.sectionId}
          uid={uid}
          section={section}
          strip={strip}
          columns={columns}
          currentQuestionId={currentQuestionId}
          tabStop={tabStop}
          onJump={jump}
        />
      ))}
    </nav>
  );
}
