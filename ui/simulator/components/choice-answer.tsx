// Answer options of choice questions: a radio group for the single-choice types (including
// True-False), a checkbox group for the multi-select types. In review the options are a list marked with
// 'Correct answer' and 'Your answer' (text, not colour alone).
import { css, type SerializedStyles, type Theme } from '@emotion/react';
import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { toggleOption } from '../../../domain/test-engine/option-selection';
import type { ResponseChoice } from '../../../domain/test-engine/test-data';
import { VisuallyHidden } from '../../components/visually-hidden';
import { SafeHtml } from '../../html/safe-html';
import { optionLetter } from '../help-view';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// Static styles serialised once here, not for every option on every render (emotion takes them as they are).
const fieldsetCss = css({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
const inputCss = css({ marginTop: 3, width: 18, height: 18, flex: 'none' });
const letterCss = css({ fontWeight: 700 });
const optionTextCss = css({ flex: 1 });

export interface ChoiceAnswerProps {
  multiple: boolean;
  options: readonly ResponseChoice[];
  /** selected option ids */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** accessible name of the group */
  label: string;
}

/**
 * An option's box: the same border width whether chosen or not (the chosen one adds an inset ring), so choosing an
 * option repaints it without moving anything. Serialised once per theme and state.
 */
const optionCss = new WeakMap<Theme, { on: SerializedStyles; off: SerializedStyles }>();
function optionBoxCss(theme: Theme, checked: boolean): SerializedStyles {
  let pair = optionCss.get(theme);
  if (!pair) {
    const box = (on: boolean) => css({
      display: 'flex',
      alignItems: 'flex-start',
      gap: 10,
      padding: '10px 12px',
      borderRadius: theme.radii.md,
      border: `1px solid ${on ? theme.colors.primary : theme.colors.border}`,
      boxShadow: on ? `inset 0 0 0 1px ${theme.colors.primary}` : 'none',
      background: on ? theme.colors.activeBg : theme.colors.surface,
      cursor: 'pointer',
      '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
    });
    pair = { on: box(true), off: box(false) };
    optionCss.set(theme, pair);
  }
  return checked ? pair.on : pair.off;
}

interface OptionProps {
  id: string;
  index: number;
  html: string;
  checked: boolean;
  multiple: boolean;
  name: string;
  onChoose: (id: string) => void;
}

/** One option; memoised on primitive props, so choosing an option re-renders only the options whose state changed. */
const ChoiceOption = memo(function ChoiceOption({ id, index, html, checked, multiple, name, onChoose }: OptionProps) {
  return (
    <label css={(t) => optionBoxCss(t, checked)}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={name}
        value={id}
        checked={checked}
        onChange={() => onChoose(id)}
        css={inputCss}
      />
      <span css={letterCss}>{optionLetter(index)}.</span>
      <SafeHtml as="span" html={html} css={optionTextCss} />
    </label>
  );
});

export function ChoiceAnswer({ multiple, options, selected, onChange, label }: ChoiceAnswerProps) {
  const name = useId();
  // one stable callback for every option, reading the latest props
  const latest = useRef({ multiple, options, selected, onChange });
  useLayoutEffect(() => {
    latest.current = { multiple, options, selected, onChange };
  });
  const onChoose = useCallback((id: string) => {
    const now = latest.current;
    now.onChange(toggleOption({ kind: now.multiple ? 'multi' : 'single', responseChoice: now.options }, now.selected, id) ?? [id]);
  }, []);
  return (
    <fieldset css={fieldsetCss}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      {options.map((option, i) => (
        <ChoiceOption
          key={option.responseId}
          id={option.responseId}
          index={i}
          html={option.responseText}
          checked={selected.some((s) => same(s, option.responseId))}
          multiple={multiple}
          name={name}
          onChoose={onChoose}
        />
      ))}
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
