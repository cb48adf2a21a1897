// /exam-room/topic-test: the topic tree headed Select Your Topic with a
// search (300 ms debounce, case-insensitive over any string field); choosing a topic shows its tests with
// 'N Tests Available' / '0 Test Available' and Go Back, next to the instruction panel titled with the topic.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import { signedMark } from '../../../domain/exam-room/signed-mark';
import type { TopicTest } from '../../../domain/exam-room/topic-test';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import { Button } from '../../components/button';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { PageHeading } from '../page-heading';
import { panelCss } from '../../components/panel';
import { EmptyState, ExamTabGuard, Figures, InstructionPanel, twoColumnsCss, useTestStarter } from './exam-room-parts';
import { RunningTestModal } from './running-test-modal';
import { TopicTestStore } from './topic-test.store';
import { TopicTreePanel, type TopicTreeTexts } from '../../components/topic-tree';
import { useExamRoom } from './use-exam-room';
import { Flex } from '../../components/layout-primitives';
import { usePageVisit } from '../../analytics/use-page-visit';

const treeTexts: TopicTreeTexts = {
  title: M.selectYourTopic,
  searchLabel: M.searchTopics,
  searchPlaceholder: M.searchTopicsPlaceholder,
  loading: M.loadingTopics,
  empty: M.noTopicTestData,
  noMatch: M.noSuchData,
  listLabel: M.topics,
  subtopicsOf: M.subtopicsOf,
};

export default function TopicTestPage() {
  return (
    <ExamTabGuard tab="topicTest" child="topic-test">
      <TopicTestScreen />
    </ExamTabGuard>
  );
}

const TopicTestScreen = observer(function TopicTestScreen() {
  usePageVisit('topic-test');
  const examRoom = useExamRoom();
  const starter = useTestStarter();
  const templateId = starter.course?.templateId ?? 0;
  const store = useMemo(() => new TopicTestStore(examRoom, templateId), [examRoom, templateId]);
  useEffect(() => { void store.load(); }, [store]);

  const startTest = async (test: TopicTest) => {
    if (starter.blockedByAccess()) return;
    if (await store.pick(test)) starter.start({ testId: test.mockTestId, testType: TEST_TYPE.topicTest });
  };

  return (
    <>
      <PageHeading>{M.topicTestHeading}</PageHeading>
      {store.topic ? (
        <div css={twoColumnsCss}>
          <TopicTests store={store} onStart={startTest} />
          {!store.loadingTests && <InstructionPanel title={store.topic.topicName} instructions={store.instructions} />}
        </div>
      ) : (
        <TopicTreePanel state={store.tree} texts={treeTexts} onChoose={(topic) => void store.chooseTopic(topic)} />
      )}
      {store.resume && (
        <RunningTestModal
          running={store.resume.running}
          onClose={() => store.closeResume()}
          onContinue={() => {
            const { test, running } = store.resume!;
            store.closeResume();
            starter.start({ testId: test.mockTestId, testType: TEST_TYPE.topicTest, testSession: running.testSession });
          }}
          onStartNew={() => {
            const { test } = store.resume!;
            store.closeResume();
            starter.start({ testId: test.mockTestId, testType: TEST_TYPE.topicTest });
          }}
        />
      )}
    </>
  );
});

const TopicTests = observer(function TopicTests({ store, onStart }: { store: TopicTestStore; onStart: (t: TopicTest) => void }) {
  const headingId = useId();
  const topic = store.topic!;
  return (
    <section aria-labelledby={headingId} css={panelCss}>
      <Flex alignItems="center" gap={3} flexWrap="wrap" mb={3}>
        <Button variant="ghost" size="sm" onClick={() => store.clearTopic()}>
          <Icon name="arrowBack" size={18} />
          {M.goBack}
        </Button>
        <h2 id={headingId} css={{ margin: 0, fontSize: 20, flex: 1 }}>{M.testsOfTopic(topic.topicName)}</h2>
        {!store.loadingTests && <p aria-live="polite" css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.textMuted })}>{M.testsAvailable(store.tests.length)}</p>}
      </Flex>
      {store.loadingTests ? (
        <Spinner label={M.loadingTests} />
      ) : store.tests.length === 0 ? (
        <EmptyState>{M.noTopicTestData}</EmptyState>
      ) : (
        <ul aria-label={M.testListOfTopic(topic.topicName)} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {store.tests.map((test) => (
            <TopicTestCard key={test.mockTestId} test={test} busy={store.checking?.mockTestId === test.mockTestId} onStart={() => onStart(test)} />
          ))}
        </ul>
      )}
    </section>
  );
});

function TopicTestCard({ test, busy, onStart }: { test: TopicTest; busy: boolean; onStart: () => void }) {
  const titleId = useId();
  return (
    <li css={(t) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, padding: 16, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.bg })}>
      <div css={{ flex: 1, minWidth: 200, display: 'grid', gap: 8 }}>
        <h3 id={titleId} css={{ margin: 0, fontSize: 17 }}>{test.mockTestTitle}</h3>
        <Figures
          items={[
            [M.questions, test.totalQuestion],
            [M.minutes, test.totalTime],
            [M.totalMarks, test.totalMark],
            [M.marking, `${signedMark(test.markCorrectAns, 'correct')} / ${signedMark(test.markIncorrectAns, 'incorrect')} / ${signedMark(test.markNotAttempt, 'notAnswered')}`],
          ]}
        />
      </div>
      <Button onClick={onStart} loading={busy} aria-describedby={titleId}>{M.startTest}</Button>
    </li>
  );
}
