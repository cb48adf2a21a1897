import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aCourse, aStudent, allTabs } from '../../support/student.mother';
import { anOverviewItem, aReportRow } from '../../../mothers/report.mother';
import { renderReports } from './report-harness';

const student = (tabs = allTabs()) => aStudent({ courses: [aCourse({ tabs })] });

describe('/report (spec 001 §2 Reports)', () => {
  it('shows Overview plus the tabs of the course flags, Overview selected', async () => {
    renderReports('/report', student({ ...allTabs(false), report: true, mockTest: true }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Mock Tests']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('draws per test type the last tests bars, the last report donut and the accuracy donut', async () => {
    const { reports } = renderReports('/report', student(), { overview: [anOverviewItem()] });
    const panel = (await screen.findByRole('heading', { name: 'Mock Tests', level: 2 })).closest('section') as HTMLElement;
    expect(within(panel).getByRole('img', { name: 'Mock Tests: last tests' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Mock Tests: last report' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Mock Tests: accuracy' })).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Mock Tests: last report' })).toHaveTextContent('Un-Attempted: 3/10');
    expect(within(panel).getByRole('table', { name: 'Mock Tests: last tests' })).toHaveTextContent('Physics Mock 257.5%');
    const topic = screen.getByRole('heading', { name: 'Topic Tests', level: 2 }).closest('section') as HTMLElement;
    expect(within(topic).getByText('No overview data available')).toBeInTheDocument();
    expect(reports.overview).toHaveBeenCalledWith(11);
  });

  it('says no report data is available when the overview is empty', async () => {
    renderReports('/report', student());
    expect(await screen.findByText('No report data is available at this moment...')).toBeInTheDocument();
  });

  it('lists a category as a table with View Details routing', async () => {
    const rows = [aReportRow(), aReportRow({ mockTestName: 'Essay Test', examType: 'subjective', testSession: '9' })];
    renderReports('/report', student(), { rows: { 3: rows } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Mock Tests' }));
    const table = await screen.findByRole('table', { name: 'Mock Tests' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent))
      .toEqual(['Test Title', 'Date', 'Total Questions', 'Full Marks', 'Marks Obtain', 'Time Spent', 'View Details']);
    expect(within(table).getByRole('row', { name: /Physics Mock 1/ })).toHaveTextContent('2026-11-20 10:1510402300:12:30');
    expect(within(table).getByRole('link', { name: /View Details of Physics Mock 1/ })).toHaveAttribute('href', '/student/testanalytics?testSession=41&testType=3');
    expect(within(table).getByRole('link', { name: /View Details of Essay Test/ })).toHaveAttribute('href', '/student/testview?testSession=st9');
    const cards = screen.getByRole('list', { name: 'Mock Tests' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends a learning session to learning analytics, and shows the category empty states', async () => {
    const learning = aReportRow({ mockTestName: 'Kinematics', testType: 'Learning Session', testTypeId: 1, testSession: '5' });
    renderReports('/report', student(), { rows: { 1: [learning] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Learning Sessions' }));
    const table = await screen.findByRole('table', { name: 'Learning Sessions' });
    expect(within(table).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/student/learning-testanalytics?testSession=5&testType=1');
    fireEvent.click(screen.getByRole('tab', { name: 'Competitive Sessions' }));
    expect(await screen.findByText('No Competitive Session Data Available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Class Tests' }));
    expect(await screen.findByText('No student report data available')).toBeInTheDocument();
  });
});
