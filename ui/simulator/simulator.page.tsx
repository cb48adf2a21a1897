// The full-screen test simulator: /test-simulator (registered mode), /test-simulator-adaptive (adaptive, no side
// panel), /testview (review) and /guest-testsimulator (guest: a course's free test without an account; no course,
// no help tools; Submit Now hands the test in and opens the guest submit flow, guest-submit.store.ts). Loads in its own lazy chunk; the test engine is a further chunk, loaded by the
// simulator's use cases. The stores (simulator-screen.ts) hold the view state, the engine the rules.
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SIMULATOR_MESSAGES } from '../../application/simulator/simulator-messages';
import { courseAccessState, isoDateOf } from '../../domain/account/access-state';
import { guestLinkOf, guestTestBeginPath } from '../../domain/shared/guest-paths';
import { PATHS, selectCoursePath } from '../../domain/shared/paths';
import { Spinner } from '../components/spinner';
import { useServices, type Services } from '../services-context';
import { LimitScreen } from './components/limit-screen';
import { QuestionView } from './components/question-view';
import { MOBILE_QUERY, SimulatorLayout } from './components/simulator-layout';
import { useMediaQuery } from '../components/use-media-query';
import type { SimulatorCourse, SimulatorEnv } from './simulator-env';
import { SimulatorModals } from './simulator-modals';
import { SimulatorAnnouncements, SimulatorBottomBar, SimulatorLegend, SimulatorPalette, SimulatorTimer } from './simulator-panels';
import { parseSimulatorParams, type SimulatorMode } from './simulator-params';
import { createSimulatorScreen, type SimulatorScreen } from './simulator-screen';
import { useExamGuards } from './use-exam-guards';
import { warmQuestionHtml } from './warm-question-html';
import { StyleWarmup } from './components/style-warmup';

export interface SimulatorPageProps {
  mode: SimulatorMode;
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
    ...(session.student ? { owner: session.student.loginId } : {}),
  };
}

/**
 * One screen (its stores) per test: another test in the URL (same route) mounts a new screen. The adaptive session
 * replaces its URL after every answer (question=n), which is the same test.
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
  const guest = mode === 'guest';
  const [{ screen, course }] = useState(() => {
    const env: SimulatorEnv = {
      toasts: services.toasts,
      simulator: services.simulator,
      navigate: (to: string, opts?: { replace?: boolean }) => navigate(to, opts),
      narrow: narrowNow(),
      // a guest is not a student of the test's course (not even when someone is signed in): no course payload, no
      // help tools; the guest submit flow gets the account calls instead
      ...(guest
        ? { course: null, guest: { account: services.account, session: services.session } }
        : { course: simulatorCourse(services), help: services.simulatorHelp }),
    };
    return { screen: createSimulatorScreen(mode, parseSimulatorParams(search), env), course: env.course };
  });

  useEffect(() => {
    // a handed-in test that was not sent yet (a reload after an offline submit) is sent again at once
    let mounted = true;
    void screen.session.start().then(() => { if (mounted) void screen.submission.resumePending(); });
    return () => {
      mounted = false;
      screen.submission.dispose();
      screen.session.dispose();
      screen.guest?.dispose();
    };
  }, [screen]);

  const upgradePath = () => selectCoursePath(course?.course.courseId ?? screen.session.params.courseId);
  // a guest's Home and Go Back! lead to the wizard of the same link, not to a dashboard the guest does not have
  const wizard = guest ? () => navigate(guestTestBeginPath(guestLinkOf(search))) : undefined;
  return (
    <SimulatorView
      screen={screen}
      canUpgrade={course?.canUpgrade ?? false}
      onHome={wizard ?? (() => navigate(PATHS.dashboard))}
      onBack={wizard}
      onUpgrade={() => navigate(upgradePath())}
    />
  );
}

export interface SimulatorViewProps {
  screen: SimulatorScreen;
  /** the limit screen offers Upgrade (the course access state is upgrade) */
  canUpgrade?: boolean;
  onHome: () => void;
  /** Go Back! of the error screens; default the browser's back (else onHome) */
  onBack?: () => void;
  onUpgrade: () => void;
}

/**
 * The screen. It observes only what changes rarely (phase, flags; the current question's id only on a narrow
 * screen, for the mobile drawer); the question, bottom bar, palette, legend, modals and announcements are
 * observers of their own with the screen's stores as their only prop, so an answer or a move re-renders just the
 * parts whose values changed.
 */
