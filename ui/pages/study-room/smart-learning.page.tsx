// /study-room/smart-learning, Gap Fixer / Smart Learning (spec 001 §2, §4): the topic tree headed Select Your Topic
// with a progress ring per topic for the chosen mode; the chosen topic's panel with its Topic Progress gauge, the
// Learning / Competitive tab, the Exam Type dropdown (only with more than one option), the mode's instructions and
// Next. Next opens the upgrade modal when the course is in state renew, else the start-test modal; Start Session
// offers a saved self test of the topic first (Start New / Resume). A visit is tracked on mount and a heartbeat every
// 5000 ms while the page is visible; the rings are fetched again when the mode changes and when the page is shown
// again.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import {
  COMPETITIVE_INSTRUCTIONS, LEARNING_INSTRUCTIONS, STUDY_ROOM_MESSAGES as M,
} from '../../../application/study-room/study-room-messages';
import { blocksStartingTests } from '../../../domain/account/access-state';
import type { Topic } from '../../../domain/exam-room/topic';
import { PATHS } from '../../../domain/shared/paths';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import { SESSION_MODES, type SessionMode } from '../../../domain/study-room/self-test';
import { useHeartbeat } from '../../analytics/use-heartbeat';
import { usePageVisit } from '../../analytics/use-page-visit';
import { HalfRingGauge } from '../../charts/half-ring-gauge';
import { ProgressRing } from '../../charts/progress-ring';
import { Button } from '../../components/button';
import { CourseTabGuard, useAccessState } from '../../components/course-tab-guard';
import { panelCss } from '../../components/panel';
import { TabPanel, Tabs } from '../../components/tabs';
import { TopicTreePanel } from '../../components/topic-tree';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { ChooseTopicHint, EmptyTopicTree, InstructionList, modeName, StartTestModal, twoPanesCss, UnfinishedSessionModal, useTopicHeadingFocus } from './self-test-modals';
import { SmartLearningStore } from './smart-learning.store';
import { studyTreeTexts } from './study-tree-texts';

const RING_SIZE = 36;
/** the competitive instructions shown before Show all */
const COLLAPSED_INSTRUCTIONS = 5;

const TREE_TEXTS = studyTreeTexts(M.noData);

export default function SmartLearningPage() {
  return (
    <CourseTabGuard tab="selfTest" parent={PATHS.studyRoom} child="smart-learning">
      <SmartLearningScreen />
    </CourseTabGuard>
  );
}

/** Calls `onShown` when the page becomes visible again (another tab or app was in front). */
const usePageShown = (onShown: () => void): void => {
  const latest = useRef(onShown);
  latest.current = onShown;
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
};

const SmartLearningScreen = observer(function SmartLearningScreen() {
  usePageVisit('smart-learning');
  useHeartbeat('smart-learning');
  const { session, studyRoom, examRoom, ui, analytics } = useServices();
  const access = useAccessState();
  const [, navigate] = useLocation();
  const course = session.activeCourse;
  const courseId = course?.courseId ?? 0;
  const templateId = course?.templateId ?? 0;
  const hasCourse = !!course;
  const store = useMemo(
    () => new SmartLearningStore(studyRoom, examRoom, hasCourse ? { courseId, templateId } : null),
    [studyRoom, examRoom, hasCourse, courseId, templateId],
  );
  useEffect(() => { void store.load(); }, [store]);
  usePageShown(() => { void store.loadProgress(); });

  const go = (path: string | null, mode: SessionMode, fresh: boolean) => {
    if (!path) return;
    if (fresh) analytics.track({ event: 'click', target: 'session_start', item: mode, testType: TEST_TYPE.selfTest, courseId: hasCourse ? courseId : undefined });
    navigate(path);
  };

  const next = () => {
    if (blocksStartingTests(access)) {
      ui.showModal('validity-expired');
      return;
    }
    store.openStart();
  };

  const renderRing = (topic: Topic) => {
    const progress = store.progressOf(topic);
    if (!progress) return <span aria-hidden="true" css={{ flex: 'none', width: RING_SIZE, height: RING_SIZE }} />;
    return <ProgressRing percentage={progress.percentage} tone={progress.barColor} size={RING_SIZE} label={M.ringLabel(progress.percentage)} />;
  };

  return (
    <>
      <PageHeading>{M.smartLearningHeading}</PageHeading>
      <div css={twoPanesCss}>
        {store.tree.loaded && store.tree.topics.length === 0 ? (
          <EmptyTopicTree title={M.selectYourTopic} text={M.noData} hint={M.noDataYet} />
        ) : (
          <TopicTreePanel state={store.tree} texts={TREE_TEXTS} onChoose={(topic) => store.choose(topic)} renderExtra={renderRing} />
        )}
        <TopicPanel store={store} onNext={next} />
      </div>
      {store.step && <StartTestModal store={store} onOutcome={(outcome) => go(outcome.path, store.mode, true)} />}
      {store.unfinished && (
        <UnfinishedSessionModal
          running={store.unfinished.running}
          fallbackName={store.topic?.topicName ?? ''}
          onClose={() => store.closeUnfinished()}
          onResume={() => go(store.resumePath, store.unfinished?.start.mode ?? store.mode, false)}
          onStartNew={() => go(store.startNewPath, store.unfinished?.start.mode ?? store.mode, true)}
        />
      )}
    </>
  );
});

