// /study-room/study-material with fake study room and exam room use cases and a signed-in student (its active course
// decides templateId, courseId, tabs and the access state), through the shared page harness.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { OpenRefusal, StudyRoomUseCases } from '../../../../application/study-room/study-room-use-cases';
import type { Course } from '../../../../domain/account/student';
import type { Topic } from '../../../../domain/exam-room/topic';
import { NO_CONTENT_LIMIT, type ContentItem, type ContentLimit, type OpenedContent } from '../../../../domain/study-room/content';
import { err, ok, UNAVAILABLE, type Result } from '../../../../domain/shared/result';
import StudyMaterialPage from '../../../../ui/pages/study-room/study-material.page';
import { aRenewCourse, allTabs } from '../../../mothers/account.mother';
import { aTopic } from '../../../mothers/exam-room.mother';
import { aCourse, aStudent } from '../../../mothers/student.mother';
import type { RecordingAnalytics } from '../../support/unavailable-areas';
import { deferred, renderPage } from '../../support/render-page';

type FakeStudyRoom = { [K in keyof StudyRoomUseCases]: jest.MockedFunction<StudyRoomUseCases[K]> };

const fakeStudyRoom = (): FakeStudyRoom => ({
  content: jest.fn<StudyRoomUseCases['content']>(async () => ok({ items: [], limit: NO_CONTENT_LIMIT, counted: [] })),
  openContent: jest.fn<StudyRoomUseCases['openContent']>(async () => err(UNAVAILABLE)),
  selfTestOptions: jest.fn<StudyRoomUseCases['selfTestOptions']>(async () => ok([])),
  topicProgress: jest.fn<StudyRoomUseCases['topicProgress']>(async () => ok([])),
  runningAdaptive: jest.fn<StudyRoomUseCases['runningAdaptive']>(async () => ok(null)),
  startAdaptive: jest.fn<StudyRoomUseCases['startAdaptive']>(async () => err(UNAVAILABLE)),
});

const fakeExamRoom = (topics: Result<Topic[]>) => ({
  topicTree: jest.fn<ExamRoomUseCases['topicTree']>(async () => topics),
  topicTests: jest.fn<ExamRoomUseCases['topicTests']>(async () => ok({ tests: [], instructions: [] })),
  mockTestCategories: jest.fn<ExamRoomUseCases['mockTestCategories']>(async () => ok([])),
  classTests: jest.fn<ExamRoomUseCases['classTests']>(async () => ok([])),
  runningTest: jest.fn<ExamRoomUseCases['runningTest']>(async () => ok(null)),
});

const COURSE = aCourse({ courseId: 11, templateId: 5001 });

const TREE: Topic[] = [
  aTopic({ topicId: 1, topicName: 'Physics', children: [aTopic({ topicId: 11, topicName: 'Kinematics' }), aTopic({ topicId: 12, topicName: 'Optics' })] }),
  aTopic({ topicId: 2, topicName: 'Chemistry' }),
];

const anItem = (over: Partial<ContentItem> = {}): ContentItem => ({
  id: 501, contentTitle: 'Kinematics notes', contentType: 'PDF', language: 'English', topicId: 11, topicName: 'Kinematics', ...over,
});

const anOpened = (over: Partial<OpenedContent> = {}): OpenedContent => ({
  ...anItem(), description: '', links: [], contentUrl: '', captionsUrl: '', posterUrl: '', ...over,
});

const LIMIT: ContentLimit = { pdfMax: 2, pptMax: 1, videoMax: 2, textMax: 3 };

/** Physics' content: its own items and those of its subtopics. */
const PHYSICS_ITEMS: ContentItem[] = [
  anItem({ id: 1, contentTitle: 'Physics overview', contentType: 'Text', topicId: 1, topicName: 'Physics' }),
  anItem({ id: 2, contentTitle: 'Kinematics notes', contentType: 'PDF', topicId: 11, topicName: 'Kinematics' }),
  anItem({ id: 3, contentTitle: 'Kinematics slides', contentType: 'PPT', topicId: 11, topicName: 'Kinematics' }),
  anItem({ id: 4, contentTitle: 'Optics notes', contentType: 'PDF', topicId: 12, topicName: 'Optics' }),
];

