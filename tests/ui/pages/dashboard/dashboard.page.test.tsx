import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { err, ok, UNAVAILABLE, type Result } from '../../../../domain/shared/result';
import type { RunningTest } from '../../../../domain/exam-room/running-test';
import { aRenewCourse } from '../../../mothers/account.mother';
import { aClassTest, aRunningTest } from '../../../mothers/exam-room.mother';
import { aCourse, allTabs } from '../../../mothers/student.mother';
import { COURSE, deferred, fakeDashboard, fakeExamRoom, fakeSupport, renderDashboard } from './dashboard-harness';

const cardOf = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;
const findCard = async (title: string) => (await screen.findByRole('heading', { name: title, level: 2 })).closest('section') as HTMLElement;

const realMatchMedia = window.matchMedia;
/** matchMedia answering `matches` for the queries that contain one of `matching`. */
const mockMatchMedia = (...matching: string[]) => {
  window.matchMedia = ((query: string) => ({
    matches: matching.some((m) => query.includes(m)),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.useRealTimers();
});

describe('/dashboard', () => {
  it("welcomes the student by name and tracks the page visit with the course's id", async () => {
    const { analytics } = renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Asha Verma', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /Welcome/ })).toHaveLength(1);
    expect(analytics.events).toEqual([{ event: 'page_visit', page: 'dashboard', courseId: 11 }]);
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('shows every card loading before its data comes, never a blank card', () => {
    const never = new Promise<never>(() => undefined);
    const dashboard = fakeDashboard();
    const examRoom = fakeExamRoom();
    dashboard.activity.mockReturnValue(never);
    dashboard.activityYears.mockReturnValue(never);
    dashboard.weekClasses.mockReturnValue(never);
    examRoom.classTests.mockReturnValue(never);
    examRoom.runningTest.mockReturnValue(never);
    renderDashboard({ dashboard, examRoom });
    expect(within(cardOf('Activity Chart')).getByRole('status')).toHaveTextContent('Loading activity...');
    expect(within(cardOf('Jump Back In')).getByRole('status')).toHaveTextContent('Looking for a test in progress...');
    expect(within(cardOf('Scheduled Classes')).getByRole('status')).toHaveTextContent('Loading classes...');
    expect(within(cardOf('Class Tests')).getByRole('status')).toHaveTextContent('Loading class tests...');
  });
});

describe('the welcome banner', () => {
  it('opens on the Get started slide with Explore Features and Complete Profile (to /profile)', async () => {
    renderDashboard();
    const banner = screen.getByRole('region', { name: 'Getting started' });
    expect(within(banner).getByRole('group', { name: '1 of 2: Get started' })).toBeVisible();
    expect(within(banner).queryByRole('group', { name: '2 of 2: Tutorials' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile');
    expect(within(banner).getByRole('button', { name: 'Show slide 1: Get started' })).toHaveAttribute('aria-current', 'true');
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('Explore Features shows the tutorial cards (3, 4 and 1 videos) and moves focus to them', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Explore Features' }));
    const slide = screen.getByRole('group', { name: '2 of 2: Tutorials' });
    expect(within(slide).getByRole('heading', { name: 'Learn the app in a few minutes' })).toHaveFocus();
    expect(within(slide).getAllByRole('button').map((b) => b.getAttribute('aria-label')))
      .toEqual(['Study Room: 3 videos', 'Exam Room: 4 videos', 'Analytics: 1 video']);
    expect(screen.getByRole('button', { name: 'Show slide 2: Tutorials' })).toHaveAttribute('aria-current', 'true');
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('a tutorial card opens its video list; a video plays full screen and is tracked', async () => {
    const { analytics } = renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exam Room: 4 videos' }));
    const list = screen.getByRole('dialog', { name: 'Exam Room videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(list).getByRole('button', { name: /^Play Taking a mock test in full screen/ }));
    const player = screen.getByRole('dialog', { name: 'Taking a mock test in full screen' });
    expect(player.querySelector('video')).toHaveAttribute('src', '/media/videos/exam-room-mock-test.webm');
    expect(analytics.events).toContainEqual({ event: 'click', target: 'tutorials', item: 'exam-room-mock-test' });
    fireEvent.click(within(player).getByRole('button', { name: 'Close video' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exam Room: 4 videos' })).toHaveFocus();
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('Previous, Next and the dots change the slide', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '2 of 2: Tutorials' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '1 of 2: Get started' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Tutorials' }));
    expect(screen.getByRole('group', { name: '2 of 2: Tutorials' })).toBeInTheDocument();
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('advances by itself, but not while hovered or focused, and not once paused', async () => {
    jest.useFakeTimers();
    renderDashboard();
    const banner = screen.getByRole('region', { name: 'Getting started' });
    fireEvent.mouseEnter(banner);
    act(() => { jest.advanceTimersByTime(9000); });
    expect(screen.getByRole('group', { name: '1 of 2: Get started' })).toBeInTheDocument();
    fireEvent.mouseLeave(banner);
    act(() => screen.getByRole('button', { name: 'Explore Features' }).focus());
    act(() => { jest.advanceTimersByTime(9000); });
    expect(screen.getByRole('group', { name: '1 of 2: Get started' })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => { jest.advanceTimersByTime(8000); });
    expect(screen.getByRole('group', { name: '2 of 2: Tutorials' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => { jest.advanceTimersByTime(20000); });
    expect(screen.getByRole('group', { name: '2 of 2: Tutorials' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    await act(async () => { await Promise.resolve(); });
  });

  it('never advances with prefers-reduced-motion, and offers no pause then', async () => {
    mockMatchMedia('prefers-reduced-motion');
    jest.useFakeTimers();
    renderDashboard();
    act(() => { jest.advanceTimersByTime(30000); });
    expect(screen.getByRole('group', { name: '1 of 2: Get started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
    await act(async () => { await Promise.resolve(); });
  });
});

describe('Jump Back In', () => {
  it('resumes the running test in the simulator with its saved session', async () => {
    const examRoom = fakeExamRoom();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest()));
    const { currentPath } = renderDashboard({ examRoom });
    const card = await findCard('Jump Back In');
    fireEvent.click(await within(card).findByRole('button', { name: 'Resume JEE Full Mock 1' }));
    expect(examRoom.runningTest).toHaveBeenCalledWith(5001);
    expect(card).toHaveTextContent('Mock');
    expect(currentPath()).toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11&testSession=555');
  });

  it('a course in state renew opens the Validity Expired modal instead', async () => {
    const examRoom = fakeExamRoom();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest()));
    const { currentPath, services } = renderDashboard({ examRoom, course: aRenewCourse() });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume JEE Full Mock 1' }));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(currentPath()).toBe('/dashboard');
  });

  it.each([
    ['nothing is running', ok(null)],
    ['the call fails', err(UNAVAILABLE)],
  ] as [string, Result<RunningTest | null>][])('says so and links to the Exam Room when %s', async (_case, answer) => {
    const examRoom = fakeExamRoom();
    examRoom.runningTest.mockResolvedValue(answer);
    renderDashboard({ examRoom });
    const card = await findCard('Jump Back In');
    expect(await within(card).findByText('No test in progress. Start one from the Exam Room.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to Exam Room' })).toHaveAttribute('href', '/exam-room');
  });
});

describe('Scheduled Classes and Class Tests', () => {
  it('are not shown without the classTest tab, and their data are not fetched', async () => {
    const dashboard = fakeDashboard();
    const examRoom = fakeExamRoom();
    renderDashboard({ dashboard, examRoom, course: aCourse({ courseId: 11, templateId: 5001, tabs: allTabs(true, { classTest: false }) }) });
    await screen.findByText('No test in progress. Start one from the Exam Room.');
    expect(screen.queryByRole('heading', { name: 'Scheduled Classes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Class Tests' })).not.toBeInTheDocument();
    expect(dashboard.weekClasses).not.toHaveBeenCalled();
    expect(examRoom.classTests).not.toHaveBeenCalled();
  });

  it("list the week's classes (titles cut at 15) and the class tests, each started like the class test page", async () => {
    const dashboard = fakeDashboard();
    dashboard.weekClasses.mockResolvedValue(ok([
      { topicTitle: 'Electromagnetic Induction', classDateName: 'Mon, 30 Nov · 10:00', subject: 'Physics', className: 'XII', schoolName: 'City School', teacherName: 'R. Iyer' },
      { topicTitle: 'Integrals', classDateName: 'Tue, 1 Dec · 09:00', subject: 'Mathematics', className: 'XII', schoolName: 'City School', teacherName: '' },
    ]));
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok([aClassTest(), aClassTest({ testId: 42, scheduleId: 8, testTitle: 'Chemistry Unit Test', testDateTime: '', date: '2026-12-02' })]));
    const { currentPath } = renderDashboard({ dashboard, examRoom });

    const classes = await findCard('Scheduled Classes');
    const items = await within(classes).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]).getByRole('heading', { level: 3 });
    expect(first).toHaveAccessibleName('Electromagnetic Induction');
    expect(within(first).getByText('Electromagnetic...')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Mon, 30 Nov · 10:00');
    expect(items[0]).toHaveTextContent('Physics · XII · City School');
    expect(items[0]).toHaveTextContent('Teacher: R. Iyer');
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent(/^Integrals$/);

    const tests = cardOf('Class Tests');
    expect(examRoom.classTests).toHaveBeenCalledWith(11);
    expect(await within(tests).findByText('Physics · 20 Nov 2026, 10:30')).toBeInTheDocument();
    expect(within(tests).getByText('2 Dec 2026', { exact: false })).toBeInTheDocument();
    expect(within(tests).getByRole('link', { name: 'View all class tests' })).toHaveAttribute('href', '/exam-room/class-test');
    fireEvent.click(within(tests).getByRole('button', { name: 'Start Now: Weekly Physics Quiz' }));
    expect(currentPath()).toBe('/test-simulator?testId=41&testType=4&classTestId=7&templateId=5001&courseId=11');
  });

  it('starting a class test of a course in state renew opens the Validity Expired modal', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok([aClassTest()]));
    const { services, currentPath } = renderDashboard({ examRoom, course: aRenewCourse() });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Now: Weekly Physics Quiz' }));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(currentPath()).toBe('/dashboard');
  });

  it.each([['empty', ok([])], ['failed', err(UNAVAILABLE)]] as const)('show their empty states when %s', async (_case, answer) => {
    const dashboard = fakeDashboard();
    dashboard.weekClasses.mockResolvedValue(answer as Result<never[]>);
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(answer as Result<never[]>);
    renderDashboard({ dashboard, examRoom });
    expect(await within(await findCard('Scheduled Classes')).findByText('Classes not found')).toBeInTheDocument();
    expect(await within(cardOf('Class Tests')).findByText('No class test data available')).toBeInTheDocument();
  });
});

describe('Get the app', () => {
  it('shows a QR code per store drawn as SVG, and the store links for the mobile layout', async () => {
    renderDashboard();
    const card = cardOf('Get the app');
    const play = within(card).getByRole('img', { name: 'QR code: scan to get the app on Google Play' });
    const apple = within(card).getByRole('img', { name: 'QR code: scan to get the app on App Store' });
    expect(play.tagName.toLowerCase()).toBe('svg');
    expect(play.querySelectorAll('rect').length).toBeGreaterThan(50);
    expect(apple.querySelectorAll('rect').length).toBeGreaterThan(50);
    expect(card.querySelector('canvas')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.examprep.student');
    const appStore = within(card).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/app/id6499999999');
    expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });

  it('does not draw the QR codes on a phone', async () => {
    mockMatchMedia('max-width');
    renderDashboard();
    const card = cardOf('Get the app');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    await screen.findByText('No test in progress. Start one from the Exam Room.');
  });
});

describe('Support', () => {
  const fill = (card: HTMLElement, subject: string, details = '') => {
    fireEvent.change(within(card).getByRole('textbox', { name: 'Subject' }), { target: { value: subject } });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Details (optional)' }), { target: { value: details } });
  };

  it('keeps Send disabled until the subject is filled, then raises the ticket, shows the toast and clears the form', async () => {
    const support = fakeSupport();
    const { services, analytics } = renderDashboard({ support });
    const card = cardOf('Support');
    const send = within(card).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fill(card, '   ', 'Only details');
    expect(send).toBeDisabled();
    fill(card, 'Mock test will not open', 'It stays on the spinner.');
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(services.toasts.toasts).toHaveLength(1));
    expect(support.raiseTicket).toHaveBeenCalledWith({ subject: 'Mock test will not open', details: 'It stays on the spinner.' });
    expect(services.toasts.toasts[0]).toMatchObject({ message: 'Your ticket has been raised. Our team will get back to you.', variant: 'success', durationMs: 5000 });
    expect(within(card).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(within(card).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('');
    expect(send).toBeDisabled();
    expect(analytics.events).toContainEqual({ event: 'click', target: 'support', item: 'send' });
  });

  it('sends without details', async () => {
    const support = fakeSupport();
    renderDashboard({ support });
    const card = cardOf('Support');
    fill(card, 'Help');
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(support.raiseTicket).toHaveBeenCalledWith({ subject: 'Help', details: '' }));
  });

  it('keeps the input and shows the danger toast when the ticket fails; Send is busy meanwhile', async () => {
    const support = fakeSupport();
    const gate = deferred<Awaited<ReturnType<typeof support.raiseTicket>>>();
    support.raiseTicket.mockReturnValue(gate.promise);
    const { services } = renderDashboard({ support });
    const card = cardOf('Support');
    fill(card, 'Payment issue', 'Charged twice');
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => gate.resolve(err({ tone: 'danger', message: 'Something went wrong. Please try again later.' })));
    expect(services.toasts.toasts[0]).toMatchObject({ message: 'Something went wrong. Please try again later.', variant: 'danger', durationMs: 5000 });
    expect(within(card).getByRole('textbox', { name: 'Subject' })).toHaveValue('Payment issue');
    expect(within(card).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Charged twice');
    expect(within(card).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('with nothing available', () => {
  it('shows every empty state, never an error', async () => {
    const { renderPage } = await import('../../support/render-page');
    const { default: DashboardPage } = await import('../../../../ui/pages/dashboard/dashboard.page');
    const { aStudent } = await import('../../../mothers/student.mother');
    renderPage(<DashboardPage />, { path: '/dashboard', student: aStudent({ courses: [COURSE] }) });
    expect(await screen.findByText('No activity data available')).toBeInTheDocument();
    expect(await screen.findByText('No test in progress. Start one from the Exam Room.')).toBeInTheDocument();
    expect(await screen.findByText('Classes not found')).toBeInTheDocument();
    expect(await screen.findByText('No class test data available')).toBeInTheDocument();
  });
});
