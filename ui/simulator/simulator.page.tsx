// The full-screen test simulator (spec 001 §2 "Simulator layout", §4, §8): /test-simulator (registered mode),
// /test-simulator-adaptive (adaptive, no side panel) and /testview (review). Loads in its own lazy chunk
// together with the test engine; the store holds the view state, the engine the rules.
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { courseAccessState, isoDateOf } from '../../domain/account/access-state';
import type { TestMode } from '../../domain/test-engine/modes';
import { Spinner } from '../components/spinner';
import { VisuallyHidden } from '../components/visually-hidden';
import { useServices, type Services } from '../services-context';
import { warmQuestionHtml } from './warm-question-html';
import { BottomBar } from './components/bottom-bar';
import { FullscreenExitedModal } from './components/fullscreen-exited-modal';
import { HelpModal } from './components/help-modal';
import { LimitScreen } from './components/limit-screen';
import { QuestionPalette } from './components/question-palette';
import { QuestionView } from './components/question-view';
import { MOBILE_QUERY, SimulatorLayout } from './components/simulator-layout';
import { StatusLegend } from './components/status-legend';
import { SubmitModal } from './components/submit-modal';
import { SwitchSectionModal } from './components/switch-section-modal';
import { TeacherSupportModal } from './components/teacher-support-modal';
import { TimeEndedModal } from './components/time-ended-modal';
import { TimerDisplay } from './components/timer-display';
import { useMediaQuery } from './components/use-media-query';
import { downloadLog } from './download-log';
import { parseSimulatorParams } from './simulator-params';
import { SimulatorStore, type SimulatorCourse, type SimulatorEnv } from './simulator.store';
import { enterFullScreen, useExamGuards } from './use-exam-guards';

export interface SimulatorPageProps {
  mode: Extract<TestMode, 'registered' | 'review' | 'adaptive'>;
}

const narrowNow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/** The active course as the simulator needs it (payload fields, help flags, upgrade offer). */
export function simulatorCourse(services: Pick<Services, 'session'>, now = Date.now()): SimulatorCourse | null {
  const { session } = services;
  const course = session.activeCourse;
  if (!course) return null;
  const school = session.student?.schools[0];
  return {
    course: { courseId: course.courseId, templateId: course.templateId, packTypeId: course.packTypeId, packTypeTitle: course.packTypeTitle },
    ...(school ? { school: { admissionNumber: school.admissionNumber, schoolId: school.schoolId, schoolName: school.schoolName, className: school.className } } : {}),
    courseName: course.courseTitle,
    tonyHelp: course.tabs.tonyHelp,
    teacherHelp: course.tabs.teacherHelp,
    canUpgrade: courseAccessState(course, isoDateOf(now)) === 'upgrade',
  };
}

/**
 * One store per test: another test in the URL (same route) mounts a new screen. The adaptive session replaces
 * its URL after every answer (question=n), which is the same test.
 */
export default function SimulatorPage({ mode }: SimulatorPageProps) {
  const search = useSearch();
  const params = new URLSearchParams(search);
  params.delete('question');
  return <SimulatorScreen key={params.toString()} mode={mode} search={search} />;
}

function SimulatorScreen({ mode, search }: SimulatorPageProps & { search: string }) {
  const services = useServices();
  const [, navigate] = useLocation();
  const [store] = useState(() => {
    const env: SimulatorEnv = {
      toasts: services.toasts,
      engine: services.simulator,
      navigate: (to, opts) => navigate(to, opts),
      course: simulatorCourse(services),
      narrow: narrowNow(),
      help: services.simulatorHelp,
    };
    return new SimulatorStore(mode, parseSimulatorParams(search), env);
  });

  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  return <SimulatorView store={store} onHome={() => navigate('/dashboard')} onUpgrade={() => navigate(store.upgradePath)} />;
}

