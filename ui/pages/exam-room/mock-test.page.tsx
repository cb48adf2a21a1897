// /exam-room/mock-test: horizontally scrollable category tabs with arrows
// that scroll 200 px, each holding its test list; a skeleton of 6 cards while loading; the side instruction
// panel titled Mock Test. Picking a test opens the start modal, or the previous-running-test modal when an
// attempt was saved for later; a course in state renew gets the upgrade modal instead.
import { keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import type { MockTest } from '../../../domain/exam-room/mock-test';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import { Button } from '../../components/button';
import { TabPanel, Tabs } from '../../components/tabs';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PageHeading } from '../page-heading';
import { panelCss } from '../../components/panel';
import { EmptyState, ExamTabGuard, Figures, InstructionPanel, twoColumnsCss, useTestStarter } from './exam-room-parts';
import { MockTestStartModal } from './mock-test-start-modal';
import { MockTestStore } from './mock-test.store';
import { RunningTestModal } from './running-test-modal';
import { useExamRoom } from './use-exam-room';
import { Flex } from '../../components/layout-primitives';
import { usePageVisit } from '../../analytics/use-page-visit';

export const TAB_SCROLL_PX = 200;
const pulse = keyframes`from { opacity: 1; } to { opacity: 0.5; }`;
export const SKELETON_CARDS = 6;

export default function MockTestPage() {
  return (
    <ExamTabGuard tab="mockTest" child="mock-test">
      <MockTestScreen />
    </ExamTabGuard>
  );
}

const MockTestScreen = observer(function MockTestScreen() {
  usePageVisit('mock-test');
  const examRoom = useExamRoom();
  const starter = useTestStarter();
  const templateId = starter.course?.templateId ?? 0;
  const store = useMemo(() => new MockTestStore(examRoom, templateId), [examRoom, templateId]);
  useEffect(() => { void store.load(); }, [store]);

  const pick = (test: MockTest) => {
    if (starter.blockedByAccess()) return;
    void store.pick(test);
  };
  const modal = store.modal;
  const listHeadingId = useId();

  return (
    <>
      <PageHeading>{M.mockTestHeading}</PageHeading>
      <div css={twoColumnsCss}>
        <section aria-labelledby={listHeadingId} css={panelCss}>
          <VisuallyHidden as="h2" id={listHeadingId}>{M.mockTests}</VisuallyHidden>
          {store.loading ? (
            <Skeleton />
          ) : store.categories.length === 0 ? (
            <EmptyState>{M.noMockTestData}</EmptyState>
          ) : (
            <Categories store={store} onPick={pick} />
          )}
        </section>
        <InstructionPanel title={M.mockTestHeading} instructions={M.mockTestInstructions} />
      </div>
      {modal?.kind === 'start' && (
        <MockTestStartModal
          test={modal.test}
          onClose={() => store.closeModal()}
          onStart={() => {
            store.closeModal();
            starter.start({ testId: modal.test.mocktestId, testType: TEST_TYPE.mockTest });
          }}
        />
      )}
      {modal?.kind === 'running' && (
        <RunningTestModal
          running={modal.running}
          onClose={() => store.closeModal()}
          onStartNew={() => store.startNew()}
          onContinue={() => {
            store.closeModal();
            starter.start({ testId: modal.test.mocktestId, testType: TEST_TYPE.mockTest, testSession: modal.running.testSession });
          }}
        />
      )}
    </>
  );
});

function Skeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{M.loadingMockTests}</VisuallyHidden>
      <div aria-hidden="true" css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div
            key={i}
            data-skeleton-card=""
            css={(t) => ({ height: 132, borderRadius: t.radii.md, background: t.colors.surfaceAlt, animation: `${pulse} 1.2s ease-in-out infinite alternate`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } })}
          />
        ))}
      </div>
    </div>
  );
}

const arrowCss = (t: import('@emotion/react').Theme) => ({
  flex: 'none', width: 36, height: 36, display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  border: `1px solid ${t.colors.border}`, borderRadius: t.radii.pill, background: t.colors.surface, color: t.colors.text,
  fontSize: 20, lineHeight: 1, cursor: 'pointer', '&:hover': { background: t.colors.surfaceAlt },
});

/** Scrolls the strip by dx pixels (smoothly where the browser can). */
export const scrollStrip = (el: HTMLElement | null, dx: number): void => {
  if (!el) return;
  if (typeof el.scrollBy === 'function') el.scrollBy({ left: dx, behavior: 'smooth' });
  else el.scrollLeft += dx;
};

const Categories = observer(function Categories({ store, onPick }: { store: MockTestStore; onPick: (t: MockTest) => void }) {
  const strip = useRef<HTMLDivElement>(null);
  const prefix = `mock-category-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const items = store.categories.map((c, i) => ({ id: String(i), label: c.categoryName || M.categoryNumber(i + 1) }));
  const category = store.currentCategory;
  return (
    <>
      <Flex alignItems="center" gap={2} mb={4}>
        <button type="button" aria-label={M.scrollCategoriesLeft} css={arrowCss} onClick={() => scrollStrip(strip.current, -TAB_SCROLL_PX)}>‹</button>
        <div ref={strip} css={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'thin', '& [role="tablist"]': { width: 'max-content', minWidth: '100%' }, '& [role="tab"]': { whiteSpace: 'nowrap' } }}>
          <Tabs items={items} value={String(store.selected)} onChange={(id) => store.select(Number(id))} label={M.mockTestCategories} idPrefix={prefix} />
        </div>
        <button type="button" aria-label={M.scrollCategoriesRight} css={arrowCss} onClick={() => scrollStrip(strip.current, TAB_SCROLL_PX)}>›</button>
      </Flex>
      {category && (
        <TabPanel idPrefix={prefix} id={String(store.selected)}>
          <ul aria-label={M.testListOfCategory(category.categoryName)} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
            {category.testList.map((test) => (
              <MockTestCard key={test.mocktestId} test={test} busy={store.checking?.mocktestId === test.mocktestId} onPick={() => onPick(test)} />
            ))}
          </ul>
        </TabPanel>
      )}
    </>
  );
});

function MockTestCard({ test, busy, onPick }: { test: MockTest; busy: boolean; onPick: () => void }) {
  const titleId = useId();
  return (
    <li css={(t) => ({ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.bg })}>
      <h3 id={titleId} css={{ margin: 0, fontSize: 17 }}>{test.testName}</h3>
      {test.difficulty && <p css={(t) => ({ margin: 0, fontSize: 14, color: t.colors.textMuted })}>{M.difficulty} {test.difficulty}</p>}
      <Figures items={[[M.questions, test.totalQuestions], [M.minutes, test.testTotalTime], [M.totalMarks, test.totalMarks]]} />
      <Button onClick={onPick} loading={busy} aria-describedby={titleId} css={{ marginTop: 'auto' }}>{M.startTest}</Button>
    </li>
  );
}
