// Answer options of choice questions (spec 001 §3): a radio group for the single-choice types (including
// True-False), a checkbox group for the multi-select types. In review the options are a list marked with
// 'Correct answer' and 'Your answer' (text, not colour alone).
import { css } from '@emotion/react';
import { useId } from 'react';
import type { ResponseChoice } from '../../../domain/test-engine/test-data';
import { VisuallyHidden } from '../../components/visually-hidden';
import { SafeHtml } from '../../html/safe-html';

export const optionLetter = (index: number): string => String.fromCharCode(65 + (index % 26));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// Static styles serialised once here, not for every option on every render (emotion takes them as they are).
const fieldsetCss = css({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
const inputCss = css({ marginTop: 3, width: 18, height: 18, flex: 'none' });
const letterCss = css({ fontWeight: 700 });
const optionTextCss = css({ flex: 1 });

/**
 * The selection after choosing option `id`: just that option for a single choice; for a multi-select the
 * option toggled, in option order, without duplicates (case-insensitive, spec 001 §5).
 */
export function nextSelection(multiple: boolean, options: readonly ResponseChoice[], selected: readonly string[], id: string): string[] {
  if (!multiple) return [id];
  const chosen = selected.some((s) => same(s, id)) ? selected.filter((s) => !same(s, id)) : [...selected, id];
  return options.map((o) => o.responseId).filter((oid) => chosen.some((s) => same(s, oid)));
}

export interface ChoiceAnswerProps {
  multiple: boolean;
  options: readonly ResponseChoice[];
  /** selected option ids */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** accessible name of the group */
  label: string;
}

export function ChoiceAnswer({ multiple, options, selected, onChange, label }: ChoiceAnswerProps) {
  const name = useId();
  const isSelected = (id: string) => selected.some((s) => same(s, id));
  return (
    <fieldset css={fieldsetCss}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      {options.map((option, i) => {
        const checked = isSelected(option.responseId);
        return (
          <label
            key={option.responseId}
            css={(t) => ({
              display: 'flex',
              alignItems: 'flex-start',
              gap: 10,
              padding: '10px 12px',
              borderRadius: t.radii.md,
              border: `${checked ? 2 : 1}px solid ${checked ? t.colors.primary : t.colors.border}`,
              background: checked ? t.colors.activeBg : t.colors.surface,
              cursor: 'pointer',
              '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
            })}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.responseId}
              checked={checked}
              onChange={() => onChange(nextSelection(multiple, options, selected, option.responseId))}
              css={inputCss}
            />
            <span css={letterCss}>{optionLetter(i)}.</span>
            <SafeHtml as="span" html={option.responseText} css={optionTextCss} />
          </label>
        );
      })}
    </fieldset>
  );
}

export interface ChoiceReviewProps {
  options: readonly ResponseChoice[];
  correct: readonly string[];
  selected: readonly string[];
  label: string;
}

export function ChoiceReview({ options, correct, selected, label }: ChoiceReviewProps) {
  const has = (ids: readonly string[], id: string) => ids.some((x) => same(x, id));
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
      {options.map((option, i) => {
        const isCorrect = has(correct, option.responseId);
        const isChosen = has(selected, option.responseId);
        return (
          <li
            key={option.responseId}
            css={(t) => ({
              display: 'flex',
              alignItems: 'flex-start',
              flexWrap: 'wrap',
              gap: 10,
              padding: '10px 12px',
              borderRadius: t.radii.md,
              border: `${isCorrect || isChosen ? 2 : 1}px solid ${isCorrect ? t.colors.success : isChosen ? t.colors.danger : t.colors.border}`,
            })}
          >
            <span css={letterCss}>{optionLetter(i)}.</span>
            <SafeHtml as="span" html={option.responseText} css={optionTextCss} />
            {isCorrect && <Tag tone="success">Correct answer</Tag>}
            {isChosen && <Tag tone={isCorrect ? 'success' : 'danger'}>Your answer</Tag>}
          </li>
        );
      })}
    </ul>
  );
}

export function Tag({ tone, children }: { tone: 'success' | 'danger' | 'neutral'; children: string }) {
  return (
    <span
      css={(t) => ({
        flex: 'none',
        padding: '2px 8px',
        borderRadius: t.radii.pill,
        border: `1px solid ${tone === 'neutral' ? t.colors.border : t.colors[tone]}`,
        color: tone === 'neutral' ? t.colors.textMuted : t.colors[tone],
        fontSize: 13,
        fontWeight: 700,
      })}
    >
      {children}
    </span>
  );
}