export const SimulatorView = observer(function SimulatorView({ screen, canUpgrade = false, onHome, onBack, onUpgrade }: SimulatorViewProps) {
  const { session, modals, submission } = screen;
  const flags = session.flags;
  const running = session.running;
  const narrow = useMediaQuery(MOBILE_QUERY);
  // the index of the question the question area shows (it follows a move a frame later): option shortcuts
  // answer only the question on screen
  const shownIndex = useRef<number | null>(null);
  useExamGuards({
    active: running,
    fullScreen: !!flags?.fullScreen,
    unloadWarning: !!flags?.unloadWarning,
    onFullScreenLeft: () => void session.fullScreenLeft(),
    onShortcut: (action) => {
      if (modals.modal || session.pendingSectionName !== null || session.timeEnded || session.fullScreenExited) return;
      if (action.type === 'next') void (session.isAdaptive ? screen.adaptive.next() : session.next());
      else if (action.type === 'previous') void session.previous();
      else if (shownIndex.current === session.currentIndex) void session.pickOption(action.index);
    },
  });

  // the test's first render (its palette, question and bars) goes to a non-blocking render: the loaded test's
  // reply is handled in one task, and mounting the whole screen in that task blocked a slow phone's main thread for
  // a quarter of a second at 4x CPU (docs/performance.md "Lighthouse"); React renders it in slices instead, with the
  // spinner on screen until it is done
  const phase = useDeferredValue(session.phase);
  if (phase === 'loading') {
    return (
      <main css={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner label={SIMULATOR_MESSAGES.loadingTest} />
      </main>
    );
  }
  if (session.phase === 'error' || !session.ready || !flags) {
    const error = session.error;
    if (error?.kind === 'limit_reached') {
      return <LimitScreen kind="limit" message={error.message} canUpgrade={canUpgrade} onUpgrade={onUpgrade} onHome={onHome} />;
    }
    return (
      <LimitScreen
        kind="error"
        title={error && 'title' in error ? error.title : SIMULATOR_MESSAGES.testLoadFailed}
        message={error && 'title' in error ? error.message : ''}
        onBack={onBack ?? (() => (window.history.length > 1 ? window.history.back() : onHome()))}
      />
    );
  }

  const review = session.isReview;
  const adaptive = session.isAdaptive;

  return (
    <>
      <SimulatorLayout
        testName={session.testName}
        variant={adaptive ? 'adaptive' : 'standard'}
        timer={flags.timer ? <SimulatorTimer screen={screen} /> : undefined}
        bottomBar={<SimulatorBottomBar screen={screen} />}
        palette={adaptive ? undefined : <SimulatorPalette screen={screen} variant="grid" />}
        strip={adaptive ? undefined : <SimulatorPalette screen={screen} variant="strip" />}
        legend={adaptive ? undefined : <SimulatorLegend screen={screen} />}
        onSubmit={review || adaptive ? undefined : () => modals.open('submit')}
        submitDisabled={submission.submitting}
        // only the mobile drawer needs it (it closes on a move): on desktop a move does not re-render the screen
        currentQuestionId={narrow ? session.currentQuestionId : undefined}
      >
        <CurrentQuestion screen={screen} shownIndex={shownIndex} />
      </SimulatorLayout>
      <SimulatorModals screen={screen} />
      <SimulatorAnnouncements screen={screen} />
      <SimulatorStyleWarmup screen={screen} />
    </>
  );
});

type ScreenProps = { screen: SimulatorScreen };

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

/** Outside the question area and its main landmark: nothing that reads the question on screen finds the samples. */
const SimulatorStyleWarmup = observer(function SimulatorStyleWarmup({ screen }: ScreenProps) {
  return <StyleWarmup questions={screen.session.questionSet} review={screen.session.isReview} coverCss={staleCoverCss} />;
});

const CurrentQuestion = observer(function CurrentQuestion({ screen, shownIndex }: ScreenProps & { shownIndex: RefObject<number | null> }) {
  const { session, help, marks: reviewMarks } = screen;
  const current = session.currentIndex;
  const shown = useDeferredValue(current);
  const stale = shown !== current;
  useLayoutEffect(() => {
    shownIndex.current = shown;
    return () => { shownIndex.current = null; };
  }, [shown, shownIndex]);

  const review = session.isReview;
  // the questions around this one are prepared (their HTML sanitised) while the student reads it
  const questionSet = session.questionSet;
  useEffect(() => warmQuestionHtml(questionSet, shown, review), [questionSet, shown, review]);

  const q = session.questionAt(shown);
  const number = session.numberAt(shown);
  const response = session.responseAt(shown);
  const helpAvailable = help.helpAvailable;
  const imageBusy = help.imageBusy;
  const marks = review ? reviewMarks.marksAt(shown) : null;
  const marksEditable = reviewMarks.marksEditable;
  const savingMarks = reviewMarks.savingMarks;
  const marksKey = marks ? `${marks.totalMark}:${marks.options.join(',')}` : '';

  // memoised: the urgent render of a move (old `shown`, same inputs) costs nothing below this component
  const element = useMemo(() => {
    if (!q) return <p>{SIMULATOR_MESSAGES.noTestData}</p>;
    const onScreen = () => session.currentIndex === shown;
    return (
      <QuestionView
        key={q.questionId}
        question={q}
        number={number}
        response={response}
        mode={review ? 'review' : 'answer'}
        onResponseChange={(text) => { if (onScreen()) void session.answer(text); }}
        onImageSelect={helpAvailable ? (file) => { if (onScreen()) void help.uploadImage(file, file.name); } : undefined}
        onImageRemove={helpAvailable ? () => { if (onScreen()) void help.removeImage(); } : undefined}
        imageBusy={imageBusy}
        marks={marks ? { value: marks, onChange: marksEditable ? (v) => { if (onScreen()) void reviewMarks.setMarks(v); } : undefined, disabled: savingMarks } : undefined}
      />
    );
    // marks is a new object on each render: its content is in marksKey
  }, [session, help, reviewMarks, shown, q, number, response, review, helpAvailable, imageBusy, marksKey, marksEditable, savingMarks]);

  return (
    <div aria-busy={stale || undefined} css={questionAreaCss}>
      {element}
      {stale && <div data-cover="" aria-hidden="true" css={staleCoverCss} />}
    </div>
  );
});