const TopicPanel = observer(function TopicPanel({ store, onNext }: { store: SmartLearningStore; onNext: () => void }) {
  const headingId = useId();
  const tabsPrefix = useId().replace(/:/g, '');
  const selectId = useId();
  const topic = store.topic;
  const heading = useTopicHeadingFocus(topic?.topicId ?? null);

  if (!topic) return <ChooseTopicHint text={M.chooseTopicForSession} />;

  const progress = store.progressOf(topic);
  const competitive = store.mode === 'competitive';
  return (
    <section aria-labelledby={headingId} css={[panelCss, { display: 'grid', gap: 16 }]}>
      <h2 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: 20, outline: 'none' }}>{topic.topicName}</h2>
      <div>
        <h3 css={{ margin: '0 0 8px', fontSize: 16 }}>{M.topicProgress}</h3>
        {progress ? (
          <HalfRingGauge
            title={M.topicProgress}
            description={M.progressOf(topic.topicName, progress.percentage)}
            percentage={progress.percentage}
            tone={progress.barColor}
            size={200}
            measure={M.lastSessionScore}
            emptyValue={M.notAttempted}
          />
        ) : (
          <div aria-hidden="true" css={{ height: 108 }} />
        )}
      </div>
      <div>
        <Tabs
          items={SESSION_MODES.map((mode) => ({ id: mode, label: modeName(mode) }))}
          value={store.mode}
          onChange={(id) => store.setMode(id === 'competitive' ? 'competitive' : 'learning')}
          label={M.sessionMode}
          idPrefix={tabsPrefix}
          fullWidth
        />
        <TabPanel idPrefix={tabsPrefix} id={store.mode}>
          <div css={{ display: 'grid', gap: 16, paddingTop: 16 }}>
            {store.offersExamType && (
              <div css={{ display: 'grid', gap: 6 }}>
                <label htmlFor={selectId} css={{ fontWeight: 600, fontSize: 14 }}>{M.examType}</label>
                <select
                  id={selectId}
                  value={store.optionIndex}
                  onChange={(e) => store.setOptionIndex(Number(e.target.value))}
                  css={(t) => ({ padding: '10px 12px', borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.surface, color: t.colors.text, font: 'inherit', fontSize: 16 })}
                >
                  {store.options.map((option, i) => <option key={i} value={i}>{M.examTypeName(option.examType)}</option>)}
                </select>
              </div>
            )}
            <div>
              <h3 css={{ margin: '0 0 8px', fontSize: 16 }}>{M.instructions}</h3>
              {competitive
                ? <InstructionList key="competitive" items={COMPETITIVE_INSTRUCTIONS} collapsedCount={COLLAPSED_INSTRUCTIONS} />
                : <InstructionList key="learning" items={LEARNING_INSTRUCTIONS} />}
            </div>
            <div>
              <Button onClick={onNext}>{M.next}</Button>
            </div>
          </div>
        </TabPanel>
      </div>
    </section>
  );
});