/**
 * The screen. It observes only what changes rarely (phase, flags; the current question's id only on a narrow
 * screen, for the mobile drawer); the question, bottom bar, palette, legend, modals and announcements are
 * observers of their own with the store as their only prop, so an answer or a move re-renders just the parts
 * whose values changed.
 */
export const SimulatorView = observer(function SimulatorView({ store, onHome, onUpgrade }: { store: SimulatorStore; onHome: () => void; onUpgrade: () => void }) {
  const flags = store.flags;
  const running = store.running;
  const narrow = useMediaQuery(MOBILE_QUERY);
  // the index of the question the question area shows (it follows a move a frame later): option shortcuts
  // answer only the question on screen
  const shownIndex = useRef<number | null>(null);
  useExamGuards({
    active: running,
    fullScreen: !!flags?.fullScreen,
    unloadWarning: !!flags?.unloadWarning,
    onFullScreenLeft: () => void store.fullScreenLeft(),
    onShortcut: (action) => {
      if (store.modal || store.pendingSectionName !== null || store.timeEnded || store.fullScreenExited) return;
      if (action.type === 'next') void store.next();
      else if (action.type === 'previous') void store.previous();
      else if (shownIndex.current === store.currentIndex) void store.pickOption(action.index);
    },
  });

  if (store.phase === 'loading') {
    return (
      <main css={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner label="Loading test" />
      </main>
    );
  }
  if (store.phase === 'error' || !store.ready || !flags) {
    const error = store.error;
    if (error?.kind === 'limit_reached') {
      return <LimitScreen kind="limit" message={error.message} canUpgrade={store.limitCanUpgrade} onUpgrade={onUpgrade} onHome={onHome} />;
    }
    return (
      <LimitScreen
        kind="error"
        title={error && 'title' in error ? error.title : 'Failed to load test'}
        message={error && 'title' in error ? error.message : ''}
        onBack={() => (window.history.length > 1 ? window.history.back() : onHome())}
      />
    );
  }

  const review = store.isReview;
  const adaptive = store.isAdaptive;

  return (
    <>
      <SimulatorLayout
        testName={store.testName}
        variant={adaptive ? 'adaptive' : 'standard'}
        timer={flags.timer ? <SimulatorTimer store={store} /> : undefined}
        bottomBar={<SimulatorBottomBar store={store} />}
        palette={adaptive ? undefined : <SimulatorPalette store={store} variant="grid" />}
        strip={adaptive ? undefined : <SimulatorPalette store={store} variant="strip" />}
        legend={adaptive ? undefined : <SimulatorLegend store={store} />}
        onSubmit={review || adaptive ? undefined : () => store.openModal('submit')}
        submitDisabled={store.submitting}
        // only the mobile drawer needs it (it closes on a move): on desktop a move does not re-render the screen
        currentQuestionId={narrow ? store.currentQuestionId : undefined}
      >
        <CurrentQuestion store={store} shownIndex={shownIndex} />
      </SimulatorLayout>
      <SimulatorModals store={store} />
      <SimulatorAnnouncements store={store} />
    </>
  );
});

type StoreProps = { store: SimulatorStore };

/**
 * The question on screen: re-renders when its response (or the question) changes, not on other questions' changes.
 * A move (Next, Previous, a palette jump) first paints its feedback (the palette's current cell, the bottom bar,
 * the 'Question n of N' announcement) with the question area unchanged, and renders the new question in a
 * non-blocking render right after (useDeferredValue): the click's frame does not wait for the new question's
 * render, style and layout. For that frame or two the old question is aria-busy, a cover takes its pointer input,
 * and its callbacks are tied to the index they were made for (and the option shortcuts to the question shown), so
 * nothing can answer a question other than the one on screen. (Not `inert`: that would take the old question's
 * inputs out of the accessibility tree and focus order for a frame, and automation that queries right after a
 * click would find no answer input at all.)
 */
const questionAreaCss = css({ position: 'relative' });
/**
 * Laid over the question area while it lags behind a move, so that a click lands on nothing. An added box, not
 * `pointer-events: none` on the area: that property is inherited, so toggling it restyled the whole question on the
 * click's frame.
 */
const staleCoverCss = css({ position: 'absolute', inset: 0 });

const CurrentQuestion = observer(function CurrentQuestion({ store, shownIndex }: StoreProps & { shownIndex: RefObject<number | null> }) {
  const current = store.currentIndex;
  const shown = useDeferredValue(current);
  const stale = shown !== current;
  useLayoutEffect(() => {
    shownIndex.current = shown;
    return () => { shownIndex.current = null; };
  }, [shown, shownIndex]);

  const review = store.isReview;
  // the questions around this one are prepared (their HTML sanitised) while the student reads it
  const questionSet = store.questionSet;
  useEffect(() => warmQuestionHtml(questionSet, shown, review), [questionSet, shown, review]);

  const q = store.questionAt(shown);
  const number = store.numberAt(shown);
  const response = store.responseAt(shown);
  const helpAvailable = store.helpAvailable;
  const imageBusy = store.imageBusy;
  const marks = review ? store.marksAt(shown) : null;
  const marksEditable = store.marksEditable;
  const savingMarks = store.savingMarks;
  const marksKey = marks ? `${marks.totalMark}:${marks.options.join(',')}` : '';

  // memoised: the urgent render of a move (old `shown`, same inputs) costs nothing below this component
  const element = useMemo(() => {
    if (!q) return <p>No test data available</p>;
    const onScreen = () => store.currentIndex === shown;
    return (
      <QuestionView
        key={q.questionId}
        question={q}
        number={number}
        response={response}
        mode={review ? 'review' : 'answer'}
        onResponseChange={(text) => { if (onScreen()) void store.answer(text); }}
        onImageSelect={helpAvailable ? (file) => { if (onScreen()) void store.uploadImage(file, file.name); } : undefined}
        onImageRemove={helpAvailable ? () => { if (onScreen()) void store.removeImage(); } : undefined}
        imageBusy={imageBusy}
        marks={marks ? { value: marks, onChange: marksEditable ? (v) => { if (onScreen()) void store.setMarks(v); } : undefined, disabled: savingMarks } : undefined}
      />
    );
    // marks is a new object on each render: its content is in marksKey
  }, [store, shown, q, number, response, review, helpAvailable, imageBusy, marksKey, marksEditable, savingMarks]);

  return (
    <div aria-busy={stale || undefined} css={questionAreaCss}>
      {element}
      {stale && <div data-cover="" aria-hidden="true" css={staleCoverCss} />}
    </div>
  );
});

const SimulatorBottomBar = observer(function SimulatorBottomBar({ store }: StoreProps) {
  if (store.isReview) {
    return (
      <BottomBar
        mode="review"
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext}
        onPrevious={() => void store.previous()}
        onNext={() => void store.next()}
        onExit={() => store.exitReview()}
        onFinish={store.marksEditable ? () => void store.finish() : undefined}
        finishing={store.finishing}
        onSupport={() => store.openModal('support')}
      />
    );
  }
  if (store.isAdaptive) {
    return (
      <BottomBar
        mode="adaptive"
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext && !store.advancing}
        onPrevious={() => void store.previous()}
        onNext={() => void store.next()}
        onFinish={() => void store.finish()}
        finishing={store.finishing}
      />
    );
  }
  const flags = store.flags;
  return (
    <BottomBar
      mode="test"
      hasPrevious={store.hasPrevious}
      hasNext={store.hasNext}
      onPrevious={() => void store.previous()}
      onNext={() => void store.next()}
      onClear={() => void store.clear()}
      markedForReview={store.markedForReview}
      onToggleReview={flags?.markForReview ? () => void store.toggleReview() : undefined}
      onSupport={flags?.support ? () => store.openModal('support') : undefined}
      onAskTony={store.canAskTony ? () => store.openHelp() : undefined}
    />
  );
});

