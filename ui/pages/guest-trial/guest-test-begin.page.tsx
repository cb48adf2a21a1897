// /guest-testbegin (public): the guest trial's three-step wizard before a free test: Welcome, How to navigate
// (time, answering, navigation, status colours, scoring, warnings) and Ready to start. Back and Next arrows, one
// dot per step, ArrowLeft/ArrowRight; the new step's heading takes the focus on every move. Start Test opens the
// guest simulator with the link's ten keys (domain/shared/guest-paths.ts GUEST_LINK_KEYS); a link without a course
// offers the course list instead. Right-click and the devtools/view-source keys are blocked, as in the test.
import type { Theme } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { STATUS_LABELS } from '../../../application/simulator/simulator-messages';
import { guestLinkOf, guestSimulatorPath, type GuestLink } from '../../../domain/shared/guest-paths';
import { PATHS } from '../../../domain/shared/paths';
import { QUESTION_STATUSES } from '../../../domain/test-engine/question-response';
import { useBlockedShortcuts } from '../../components/blocked-shortcuts';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Icon } from '../../components/icons';
import { visuallyHiddenCss } from '../../components/visually-hidden';
import { statusCellCss } from '../../simulator/components/status-look';
import { GUEST_TRIAL_LABELS as L, STATUS_MEANINGS } from './guest-trial-labels';

const STEPS = [
  { id: 'welcome', title: L.welcome.title },
  { id: 'how-to', title: L.howTo.title },
  { id: 'ready', title: L.ready.title },
] as const;

const LAST = STEPS.length - 1;

/** A link names a course when its courseId is a number of 1 to 15 digits (the guest test needs it). */
const namesCourse = (link: GuestLink): boolean => /^\d{1,15}$/.test(String(link.courseId ?? ''));

/** A field where the visitor types: the arrow keys stay the field's own there. */
const isTypingTarget = (el: EventTarget | null): boolean => {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset', 'file', 'range'].includes(el.type);
};

/** The touch target every control of the wizard keeps (WCAG 2.5.5). */
const TOUCH = 44;

/** Phone widths (below the theme's mobile breakpoint). */
const narrow = (t: Theme) => `@media (max-width: ${t.layout.mobileBreakpoint - 0.02}px)`;

