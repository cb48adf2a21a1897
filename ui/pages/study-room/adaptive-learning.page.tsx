// /study-room/adaptive-learning (spec 001 §2, §8): the topic tree headed Select Your Topic; the chosen topic's panel
// with a short intro and Start Learning, which opens the upgrade modal when the course is in state renew, else the
// Adaptive Learning modal (instructions, Start Now, Cancel). Start Now offers a running adaptive session of the topic
// first (Start New / Resume); a failed start shows the danger toast 'Failed to start adaptive session' and keeps the
// modal open.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useLocation } from 'wouter';
import { TOAST_MS } from '../../../application/simulator/simulator-messages';
import { ADAPTIVE_INSTRUCTIONS, STUDY_ROOM_MESSAGES as M } from '../../../application/study-room/study-room-messages';
import { blocksStartingTests } from '../../../domain/account/access-state';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { CourseTabGuard, useAccessState } from '../../components/course-tab-guard';
import { Modal } from '../../components/modal';
import { panelCss } from '../../components/panel';
import { TopicTreePanel } from '../../components/topic-tree';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { AdaptiveLearningStore, type AdaptiveOutcome } from './adaptive-learning.store';
import { ChooseTopicHint, EmptyTopicTree, InstructionList, twoPanesCss, UnfinishedSessionModal, useTopicHeadingFocus } from './self-test-modals';
import { studyTreeTexts } from './study-tree-texts';

const TREE_TEXTS = studyTreeTexts(M.noData);

export default function AdaptiveLearningPage() {
  return (
    <CourseTabGuard tab="adaptiveTest" parent={PATHS.studyRoom} child="adaptive-learning">
      <AdaptiveLearningScreen />
    </CourseTabGuard>
  );
}

const AdaptiveLearningScreen = observer(function AdaptiveLearningScreen() {
  const { session, studyRoom, examRoom, ui, toasts } = useServices();
  const access = useAccessState();
  const [, navigate] = useLocation();
  const course = session.activeCourse;
  const courseId = course?.courseId ?? 0;
  const templateId = course?.templateId ?? 0;
  const hasCourse = !!course;
  const store = useMemo(
    () => new AdaptiveLearningStore(studyRoom, examRoom, hasCourse ? { courseId, templateId } : null),
    [studyRoom, examRoom, hasCourse, courseId, templateId],
  );
  useEffect(() => { void store.load(); }, [store]);

  const follow = (outcome: AdaptiveOutcome | null) => {
    if (outcome?.kind === 'go') navigate(outcome.path);
    else if (outcome?.kind === 'failed') toasts.show({ message: M.adaptiveFailed, variant: 'danger', durationMs: TOAST_MS.standard });
  };

  const startLearning = () => {
    if (blocksStartingTests(access)) {
      ui.showModal('validity-expired');
      return;
    }
    store.openInstructions();
  };

  return (
    <>
      <PageHeading>{M.adaptiveHeading}</PageHeading>
      <div css={twoPanesCss}>
        {store.tree.loaded && store.tree.topics.length === 0 ? (
          <EmptyTopicTree title={M.selectYourTopic} text={M.noData} />
        ) : (
          <TopicTreePanel state={store.tree} texts={TREE_TEXTS} onChoose={(topic) => store.choose(topic)} />
        )}
        <TopicPanel store={store} onStart={startLearning} />
      </div>
      {store.modal === 'instructions' && (
        <Modal
          open
          onClose={() => store.close()}
          title={M.adaptiveModalTitle}
          size="md"
          footer={
            <>
              <Button variant="ghost" onClick={() => store.close()}>{M.cancel}</Button>
              <Button onClick={async () => follow(await store.startNow())} loading={store.busy !== null}>{M.startNow}</Button>
            </>
          }
        >
          {store.topic && <p css={{ margin: '0 0 12px', fontWeight: 600 }}>{store.topic.topicName}</p>}
          <InstructionList items={ADAPTIVE_INSTRUCTIONS} />
        </Modal>
      )}
      {store.modal === 'running' && store.running && (
        <UnfinishedSessionModal
          running={store.running}
          fallbackName={store.topic?.topicName ?? ''}
          busy={store.busy === 'start'}
          onClose={() => store.close()}
          onResume={() => {
            const path = store.resumePath;
            if (path) navigate(path);
          }}
          onStartNew={async () => follow(await store.startNew())}
        />
      )}
    </>
  );
});

const TopicPanel = observer(function TopicPanel({ store, onStart }: { store: AdaptiveLearningStore; onStart: () => void }) {
  const headingId = useId();
  const topic = store.topic;
  const heading = useTopicHeadingFocus(topic?.topicId ?? null);

  if (!topic) return <ChooseTopicHint text={M.chooseTopicToLearn} />;
  return (
    <section aria-labelledby={headingId} css={[panelCss, { display: 'grid', gap: 16, justifyItems: 'start' }]}>
      <h2 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: 20, outline: 'none' }}>{topic.topicName}</h2>
      <p css={{ margin: 0, lineHeight: 1.5 }}>{M.adaptiveIntro(topic.topicName)}</p>
      <Button onClick={onStart}>{M.startLearning}</Button>
    </section>
  );
});
