// The question area: section name, question-type label, optional common
// data, the body after 'Q{n}', an optional column table and the answer input for the question's kind.
// Review mode shows the correct answer, the student's answer and the explanation, read-only, and for
// subjective questions the marks (editable when `marks.onChange` is given).
//
// Keyboard: while focus is inside the question area (not in a text field), the keys 1 to 9 choose
// options 1 to 9 of a choice question (toggle for multi-select).
import { css } from '@emotion/react';
import { useId, type KeyboardEvent } from 'react';
import { toggleOption } from '../../../domain/test-engine/option-selection';
import { isIntegerEntry, type Question, type ResponseChoice } from '../../../domain/test-engine/test-data';
import { SafeHtml } from '../../html/safe-html';
import type { QuestionResponse } from '../response-view';
import { ChoiceAnswer, ChoiceReview, Tag } from './choice-answer';
import { ColumnTable } from './column-table';
import { SubjectiveAnswer } from './subjective-answer';
import { SubjectiveMarksEditor, type SubjectiveMarks } from './subjective-marks-editor';
import { TextAnswer } from './text-answer';

export interface QuestionViewProps {
  question: Question;
  /** shown as Q{number} */
  number: number;
  response: QuestionResponse;
  mode: 'answer' | 'review';
  /** answer mode: the new text list (option ids, or [] / [text]) */
  onResponseChange?: (text: string[]) => void;
  /** answer mode, subjective: a validated PNG/JPG to upload (one at a time) */
  onImageSelect?: (file: File) => void;
  onImageRemove?: () => void;
  imageBusy?: boolean;
  /** review of a subjective question: the marks; editable with onChange (testStatus 2) */
  marks?: { value: SubjectiveMarks; onChange?: (value: SubjectiveMarks) => void; disabled?: boolean };
}

/** The option a digit key picks (1 to 9), or null. */
export const optionIndexForKey = (key: string, optionCount: number): number | null => {
  if (!/^[1-9]$/.test(key)) return null;
  const i = Number(key) - 1;
  return i < optionCount ? i : null;
};

const isTextField = (el: EventTarget): boolean =>
  el instanceof HTMLTextAreaElement
  || (el instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'file'].includes(el.type))
  || (el instanceof HTMLElement && el.isContentEditable);

const splitIds = (s: string): string[] => s.split('~').map((x) => x.trim()).filter(Boolean);

// Static styles serialised once here, not on every render of a new question (emotion takes them as they are).
const sectionCss = css({ display: 'flex', flexDirection: 'column', gap: 16, outline: 'none' });
const sectionNameCss = css({ fontWeight: 600 });
const bodyRowCss = css({ display: 'flex', gap: 10, alignItems: 'baseline' });
const numberCss = css({ margin: 0, fontSize: 18, flex: 'none' });
const bodyCss = css({ flex: 1, fontSize: 17, lineHeight: 1.5 });

export function QuestionView({
  question, number, response, mode, onResponseChange, onImageSelect, onImageRemove, imageBusy, marks,
}: QuestionViewProps) {
  const uid = useId();
  const { kind } = question;
  const review = mode === 'review';
  const options: readonly ResponseChoice[] = question.responseChoice;
  const choiceLabel = `Options for question ${number}`;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (review || !onResponseChange || (kind !== 'single' && kind !== 'multi')) return;
    if (e.altKey || e.ctrlKey || e.metaKey || isTextField(e.target)) return;
    const i = optionIndexForKey(e.key, options.length);
    if (i === null) return;
    e.preventDefault();
    onResponseChange(toggleOption(question, response.text, options[i].responseId) ?? []);
  };

  const answer = () => {
    switch (kind) {
      case 'single':
      case 'multi':
        return review ? (
          <ChoiceReview options={options} correct={splitIds(question.correctResponse)} selected={response.text} label={choiceLabel} />
        ) : (
          <ChoiceAnswer
            multiple={kind === 'multi'}
            options={options}
            selected={response.text}
            onChange={(ids) => onResponseChange?.(ids)}
            label={choiceLabel}
          />
        );
      case 'text':
        return review ? (
          <TextReview given={response.text[0] ?? ''} correct={splitIds(question.correctResponse)} />
        ) : (
          <TextAnswer
            key={question.questionId}
            integer={isIntegerEntry(question)}
            value={response.text[0] ?? ''}
            onChange={(text) => onResponseChange?.(text)}
          />
        );
      case 'subjective':
        return (
          <>
            <SubjectiveAnswer
              key={`answer-${question.questionId}`}
              text={response.text.join(' ')}
              onTextChange={review ? undefined : onResponseChange}
              image={response.fileName && response.url ? { fileName: response.fileName, url: response.url } : null}
              onImageSelect={review ? undefined : onImageSelect}
              onImageRemove={review ? undefined : onImageRemove}
              imageBusy={imageBusy}
            />
            {review && marks && (
              <SubjectiveMarksEditor key={`marks-${question.questionId}`} parts={options} value={marks.value} onChange={marks.onChange} disabled={marks.disabled} />
            )}
          </>
        );
    }
  };

  return (
    <section
      aria-labelledby={`${uid}-q`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      css={sectionCss}
    >
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', color: t.colors.textMuted, fontSize: 14 })}>
        {question.sectionName && <span css={sectionNameCss}>{question.sectionName}</span>}
        {question.questionTypeLabel && <Tag tone="neutral">{question.questionTypeLabel}</Tag>}
      </div>

      {question.commonDataDescription.trim() && (
        <SafeHtml
          html={question.commonDataDescription}
          css={(t) => ({ padding: 12, borderRadius: t.radii.md, background: t.colors.surfaceAlt, border: `1px solid ${t.colors.border}` })}
        />
      )}

      <div css={bodyRowCss}>
        <h2 id={`${uid}-q`} css={numberCss}>Q{number}</h2>
        <SafeHtml html={question.questionBody} css={bodyCss} />
      </div>

      <ColumnTable columns={question.columns} />

      {answer()}

      {review && question.explanations.trim() && (
        <div css={(t) => ({ borderTop: `1px solid ${t.colors.border}`, paddingTop: 12 })}>
          <h3 css={{ margin: '0 0 8px', fontSize: 16 }}>Explanation</h3>
          <SafeHtml html={question.explanations} />
        </div>
      )}
    </section>
  );
}

function TextReview({ given, correct }: { given: string; correct: readonly string[] }) {
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
      <dt css={{ fontWeight: 600 }}>Your answer</dt>
      <dd css={{ margin: 0 }}>{given || 'Not answered'}</dd>
      {correct.length > 0 && (
        <>
          <dt css={{ fontWeight: 600 }}>Correct answer</dt>
          <dd css={{ margin: 0 }}>{correct.join(' / ')}</dd>
        </>
      )}
    </dl>
  );
}
