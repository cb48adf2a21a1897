import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Course } from '../../../domain/account/student';
import { renderApp } from '../support/render-app';
import { aCourse, aStudent } from '../../mothers/student.mother';

const showDashboard = async (course: Partial<Course>) => {
  renderApp('/dashboard', { student: aStudent({ courses: [aCourse({ courseId: 42, ...course })] }) });
  await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
};

describe('Renew or Upgrade', () => {
  const realAgent = navigator.userAgent;
  const setUserAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
  afterEach(() => {
    setUserAgent(realAgent);
  });

  it('offers Renew for a paid pack whose validity has run out', async () => {
    await showDashboard({ packTypeTitle: 'PRO', validTillDate: '2001-01-01' });
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/student/selectcourse?cid=42');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('offers Upgrade for a free trial', async () => {
    await showDashboard({ packTypeTitle: 'FREE', organisationName: 'Star Institute' });
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/student/selectcourse?cid=42');
  });

  it.each([
    ['a valid paid pack', { packTypeTitle: 'ACE', validTillDate: '2999-12-31' }],
    ['a free-forever pack', { packTypeTitle: 'FREEFOREVER' }],
    ['a FREE pack of a FREE FOREVER organisation', { packTypeTitle: 'FREE', organisationName: 'Open FREE FOREVER School' }],
    ['a course without a validity date', { packTypeTitle: 'PRO', validTillDate: '' }],
  ])('is hidden for %s', async (_, course) => {
    await showDashboard(course);
    expect(screen.queryByRole('link', { name: /^(Renew|Upgrade)$/ })).not.toBeInTheDocument();
  });

  it('is hidden on iOS devices', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    await showDashboard({ packTypeTitle: 'PRO', validTillDate: '2001-01-01' });
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });
});