export default function GuestTestBeginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const link = useMemo(() => guestLinkOf(search), [search]);
  const canStart = namesCourse(link);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);
  const headingId = useId();

  useBlockedShortcuts(true);

  const go = (to: number) => {
    const next = Math.min(LAST, Math.max(0, to));
    if (next === step) {
      heading.current?.focus();
      return;
    }
    focusPending.current = true;
    setStep(next);
  };
  /** one step on (1) or back (-1); nothing past the first or the last step */
  const move = (delta: 1 | -1): boolean => {
    const target = step + delta;
    if (target < 0 || target > LAST) return false;
    go(target);
    return true;
  };
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });

  // the new step's heading takes the focus (not on the first paint: the route's own focus stays)
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    heading.current?.focus();
  }, [step]);

  // ArrowLeft / ArrowRight move between steps (not while typing, not with a modifier: Alt+Left is the browser's Back)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTypingTarget(e.target)) return;
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (moveRef.current(e.key === 'ArrowRight' ? 1 : -1)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const start = () => navigate(guestSimulatorPath(link));

  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.bg, color: t.colors.text })}>
      <header
        css={(t) => ({
          display: 'flex',
          alignItems: 'center',
          minHeight: 64,
          padding: '8px 16px',
          boxSizing: 'border-box',
          background: t.colors.surface,
          borderBottom: `1px solid ${t.colors.border}`,
        })}
      >
        <BrandLogo />
      </header>
      <main
        id="main"
        tabIndex={-1}
        css={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px 40px', boxSizing: 'border-box', '&:focus': { outline: 'none' } }}
      >
        <h1 css={{ margin: '0 0 6px', fontSize: 28, lineHeight: 1.25 }}>{L.title}</h1>
        <p css={(t) => ({ margin: '0 0 20px', color: t.colors.textMuted })}>{L.intro}</p>
        <div
          css={(t) => ({
            padding: '24px 24px 16px',
            boxSizing: 'border-box',
            borderRadius: t.radii.lg,
            border: `1px solid ${t.colors.border}`,
            background: t.colors.surface,
            boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)',
            [narrow(t)]: { padding: '20px 16px 12px' },
          })}
        >
          <section key={STEPS[step].id} aria-labelledby={headingId} css={{ minHeight: 220 }}>
            <p css={(t) => ({ margin: '0 0 4px', color: t.colors.textMuted, fontSize: 14, fontWeight: 600 })}>
              {L.stepOf(step + 1, STEPS.length)}
            </p>
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              css={(t) => ({
                margin: '0 0 16px',
                fontSize: 24,
                lineHeight: 1.3,
                '&:focus': { outline: 'none' },
                '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 4, borderRadius: t.radii.sm },
              })}
            >
              {STEPS[step].title}
            </h2>
            {step === 0 && <WelcomeStep />}
            {step === 1 && <HowToStep />}
            {step === 2 && <ReadyStep canStart={canStart} />}
          </section>
          <div
            css={(t) => ({
              display: 'grid',
              gridTemplateColumns: '1fr auto 1fr',
              gridTemplateAreas: '"back dots next"',
              alignItems: 'center',
              gap: 12,
              marginTop: 24,
              paddingTop: 16,
              borderTop: `1px solid ${t.colors.border}`,
              [narrow(t)]: {
                gridTemplateColumns: 'auto 1fr',
                gridTemplateAreas: '"dots dots" "back next"',
              },
            })}
          >
            <div css={{ gridArea: 'back', justifySelf: 'start' }}>
              {step > 0 && (
                <Button
                  variant="ghost"
                  onClick={() => move(-1)}
                  css={(t) => ({ minHeight: TOUCH, minWidth: TOUCH, [narrow(t)]: { padding: 10 } })}
                >
                  <Icon name="arrowBack" />
                  {/* on a phone the arrow alone (the word stays the button's name), so Start Test fits beside it */}
                  <span css={(t) => ({ [narrow(t)]: visuallyHiddenCss })}>{L.back}</span>
                </Button>
              )}
            </div>
            <Dots step={step} onGo={go} />
            <div css={{ gridArea: 'next', justifySelf: 'end' }}>
              {step < LAST ? (
                <Button onClick={() => move(1)} css={{ minHeight: TOUCH, minWidth: TOUCH }}>
                  {L.next}
                  <Icon name="arrowForward" />
                </Button>
              ) : canStart ? (
                <Button variant="greenHaze" onClick={start} css={{ minHeight: TOUCH }}>{L.start}</Button>
              ) : (
                <ButtonLink href={PATHS.selectYourCourse} css={{ minHeight: TOUCH, boxSizing: 'border-box' }}>{L.chooseCourse}</ButtonLink>
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

function Dots({ step, onGo }: { step: number; onGo: (to: number) => void }) {
  return (
    <ol aria-label={L.steps} css={{ gridArea: 'dots', justifySelf: 'center', display: 'flex', gap: 4, margin: 0, padding: 0, listStyle: 'none' }}>
      {STEPS.map((s, i) => {
        const current = i === step;
        return (
          <li key={s.id}>
            <button
              type="button"
              aria-label={L.dot(i + 1, STEPS.length, s.title)}
              aria-current={current ? 'step' : undefined}
              onClick={() => onGo(i)}
              css={(t) => ({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: TOUCH,
                height: TOUCH,
                padding: 0,
                border: 0,
                borderRadius: t.radii.pill,
                background: 'none',
                cursor: 'pointer',
                '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: -2 },
                '&:hover > span': { borderColor: t.colors.primary },
              })}
            >
              {/* the current dot is wider and filled, so the step is not shown by colour alone */}
              <span
                aria-hidden="true"
                css={(t) => ({
                  display: 'block',
                  width: current ? 28 : 14,
                  height: 14,
                  boxSizing: 'border-box',
                  borderRadius: t.radii.pill,
                  border: `2px solid ${current ? t.colors.primary : t.colors.textMuted}`,
                  background: current ? t.colors.primary : 'transparent',
                  transition: 'width 150ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                })}
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
}

const textCss = { margin: '0 0 12px', lineHeight: 1.55 } as const;

const listCss = { margin: '0 0 12px', paddingLeft: 22, lineHeight: 1.55, '& > li + li': { marginTop: 6 } } as const;

function WelcomeStep() {
  return (
    <>
      <p css={{ ...textCss, fontSize: 18, fontWeight: 600 }}>{L.welcome.lead}</p>
      <ul css={listCss}>
        {L.welcome.points.map((p) => <li key={p}>{p}</li>)}
      </ul>
      <p css={(t) => ({ ...textCss, color: t.colors.textMuted })}>{L.welcome.nextHint}</p>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ '& + &': { marginTop: 16 } }}>
      <h3 css={{ margin: '0 0 6px', fontSize: 18 }}>{title}</h3>
      {children}
    </section>
  );
}

function HowToStep() {
  const h = L.howTo;
  return (
    <>
      <Part title={h.time.title}><p css={textCss}>{h.time.text}</p></Part>
      <Part title={h.answering.title}><p css={textCss}>{h.answering.text}</p></Part>
      <Part title={h.navigation.title}><p css={textCss}>{h.navigation.text}</p></Part>
      <Part title={h.statuses.title}>
        <p css={textCss}>{h.statuses.text}</p>
        <StatusKey />
      </Part>
      <Part title={h.scoring.title}><p css={textCss}>{h.scoring.text}</p></Part>
      <Part title={h.warnings.title}>
        <ul css={listCss}>
          {h.warnings.points.map((p) => <li key={p}>{p}</li>)}
        </ul>
      </Part>
    </>
  );
}

/** The seven statuses with the simulator's own look (status-look.ts) and names, and what each means. */
function StatusKey() {
  return (
    <ul
      aria-label={L.howTo.statuses.legend}
      css={{
        listStyle: 'none',
        margin: '0 0 12px',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        gap: 12,
      }}
    >
      {QUESTION_STATUSES.map((status) => (
        <li key={status} css={{ display: 'flex', alignItems: 'flex-start', gap: 10, fontSize: 15, lineHeight: 1.4 }}>
          <span aria-hidden="true" data-status={status} css={(t) => statusCellCss(t, status, 32)} />
          <span>
            <strong>{STATUS_LABELS[status]}</strong>
            <br />
            {STATUS_MEANINGS[status]}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReadyStep({ canStart }: { canStart: boolean }) {
  if (!canStart) {
    return (
      <>
        <p css={{ ...textCss, fontWeight: 600 }}>{L.ready.noCourse}</p>
        <p css={textCss}>{L.ready.noCourseHint}</p>
      </>
    );
  }
  return (
    <>
      <p css={textCss}>{L.ready.text}</p>
      <p css={{ ...textCss, fontWeight: 600 }}>{L.ready.luck}</p>
    </>
  );
}
