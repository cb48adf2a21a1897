import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AnalyticsService } from '../../../../application/analytics/analytics-service';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { StudyRoomUseCases } from '../../../../application/study-room/study-room-use-cases';
import type { Course } from '../../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../../domain/shared/result';
import { DEFAULT_TEST_OPTION, type TestOption } from '../../../../domain/study-room/self-test';
import type { TopicProgress } from '../../../../domain/study-room/topic-progress';
import SmartLearningPage from '../../../../ui/pages/study-room/smart-learning.page';
import { aCourse, aRenewCourse, aStudent } from '../../../mothers/account.mother';
import { aRunningTest, aTopic } from '../../../mothers/exam-room.mother';
import { RecordingAnalytics } from '../../support/unavailable-areas';
import { renderPage, type AreaOverrides } from '../../support/render-page';

type Fake<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<(...args: A) => R> : never };

const COURSE = aCourse({ courseId: 11, templateId: 5001 });

const tree = [
  aTopic({ topicId: 1, topicName: 'Physics', children: [aTopic({ topicId: 11, topicName: 'Kinematics' }), aTopic({ topicId: 12, topicName: 'Optics' })] }),
  aTopic({ topicId: 2, topicName: 'Chemistry' }),
];

const progress = (topicId: number, topicName: string, percentage: number, barColor: TopicProgress['barColor']): TopicProgress =>
  ({ topicId, topicName, percentage, barColor });

const RINGS: Record<'beginner' | 'advance', TopicProgress[]> = {
  beginner: [progress(11, 'Kinematics', 72.5, 'yellow')],
  advance: [progress(11, 'Kinematics', 35, 'red'), progress(12, 'Optics', 90, 'green')],
};

const SUBJECTIVE: TestOption = {
  examType: 'subjective', totalQuestions: 10, totalQuestionsKwd: 2, duration: 45,
  marksCorrectAns: 2, marksIncorrectAns: 0, marksNotAnswer: 0, questionTypeList: ['Subjective-Type-Short-Answer-I'],
};

