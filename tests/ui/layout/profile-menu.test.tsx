// The profile menu trigger's accessible name: the initials it shows come first (WCAG 2.5.3, label in name).
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { profileMenuLabel } from '../../../ui/layout/profile-menu';
import { aStudent } from '../../mothers/student.mother';
import { renderApp } from '../support/render-app';

describe('profile menu trigger', () => {
  it('names the initials it shows, and only the menu when it shows a picture', () => {
    expect(profileMenuLabel('Asha Verma', false)).toBe('AV, Profile menu');
    expect(profileMenuLabel('Asha Verma', true)).toBe('Profile menu');
  });

  it('starts its name with the visible initials', async () => {
    renderApp('/dashboard', { student: aStudent({ studentName: 'Asha Verma', profilePic: '' }) });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(screen.getByRole('button', { name: 'AV, Profile menu' })).toHaveTextContent('AV');
  });

  it('names the menu alone while the picture shows, and the initials once the picture fails to load', async () => {
    renderApp('/dashboard', { student: aStudent({ studentName: 'Asha Verma', profilePic: 'https://cdn.example/p.png' }) });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    const trigger = screen.getByRole('button', { name: 'Profile menu' });
    fireEvent.error(trigger.querySelector('img')!);
    expect(await screen.findByRole('button', { name: 'AV, Profile menu' })).toBe(trigger);
  });

  it('shows a new picture again after an earlier one failed to load', async () => {
    const student = aStudent({ studentName: 'Asha Verma', profilePic: 'https://cdn.example/old.png' });
    const { services } = renderApp('/dashboard', { student });
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    fireEvent.error(screen.getByRole('button', { name: 'Profile menu' }).querySelector('img')!);
    const trigger = await screen.findByRole('button', { name: 'AV, Profile menu' });
    expect(trigger.querySelector('img')).toBeNull();
    act(() => services.session.replaceStudent({ ...student, profilePic: 'https://cdn.example/new.png' }));
    expect(screen.getByRole('button', { name: 'Profile menu' }).querySelector('img')).toHaveAttribute('src', 'https://cdn.example/new.png');
  });
});