const SimulatorPalette = observer(function SimulatorPalette({ store, variant }: StoreProps & { variant: 'grid' | 'strip' }) {
  return (
    <QuestionPalette variant={variant} sections={store.paletteSections} currentQuestionId={store.currentQuestionId} onJump={(id) => void store.jumpTo(id)} />
  );
});

const SimulatorLegend = observer(function SimulatorLegend({ store }: StoreProps) {
  return <StatusLegend counts={store.statusCounts} />;
});

const SimulatorModals = observer(function SimulatorModals({ store }: StoreProps) {
  const testType = store.test?.testType;
  return (
    <>
      {!store.isReview && !store.isAdaptive && testType !== undefined && <SimulatorSubmitModal store={store} />}
      <TimeEndedModal open={store.timeEnded} onSubmitNow={() => store.submit()} submitting={store.submitting} />
      <FullscreenExitedModal
        open={store.fullScreenExited}
        onReenter={() => {
          void enterFullScreen().then((ok) => { if (ok) void store.fullScreenEntered(); });
        }}
        onSubmitNow={() => store.submit()}
        submitting={store.submitting}
      />
      <SwitchSectionModal
        open={store.pendingSectionName !== null && !store.timeEnded}
        nextSectionName={store.pendingSectionName ?? ''}
        onConfirm={() => void store.confirmSectionSwitch()}
        onCancel={() => void store.cancelSectionSwitch()}
      />
      <TeacherSupportModal
        open={store.modal === 'support'}
        onClose={() => store.closeModal()}
        onSend={store.canAskTeacher ? (query) => store.sendTeacherQuery(query) : undefined}
        sending={store.sendingQuery}
        onDownloadLog={() => { const log = store.exportLog(); if (log) downloadLog(log); }}
      />
      {store.canAskTony && (
        <HelpModal
          open={store.modal === 'help'}
          onClose={() => store.closeModal()}
          view={store.helpView}
          onViewChange={(view) => void store.setHelpView(view)}
          // built only while the modal is open: it sanitises the question and every option (costly on each Next)
          webSearchUrl={store.modal === 'help' ? store.webSearchUrl : ''}
          onWebSearch={() => void store.helpUsed()}
          aiAnswer={store.aiAnswer}
          studyMaterials={store.studyMaterials}
          studyMaterialAvailable={store.studyMaterialAvailable}
        />
      )}
    </>
  );
});