const fakeStudyRoom = (): Fake<StudyRoomUseCases> => ({
  content: jest.fn<StudyRoomUseCases['content']>(async () => err(UNAVAILABLE)),
  openContent: jest.fn<StudyRoomUseCases['openContent']>(async () => err(UNAVAILABLE)),
  selfTestOptions: jest.fn<StudyRoomUseCases['selfTestOptions']>(async () => ok([DEFAULT_TEST_OPTION])),
  topicProgress: jest.fn<StudyRoomUseCases['topicProgress']>(async (_t, mode) => ok(RINGS[mode])),
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

const renderSmartLearning = ({ studyRoom = fakeStudyRoom(), examRoom = fakeExamRoom(), course = COURSE, areas = {} }: {
  studyRoom?: Fake<StudyRoomUseCases>; examRoom?: Fake<ExamRoomUseCases>; course?: Course; areas?: AreaOverrides;
} = {}) => {
  const view = renderPage(<SmartLearningPage />, {
    path: '/study-room/smart-learning',
    student: aStudent({ courses: [course] }),
    areas: { studyRoom, examRoom, ...areas },
  });
  return { ...view, studyRoom, examRoom };
};

/** Waits for the tree and the rings of the current mode. */
const ringOf = async (topic: string): Promise<HTMLElement> => {
  const button = await screen.findByRole('button', { name: new RegExp(`^${topic} `) });
  return within(button).getByRole('img');
};

const chooseTopic = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name} `) }));
  return screen.findByRole('region', { name });
};

/** Chooses the Competitive tab and waits for its rings. */
const chooseCompetitive = async (panel: HTMLElement) => {
  fireEvent.click(within(panel).getByRole('tab', { name: 'Competitive Session' }));
  await screen.findByRole('button', { name: 'Optics 90% in the last session' });
};

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

const LEARNING_URL = '/test-simulator?testType=1&topicId=11&templateId=5001&courseId=11&assessmentMode=beginner&examType=objective'
  + '&totalQuestion=20&totalTime=60&marksCorrectAnswer=1&marksIncorrectAnswer=-0.25&marksNotAttempted=0';

afterEach(() => { jest.useRealTimers(); });

describe('/study-room/smart-learning: the topic tree and its rings', () => {
  it('is headed Gap Fixer / Smart Learning with the tree headed Select Your Topic', async () => {
    const { examRoom } = renderSmartLearning();
    expect(screen.getByRole('heading', { level: 1, name: 'Gap Fixer / Smart Learning' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Your Topic' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Optics / })).toBeInTheDocument();
    expect(examRoom.topicTree).toHaveBeenCalledWith(5001);
  });

  it('shows a ring per topic for the Learning Session by default, and the Competitive rings once that tab is chosen', async () => {
    const { studyRoom } = renderSmartLearning();
    expect(await ringOf('Kinematics')).toHaveAccessibleName('72.5% in the last session');
    expect(await ringOf('Optics')).toHaveAccessibleName('Not attempted yet');
    expect((await ringOf('Optics')).textContent).toBe('—');
    expect(studyRoom.topicProgress).toHaveBeenCalledWith(5001, 'beginner');

    await chooseTopic('Kinematics');
    fireEvent.click(screen.getByRole('tab', { name: 'Competitive Session' }));
    expect(studyRoom.topicProgress).toHaveBeenLastCalledWith(5001, 'advance');
    expect(await screen.findByRole('button', { name: 'Optics 90% in the last session' })).toBeInTheDocument();
    expect(await ringOf('Kinematics')).toHaveAccessibleName('35% in the last session');

    fireEvent.click(screen.getByRole('tab', { name: 'Learning Session' }));
    expect(await screen.findByRole('button', { name: 'Optics Not attempted yet' })).toBeInTheDocument();
    expect(studyRoom.topicProgress).toHaveBeenCalledTimes(3);
  });

  it('a failed ring list shows every topic as not attempted', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.topicProgress.mockResolvedValue(err(UNAVAILABLE));
    renderSmartLearning({ studyRoom });
    expect(await ringOf('Kinematics')).toHaveAccessibleName('Not attempted yet');
  });

  it('fetches the rings again when the page is shown again', async () => {
    const { studyRoom } = renderSmartLearning();
    await ringOf('Kinematics');
    expect(studyRoom.topicProgress).toHaveBeenCalledTimes(1);
    studyRoom.topicProgress.mockResolvedValue(ok([progress(11, 'Kinematics', 100, 'green')]));
    await act(async () => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(studyRoom.topicProgress).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Kinematics 100% in the last session' })).toBeInTheDocument();
  });

  it("an empty tree shows 'No data available' and 'No data available yet. Please refresh page!'", async () => {
    const examRoom = fakeExamRoom();
    examRoom.topicTree.mockResolvedValue(ok([]));
    renderSmartLearning({ examRoom });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('No data available yet. Please refresh page!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Your Topic' })).toBeInTheDocument();
  });

  it("a failed tree shows the empty state too; a search that matches nothing shows 'No such data available'", async () => {
    const examRoom = fakeExamRoom();
    examRoom.topicTree.mockResolvedValue(err(UNAVAILABLE));
    const first = renderSmartLearning({ examRoom });
    expect(await screen.findByText('No data available yet. Please refresh page!')).toBeInTheDocument();
    first.unmount();

    renderSmartLearning();
    await screen.findByRole('button', { name: /^Optics / });
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search topics' }), { target: { value: 'biology' } });
    act(() => { jest.advanceTimersByTime(300); });
    expect(screen.getByText('No such data available')).toBeInTheDocument();
  });
});

describe('/study-room/smart-learning: the topic panel', () => {
  it('shows the topic, its Topic Progress gauge, the Learning tab by default, its instructions and Next', async () => {
    renderSmartLearning();
    const panel = await chooseTopic('Kinematics');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Kinematics' })).toHaveFocus();
    const gauge = within(panel).getByRole('img', { name: 'Topic Progress' });
    expect(gauge).toHaveAccessibleDescription('Kinematics: 72.5% in the last session');
    expect(gauge.querySelector('text')?.textContent).toBe('72.5%');
    expect(within(panel).getByRole('tab', { name: 'Learning Session' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('A Learning Session is untimed: take as long as you need on each question.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('the gauge of a topic never taken shows —', async () => {
    renderSmartLearning();
    const panel = await chooseTopic('Optics');
    const gauge = within(panel).getByRole('img', { name: 'Topic Progress' });
    expect(gauge).toHaveAccessibleDescription('Optics: no session yet');
    expect(gauge.querySelector('text')?.textContent).toBe('—');
  });

  it('the Competitive tab shows 5 of the 19 instructions, and all of them on Show all', async () => {
    renderSmartLearning();
    const panel = await chooseTopic('Kinematics');
    await chooseCompetitive(panel);
    const list = () => within(panel).getAllByRole('list').at(-1)!;
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    const toggle = within(panel).getByRole('button', { name: 'Show all 19 instructions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(19);
    expect(within(panel).getByRole('button', { name: 'Show fewer instructions' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no Exam Type with one option', async () => {
    const { studyRoom } = renderSmartLearning();
    await chooseTopic('Kinematics');
    expect(studyRoom.selfTestOptions).toHaveBeenCalledWith(5001);
    expect(screen.queryByRole('combobox', { name: 'Exam Type' })).toBeNull();
  });

  it('offers the Exam Type dropdown with more than one option', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.selfTestOptions.mockResolvedValue(ok([DEFAULT_TEST_OPTION, SUBJECTIVE]));
    renderSmartLearning({ studyRoom });
    await chooseTopic('Kinematics');
    const select = await screen.findByRole('combobox', { name: 'Exam Type' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Objective', 'Subjective']);
    expect(select).toHaveDisplayValue('Objective');
  });
});

describe('/study-room/smart-learning: starting a session', () => {
  it('a course in state renew opens the upgrade modal on Next and starts nothing', async () => {
    const { services, examRoom, currentPath } = renderSmartLearning({ course: aRenewCourse({ courseId: 11, templateId: 5001 }) });
    const panel = await chooseTopic('Kinematics');
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(examRoom.runningTest).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/study-room/smart-learning');
  });

  it('a Learning Session: summary, instructions, then the simulator with the default option', async () => {
    const { examRoom, currentPath, services } = renderSmartLearning();
    const panel = await chooseTopic('Kinematics');
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Learning Session' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Learning Session on Kinematics' })).toBeInTheDocument();
    const figures = Array.from(dialog.querySelectorAll('dl > div')).map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
    expect(figures).toEqual([
      ['Exam Type', 'Objective'], ['Total questions', '20'], ['Total time (minutes)', 'Untimed'],
      ['Marks for correct answer', '+1'], ['Marks for incorrect answer', '-0.25'], ['Marks for not attempted', '0'],
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Instructions' })).toHaveFocus();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByText(/Questions come from the topic you chose/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Session' })));
    expect(examRoom.runningTest).toHaveBeenCalledWith(5001, { testType: 1, testId: 11 });
    expect(currentPath()).toBe(LEARNING_URL);
    const analytics = services.analytics as RecordingAnalytics;
    expect(analytics.events).toContainEqual({ event: 'click', target: 'session_start', item: 'learning', testType: 1, courseId: 11 });
  });

  it('Back returns to the summary and Cancel closes without starting', async () => {
    const { examRoom, currentPath } = renderSmartLearning();
    const panel = await chooseTopic('Kinematics');
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Learning Session on Kinematics' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(examRoom.runningTest).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/study-room/smart-learning');
  });

  const openCompetitiveOptions = async () => {
    const view = renderSmartLearning();
    const panel = await chooseTopic('Kinematics');
    await chooseCompetitive(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Competitive Session' });
    expect(within(dialog).getByText('60')).toBeInTheDocument(); // the summary's time
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    return { ...view, dialog };
  };

  it('a Competitive Session: Options and Instructions tabs, the form filled with the option (20, 60, 1, -0.25, 0)', async () => {
    const { dialog } = await openCompetitiveOptions();
    expect(within(dialog).getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    expect(['Total questions', 'Total time (minutes)', 'Marks for correct answer', 'Marks for incorrect answer', 'Marks for not attempted']
      .map((name) => field(name).value)).toEqual(['20', '60', '1', '-0.25', '0']);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Instructions' }));
    expect(within(within(dialog).getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(19);
  });

  it('every change goes through the input rule: a rejected input keeps the old value, an empty one is kept', async () => {
    await openCompetitiveOptions();
    const questions = field('Total questions');
    fireEvent.change(questions, { target: { value: '30' } });
    expect(questions.value).toBe('30');
    fireEvent.change(questions, { target: { value: '30a' } });
    expect(questions.value).toBe('30');
    fireEvent.change(questions, { target: { value: '300' } });
    expect(questions.value).toBe('30');
    const incorrect = field('Marks for incorrect answer');
    fireEvent.change(incorrect, { target: { value: '-0.5' } });
    expect(incorrect.value).toBe('-0.5');
    fireEvent.change(incorrect, { target: { value: '-0.1234567' } });
    expect(incorrect.value).toBe('-0.5');
    fireEvent.change(incorrect, { target: { value: '' } });
    expect(incorrect.value).toBe('');
  });

  it('the changed options go to the simulator', async () => {
    const { dialog, currentPath, services } = await openCompetitiveOptions();
    fireEvent.change(field('Total questions'), { target: { value: '30' } });
    fireEvent.change(field('Total time (minutes)'), { target: { value: '45' } });
    fireEvent.change(field('Marks for correct answer'), { target: { value: '4' } });
    fireEvent.change(field('Marks for incorrect answer'), { target: { value: '-1' } });
    fireEvent.change(field('Marks for not attempted'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Session' })));
    expect(currentPath()).toBe('/test-simulator?testType=1&topicId=11&templateId=5001&courseId=11&assessmentMode=advance'
      + '&examType=objective&totalQuestion=30&totalTime=45&marksCorrectAnswer=4&marksIncorrectAnswer=-1&marksNotAttempted=0');
    expect((services.analytics as RecordingAnalytics).events).toContainEqual(
      { event: 'click', target: 'session_start', item: 'competitive', testType: 1, courseId: 11 });
  });

  it('errors block the start: shown per field, tied to it, and the first invalid field is focused', async () => {
    const { dialog, examRoom, currentPath } = await openCompetitiveOptions();
    fireEvent.change(field('Total questions'), { target: { value: '0' } });
    fireEvent.change(field('Marks for correct answer'), { target: { value: '' } });
    // not shown before the field is left or a start is tried
    expect(field('Total questions')).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Instructions' }));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Session' })));
    expect(examRoom.runningTest).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/study-room/smart-learning');
    expect(within(dialog).getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    const questions = field('Total questions');
    expect(questions).toHaveFocus();
    expect(questions).toHaveAttribute('aria-invalid', 'true');
    expect(questions).toHaveAccessibleDescription('Enter a whole number of questions from 1 to 99');
    expect(field('Marks for correct answer')).toHaveAccessibleDescription('Marks for a correct answer must be more than 0 and at most 10');
    expect(field('Total time (minutes)')).not.toHaveAttribute('aria-invalid');

    // fixed as typed
    fireEvent.change(questions, { target: { value: '25' } });
    expect(questions).not.toHaveAttribute('aria-invalid');
    fireEvent.change(field('Marks for correct answer'), { target: { value: '2' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Session' })));
    expect(currentPath()).toContain('totalQuestion=25');
  });

  it('leaving an invalid field shows no error yet: the dialog keeps its layout, so the Start Session click lands', async () => {
    await openCompetitiveOptions();
    const time = field('Total time (minutes)');
    fireEvent.change(time, { target: { value: '2.5' } });
    fireEvent.blur(time);
    expect(time).not.toHaveAttribute('aria-invalid');
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Session' })));
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription('Enter a whole number of minutes from 1 to 99');
  });

  it('the Exam Type chosen is the option that starts', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.selfTestOptions.mockResolvedValue(ok([DEFAULT_TEST_OPTION, SUBJECTIVE]));
    const { currentPath } = renderSmartLearning({ studyRoom });
    const panel = await chooseTopic('Kinematics');
    fireEvent.change(await within(panel).findByRole('combobox', { name: 'Exam Type' }), { target: { value: '1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Subjective')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start Session' })));
    expect(currentPath()).toBe('/test-simulator?testType=1&topicId=11&templateId=5001&courseId=11&assessmentMode=beginner&examType=subjective'
      + '&totalQuestion=10&totalTime=45&marksCorrectAnswer=2&marksIncorrectAnswer=0&marksNotAttempted=0&questionType=Subjective-Type-Short-Answer-I');
  });

  it('failed options start with the default option', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.selfTestOptions.mockResolvedValue(err(UNAVAILABLE));
    const { currentPath } = renderSmartLearning({ studyRoom });
    const panel = await chooseTopic('Kinematics');
    expect(screen.queryByRole('combobox', { name: 'Exam Type' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Session' })));
    expect(currentPath()).toBe(LEARNING_URL);
  });

  const withSavedSession = () => {
    const examRoom = fakeExamRoom();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest({ testName: 'Kinematics', testMode: 'advance', testSession: '4711', testType: 1, testId: 11 })));
    return examRoom;
  };

  const startLearning = async (examRoom: Fake<ExamRoomUseCases>) => {
    const view = renderSmartLearning({ examRoom });
    const panel = await chooseTopic('Kinematics');
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Session' })));
    return view;
  };

  it('a saved self test of the topic opens the unfinished-session warning; Start New starts the chosen session', async () => {
    const { currentPath } = await startLearning(withSavedSession());
    const warning = screen.getByRole('dialog', { name: 'Unfinished session' });
    expect(within(warning).getByText(/You have an unfinished session: Kinematics\./)).toBeInTheDocument();
    expect(currentPath()).toBe('/study-room/smart-learning');
    fireEvent.click(within(warning).getByRole('button', { name: 'Start New' }));
    expect(currentPath()).toBe(LEARNING_URL);
  });

  it('Resume goes to the saved session', async () => {
    const { currentPath, services } = await startLearning(withSavedSession());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Unfinished session' })).getByRole('button', { name: 'Resume' }));
    expect(currentPath()).toBe('/test-simulator?testType=1&testId=11&topicId=11&templateId=5001&courseId=11&testSession=4711&assessmentMode=advance');
    expect((services.analytics as RecordingAnalytics).events.filter((e) => e.event === 'click')).toEqual([]);
  });

  it('closing the warning starts nothing', async () => {
    const { currentPath } = await startLearning(withSavedSession());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Unfinished session' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/study-room/smart-learning');
  });

  it('a failed check starts the session', async () => {
    const examRoom = fakeExamRoom();
    examRoom.runningTest.mockResolvedValue(err({ kind: 'fault' }));
    const { currentPath } = await startLearning(examRoom);
    expect(currentPath()).toBe(LEARNING_URL);
  });
});

describe('/study-room/smart-learning: tracking', () => {
  it('tracks a page visit and runs the heartbeat for the course until unmounted', async () => {
    const analytics = new RecordingAnalytics();
    const { unmount } = renderSmartLearning({ areas: { analytics } });
    await screen.findByRole('button', { name: /^Optics / });
    expect(analytics.events).toContainEqual({ event: 'page_visit', page: 'smart-learning', courseId: 11 });
    expect(analytics.heartbeats).toEqual([{ page: 'smart-learning', courseId: 11, stopped: false }]);
    unmount();
    expect(analytics.heartbeats).toEqual([{ page: 'smart-learning', courseId: 11, stopped: true }]);
  });

  it('pushes page_heartbeat every 5000 ms while the page is visible, none while hidden, none once unmounted', () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let visible = true;
    const pushed: Record<string, unknown>[] = [];
    const analytics = new AnalyticsService(
      { push: (entry) => { pushed.push({ ...entry }); } },
      { visible: () => visible },
      { every: (ms, tick) => { const id = setInterval(tick, ms); return () => clearInterval(id); } },
      { now: () => Date.now() },
    );
    const { unmount } = renderSmartLearning({ areas: { analytics } });
    const beats = () => pushed.filter((e) => e.event === 'page_heartbeat').map((e) => e.visibleMs);

    act(() => { jest.advanceTimersByTime(4999); });
    expect(beats()).toEqual([]);
    act(() => { jest.advanceTimersByTime(1); });
    expect(beats()).toEqual([5000]);
    act(() => { jest.advanceTimersByTime(5000); });
    expect(beats()).toEqual([5000, 10000]);

    visible = false;
    act(() => { jest.advanceTimersByTime(15000); });
    expect(beats()).toEqual([5000, 10000]);

    visible = true;
    act(() => { jest.advanceTimersByTime(5000); });
    expect(beats()).toEqual([5000, 10000, 15000]);
    expect(pushed.filter((e) => e.event === 'page_heartbeat').every((e) => e.page === 'smart-learning' && e.courseId === 11)).toBe(true);

    unmount();
    act(() => { jest.advanceTimersByTime(20000); });
    expect(beats()).toEqual([5000, 10000, 15000]);
  });
});
