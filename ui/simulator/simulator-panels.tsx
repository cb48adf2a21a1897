// The parts of the simulator screen around the question, each a MobX observer of its own with the screen's stores
// as its only prop, so an answer or a move re-renders only the parts whose values changed: the bottom bar, the
// palette (grid and strip), the legend, the screen-reader announcements and the timer.
import { observer } from 'mobx-react-lite';
import { SIMULATOR_MESSAGES } from '../../application/simulator/simulator-messages';
import { VisuallyHidden } from '../components/visually-hidden';
import { BottomBar } from './components/bottom-bar';
import { QuestionPalette } from './components/question-palette';
import { StatusLegend } from './components/status-legend';
import { TimerDisplay } from './components/timer-display';
import type { SimulatorScreen } from './simulator-screen';

type ScreenProps = { screen: SimulatorScreen };

export const SimulatorBottomBar = observer(function SimulatorBottomBar({ screen }: ScreenProps) {
  const { session, modals, submission, adaptive, marks, help } = screen;
  if (session.isReview) {
    return (
      <BottomBar
        mode="review"
        hasPrevious={session.hasPrevious}
        hasNext={session.hasNext}
        onPrevious={() => void session.previous()}
        onNext={() => void session.next()}
        onExit={() => submission.exitReview()}
        onFinish={marks.marksEditable ? () => void marks.finish() : undefined}
        finishing={submission.finishing}
        onSupport={() => modals.open('support')}
      />
    );
  }
  if (session.isAdaptive) {
    return (
      <BottomBar
        mode="adaptive"
        hasPrevious={session.hasPrevious}
        hasNext={adaptive.canAdvance}
        onPrevious={() => void session.previous()}
        onNext={() => void adaptive.next()}
        onFinish={() => void adaptive.finish()}
        finishing={submission.finishing}
      />
    );
  }
  const flags = session.flags;
  return (
    <BottomBar
      mode="test"
      hasPrevious={session.hasPrevious}
      hasNext={session.hasNext}
      onPrevious={() => void session.previous()}
      onNext={() => void session.next()}
      onClear={() => void session.clear()}
      markedForReview={session.markedForReview}
      onToggleReview={flags?.markForReview ? () => void session.toggleReview() : undefined}
      onSupport={flags?.support ? () => modals.open('support') : undefined}
      onAskTony={help.canAskTony ? () => help.openHelp() : undefined}
    />
  );
});

export const SimulatorPalette = observer(function SimulatorPalette({ screen, variant }: ScreenProps & { variant: 'grid' | 'strip' }) {
  const { session } = screen;
  return (
    <QuestionPalette variant={variant} sections={session.paletteSections} currentQuestionId={session.currentQuestionId} onJump={(id) => void session.jumpTo(id)} />
  );
});

export const SimulatorLegend = observer(function SimulatorLegend({ screen }: ScreenProps) {
  return <StatusLegend counts={screen.session.statusCounts} />;
});

export const SimulatorAnnouncements = observer(function SimulatorAnnouncements({ screen }: ScreenProps) {
  const { session, submission } = screen;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {submission.submitting ? SIMULATOR_MESSAGES.submitting : session.running && session.resumed ? SIMULATOR_MESSAGES.answersRestored : ''}
      </VisuallyHidden>
      {/* where Next / Previous / a shortcut landed, for screen readers (focus stays on the control used) */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {session.currentQuestion && !session.isAdaptive ? SIMULATOR_MESSAGES.questionOf(session.currentNumber, session.questionCount) : ''}
      </VisuallyHidden>
    </>
  );
});

/** The timer alone observes the remaining seconds, so a tick re-renders only it (not the question or the palette). */
export const SimulatorTimer = observer(function SimulatorTimer({ screen }: ScreenProps) {
  const { session } = screen;
  if (!session.timerOn || session.remaining === null) return null;
  return <TimerDisplay remainingSeconds={session.state?.timeEnded ? 0 : session.remaining} />;
});
