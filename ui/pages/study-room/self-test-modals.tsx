// The dialogs and lists of starting a self test (Gap Fixer / Smart Learning) and an adaptive session: the
// instruction list (collapsible when long), the start-test modal (step 1 the summary; step 2 the options form and the
// instructions for a Competitive Session, the instructions for a Learning Session) and the unfinished-session warning
// (Start New / Resume), which Adaptive Learning shares; and the two screens' layout and empty tree.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  COMPETITIVE_INSTRUCTIONS, LEARNING_INSTRUCTIONS, STUDY_ROOM_MESSAGES as M,
} from '../../../application/study-room/study-room-messages';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import { signedMark } from '../../../domain/exam-room/signed-mark';
import { OPTION_FIELDS, type OptionField, type SessionMode, type TestOption } from '../../../domain/study-room/self-test';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { panelCss } from '../../components/panel';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import type { SmartLearningStore, StartOutcome } from './smart-learning.store';

/** The topic tree beside the topic's panel; one column on a phone. */
export const twoPanesCss = (t: import('@emotion/react').Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: 20,
  alignItems: 'start',
  [`@media (max-width: ${t.layout.mobileBreakpoint + 420}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/** The tree's panel when the course has no topics: the heading, the empty text and an optional hint under it. */
export function EmptyTopicTree({ title, text, hint }: { title: string; text: string; hint?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={panelCss}>
      <h2 id={headingId} css={{ margin: '0 0 12px', fontSize: 20 }}>{title}</h2>
      <div css={(t) => ({ padding: '16px 0', textAlign: 'center', color: t.colors.textMuted })}>
        <p css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.text })}>{text}</p>
        {hint && <p css={{ margin: '4px 0 0' }}>{hint}</p>}
      </div>
    </section>
  );
}

/** The heading of the chosen topic's panel, focused when a topic is chosen (the panel is below the tree on a phone). */
export function useTopicHeadingFocus(topicId: number | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (topicId !== null) heading.current?.focus();
  }, [topicId]);
  return heading;
}

/** The panel before a topic is chosen: what to do first. */
export function ChooseTopicHint({ text }: { text: string }) {
  return (
    <section aria-label={text} css={panelCss}>
      <p css={(t) => ({ margin: 0, padding: '16px 0', color: t.colors.textMuted, textAlign: 'center' })}>{text}</p>
    </section>
  );
}

export const modeName = (mode: SessionMode): string => (mode === 'learning' ? M.learningSession : M.competitiveSession);

/** A numbered list of instructions; when `collapsedCount` is given and the list is longer, the rest is behind a
 *  Show all / Show fewer toggle. */
export function InstructionList({ items, collapsedCount }: { items: readonly string[]; collapsedCount?: number }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = collapsedCount !== undefined && items.length > collapsedCount;
  const shown = collapsible && !expanded ? items.slice(0, collapsedCount) : items;
  return (
    <>
      <ol id={listId} css={{ margin: 0, paddingLeft: 22, display: 'grid', gap: 8, lineHeight: 1.5 }}>
        {shown.map((text, i) => <li key={i}>{text}</li>)}
      </ol>
      {collapsible && (
        <Button variant="link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} css={{ marginTop: 8 }}>
          {expanded ? M.showFewerInstructions : M.showAllInstructions(items.length)}
        </Button>
      )}
    </>
  );
}

/** Figures as a description list: label above value. */
function Figures({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: '12px 20px', margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'flex', flexDirection: 'column-reverse', gap: 2 }}>
          <dt css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{label}</dt>
          <dd css={{ margin: 0, fontWeight: 700, fontSize: 16 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const FIELD_LABEL: Record<OptionField, string> = {
  totalQuestions: M.totalQuestions,
  duration: M.totalTime,
  marksCorrectAns: M.marksCorrect,
  marksIncorrectAns: M.marksIncorrect,
  marksNotAnswer: M.marksNotAttempted,
};

/** Whole numbers get the numeric keypad, positive marks the decimal one; the two fields that take a minus sign keep
 *  the text keyboard (a phone's decimal keypad may have no minus key). */
const FIELD_INPUT_MODE: Record<OptionField, 'numeric' | 'decimal' | 'text'> = {
  totalQuestions: 'numeric',
  duration: 'numeric',
  marksCorrectAns: 'decimal',
  marksIncorrectAns: 'text',
  marksNotAnswer: 'text',
};

const mutedCss = (t: import('@emotion/react').Theme) => ({ margin: '0 0 4px', fontSize: 13, color: t.colors.textMuted });
const stepHeadingCss = { margin: '0 0 12px', fontSize: 17, outline: 'none' } as const;

/** The start-test modal of a self test: step 1 the summary; step 2 the options and instructions. */
export const StartTestModal = observer(function StartTestModal({ store, onOutcome }: {
  store: SmartLearningStore;
  /** a test to start (navigate) */
  onOutcome: (outcome: Extract<StartOutcome, { kind: 'start' }>) => void;
}) {
  const topic = store.topic;
  const step = store.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  const [focusField, setFocusField] = useState<OptionField | null>(null);
  const fieldIds = useId();
  const idOf = (field: OptionField): string => `${fieldIds}-${field}`;

  // a refused Start Session focuses the first invalid field once the Options tab it is on has rendered
  useEffect(() => {
    if (!focusField) return;
    document.getElementById(idOf(focusField))?.focus();
    setFocusField(null);
  });

  // a new step moves focus to its heading (the button that led there is gone); the dialog's first focus is its own
  useEffect(() => {
    if (step === firstStep.current) return;
    firstStep.current = null;
    heading.current?.focus();
  }, [step]);


  if (!topic || !step) return null;
  const name = modeName(store.mode);
  const competitive = store.mode === 'competitive';

  const start = async () => {
    const outcome = await store.startSession();
    if (outcome?.kind === 'invalid') setFocusField(outcome.field);
    else if (outcome?.kind === 'start') onOutcome(outcome);
  };

  const footer = step === 'summary' ? (
    <>
      <Button variant="ghost" onClick={() => store.closeStart()}>{M.cancel}</Button>
      <Button onClick={() => store.continueStart()}>{M.continue}</Button>
    </>
  ) : (
    <>
      <Button variant="ghost" onClick={() => store.backToSummary()} disabled={store.checking}>{M.back}</Button>
      <Button variant="ghost" onClick={() => store.closeStart()}>{M.cancel}</Button>
      <Button onClick={() => void start()} loading={store.checking}>{M.startSession}</Button>
    </>
  );

  return (
    <Modal open onClose={() => store.closeStart()} title={M.startSessionTitle(name)} size="md" footer={footer}>
      <p css={mutedCss}>{M.stepOf(step === 'summary' ? 1 : 2, 2)}</p>
      {step === 'summary' ? (
        <>
          <h3 ref={heading} tabIndex={-1} css={stepHeadingCss}>{M.sessionSummary(topic.topicName, name)}</h3>
          <OptionSummary option={store.chosen} competitive={competitive} />
        </>
      ) : competitive ? (
        <>
          <h3 ref={heading} tabIndex={-1} css={stepHeadingCss}>{M.sessionSummary(topic.topicName, name)}</h3>
          <CompetitiveSetup store={store} idOf={idOf} />
        </>
      ) : (
        <>
          <h3 ref={heading} tabIndex={-1} css={stepHeadingCss}>{M.instructions}</h3>
          <InstructionList items={LEARNING_INSTRUCTIONS} />
        </>
      )}
    </Modal>
  );
});

function OptionSummary({ option, competitive }: { option: TestOption; competitive: boolean }) {
  return (
    <Figures
      items={[
        [M.examType, M.examTypeName(option.examType)],
        [M.totalQuestions, option.totalQuestions],
        [M.totalTime, competitive ? option.duration : M.untimed],
        [M.marksCorrect, signedMark(option.marksCorrectAns, 'correct')],
        [M.marksIncorrect, signedMark(option.marksIncorrectAns, 'incorrect')],
        [M.marksNotAttempted, signedMark(option.marksNotAnswer, 'notAnswered')],
      ]}
    />
  );
}

const CompetitiveSetup = observer(function CompetitiveSetup({ store, idOf }: { store: SmartLearningStore; idOf: (f: OptionField) => string }) {
  const prefix = useId().replace(/:/g, '');
  return (
    <>
      <Tabs
        items={[{ id: 'options', label: M.options }, { id: 'instructions', label: M.instructions }]}
        value={store.setupTab}
        onChange={(id) => store.setSetupTab(id === 'instructions' ? 'instructions' : 'options')}
        idPrefix={prefix}
        fullWidth
      />
      <div css={{ paddingTop: 16 }}>
        {store.setupTab === 'options' ? (
          <TabPanel idPrefix={prefix} id="options">
            <form
              noValidate
              onSubmit={(e) => e.preventDefault()}
              css={{ display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', alignItems: 'start' }}
            >
              {OPTION_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={idOf(field)}
                  label={FIELD_LABEL[field]}
                  inputMode={FIELD_INPUT_MODE[field]}
                  autoComplete="off"
                  value={store.form[field]}
                  error={store.errorOf(field)}
                  onChange={(e) => store.setField(field, e.target.value)}
                />
              ))}
            </form>
          </TabPanel>
        ) : (
          <TabPanel idPrefix={prefix} id="instructions">
            <InstructionList items={COMPETITIVE_INSTRUCTIONS} />
          </TabPanel>
        )}
      </div>
    </>
  );
});

/** A saved session of the topic: Resume it, or Start New (the saved one ends). */
export function UnfinishedSessionModal({ running, fallbackName, onResume, onStartNew, onClose, busy = false }: {
  running: RunningTest;
  /** the name when the saved session has none (the topic's) */
  fallbackName: string;
  onResume: () => void;
  onStartNew: () => void;
  onClose: () => void;
  /** Start New is in flight */
  busy?: boolean;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={M.unfinishedTitle}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onStartNew} loading={busy}>{M.startNew}</Button>
          <Button onClick={onResume} disabled={busy}>{M.resume}</Button>
        </>
      }
    >
      <p css={{ margin: 0, lineHeight: 1.5 }}>{M.unfinishedText(running.testName || fallbackName)}</p>
    </Modal>
  );
}
