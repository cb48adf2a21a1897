// /exam-room/topic-test: the topic tree headed Select Your Topic with a
// search (300 ms debounce, case-insensitive over any string field); choosing a topic shows its tests with
// 'N Tests Available' / '0 Test Available' and Go Back, next to the instruction panel titled with the topic.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import { signedMark } from '../../../domain/exam-room/signed-mark';
import type { Topic } from '../../../domain/exam-room/topic';
import type { TopicTest } from '../../../domain/exam-room/topic-test';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import { Button } from '../../components/button';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { PageHeading } from '../page-heading';
import { panelCss } from '../../components/panel';
import { EmptyState, ExamTabGuard, Figures, InstructionPanel, twoColumnsCss, useTestStarter } from './exam-room-parts';
import { RunningTestModal } from './running-test-modal';
import { TopicTestStore } from './topic-test.store';
import { useDebouncedEffect } from './use-debounced-effect';
import { useExamRoom } from './use-exam-room';
import { Flex } from '../../components/layout-primitives';
import { usePageVisit } from '../../analytics/use-page-visit';

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
  useDebouncedEffect(store.query, () => store.applyQuery());

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
        <TopicTree store={store} />
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

const TopicTree = observer(function TopicTree({ store }: { store: TopicTestStore }) {
  const headingId = useId();
  const topics = store.filteredTopics;
  return (
    <section aria-labelledby={headingId} css={panelCss}>
      <h2 id={headingId} css={{ margin: '0 0 12px', fontSize: 20 }}>{M.selectYourTopic}</h2>
      <TextField
        label={M.searchTopics}
        type="search"
        placeholder={M.searchTopicsPlaceholder}
        value={store.query}
        onChange={(e) => store.setQuery(e.target.value)}
        autoComplete="off"
      />
      <div css={{ marginTop: 12 }}>
        {store.loadingTopics ? (
          <Spinner label={M.loadingTopics} />
        ) : store.topics.length === 0 ? (
          <EmptyState>{M.noTopicTestData}</EmptyState>
        ) : topics.length === 0 ? (
          <EmptyState>{M.noSuchData}</EmptyState>
        ) : (
          <TopicList topics={topics} store={store} label={M.topics} />
        )}
      </div>
    </section>
  );
});

const TopicList = observer(function TopicList({ topics, store, label }: { topics: readonly Topic[]; store: TopicTestStore; label?: string }) {
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, paddingLeft: label ? 0 : 24, display: 'grid', gap: 4 }}>
      {topics.map((topic) => {
        const parent = topic.children.length > 0;
        const open = parent && store.isExpanded(topic);
        return (
          <li key={topic.topicId}>
            <div css={{ display: 'flex', alignItems: 'stretch', gap: 4 }}>
              {parent ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={M.subtopicsOf(topic.topicName)}
                  onClick={() => store.toggle(topic)}
                  css={(t) => ({
                    flex: 'none', width: 36, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer',
                    border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface, color: t.colors.text,
                    '& svg': { transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms ease' },
                  })}
                >
                  <Icon name="chevronDown" size={18} />
                </button>
              ) : (
                <span aria-hidden="true" css={{ flex: 'none', width: 36 }} />
              )}
              <button
                type="button"
                onClick={() => void store.chooseTopic(topic)}
                css={(t) => ({
                  display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0, padding: '10px 12px', textAlign: 'left',
                  font: 'inherit', fontWeight: parent ? 600 : 400, color: t.colors.text, cursor: 'pointer',
                  border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, background: t.colors.surface,
                  '&:hover': { background: t.colors.surfaceAlt },
                })}
              >
                <Icon name="book" size={18} />
                {topic.topicName}
              </button>
            </div>
            {open && <TopicList topics={topic.children} store={store} />}
          </li>
        );
      })}
    </ul>
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
