import { describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fullScreenRoutes, layoutRoutes, publicRoutes } from '../../../ui/routes/route-table';
import { currentPath, renderApp } from '../support/render-app';
import { aCourse, aStudent, allTabs } from '../../mothers/student.mother';

type Stubs = typeof import('../support/page-stubs');

// The sign-in pages become headings (their own tests cover them). The route table imports them lazily, at render
// time, so these registrations are in place before the first import.
jest.mock('../../../ui/pages/account/login.page', () => jest.requireActual<Stubs>('../support/page-stubs').pageStub('Login stub'));
jest.mock('../../../ui/pages/account/login-direct.page', () => jest.requireActual<Stubs>('../support/page-stubs').pageStub('Direct stub'));
jest.mock('../../../ui/pages/account/forget-password.page', () => jest.requireActual<Stubs>('../support/page-stubs').pageStub('Forget stub'));
jest.mock('../../../ui/pages/account/signup.page', () => jest.requireActual<Stubs>('../support/page-stubs').pageStub('Signup stub'));

describe('protected routes', () => {
  it.each(['/dashboard', '/settings', '/exam-room/mock-test', '/test-simulator', '/testview'])(
    'send a visitor without a token from %s to /login',
    async (path) => {
      renderApp(path, { student: null });
      expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
    },
  );

  it('lets a logged-in student in, and / leads to the dashboard', async () => {
    renderApp('/', { student: aStudent() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(document.title).toBe('Dashboard | ExamPrep');
  });

  it('treats a token-less stored student as logged out', async () => {
    renderApp('/dashboard', { student: aStudent({ token: '' }) });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
  });
});

describe('public-only routes', () => {
  it.each([
    ['/login', 'Login stub'],
    ['/logindirect', 'Direct stub'],
    ['/forget-password', 'Forget stub'],
    ['/signup', 'Signup stub'],
  ])('show %s to a visitor', async (path, heading) => {
    renderApp(path, { student: null });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/login', '/logindirect', '/forget-password', '/signup'])(
    'send a logged-in student with courses from %s to / (the dashboard)',
    async (path) => {
      renderApp(path, { student: aStudent() });
      expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
    },
  );

  it('sends a logged-in student without courses to /selectyourcourse', async () => {
    renderApp('/login', { student: aStudent({ courses: [] }) });
    expect(await screen.findByRole('heading', { name: 'Select Your Course', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/selectyourcourse');
  });
});

describe('section redirects', () => {
  it('sends /study-room to smart learning when the course allows it', async () => {
    renderApp('/study-room', { student: aStudent() });
    expect(await screen.findByRole('heading', { name: 'Gap Fixer / Smart Learning', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/study-room/smart-learning');
  });

  it('sends /study-room to the first allowed child otherwise', async () => {
    const tabs = { ...allTabs(), selfTest: false };
    renderApp('/study-room', { student: aStudent({ courses: [aCourse({ tabs })] }) });
    expect(await screen.findByRole('heading', { name: 'Study Material', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/study-room/study-material');
  });

  it('sends /exam-room to the topic tests, or the dashboard when no exam is allowed', async () => {
    renderApp('/exam-room', { student: aStudent() });
    expect(await screen.findByRole('heading', { name: 'Topic Test', level: 1 })).toBeInTheDocument();
  });

  it('sends /exam-room to the dashboard when the course has no exam tabs', async () => {
    const tabs = { ...allTabs(), topicTest: false, mockTest: false, classTest: false };
    renderApp('/exam-room', { student: aStudent({ courses: [aCourse({ tabs })] }) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('every route of the app', () => {
  const specRoutes = [
    '/login', '/logindirect', '/forget-password', '/signup', '/guest-testbegin', '/selectyourcourse', '/logout',
    '/pgcancelled', '/pgresponse', '/inapppayment', '/', '/dashboard', '/study-room', '/study-room/study-material',
    '/study-room/smart-learning', '/study-room/adaptive-learning', '/exam-room', '/exam-room/topic-test',
    '/exam-room/mock-test', '/exam-room/class-test', '/report', '/selectcourse', '/settings', '/profile', '/payments',
    '/learning-testanalytics', '/testanalytics', '/classtest', '/test-simulator', '/test-simulator-adaptive',
    '/guest-testsimulator', '/testview',
  ];

  it('is in the route table', () => {
    const table = [...publicRoutes, ...fullScreenRoutes, ...layoutRoutes].map((r) => r.path);
    expect([...table].sort()).toEqual([...specRoutes].sort());
  });

  it.each([
    ['/study-room/study-material', 'Study Material', 'No topic tree data available'],
    ['/study-room/smart-learning', 'Gap Fixer / Smart Learning', 'No data available'],
    ['/study-room/adaptive-learning', 'Adaptive Learning', 'No data available'],
  ])('%s shows its screen inside the layout (its empty tree when the area is unavailable)', async (path, title, empty) => {
    renderApp(path, { student: aStudent() });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ExamPrep`);
  });

  it('/profile shows My Profile inside the layout', async () => {
    renderApp('/profile', { student: aStudent() });
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument();
    expect(document.title).toBe('My Profile | ExamPrep');
  });

  it.each([
    ['/selectcourse', 'All Exams', 'No courses found'],
    ['/payments', 'Payments', 'No Transactions Found!'],
  ])('%s shows its screen inside the layout (its empty state when the area is unavailable)', async (path, title, empty) => {
    renderApp(path, { student: aStudent() });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ExamPrep`);
  });

  it('shows the catalogue to a visitor at /selectyourcourse, outside the layout, with a way to log in', async () => {
    renderApp('/selectyourcourse', { student: null });
    expect(await screen.findByRole('heading', { name: 'Select Your Course', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/student/login');
  });

  it.each(['/test-simulator', '/test-simulator-adaptive', '/testview'])(
    '%s is the full-screen simulator, outside the layout; without a test it says so with a way back',
    async (path) => {
      renderApp(path, { student: aStudent() });
      expect(await screen.findByRole('heading', { name: 'No Test Selected', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go Back!' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/exam-room/topic-test', 'Topic Test', 'No topic test data available'],
    ['/exam-room/mock-test', 'Mock Test', 'No mock test data available'],
    ['/exam-room/class-test', 'Class Test', 'No class test data available'],
    ['/classtest', 'Class Test', 'No class test data available'],
  ])('%s shows its exam room list inside the layout (empty without data)', async (path, title, empty) => {
    renderApp(path, { student: aStudent() });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ExamPrep`);
  });

  it('lets a guest open the guest simulator and the guest instructions', async () => {
    // a guest link without its course names no test
    renderApp('/guest-testsimulator?testUid=learning', { student: null });
    expect(await screen.findByRole('heading', { name: 'No Test Selected', level: 1 })).toBeInTheDocument();
    cleanup();
    renderApp('/guest-testbegin?courseId=105', { student: null });
    expect(await screen.findByRole('heading', { name: 'Free Test', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome', level: 2 })).toBeInTheDocument();
  });

  it('shows the payment result pages to anyone', async () => {
    renderApp('/pgcancelled', { student: null });
    expect(await screen.findByRole('heading', { name: 'Payment Transaction Failed' })).toBeInTheDocument();
    expect(screen.getByText("Don't worry, you can try again.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Select Course' })).toHaveAttribute('href', '/student/selectcourse');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/student/');
  });
});

describe('on every path change', () => {
  it('refreshes the course list of a logged-in student', async () => {
    const { account } = renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    const before = account.refreshes;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('link', { name: 'Mock Test' }));
    await screen.findByRole('heading', { name: 'Mock Test', level: 1 });
    await waitFor(() => expect(account.refreshes).toBe(before + 1));
  });

  it('keeps going when the refresh fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { account } = renderApp('/dashboard', { student: aStudent() });
    account.refreshCourses = () => Promise.reject(new Error('offline'));
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Refreshing the course list failed', expect.any(Error)));
    warn.mockRestore();
  });
});
