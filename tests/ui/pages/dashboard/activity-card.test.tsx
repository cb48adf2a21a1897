import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDay } from '../../../../application/dashboard/dashboard-messages';
import { isoDateOf } from '../../../../domain/account/access-state';
import type { DayTest } from '../../../../domain/dashboard/activity';
import { heatmapMonths, type HeatmapMonth } from '../../../../domain/dashboard/heatmap';
import { err, ok, UNAVAILABLE, type Result } from '../../../../domain/shared/result';
import { aDayTest, deferred, fakeDashboard, renderDashboard, rollingMonths, today } from './dashboard-harness';

const yesterday = (): string => {
  const d = new Date();
  return isoDateOf(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1).getTime());
};

const card = () => screen.getByRole('heading', { name: 'Activity Chart', level: 2 }).closest('section') as HTMLElement;
const dayCell = (date: string) => within(card()).getByRole('button', { name: new RegExp(` on ${formatDay(date)}$`) });

describe('the Activity Chart', () => {
  it('draws the 12 months with the levels of their counts and opens on today, whose tests it shows', async () => {
    const dashboard = fakeDashboard(rollingMonths([{ date: today(), count: 85 }, { date: yesterday(), count: 12 }]));
    dashboard.testsOfDay.mockResolvedValue(ok([aDayTest()]));
    renderDashboard({ dashboard });
    expect(await screen.findByRole('heading', { name: `Tests on ${formatDay(today())}`, level: 3 })).toBeInTheDocument();
    // the heatmap is a chunk of its own
    expect(await within(card()).findByText('Less')).toBeInTheDocument();
    expect(dashboard.activity).toHaveBeenCalledWith(11, undefined);
    expect(dashboard.activityYears).toHaveBeenCalledWith(11);
    expect(dashboard.testsOfDay).toHaveBeenCalledWith(11, today());
    expect(dayCell(today())).toHaveAccessibleName(`85 problems on ${formatDay(today())}`);
    expect(dayCell(today())).toHaveAttribute('data-level', '5');
    expect(dayCell(today())).toHaveAttribute('aria-pressed', 'true');
    expect(dayCell(yesterday())).toHaveAttribute('data-level', '1');
    expect(within(card()).getByText('97 problems solved in the last 12 months')).toBeInTheDocument();
    expect(within(card()).getByText('Less')).toBeInTheDocument();
    expect(within(card()).getByText('More')).toBeInTheDocument();
    expect(within(card()).getAllByRole('row')).toHaveLength(13);
  });

  it('lists the tests of the day with Total, Correct, Incorrect and Not answered, titles cut at 20, and their analytics', async () => {
    const dashboard = fakeDashboard();
    const tests: DayTest[] = [
      aDayTest({ testTitle: 'Electrostatics and Magnetism Mock', testType: 3, testSession: '77' }),
      aDayTest({ testTitle: 'Optics', testType: 1, testMode: 'Learning', testSession: '78', totalQuestions: 20, correctCount: 11, incorrectCount: 5, notAnsweredCount: 4 }),
      aDayTest({ testTitle: 'Algebra', testType: 1, testMode: 'Competitive', testSession: '79' }),
    ];
    dashboard.testsOfDay.mockResolvedValue(ok(tests));
    renderDashboard({ dashboard });
    const list = await within(card()).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const mock = within(items[0]).getByRole('heading', { level: 4 });
    expect(mock).toHaveAccessibleName('Electrostatics and Magnetism Mock');
    expect(within(mock).getByText('Electrostatics and M...')).toHaveAttribute('aria-hidden', 'true');
    expect(within(mock).getByTitle('Electrostatics and Magnetism Mock')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Mock Test');
    expect(within(items[0]).getByRole('link', { name: 'View Analytics of Electrostatics and Magnetism Mock' })).toHaveAttribute('href', '/testanalytics?testSession=77&testType=3');

    const optics = items[1];
    expect(within(optics).getByRole('heading', { level: 4 })).toHaveTextContent(/^Optics$/);
    expect(optics).toHaveTextContent('Learning');
    const figures = Array.from(optics.querySelectorAll('dl > div')).map((d) => d.textContent);
    expect(figures).toEqual(['Total20', 'Correct11', 'Incorrect5', 'Not answered4']);
    expect(within(optics).getByRole('link', { name: 'View Analytics of Optics' })).toHaveAttribute('href', '/learning-testanalytics?testSession=78&testType=1');
    expect(within(items[2]).getByRole('link', { name: 'View Analytics of Algebra' })).toHaveAttribute('href', '/testanalytics?testSession=79&testType=1');
  });

  it('moves by keyboard and shows the tests of the day chosen with Enter', async () => {
    const dashboard = fakeDashboard();
    renderDashboard({ dashboard });
    await screen.findByText('No tests on this day.');
    const start = dayCell(today());
    expect(start).toHaveAttribute('tabindex', '0');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    const previous = dayCell(yesterday());
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('tabindex', '0');
    expect(start).toHaveAttribute('tabindex', '-1');
    dashboard.testsOfDay.mockResolvedValue(ok([aDayTest({ testTitle: 'Yesterday Quiz' })]));
    fireEvent.keyDown(previous, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: `Tests on ${formatDay(yesterday())}` })).toBeInTheDocument();
    expect(await within(card()).findByText('Yesterday Quiz')).toBeInTheDocument();
    expect(dashboard.testsOfDay).toHaveBeenLastCalledWith(11, yesterday());
    expect(dayCell(yesterday())).toHaveAttribute('aria-pressed', 'true');
  });

  it('reloads the chart for the year picked, opening on its latest active day', async () => {
    const dashboard = fakeDashboard();
    renderDashboard({ dashboard });
    const picker = await screen.findByRole('combobox', { name: 'Year' });
    await screen.findByText('No tests on this day.');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([String(new Date().getFullYear()), '2024']);
    const year2024 = heatmapMonths(Array.from({ length: 12 }, (_, i) => ({ month: `2024-${String(i + 1).padStart(2, '0')}`, days: i === 2 ? [{ date: '2024-03-14', count: 42 }] : [] })));
    dashboard.activity.mockResolvedValue(ok(year2024));
    fireEvent.change(picker, { target: { value: '2024' } });
    expect(await screen.findByRole('heading', { name: 'Tests on 14 March 2024' })).toBeInTheDocument();
    expect(dashboard.activity).toHaveBeenLastCalledWith(11, 2024);
    expect(dashboard.testsOfDay).toHaveBeenLastCalledWith(11, '2024-03-14');
    expect(dayCell('2024-03-14')).toHaveAttribute('data-level', '3');
    expect(dayCell('2024-12-31')).toBeInTheDocument();
    expect(within(card()).getByText('42 problems solved in 2024')).toBeInTheDocument();

    dashboard.activity.mockClear();
    dashboard.activity.mockResolvedValue(ok(heatmapMonths(rollingMonths())));
    fireEvent.change(picker, { target: { value: String(new Date().getFullYear()) } });
    expect(await screen.findByRole('heading', { name: `Tests on ${formatDay(today())}` })).toBeInTheDocument();
    expect(dashboard.activity).toHaveBeenCalledWith(11, undefined);
  });

  it('shows a loading state, then the empty state when the activity fails', async () => {
    const gate = deferred<Result<HeatmapMonth[]>>();
    const dashboard = fakeDashboard();
    dashboard.activity.mockReturnValue(gate.promise);
    dashboard.activityYears.mockResolvedValue(err(UNAVAILABLE));
    renderDashboard({ dashboard });
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading activity...');
    // the calls start once the page has painted
    await waitFor(() => expect(dashboard.activity).toHaveBeenCalled());
    await act(async () => gate.resolve(err(UNAVAILABLE)));
    expect(within(card()).getByText('No activity data available')).toBeInTheDocument();
    expect(within(card()).getAllByRole('option').map((o) => o.textContent)).toEqual([String(new Date().getFullYear())]);
    expect(dashboard.testsOfDay).not.toHaveBeenCalled();
  });

  it('says there are no tests when the tests of the day fail', async () => {
    const dashboard = fakeDashboard();
    dashboard.testsOfDay.mockResolvedValue(err(UNAVAILABLE));
    renderDashboard({ dashboard });
    expect(await within(card()).findByText('No tests on this day.')).toBeInTheDocument();
  });

  it('draws the days after today faint and out of reach', async () => {
    renderDashboard();
    await screen.findByText('No tests on this day.');
    const cells = within(card()).getAllByRole('button');
    expect(cells.at(-1)).toHaveAccessibleName(new RegExp(`on ${formatDay(today())}$`));
  });
});
