import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { StudyRoomUseCases } from '../../../../application/study-room/study-room-use-cases';
import type { Course } from '../../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../../domain/shared/result';
import AdaptiveLearningPage from '../../../../ui/pages/study-room/adaptive-learning.page';
import { aCourse, aRenewCourse, aStudent, allTabs } from '../../../mothers/account.mother';
import { aRunningTest, aTopic } from '../../../mothers/exam-room.mother';
import { deferred, renderPage } from '../../support/render-page';

type Fake<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<(...args: A) => R> : never };

const COURSE = aCourse({ courseId: 11, templateId: 5001 });

const tree = [
  aTopic({ topicId: 1, topicName: 'Physics', children: [aTopic({ topicId: 11, topicName: 'Kinematics' })] }),
  aTopic({ topicId: 2, topicName: 'Chemistry' }),
];

const fakeStudyRoom = (): Fake<StudyRoomUseCases> => ({
  content: jest.fn<StudyRoomUseCases['content']>(async () => err(UNAVAILABLE)),
  openContent: jest.fn<StudyRoomUseCases['openContent']>(async () => err(UNAVAILABLE)),
  selfTestOptions: jest.fn<StudyRoomUseCases['selfTestOptions']>(async () => ok([])),
  topicProgress: jest.fn<StudyRoomUseCases['topicProgress']>(async () => ok([])),
  runningAdaptive: jest.fn<StudyRoomUseCases['runningAdaptive']>(async () => ok(null)),
  startAdaptive: jest.fn<StudyRoomUseCases['startAdaptive']>(async () => ok('900')),
});

const fakeExamRoom = (): Fake<ExamRoomUseCases> => ({
  topicTree: jest.fn<ExamRoomUseCases['topicTree']>(async () => ok(tree)),
  topicTests: jest.fn<ExamRoomUseCases['topicTests']>(async () => ok({ tests: [], instructions: [] })),
  mockTestCategories: jest.fn<ExamRoomUseCases['mockTestCategories']>(async () => ok([])),
  classTests: jest.fn<ExamRoomUseCases['classTests']>(async () => ok([])),
  runningTest: jest.fn<ExamRoomUseCases['runningTest']>(async () => ok(null)),
});

const renderAdaptive = ({ studyRoom = fakeStudyRoom(), examRoom = fakeExamRoom(), course = COURSE }: {
  studyRoom?: Fake<StudyRoomUseCases>; examRoom?: Fake<ExamRoomUseCases>; course?: Course;
} = {}) => {
  const view = renderPage(<AdaptiveLearningPage />, {
    path: '/study-room/adaptive-learning',
    student: aStudent({ courses: [course] }),
    areas: { studyRoom, examRoom },
  });
  return { ...view, studyRoom, examRoom };
};

const openModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
  const panel = await screen.findByRole('region', { name: 'Kinematics' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Start Learning' }));
  return screen.getByRole('dialog', { name: 'Adaptive Learning' });
};

const RUNNING = aRunningTest({ testName: 'Kinematics', testMode: 'adaptive', testSession: '4711', testType: 1, testId: 11 });

afterEach(() => { jest.useRealTimers(); });

describe('/study-room/adaptive-learning', () => {
  it('is headed Adaptive Learning with the tree headed Select Your Topic', async () => {
    const { examRoom } = renderAdaptive();
    expect(screen.getByRole('heading', { level: 1, name: 'Adaptive Learning' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Your Topic' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kinematics' })).toBeInTheDocument();
    expect(examRoom.topicTree).toHaveBeenCalledWith(5001);
    expect(screen.getByText('Choose a topic, then Start Learning.')).toBeInTheDocument();
  });

  it("an empty tree shows 'No data available'", async () => {
    const examRoom = fakeExamRoom();
    examRoom.topicTree.mockResolvedValue(err(UNAVAILABLE));
    renderAdaptive({ examRoom });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('choosing a topic shows its panel with an intro and Start Learning, focused on its heading', async () => {
    renderAdaptive();
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    const panel = await screen.findByRole('region', { name: 'Kinematics' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Kinematics' })).toHaveFocus();
    expect(within(panel).getByText('Practise Kinematics with questions that follow your level.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Start Learning' })).toBeInTheDocument();
  });

  it('a course in state renew opens the upgrade modal on Start Learning', async () => {
    const { services, studyRoom } = renderAdaptive({ course: aRenewCourse({ courseId: 11, templateId: 5001 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Kinematics' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Learning' }));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(studyRoom.runningAdaptive).not.toHaveBeenCalled();
  });

  it('the Adaptive Learning modal shows the instructions; Cancel closes it', async () => {
    const { studyRoom } = renderAdaptive();
    const dialog = await openModal();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText('An adaptive session asks one question at a time from the topic you chose.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(studyRoom.runningAdaptive).not.toHaveBeenCalled();
  });

  it('Start Now without a running session starts one and opens the adaptive simulator', async () => {
    const { studyRoom, currentPath } = renderAdaptive();
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    expect(studyRoom.runningAdaptive).toHaveBeenCalledWith(5001, 11);
    expect(studyRoom.startAdaptive).toHaveBeenCalledWith({ courseId: 11, templateId: 5001 }, 11);
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=900');
  });

  it('Start Now is busy while the check and the start are in flight', async () => {
    const studyRoom = fakeStudyRoom();
    const started = deferred<Awaited<ReturnType<StudyRoomUseCases['startAdaptive']>>>();
    studyRoom.startAdaptive.mockReturnValue(started.promise);
    const { currentPath } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    const button = within(dialog).getByRole('button', { name: 'Start Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => started.resolve(ok('901')));
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=901');
  });

  it('a running session offers Resume, which opens it', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.runningAdaptive.mockResolvedValue(ok(RUNNING));
    const { currentPath } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    const warning = screen.getByRole('dialog', { name: 'Unfinished session' });
    expect(within(warning).getByText(/You have an unfinished session: Kinematics\./)).toBeInTheDocument();
    expect(studyRoom.startAdaptive).not.toHaveBeenCalled();
    fireEvent.click(within(warning).getByRole('button', { name: 'Resume' }));
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=4711');
    expect(studyRoom.startAdaptive).not.toHaveBeenCalled();
  });

  it('a running session offers Start New, which starts a new one', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.runningAdaptive.mockResolvedValue(ok(RUNNING));
    const { currentPath } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Unfinished session' })).getByRole('button', { name: 'Start New' })));
    expect(studyRoom.startAdaptive).toHaveBeenCalledWith({ courseId: 11, templateId: 5001 }, 11);
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=900');
  });

  it("a failed start shows the danger toast 'Failed to start adaptive session' and keeps the modal", async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.startAdaptive.mockResolvedValue(err({ kind: 'fault' }));
    const { currentPath, services } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    expect(services.toasts.toasts).toEqual([expect.objectContaining({ message: 'Failed to start adaptive session', variant: 'danger' })]);
    expect(screen.getByRole('dialog', { name: 'Adaptive Learning' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Now' })).toBeEnabled();
    expect(currentPath()).toBe('/study-room/adaptive-learning');

    // trying again works
    studyRoom.startAdaptive.mockResolvedValue(ok('902'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=902');
  });

  it('a failed Start New keeps the warning with Start New and Resume', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.runningAdaptive.mockResolvedValue(ok(RUNNING));
    studyRoom.startAdaptive.mockResolvedValue(err(UNAVAILABLE));
    const { services, currentPath } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    const warning = screen.getByRole('dialog', { name: 'Unfinished session' });
    await act(async () => fireEvent.click(within(warning).getByRole('button', { name: 'Start New' })));
    expect(services.toasts.toasts.map((t) => t.message)).toEqual(['Failed to start adaptive session']);
    expect(within(warning).getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(currentPath()).toBe('/study-room/adaptive-learning');
  });

  it('a failed check starts a new session', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.runningAdaptive.mockResolvedValue(err({ kind: 'fault' }));
    const { currentPath } = renderAdaptive({ studyRoom });
    const dialog = await openModal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' })));
    expect(currentPath()).toBe('/test-simulator-adaptive?testSession=900');
  });

  it('without the adaptiveTest tab the page goes elsewhere in the study room', async () => {
    const { currentPath } = renderAdaptive({ course: aCourse({ courseId: 11, templateId: 5001, tabs: allTabs(true, { adaptiveTest: false }) }) });
    expect(currentPath()).not.toBe('/study-room/adaptive-learning');
    expect(screen.queryByRole('heading', { name: 'Adaptive Learning' })).toBeNull();
  });
});
