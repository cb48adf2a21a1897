import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp } from '../support/render-app';
import { aCourse, aStudent } from '../../mothers/student.mother';

const twoCourses = () => aStudent({
  courses: [
    aCourse({ courseId: 11, organisationName: 'Bright Academy', packTypeTitle: 'FREEFOREVER' }),
    aCourse({ courseId: 22, organisationName: 'Star Institute', packTypeTitle: 'PRO', validTillDate: '2999-01-31' }),
  ],
});

const openSwitcher = async () => {
  await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
  const trigger = screen.getByRole('button', { name: /^Switch course/ });
  fireEvent.click(trigger);
  return { trigger, menu: screen.getByRole('menu', { name: 'Courses' }) };
};

describe('course switcher', () => {
  it("shows the active course's organisation and label, named by them after its purpose (the visible text is in the name)", async () => {
    renderApp('/dashboard', { student: twoCourses() });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(screen.getByRole('button', { name: /^Switch course/ })).toHaveAccessibleName('Switch course Bright Academy FREE');
  });

  it('lists every course with its label, the active one checked, and ends with Other Exams', async () => {
    renderApp('/dashboard', { student: twoCourses() });
    const { menu } = await openSwitcher();
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Bright AcademyFREE', 'Star InstitutePRO · Valid till 31-01-2999']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Other Exams' })).toHaveAttribute('href', '/student/selectcourse');
  });

  it('moves between entries with the arrow keys and closes on Escape', async () => {
    renderApp('/dashboard', { student: twoCourses() });
    const { trigger, menu } = await openSwitcher();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(within(menu).getAllByRole('menuitemradio')[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(within(menu).getByRole('menuitem', { name: 'Other Exams' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('switches after the server agrees: the label changes and the app goes to /', async () => {
    const { account } = renderApp('/settings', { student: twoCourses() });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Switch course/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Star Institute/ }));
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(account.switched).toEqual([1]);
    expect(currentPath()).toBe('/dashboard');
    expect(screen.getByRole('button', { name: /^Switch course/ })).toHaveAccessibleName('Switch course Star Institute PRO · Valid till 31-01-2999');
  });

  it('changes nothing when the server refuses, and says so', async () => {
    const student = twoCourses();
    const { account } = renderApp('/settings', { student });
    account.acceptSwitch = false;
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Switch course/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Star Institute/ }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(account.switched).toEqual([1]);
    expect(currentPath()).toBe('/settings');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Switch course/ })).toBeEnabled());
    expect(screen.getByRole('button', { name: /^Switch course/ })).toHaveAccessibleName('Switch course Bright Academy FREE');
  });

  it('does not post when the active course is chosen again', async () => {
    const { account } = renderApp('/dashboard', { student: twoCourses() });
    const { menu } = await openSwitcher();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: /Bright Academy/ }));
    expect(account.switched).toEqual([]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
