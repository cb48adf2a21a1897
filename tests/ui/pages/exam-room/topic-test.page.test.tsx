import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '../../../../domain/shared/result';
import TopicTestPage from '../../../../ui/pages/exam-room/topic-test.page';
import { aRunningTest, aTopic, aTopicTest } from '../../../mothers/exam-room.mother';
import { aRenewCourse } from '../../../mothers/account.mother';
import { COURSE, fakeExamRoom, renderExamPage } from './exam-room-harness';

const tree = [
  aTopic({ topicId: 1, topicName: 'Physics', children: [aTopic({ topicId: 11, topicName: 'Kinematics' }), aTopic({ topicId: 12, topicName: 'Optics' })] }),
  aTopic({ topicId: 2, topicName: 'Chemistry' }),
];

const withTree = () => {
  const examRoom = fakeExamRoom();
  examRoom.topicTree.mockResolvedValue(ok(tree));
  examRoom.topicTests.mockResolvedValue(ok({
    tests: [aTopicTest({ mockTestId: 21, mockTestTitle: 'Kinematics Test 1' }), aTopicTest({ mockTestId: 22, mockTestTitle: 'Kinematics Test 2' })],
    instructions: ['Each question carries <b>4</b> marks.'],
  }));
  return examRoom;
};

const topicButtons = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('button')
  .filter((b) => !b.hasAttribute('aria-expanded')).map((b) => b.textContent);

afterEach(() => { jest.useRealTimers(); });

describe('/exam-room/topic-test', () => {
  it('shows the topic tree headed Select Your Topic', async () => {
    const examRoom = withTree();
    renderExamPage(<TopicTestPage />, { examRoom });
    expect(screen.getByRole('heading', { name: 'Select Your Topic', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kinematics' })).toBeInTheDocument();
    expect(examRoom.topicTree).toHaveBeenCalledWith(COURSE.templateId);
    expect(topicButtons()).toEqual(['Physics', 'Kinematics', 'Optics', 'Chemistry']);
  });

  it('shows the first level open; a toggle hides and shows subtopics', async () => {
    renderExamPage(<TopicTestPage />, { examRoom: withTree() });
    const toggle = await screen.findByRole('button', { name: 'Physics subtopics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(topicButtons()).toEqual(['Physics', 'Chemistry']);
    fireEvent.click(toggle);
    expect(topicButtons()).toEqual(['Physics', 'Kinematics', 'Optics', 'Chemistry']);
  });

  it('filters the tree 300 ms after the last key press, case-insensitively', async () => {
    renderExamPage(<TopicTestPage />, { examRoom: withTree() });
    await screen.findByRole('button', { name: 'Optics' });
    jest.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search topics' });
    expect(search).toHaveAttribute('placeholder', 'Search topics...');
    fireEvent.change(search, { target: { value: 'OPT' } });
    act(() => { jest.advanceTimersByTime(299); });
    expect(topicButtons()).toHaveLength(4);
    act(() => { jest.advanceTimersByTime(1); });
    expect(topicButtons()).toEqual(['Physics', 'Optics']);

    fireEvent.change(search, { target: { value: 'biology' } });
    act(() => { jest.advanceTimersByTime(300); });
    expect(screen.getByText('No such data available')).toBeInTheDocument();
  });

  it('choosing a topic shows its tests, the count and the instruction panel titled with the topic; Go Back returns', async () => {
    const examRoom = withTree();
    renderExamPage(<TopicTestPage />, { examRoom });
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    expect(await screen.findByText('2 Tests Available')).toBeInTheDocument();
    expect(examRoom.topicTests).toHaveBeenCalledWith(COURSE.templateId, expect.objectContaining({ topicId: 11, topicName: 'Kinematics' }));
    const list = screen.getByRole('list', { name: 'Kinematics tests' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Kinematics Test 1', 'Kinematics Test 2']);
    expect(within(list).getAllByText('+4 / -1 / 0')).toHaveLength(2);
    const panel = screen.getByRole('complementary', { name: 'Kinematics' });
    expect(within(panel).getByText('4').tagName).toBe('B');

    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { name: 'Select Your Topic' })).toBeInTheDocument();
  });

  it("a topic without tests shows '0 Test Available' and the empty states", async () => {
    const examRoom = withTree();
    examRoom.topicTests.mockResolvedValue(ok({ tests: [], instructions: [] }));
    renderExamPage(<TopicTestPage />, { examRoom });
    fireEvent.click(await screen.findByRole('button', { name: 'Chemistry' }));
    expect(await screen.findByText('0 Test Available')).toBeInTheDocument();
    expect(screen.getByText('No topic test data available')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Chemistry' })).getByText('No Instructions available')).toBeInTheDocument();
  });

  it("an empty tree shows 'No topic test data available'", async () => {
    renderExamPage(<TopicTestPage />);
    expect(await screen.findByText('No topic test data available')).toBeInTheDocument();
  });

  it('Start Test goes to the simulator as a topic test (testType 2)', async () => {
    const examRoom = withTree();
    const { currentPath } = renderExamPage(<TopicTestPage />, { examRoom });
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    const [first] = await screen.findAllByRole('button', { name: 'Start Test' });
    await act(async () => fireEvent.click(first));
    expect(examRoom.runningTest).toHaveBeenCalledWith(COURSE.templateId, { testType: 2, testId: 21 });
    expect(currentPath()).toBe('/test-simulator?testId=21&testType=2&templateId=5001&courseId=11');
  });

  it('offers Continue Test for a saved attempt, carrying its testSession', async () => {
    const examRoom = withTree();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest({ testName: 'Kinematics Test 1', testSession: '777', testType: 2, testId: 21 })));
    const { currentPath } = renderExamPage(<TopicTestPage />, { examRoom });
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    const [first] = await screen.findAllByRole('button', { name: 'Start Test' });
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Previous Test Running' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue Test' }));
    expect(currentPath()).toBe('/test-simulator?testId=21&testType=2&templateId=5001&courseId=11&testSession=777');
  });

  it('a course in state renew opens the upgrade modal and does not check or start', async () => {
    const examRoom = withTree();
    const { currentPath, services } = renderExamPage(<TopicTestPage />, { examRoom, course: aRenewCourse({ templateId: 5002 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    const [first] = await screen.findAllByRole('button', { name: 'Start Test' });
    fireEvent.click(first);
    expect(services.ui.openModal).toBe('validity-expired');
    expect(examRoom.runningTest).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/exam-room');
  });
});
