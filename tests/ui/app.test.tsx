import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { FakeThemePreference } from './support/fake-account';
import { renderApp } from './support/render-app';
import { aStudent } from '../mothers/student.mother';

describe('theme', () => {
  it('applies the saved preference as a body class', async () => {
    renderApp('/dashboard', { student: aStudent(), themePreference: new FakeThemePreference(true) });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(document.body).toHaveClass('dark-mode');
    expect(document.body).not.toHaveClass('light-mode');
  });

  it('toggles from the profile menu switch and saves the choice', async () => {
    const { themePreference } = renderApp('/dashboard', { student: aStudent(), themePreference: new FakeThemePreference(null, false) });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(document.body).toHaveClass('light-mode');
    fireEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(themePreference.saves).toEqual([true]);
    expect(document.body).toHaveClass('dark-mode');
    expect(document.body).not.toHaveClass('light-mode');
  });

  it('is chosen on the settings page with a radio group', async () => {
    const { themePreference } = renderApp('/settings', { student: aStudent(), themePreference: new FakeThemePreference(true) });
    const group = await screen.findByRole('group', { name: 'Color Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark Mode' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Light Mode' }));
    expect(screen.getByRole('radio', { name: 'Light Mode' })).toBeChecked();
    expect(themePreference.saves).toEqual([false]);
    expect(document.body).toHaveClass('light-mode');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows the spec texts and a Go Home link', async () => {
    renderApp('/no-such-page', { student: null });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/student/');
    expect(document.title).toBe('Page Not Found | ExamPrep');
  });
});