const renderStudyMaterial = (
  { studyRoom = fakeStudyRoom(), topics = ok(TREE), course = COURSE }: { studyRoom?: FakeStudyRoom; topics?: Result<Topic[]>; course?: Course } = {},
) => {
  const examRoom = fakeExamRoom(topics);
  const view = renderPage(<StudyMaterialPage />, {
    path: '/study-room/study-material',
    student: aStudent({ courses: [course] }),
    areas: { studyRoom, examRoom },
  });
  return { ...view, studyRoom, examRoom };
};

const withContent = (items: ContentItem[] = PHYSICS_ITEMS) => {
  const studyRoom = fakeStudyRoom();
  studyRoom.content.mockResolvedValue(ok({ items, limit: LIMIT, counted: [] }));
  return studyRoom;
};

const topicButtons = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('button')
  .filter((b) => !b.hasAttribute('aria-expanded')).map((b) => b.textContent);

/** Clicks a topic and lets its content call answer. */
const choose = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await act(async () => { fireEvent.click(button); });
};

const itemTitles = (topic = 'Physics') =>
  within(screen.getByRole('list', { name: `${topic} study material` })).getAllByRole('button').map((b) => b.firstElementChild?.firstElementChild?.textContent);

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('/study-room/study-material', () => {
  it('is headed Study Material, counts a page visit and shows the topic tree headed Select Your Topic with a hint', async () => {
    const { examRoom, services } = renderStudyMaterial();
    expect(screen.getByRole('heading', { level: 1, name: 'Study Material' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Your Topic' })).toBeInTheDocument();
    expect(screen.getByText('Choose a topic to see its study material.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kinematics' })).toBeInTheDocument();
    expect(examRoom.topicTree).toHaveBeenCalledWith(5001);
    expect(topicButtons()).toEqual(['Physics', 'Kinematics', 'Optics', 'Chemistry']);
    expect((services.analytics as RecordingAnalytics).events).toEqual([{ event: 'page_visit', page: 'study-material', courseId: 11 }]);
  });

  it('searches the tree 300 ms after the last key press; nothing matching says No such data available', async () => {
    renderStudyMaterial();
    await screen.findByRole('button', { name: 'Optics' });
    jest.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search topics' });
    expect(search).toHaveAttribute('placeholder', 'Search topics...');
    fireEvent.change(search, { target: { value: 'opt' } });
    act(() => { jest.advanceTimersByTime(299); });
    expect(topicButtons()).toHaveLength(4);
    act(() => { jest.advanceTimersByTime(1); });
    expect(topicButtons()).toEqual(['Physics', 'Optics']);
    fireEvent.change(search, { target: { value: 'biology' } });
    act(() => { jest.advanceTimersByTime(300); });
    expect(screen.getByText('No such data available')).toBeInTheDocument();
  });

  it('says No topic tree data available for an empty tree, and for a tree that failed to load', async () => {
    renderStudyMaterial({ topics: ok([]) });
    expect(await screen.findByText('No topic tree data available')).toBeInTheDocument();
  });

  it('shows a failed tree as the empty tree', async () => {
    renderStudyMaterial({ topics: err(UNAVAILABLE) });
    expect(await screen.findByText('No topic tree data available')).toBeInTheDocument();
  });

  it('choosing a topic loads its content: the topic, the count, and the items with their type and, for a subtopic, its topic', async () => {
    const { studyRoom } = renderStudyMaterial({ studyRoom: withContent() });
    await choose('Physics');
    expect(studyRoom.content).toHaveBeenCalledWith({ courseId: 11, templateId: 5001 }, 1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByText('4 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Physics', current: true })).toBeInTheDocument();
    expect(itemTitles()).toEqual(['Physics overview', 'Kinematics notes', 'Kinematics slides', 'Optics notes']);
    const list = screen.getByRole('list', { name: 'Physics study material' });
    const overview = within(list).getByRole('button', { name: /Physics overview/ });
    expect(overview).toHaveTextContent('Text');
    expect(overview).not.toHaveTextContent('Topic:');
    const optics = within(list).getByRole('button', { name: /Optics notes/ });
    expect(optics).toHaveAccessibleName('Optics notes PDF Topic: Optics');
  });

  it('shows Loading study material while the content call is in flight, and the latest topic wins', async () => {
    const studyRoom = fakeStudyRoom();
    const first = deferred<Awaited<ReturnType<StudyRoomUseCases['content']>>>();
    studyRoom.content.mockReturnValueOnce(first.promise).mockResolvedValueOnce(ok({ items: [anItem({ id: 9, contentTitle: 'Chemistry notes', topicId: 2, topicName: 'Chemistry' })], limit: LIMIT, counted: [] }));
    renderStudyMaterial({ studyRoom });
    await choose('Physics');
    expect(screen.getByRole('status')).toHaveTextContent('Loading study material...');
    await choose('Chemistry');
    expect(await screen.findByRole('list', { name: 'Chemistry study material' })).toBeInTheDocument();
    await act(async () => { first.resolve(ok({ items: PHYSICS_ITEMS, limit: LIMIT, counted: [] })); });
    expect(itemTitles('Chemistry')).toEqual(['Chemistry notes']);
    expect(screen.getByRole('heading', { level: 2, name: 'Chemistry' })).toBeInTheDocument();
  });

  it('filters by type with a radio group showing the counts; a filter leaving nothing says No Content Available', async () => {
    renderStudyMaterial({ studyRoom: withContent() });
    await choose('Physics');
    const group = await screen.findByRole('radiogroup', { name: 'Content type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['All 4 items', 'Text 1 item', 'PPT 1 item', 'PDF 2 items', 'Video 0 items']);
    expect(radios.map((r) => r.textContent)).toEqual(['All4', 'Text1', 'PPT1', 'PDF2', 'Video0']);
    expect(within(group).getByRole('radio', { name: 'All 4 items' })).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(within(group).getByRole('radio', { name: /^PDF/ }));
    expect(within(group).getByRole('radio', { name: /^PDF/ })).toHaveAttribute('aria-checked', 'true');
    expect(itemTitles()).toEqual(['Kinematics notes', 'Optics notes']);
    expect(screen.getByText('2 items')).toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: /^Video/ }));
    expect(screen.getByText('No Content Available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Physics study material' })).not.toBeInTheDocument();
  });

  it('moves through the filters with the arrow keys, Home and End; only the chosen one is a tab stop', async () => {
    renderStudyMaterial({ studyRoom: withContent() });
    await choose('Physics');
    const group = await screen.findByRole('radiogroup', { name: 'Content type' });
    const radio = (name: RegExp) => within(group).getByRole('radio', { name });
    act(() => radio(/^All/).focus());
    fireEvent.keyDown(radio(/^All/), { key: 'ArrowRight' });
    expect(radio(/^Text/)).toHaveAttribute('aria-checked', 'true');
    expect(radio(/^Text/)).toHaveFocus();
    expect(radio(/^Text/)).toHaveAttribute('tabindex', '0');
    expect(radio(/^All/)).toHaveAttribute('tabindex', '-1');
    expect(itemTitles()).toEqual(['Physics overview']);
    fireEvent.keyDown(radio(/^Text/), { key: 'End' });
    expect(radio(/^Video/)).toHaveFocus();
    fireEvent.keyDown(radio(/^Video/), { key: 'ArrowRight' });
    expect(radio(/^All/)).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio(/^All/), { key: 'ArrowLeft' });
    expect(radio(/^Video/)).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio(/^Video/), { key: 'Home' });
    expect(radio(/^All/)).toHaveFocus();
  });

  it('keeps the filter when another topic is chosen', async () => {
    renderStudyMaterial({ studyRoom: withContent() });
    await choose('Physics');
    fireEvent.click(within(await screen.findByRole('radiogroup')).getByRole('radio', { name: /^PDF/ }));
    await choose('Chemistry');
    await screen.findByRole('heading', { level: 2, name: 'Chemistry' });
    expect(within(await screen.findByRole('radiogroup')).getByRole('radio', { name: /^PDF/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('says No study material available for a topic without items', async () => {
    renderStudyMaterial({ studyRoom: withContent([]) });
    await choose('Optics');
    expect(await screen.findByText('No study material available')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says the long No content text when the content call fails', async () => {
    const studyRoom = fakeStudyRoom();
    studyRoom.content.mockResolvedValue(err({ kind: 'fault' }));
    renderStudyMaterial({ studyRoom });
    await choose('Optics');
    expect(await screen.findByText('No content are available right now. Please check back later or contact your instructor for updates!')).toBeInTheDocument();
  });

  describe('opening an item', () => {
    const openWith = async (answer: Result<OpenedContent, OpenRefusal>, course: Course = COURSE) => {
      const studyRoom = withContent();
      studyRoom.openContent.mockResolvedValue(answer);
      const view = renderStudyMaterial({ studyRoom, course });
      await choose('Physics');
      const button = await screen.findByRole('button', { name: /Kinematics notes/ });
      act(() => button.focus());
      await act(async () => { fireEvent.click(button); });
      return { ...view, button };
    };

    it('asks the use case with the course, its access state, the item and the limits', async () => {
      const { studyRoom } = await openWith(err({ kind: 'limit-exceeded' }));
      await waitFor(() => expect(studyRoom.openContent).toHaveBeenCalledTimes(1));
      expect(studyRoom.openContent).toHaveBeenCalledWith({ courseId: 11, templateId: 5001, accessState: 'accessible' }, PHYSICS_ITEMS[1], LIMIT);
    });

    it('a course in renew: the Validity Expired modal, nothing shown', async () => {
      const renew = aRenewCourse({ courseId: 11, templateId: 5001, tabs: allTabs(true) });
      const { studyRoom, services } = await openWith(err({ kind: 'validity-expired' }), renew);
      await waitFor(() => expect(services.ui.openModal).toBe('validity-expired'));
      expect(studyRoom.openContent.mock.calls[0][0]).toEqual({ courseId: 11, templateId: 5001, accessState: 'renew' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(services.toasts.toasts).toEqual([]);
    });

    it('a type past its limit: the Limit Exceeded modal, nothing shown', async () => {
      const { services } = await openWith(err({ kind: 'limit-exceeded' }));
      await waitFor(() => expect(services.ui.openModal).toBe('limit-exceeded'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('any other failure: a danger toast', async () => {
      const { services } = await openWith(err({ kind: 'fault' }));
      await waitFor(() => expect(services.toasts.toasts).toHaveLength(1));
      expect(services.toasts.toasts[0]).toMatchObject({ message: 'This item could not be opened. Please try again.', variant: 'danger', durationMs: 3000 });
      expect(services.ui.openModal).toBeNull();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('marks the item busy while it opens, and opens one item at a time', async () => {
      const studyRoom = withContent();
      const answer = deferred<Result<OpenedContent, OpenRefusal>>();
      studyRoom.openContent.mockReturnValue(answer.promise);
      renderStudyMaterial({ studyRoom });
      await choose('Physics');
      const button = await screen.findByRole('button', { name: /Kinematics notes/ });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(screen.getByRole('button', { name: /Optics notes/ }));
      expect(studyRoom.openContent).toHaveBeenCalledTimes(1);
      await act(async () => { answer.resolve(err({ kind: 'limit-exceeded' })); });
      expect(button).not.toHaveAttribute('aria-busy');
    });

    it('opens an item in the full-screen viewer; Close gives focus back to the item', async () => {
      const text = anOpened({ id: 2, contentType: 'Text', contentTitle: 'Kinematics notes', description: '<h2>Velocity</h2><p>v = u + at</p>' });
      const { button } = await openWith(ok(text));
      const dialog = await screen.findByRole('dialog', { name: 'Kinematics notes' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(within(dialog).getByRole('heading', { name: 'Velocity' })).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('Escape closes the viewer', async () => {
      await openWith(ok(anOpened({ contentType: 'Text', description: '<p>Hello</p>' })));
      await screen.findByRole('dialog');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('on a phone the content is a bottom sheet that opens half open once a topic is chosen', async () => {
    const listeners: (() => void)[] = [];
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(max-width: 479.98px)',
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.push(l),
        removeEventListener: () => undefined,
      }),
    });
    renderStudyMaterial({ studyRoom: withContent() });
    await screen.findByRole('button', { name: 'Physics' });
    expect(screen.queryByRole('region', { name: 'Study material panel' })).not.toBeInTheDocument();
    await choose('Physics');
    const sheet = await screen.findByRole('region', { name: 'Study material panel' });
    const handle = within(sheet).getByRole('slider', { name: 'Resize the study material panel' });
    expect(handle).toHaveAttribute('aria-valuetext', 'half open');
    expect(handle).toHaveAccessibleDescription('Drag, or use the arrow keys, Home and End, to resize.');
    expect(await within(sheet).findByRole('list', { name: 'Physics study material' })).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuetext', 'full screen');
  });

  it('leaves for the section root when the course has no Study Material tab', () => {
    const { currentPath } = renderStudyMaterial({ course: aCourse({ courseId: 11, templateId: 5001, tabs: allTabs(true, { studyMaterial: false }) }) });
    expect(currentPath()).not.toBe('/study-room/study-material');
  });
});
