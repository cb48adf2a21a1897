import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCourse, aStudent, allTabs } from '../../../mothers/student.mother';
import { currentPath } from '../../support/render-app';
import { anOverviewItem, aReportRow } from '../../../mothers/report.mother';
import { renderReports } from './report-harness';

const student = (tabs = allTabs()) => aStudent({ courses: [aCourse({ tabs })] });

/** The report tab strip: the shell's section tab bar. */
const sections = () => screen.getByRole('navigation', { name: 'Sections' });
const openTab = async (name: string) => {
  fireEvent.click(within(await screen.findByRole('navigation', { name: 'Sections' })).getByRole('link', { name }));
  return screen.findByRole('heading', { name, level: 2 });
};

describe('/report', () => {
  it('shows Overview plus the tabs of the course flags; a missing ?tab= reads as Overview', async () => {
    renderReports('/report', student({ ...allTabs(false), report: true, mockTest: true }));
    expect(await screen.findByRole('heading', { name: 'Overview', level: 2 })).toBeInTheDocument();
    expect(within(sections()).getAllByRole('link').map((t) => t.textContent)).toEqual(['Overview', 'Mock Tests']);
    await waitFor(() => expect(currentPath()).toBe('/report?tab=overview'));
    expect(within(sections()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('a tab the course does not show falls back to Overview', async () => {
    renderReports('/report?tab=class-test', student({ ...allTabs(false), report: true, mockTest: true }));
    expect(await screen.findByRole('heading', { name: 'Overview', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/report?tab=overview'));
  });

  it('draws per test type the last tests bars, the last report donut and the accuracy donut', async () => {
    const { reports } = renderReports('/report', student(), { overview: [anOverviewItem()] });
    const panel = (await screen.findByRole('heading', { name: 'Mock Tests', level: 3 })).closest('section') as HTMLElement;
    // the headings show while the figures load; the charts are a chunk of their own
    expect(await within(panel).findByRole('img', { name: 'Mock Tests: last tests' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Mock Tests: last report' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Mock Tests: accuracy' })).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Mock Tests: last report' })).toHaveTextContent('Un-Attempted: 3/10');
    expect(within(panel).getByRole('table', { name: 'Mock Tests: last tests' })).toHaveTextContent('Physics Mock 257.5%');
    const topic = screen.getByRole('heading', { name: 'Topic Tests', level: 3 }).closest('section') as HTMLElement;
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
    await openTab('Mock Tests');
    expect(currentPath()).toBe('/report?tab=mock-test');
    const table = await screen.findByRole('table', { name: 'Mock Tests' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent))
      .toEqual(['Test Title', 'Date', 'Total Questions', 'Full Marks', 'Marks Obtain', 'Time Spent', 'View Details']);
    expect(within(table).getByRole('row', { name: /Physics Mock 1/ })).toHaveTextContent('2026-11-20 10:1510402300:12:30');
    expect(within(table).getByRole('link', { name: /View Details of Physics Mock 1/ })).toHaveAttribute('href', '/student/testanalytics?testSession=41&testType=3');
    expect(within(table).getByRole('link', { name: /View Details of Essay Test/ })).toHaveAttribute('href', '/student/testview?testSession=st9');
    const cards = screen.getByRole('list', { name: 'Mock Tests' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });

  it('fires the tab tracking event 3 s after a tab is selected', async () => {
    jest.useFakeTimers();
    try {
      const { analytics } = renderReports('/report', student());
      await openTab('Topic Tests');
      const tabEvents = () => analytics.events.filter((e) => e.event === 'click' && e.target === 'report_tab');
      await act(async () => { jest.advanceTimersByTime(2999); });
      expect(tabEvents()).toEqual([]);
      await act(async () => { jest.advanceTimersByTime(1); });
      expect(tabEvents()).toEqual([{ event: 'click', target: 'report_tab', item: 'topic-test', courseId: 11 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens on the tab of the URL', async () => {
    const { reports } = renderReports('/report?tab=mock-test', student(), { rows: { 3: [aReportRow()] } });
    expect(await screen.findByRole('table', { name: 'Mock Tests' })).toBeInTheDocument();
    expect(reports.overview).not.toHaveBeenCalled();
  });

  it('sends a learning session to learning analytics, and shows the category empty states', async () => {
    const learning = aReportRow({ mockTestName: 'Kinematics', testType: 'Learning Session', testTypeId: 1, testSession: '5' });
    renderReports('/report', student(), { rows: { 1: [learning] } });
    await openTab('Learning Sessions');
    const table = await screen.findByRole('table', { name: 'Learning Sessions' });
    expect(within(table).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/student/learning-testanalytics?testSession=5&testType=1');
    await openTab('Competitive Sessions');
    expect(await screen.findByText('No Competitive Session Data Available')).toBeInTheDocument();
    await openTab('Class Tests');
    expect(await screen.findByText('No student report data available')).toBeInTheDocument();
  });
});
