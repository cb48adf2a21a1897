import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aStudent } from '../../../mothers/student.mother';
import { aLearningAnalytics } from '../../../mothers/report.mother';
import { currentPath } from '../../support/render-app';
import { renderReports } from './report-harness';

describe('/learning-testanalytics', () => {
  it('shows the header, five tiles, three donuts and the progress bar with its caption', async () => {
    const { reports } = renderReports('/learning-testanalytics?testSession=77&testType=1', aStudent(), { learning: aLearningAnalytics() });
    expect(await screen.findByRole('heading', { name: 'Kinematics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Submitted on 2026-11-20 10:15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute('href', '/student/report');
    const tiles = screen.getAllByRole('term').map((t) => t.textContent);
    expect(tiles).toEqual(['Total Questions', 'Help in Questions', 'Correct', 'Incorrect', 'Unattempted']);
    for (const name of ['Overall', 'With Help', 'Without Help']) expect(screen.getByRole('img', { name })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'With Help' })).toHaveTextContent('Correct150%');
    const bar = screen.getByRole('progressbar', { name: 'Performance' });
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('Not upto mark. Continue Learning')).toBeInTheDocument();
    expect(reports.learningAnalytics).toHaveBeenCalledWith('77');
    // under PERFORMANCE, the session timeline (here: none for the session)
    expect(await screen.findByText('There is no timeline for this attempt.')).toBeInTheDocument();
  });

  it('the VIEW ANSWERS tab opens the review of the ls session directly', async () => {
    renderReports('/learning-testanalytics?testSession=77&testType=1', aStudent(), { learning: aLearningAnalytics() });
    fireEvent.click(await screen.findByRole('tab', { name: 'VIEW ANSWERS' }));
    expect(currentPath()).toBe('/testview?testSession=ls77');
  });

  it('without data says so and Go Back returns to /report', async () => {
    renderReports('/learning-testanalytics', aStudent());
    expect(await screen.findByText('No analytics data available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(currentPath()).toBe('/report');
  });
});
