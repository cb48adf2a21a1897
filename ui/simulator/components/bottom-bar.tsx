// The simulator bottom bar: previous arrow, Clear, Mark for Review / Unmark Review, next
// arrow. Review mode: Finish Test (when marks are editable), Support and Exit. Adaptive: Finish Test.
// ASK TONY shows when the AI feature is on (onAskTony given); Support whenever onSupport is given.
import type { ReactNode } from 'react';
import { Button } from '../../components/button';

interface CommonProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** the AI teacher is on (course tonyHelp) */
  onAskTony?: () => void;
  /** teacher support is on */
  onSupport?: () => void;
}

export interface TestBottomBarProps extends CommonProps {
  mode: 'test';
  onClear: () => void;
  /** whether the current question is marked for review */
  markedForReview: boolean;
  /** omit when mark-for-review is off */
  onToggleReview?: () => void;
}

export interface ReviewBottomBarProps extends CommonProps {
  mode: 'review';
  onExit: () => void;
  /** given when marks are editable (testStatus 2) */
  onFinish?: () => void;
  finishing?: boolean;
}

export interface AdaptiveBottomBarProps extends CommonProps {
  mode: 'adaptive';
  onFinish: () => void;
  finishing?: boolean;
}

export type BottomBarProps = TestBottomBarProps | ReviewBottomBarProps | AdaptiveBottomBarProps;

const Arrow = ({ dir }: { dir: 'left' | 'right' }) => (
  <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="currentColor">
    <path d={dir === 'left' ? 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z' : 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z'} />
  </svg>
);

export function BottomBar(props: BottomBarProps) {
  const actions: ReactNode[] = [];
  if (props.mode === 'test') {
    actions.push(<Button key="clear" variant="ghost" onClick={props.onClear}>Clear</Button>);
    if (props.onToggleReview) {
      actions.push(
        <Button key="review" variant="amethyst" onClick={props.onToggleReview}>
          {props.markedForReview ? 'Unmark Review' : 'Mark for Review'}
        </Button>,
      );
    }
  }
  if ((props.mode === 'review' || props.mode === 'adaptive') && props.onFinish) {
    actions.push(
      <Button key="finish" variant="greenHaze" onClick={props.onFinish} loading={props.finishing}>Finish Test</Button>,
    );
  }
  if (props.onSupport) actions.push(<Button key="support" variant="ghost" onClick={props.onSupport}>Support</Button>);
  if (props.mode === 'review') actions.push(<Button key="exit" variant="ghost" onClick={props.onExit}>Exit</Button>);
  if (props.onAskTony) actions.push(<Button key="tony" variant="sunglow" onClick={props.onAskTony}>ASK TONY</Button>);

  return (
    <div
      role="group"
      aria-label="Question actions"
      css={(t) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '10px 12px',
        borderTop: `1px solid ${t.colors.border}`,
        background: t.colors.surface,
      })}
    >
      <Button variant="ghost" aria-label="Previous question" aria-keyshortcuts="ArrowLeft P" title="Previous question (← or P)" onClick={props.onPrevious} disabled={!props.hasPrevious}>
        <Arrow dir="left" />
      </Button>
      <div
        css={(t) => ({
          flex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 8,
          // narrow screens: compact buttons, two to a row instead of one
          [`@media (max-width: ${t.layout.mobileBreakpoint - 0.02}px)`]: { '& > button': { padding: '6px 12px', fontSize: 14 } },
        })}
      >
        {actions}
      </div>
      <Button variant="ghost" aria-label="Next question" aria-keyshortcuts="ArrowRight N" title="Next question (→ or N)" onClick={props.onNext} disabled={!props.hasNext}>
        <Arrow dir="right" />
      </Button>
    </div>
  );
}
