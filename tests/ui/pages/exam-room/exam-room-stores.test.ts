/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { TopicTestList } from '../../../../domain/exam-room/topic-test';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { ClassTestStore } from '../../../../ui/pages/exam-room/class-test.store';
import { MockTestStore } from '../../../../ui/pages/exam-room/mock-test.store';
import { TopicTestStore } from '../../../../ui/pages/exam-room/topic-test.store';
import { aClassTest, aMockTest, aRunningTest, aTopic, aTopicTest } from '../../../mothers/exam-room.mother';
import { deferred, fakeExamRoom } from './exam-room-harness';

describe('TopicTestStore', () => {
  it('applies the search only when told (the view debounces)', async () => {
    const examRoom = fakeExamRoom();
    examRoom.topicTree.mockResolvedValue(ok([aTopic({ topicName: 'Optics' }), aTopic({ topicId: 2, topicName: 'Waves' })]));
    const store = new TopicTestStore(examRoom, 5001);
    await store.load();
    store.tree.setQuery('wav');
    expect(store.tree.filtered).toHaveLength(2);
    store.tree.applyQuery();
    expect(store.tree.filtered.map((t) => t.topicName)).toEqual(['Waves']);
  });

  it('ignores the tests of a topic left before they arrived', async () => {
    const examRoom = fakeExamRoom();
    const late = deferred<Result<TopicTestList>>();
    examRoom.topicTests.mockReturnValueOnce(late.promise).mockResolvedValueOnce(ok({ tests: [aTopicTest({ mockTestId: 2 })], instructions: [] }));
    const store = new TopicTestStore(examRoom, 5001);
    const first = store.chooseTopic(aTopic({ topicId: 1, topicName: 'Optics' }));
    await store.chooseTopic(aTopic({ topicId: 2, topicName: 'Waves' }));
    late.resolve(ok({ tests: [aTopicTest({ mockTestId: 1 })], instructions: ['stale'] }));
    await first;
    expect(store.topic?.topicName).toBe('Waves');
    expect(store.tests.map((t) => t.mockTestId)).toEqual([2]);
    expect(store.instructions).toEqual([]);
  });

  it('pick answers whether the test can start at once', async () => {
    const examRoom = fakeExamRoom();
    const store = new TopicTestStore(examRoom, 5001);
    expect(await store.pick(aTopicTest())).toBe(true);
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest()));
    expect(await store.pick(aTopicTest())).toBe(false);
    expect(store.resume?.running.testSession).toBe('555');
  });

  it('a failed tree is empty; a failed check lets the test start at once', async () => {
    const examRoom = fakeExamRoom();
    examRoom.topicTree.mockResolvedValue(err({ kind: 'fault' }));
    examRoom.runningTest.mockResolvedValue(err({ kind: 'fault' }));
    const store = new TopicTestStore(examRoom, 5001);
    await store.load();
    expect(store.tree.topics).toEqual([]);
    expect(await store.pick(aTopicTest())).toBe(true);
  });
});

describe('MockTestStore', () => {
  it('checks one pick at a time', async () => {
    const examRoom = fakeExamRoom();
    const check = deferred<Result<null>>();
    examRoom.runningTest.mockReturnValue(check.promise);
    const store = new MockTestStore(examRoom, 5001);
    const first = store.pick(aMockTest({ mocktestId: 1 }));
    await store.pick(aMockTest({ mocktestId: 2 }));
    check.resolve(ok(null));
    await first;
    expect(examRoom.runningTest).toHaveBeenCalledTimes(1);
    expect(store.modal).toMatchObject({ kind: 'start', test: { mocktestId: 1 } });
  });

  it('keeps the selected category in range', async () => {
    const examRoom = fakeExamRoom();
    examRoom.mockTestCategories.mockResolvedValue(ok([{ categoryName: 'A', testList: [aMockTest()] }]));
    const store = new MockTestStore(examRoom, 5001);
    await store.load();
    store.select(3);
    expect(store.selected).toBe(0);
    expect(store.currentCategory?.categoryName).toBe('A');
  });
});

describe('ClassTestStore', () => {
  it('pages five rows at a time and clamps the page', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok(Array.from({ length: 11 }, (_, i) => aClassTest({ testId: i + 1 }))));
    const store = new ClassTestStore(examRoom, 11);
    await store.load();
    expect(store.currentPage).toMatchObject({ page: 1, pages: 3 });
    store.goTo(7);
    expect(store.currentPage.rows.map((t) => t.testId)).toEqual([11]);
  });
});
