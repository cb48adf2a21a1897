import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp } from '../support/render-app';
import { aCourse, aStudent, allTabs } from '../../mothers/student.mother';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const goTo = (path: string) => act(() => window.history.pushState(null, '', `/student${path}`));

describe('sidebar', () => {
  it('shows every item a course with all tabs allows; Study Room is a heading, not a link', async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    const nav = within(mainNav());
    for (const name of ['Dashboard', 'Gap Fixer / Smart Learning', 'Study Material', 'Adaptive Learning', 'Exam Room',
      'Topic Test', 'Mock Test', 'Class Test', 'Reports', 'All Exams']) {
      expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav.getByText('Study Room')).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Study Room' })).not.toBeInTheDocument();
    expect(nav.getByRole('list', { name: 'Study Room' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'All Exams' })).toHaveAttribute('href', '/student/selectcourse');
  });

  it('hides items whose tab is off but always shows the Study Room and Exam Room groups', async () => {
    renderApp('/settings', { student: aStudent({ courses: [aCourse({ tabs: allTabs(false) })] }) });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    const nav = within(mainNav());
    expect(nav.getByText('Study Room')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Exam Room' })).toBeInTheDocument();
    for (const name of ['Dashboard', 'Gap Fixer / Smart Learning', 'Study Material', 'Topic Test', 'Mock Test', 'Reports', 'All Exams']) {
      expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows only the sub-items whose own tab is on', async () => {
    const tabs = { ...allTabs(false), mockTest: true, studyMaterial: true };
    renderApp('/settings', { student: aStudent({ courses: [aCourse({ tabs })] }) });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Mock Test' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Study Material' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Topic Test' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Adaptive Learning' })).not.toBeInTheDocument();
  });

  it('highlights the item whose href the current path contains', async () => {
    renderApp('/exam-room/mock-test', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Mock Test', level: 1 });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Mock Test' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Topic Test' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('has landmarks and a skip link', async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('section tab bar', () => {
  it('shows the exam room tabs the course allows, the current one marked', async () => {
    const tabs = { ...allTabs(), classTest: false };
    renderApp('/exam-room/topic-test', { student: aStudent({ courses: [aCourse({ tabs })] }) });
    await screen.findByRole('heading', { name: 'Topic Test', level: 1 });
    const bar = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(bar.getAllByRole('link').map((l) => l.textContent)).toEqual(['Topic Test', 'Mock Test']);
    expect(bar.getByRole('link', { name: 'Topic Test' })).toHaveAttribute('aria-current', 'page');
  });

  it('is absent outside the sections', async () => {
    renderApp('/settings', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
  });
});

describe("What's New and the shell modals", () => {
  it('opens the release notes and closes them on a path change', async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: /What's New\s*Version v1\.0\.0 Available/ }));
    const dialog = screen.getByRole('dialog', { name: "What's New" });
    expect(within(dialog).getByText('Version v1.0.0')).toBeInTheDocument();
    expect(within(dialog).getByText('Sep 24, 2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/requires full-screen mode/)).toBeInTheDocument();
    goTo('/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['Invite Teacher', 'Feedback', 'Rate This Course', 'Tutorials'])(
    'opens %s from the profile menu; Escape closes it and focus returns',
    async (name) => {
      renderApp('/dashboard', { student: aStudent() });
      await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
      const trigger = screen.getByRole('button', { name: /Profile menu/ });
      fireEvent.click(trigger);
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).queryByText(/Coming soon/)).not.toBeInTheDocument();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    },
  );

  it('shows the validity-expired and limit-exceeded texts of the spec', async () => {
    const { services } = renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    act(() => services.ui.showModal('validity-expired'));
    const expired = screen.getByRole('dialog', { name: 'Validity Expired' });
    expect(expired).toHaveTextContent("Bright Academy's validity has been finished. Renew your account to continue your practice.");
    expect(within(expired).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/student/selectcourse?cid=11');
    fireEvent.click(within(expired).getByRole('button', { name: 'Cancel' }));
    act(() => services.ui.showModal('limit-exceeded'));
    expect(screen.getByRole('dialog', { name: 'Limit Exceeded' })).toHaveTextContent(
      'You have reached maximum limit in your current package. Kindly upgrade to access the content.');
  });
});

describe('mobile drawer', () => {
  it('opens the navigation in a drawer and closes it when a link is followed', async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    // the button shows only below 480 px: jsdom applies its display:none but not the media query
    fireEvent.click(screen.getByLabelText('Open menu'));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Mock Test' }));
    await screen.findByRole('heading', { name: 'Mock Test', level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/exam-room/mock-test');
  });
});

describe('profile menu', () => {
  it("shows the student's name and e-mail and the account links", async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    const trigger = screen.getByRole('button', { name: /Profile menu/ });
    expect(trigger).toHaveTextContent('AV');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/student/profile');
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/student/payments');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/student/settings');
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/student/logout');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes when the path changes', async () => {
    renderApp('/dashboard', { student: aStudent() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    goTo('/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.queryByRole('switch', { name: 'Dark Mode' })).not.toBeInTheDocument();
  });

  it('shows the profile picture when there is one', async () => {
    renderApp('/dashboard', { student: aStudent({ profilePic: 'https://example.com/asha.png' }) });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    const trigger = screen.getByRole('button', { name: /Profile menu/ });
    expect(trigger.querySelector('img')).toHaveAttribute('src', 'https://example.com/asha.png');
  });
});
