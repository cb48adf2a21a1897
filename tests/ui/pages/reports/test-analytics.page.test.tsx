import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aStudent } from '../../../mothers/student.mother';
import { aTestAnalytics } from '../../../mothers/report.mother';
import { currentPath } from '../../support/render-app';
import { renderReports } from './report-harness';

const PATH = '/testanalytics?testSession=41&testType=3';

describe('/testanalytics', () => {
  it('without a session says No Test Selected', async () => {
    const { reports } = renderReports('/testanalytics', aStudent());
    expect(await screen.findByRole('heading', { name: 'No Test Selected' })).toBeInTheDocument();
    expect(reports.testAnalytics).not.toHaveBeenCalled();
  });

  it('without data says Progress Not Available', async () => {
    renderReports(PATH, aStudent(), { analytics: null });
    expect(await screen.findByText('Progress Not Available')).toBeInTheDocument();
  });

  it('shows the four summary cards and OVERALL PERFORMANCE', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
    expect(await screen.findByRole('heading', { name: 'Physics Mock 1', level: 1 })).toBeInTheDocument();
    const cards = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(cards).toEqual(['23/40 57.5%', '6 out of 10', '1 -1 marks', '00:12:30 41.67% of total time']);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual(['Total Score', 'Correct Answers', 'Incorrect Answers', 'Time Spent']);
    expect(screen.getByRole('progressbar', { name: 'Overall Performance' })).toHaveAttribute('aria-valuetext', '57.5%');
    expect(screen.getByRole('img', { name: 'Performance Breakdown' })).toHaveTextContent('Total Questions');
    expect(screen.getByRole('table', { name: 'Result' })).toHaveTextContent('Full Marks');
  });

  it('a mock test has six tabs; VIEW ANSWERS goes to mt, another type to st', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['OVERALL PERFORMANCE', 'VIEW ANSWERS', 'PERFORMANCE IN DETAIL', 'TIME MANAGEMENT', 'COMPARATIVE STUDY', 'ATTEMPT TIMELINE']);
    // arrow keys move focus onto VIEW ANSWERS without leaving the page; a press opens the review
    fireEvent.keyDown(screen.getByRole('tab', { name: 'OVERALL PERFORMANCE' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'VIEW ANSWERS' })).toHaveFocus();
    expect(currentPath()).toBe('/testanalytics?testSession=41&testType=3');
    fireEvent.click(screen.getByRole('tab', { name: 'VIEW ANSWERS' }));
    expect(currentPath()).toBe('/testview?testSession=mt41');
  });

  it('a topic test has no detail or comparative tab and reviews as st', async () => {
    renderReports('/testanalytics?testSession=8&testType=2', aStudent(), { analytics: aTestAnalytics({ testType: 2 }) });
    await screen.findByRole('heading', { name: 'Physics Mock 1' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['OVERALL PERFORMANCE', 'VIEW ANSWERS', 'TIME MANAGEMENT', 'ATTEMPT TIMELINE']);
    fireEvent.click(screen.getByRole('tab', { name: 'VIEW ANSWERS' }));
    expect(currentPath()).toBe('/testview?testSession=st8');
  });

  it('drills down a section and back through the breadcrumb, with bands on badge and score', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
    fireEvent.click(await screen.findByRole('tab', { name: 'PERFORMANCE IN DETAIL' }));
    const physics = screen.getByRole('heading', { name: 'Physics', level: 3 }).closest('li') as HTMLElement;
    expect(within(physics).getByText('55%')).toHaveAttribute('data-band', 'red');
    expect(within(physics).getByText('11/20')).toHaveAttribute('data-band', 'orange');
    expect(within(physics).getByText('3 (60%)')).toBeInTheDocument();
    const chemistry = screen.getByRole('heading', { name: 'Chemistry', level: 3 }).closest('li') as HTMLElement;
    expect(within(chemistry).queryByRole('button', { name: /View Details/ })).not.toBeInTheDocument();
    fireEvent.click(within(physics).getByRole('button', { name: 'View Details of Physics' }));
    expect(screen.getByRole('heading', { name: 'Mechanics', level: 3 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Sections breadcrumb' });
    expect(within(crumbs).getByText('Physics')).toHaveAttribute('aria-current', 'location');
    fireEvent.click(within(crumbs).getByRole('button', { name: 'All Sections' }));
    expect(screen.getByRole('heading', { name: 'Chemistry', level: 3 })).toBeInTheDocument();
  });

  it('says No sections available for a test without sections', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics({ sectionSet: [] }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'PERFORMANCE IN DETAIL' }));
    expect(screen.getByText('No sections available')).toBeInTheDocument();
  });

  it('TIME MANAGEMENT: the time donut, the average time bars and the four cards', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
    fireEvent.click(await screen.findByRole('tab', { name: 'TIME MANAGEMENT' }));
    expect(screen.getByRole('table', { name: 'Time Distribution' })).toHaveTextContent('Time Remaning58.33%');
    expect(screen.getByRole('table', { name: 'Average Time Analysis' })).toHaveTextContent('Chemistry15 min7.5 min');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Time', 'Time Taken', 'Remaining Time', 'Avg. Speed/Question']);
    expect(within(panel).getAllByRole('definition').map((t) => t.textContent)).toEqual(['00:30:00 Session duration', '00:12:30', '00:17:30', '00:01:15']);
  });

  it('COMPARATIVE STUDY: topper bars, time in minutes with 2 decimals, radial score, rank and percentile', async () => {
    renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
    fireEvent.click(await screen.findByRole('tab', { name: 'COMPARATIVE STUDY' }));
    expect(screen.getByRole('heading', { name: 'Compare yourself with Topper' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Questions: You and Topper' })).toHaveTextContent('Topper100010');
    expect(screen.getByRole('table', { name: 'Time Spent (min)' })).toHaveTextContent('You12.50');
    expect(screen.getByRole('img', { name: 'Scores Comparison' })).toHaveTextContent('23 out of 40');
    expect(screen.getByText('#3 / 51')).toBeInTheDocument();
    expect(screen.getByText('96')).toBeInTheDocument();
  });

  it('opens the shared first-time welcome after 30 s while the flag is set', async () => {
    jest.useFakeTimers();
    try {
      const { services } = renderReports(PATH, aStudent(), { analytics: aTestAnalytics() });
      act(() => services.session.setFirstTimeModal(true));
      await act(async () => { jest.advanceTimersByTime(29999); });
      expect(services.ui.openModal).toBeNull();
      await act(async () => { jest.advanceTimersByTime(1); });
      expect(services.ui.openModal).toBe('welcome');
    } finally {
      jest.useRealTimers();
    }
  });
});