/** Its own observer: the counts change with most answers, the rest of the modals' inputs do not. */
const SimulatorSubmitModal = observer(function SimulatorSubmitModal({ store }: StoreProps) {
  return (
    <SubmitModal
      open={(store.modal === 'submit' && !store.timeEnded) || store.submitPending}
      cancellable={!store.submitPending}
      onCancel={() => store.closeModal()}
      counts={store.statusCounts}
      testType={store.test!.testType}
      onSubmitNow={() => store.submit()}
      onSaveAndContinueLater={store.canSaveForLater ? () => store.saveForLater() : undefined}
      submitting={store.submitting || store.saving}
    />
  );
});

const SimulatorAnnouncements = observer(function SimulatorAnnouncements({ store }: StoreProps) {
  const adaptive = store.isAdaptive;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {store.submitting ? 'Submitting the test' : store.running && store.resumed ? 'Your answers were restored' : ''}
      </VisuallyHidden>
      {/* where Next / Previous / a shortcut landed, for screen readers (focus stays on the control used) */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {store.currentQuestion && !adaptive ? `Question ${store.currentNumber} of ${store.questionCount}` : ''}
      </VisuallyHidden>
    </>
  );
});

/** The timer alone observes the remaining seconds, so a tick re-renders only it (not the question or the palette). */
const SimulatorTimer = observer(function SimulatorTimer({ store }: { store: SimulatorStore }) {
  if (!store.timerOn || store.remaining === null) return null;
  return <TimerDisplay remainingSeconds={store.state?.timeEnded ? 0 : store.remaining} />;
});
