// Marking a subjective answer in review: each part is ticked yes or no, the total
// is the sum of the ticked parts' marks, and the marks field is numeric and capped at the sum of all part
// marks. Controlled: value in, onChange out. Without onChange it shows the marks read-only.
import { useId, useState, type ChangeEvent } from 'react';
import type { ResponseChoice } from '../../../domain/test-engine/test-data';
import { SafeHtml } from '../../html/safe-html';

export type PartMark = 'yes' | 'no';

export interface SubjectiveMarks {
  /** one per part, in the order of the question's responseChoice */
  options: PartMark[];
  totalMark: number;
}

export interface SubjectiveMarksEditorProps {
  parts: readonly ResponseChoice[];
  value: SubjectiveMarks;
  /** omit for a read-only view */
  onChange?: (value: SubjectiveMarks) => void;
  /** e.g. while the marks are being saved */
  disabled?: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const maxMarksOf = (parts: readonly ResponseChoice[]): number =>
  round2(parts.reduce((sum, p) => sum + (Number.isFinite(p.partMarks) ? Math.max(0, p.partMarks) : 0), 0));

/** Marks clamped to 0..max and rounded to 2 decimals. */
export const capMarks = (marks: number, max: number): number =>
  Number.isFinite(marks) ? round2(Math.min(Math.max(marks, 0), max)) : 0;

const MARKS_INPUT = /^\d*(?:\.\d{0,2})?$/;
const parseMarks = (draft: string): number => (draft === '' || draft === '.' ? 0 : Number(draft));
const marksWord = (n: number) => (n === 1 ? 'mark' : 'marks');

export function SubjectiveMarksEditor({ parts, value, onChange, disabled = false }: SubjectiveMarksEditorProps) {
  const uid = useId();
  const max = maxMarksOf(parts);
  const options = parts.map((_, i): PartMark => (value.options[i] === 'yes' ? 'yes' : 'no'));

  // The typed text, kept while it still means the current total (so '1.' can be typed).
  const [draft, setDraft] = useState(String(value.totalMark));
  const [shown, setShown] = useState(value.totalMark);
  if (shown !== value.totalMark) {
    setShown(value.totalMark);
    if (parseMarks(draft) !== value.totalMark) setDraft(String(value.totalMark));
  }

  if (!onChange) {
    return (
      <section aria-labelledby={`${uid}-h`}>
        <h3 id={`${uid}-h`} css={{ fontSize: 16, margin: '0 0 8px' }}>Marks</h3>
        <ol css={{ margin: 0, paddingLeft: 20 }}>
          {parts.map((part, i) => (
            <li key={part.responseId} css={{ marginBottom: 8 }}>
              <SafeHtml html={part.responseText} />
              <div css={{ fontSize: 14 }}>
                {part.partMarks} {marksWord(part.partMarks)}: {options[i] === 'yes' ? 'Yes' : 'No'}
              </div>
            </li>
          ))}
        </ol>
        <p css={{ fontWeight: 600 }}>Total: {value.totalMark} out of {max}</p>
      </section>
    );
  }

  const setPart = (i: number, mark: PartMark) => {
    const next = options.map((o, j) => (j === i ? mark : o));
    const total = parts.reduce((sum, p, j) => (next[j] === 'yes' ? sum + p.partMarks : sum), 0);
    onChange({ options: next, totalMark: capMarks(total, max) });
  };

  const onMarksInput = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value.trim();
    if (!MARKS_INPUT.test(text)) return;
    const n = parseMarks(text);
    const capped = capMarks(n, max);
    setDraft(capped < n ? String(capped) : text);
    setShown(capped);
    if (capped !== value.totalMark) onChange({ options, totalMark: capped });
  };

  return (
    <section aria-labelledby={`${uid}-h`} css={(t) => ({ border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, padding: 16 })}>
      <h3 id={`${uid}-h`} css={{ fontSize: 16, margin: '0 0 12px' }}>Marks</h3>
      {parts.map((part, i) => (
        <fieldset key={part.responseId} disabled={disabled} css={{ border: 0, margin: '0 0 12px', padding: 0 }}>
          <legend css={{ fontWeight: 600, padding: 0 }}>
            Part {i + 1} ({part.partMarks} {marksWord(part.partMarks)})
          </legend>
          <SafeHtml html={part.responseText} css={{ margin: '4px 0' }} />
          <div css={{ display: 'flex', gap: 16 }}>
            {(['yes', 'no'] as const).map((mark) => (
              <label key={mark} css={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
                <input
                  type="radio"
                  name={`${uid}-part-${i}`}
                  checked={options[i] === mark}
                  onChange={() => setPart(i, mark)}
                />
                {mark === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label htmlFor={`${uid}-marks`} css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>Marks</label>
      <input
        id={`${uid}-marks`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        disabled={disabled}
        onChange={onMarksInput}
        aria-describedby={`${uid}-max`}
        css={(t) => ({ width: 100, padding: '8px 10px', font: 'inherit', borderRadius: t.radii.sm, border: `1px solid ${t.colors.border}`, background: t.colors.surface, color: t.colors.text })}
      />
      <span id={`${uid}-max`} css={{ marginLeft: 8 }}>out of {max}</span>
    </section>
  );
}
