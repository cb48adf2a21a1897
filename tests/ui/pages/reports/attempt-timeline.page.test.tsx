import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { err, ok } from '../../../../domain/shared/result';
import { ev } from '../../../../domain/test-engine/events';
import { modeFlags } from '../../../../domain/test-engine/modes';
import { aStudent } from '../../../mothers/student.mother';
import { aTestAnalytics, aLearningAnalytics } from '../../../mothers/report.mother';
import { aCohort, aTimelineData, LOG_T0, sec } from '../../../mothers/attempt-timeline.mother';
import { aSectionedTest } from '../../../mothers/test-data.mother';
import { axeViolations } from '../../simulator/components/axe';
import { renderReports, type FakeReportData } from './report-harness';

const PATH = '/testanalytics?testSession=41&testType=3';

/** Clicks a control and lets the calls it starts answer inside act (the store's load, the view's chunk). */
const press = async (el: HTMLElement): Promise<void> => {
  await act(async () => { fireEvent.click(el); });
};

const openTab = async (data: FakeReportData) => {
  const view = renderReports(PATH, aStudent(), { analytics: aTestAnalytics(), ...data });
  await press(await screen.findByRole('tab', { name: 'ATTEMPT TIMELINE' }));
  return view;
};

const FACTS = [
  '00:00–00:20 — Q1: on the question for 20 s',
  '00:10 — Q1: answered, wrong',
  '00:20–00:40 — Q2: on the question for 20 s',
  '00:30 — Q2: marked for review',
  '00:40–03:50 — Q1: on the question for 3 min 10 s',
  '00:50 — Q1: changed your answer from wrong to right (+5 marks)',
  '00:50–03:50 — no activity for 3 min',
  '03:50–03:56 — Q3: on the question for 6 s',
  '03:53 — Q3: answered, right',
  '03:56–04:00 — Q2: on the question for 4 s',
  '03:58 — Q2: removed the review mark',
  '04:00 — submitted the test',
];

describe('/testanalytics: ATTEMPT TIMELINE', () => {
  it('is the last tab; it loads the timeline only when opened, with a spinner and text meanwhile', async () => {
    const { reports } = renderReports(PATH, aStudent(), { analytics: aTestAnalytics(), timeline: aTimelineData() });
    const tab = await screen.findByRole('tab', { name: 'ATTEMPT TIMELINE' });
    expect(reports.attemptTimeline).not.toHaveBeenCalled();
    fireEvent.click(tab);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the attempt timeline...');
    expect(await screen.findByRole('img', { name: 'Attempt timeline' })).toBeInTheDocument();
    expect(reports.attemptTimeline).toHaveBeenCalledWith('41');
    // back and forth: the data is kept, not loaded again
    fireEvent.click(screen.getByRole('tab', { name: 'OVERALL PERFORMANCE' }));
    fireEvent.click(screen.getByRole('tab', { name: 'ATTEMPT TIMELINE' }));
    expect(await screen.findByRole('img', { name: 'Attempt timeline' })).toBeInTheDocument();
    expect(reports.attemptTimeline).toHaveBeenCalledTimes(1);
  });

  it('a refused log: the status sentence instead of the chart', async () => {
    await openTab({ timeline: aTimelineData({ logStatus: 'refused', events: [] }) });
    const status = await screen.findByTestId('timeline-log-status');
    expect(status).toHaveTextContent("The server could not verify this attempt's event log, so it was not kept. Your answers and score were saved as usual.");
    expect(screen.queryByRole('img', { name: 'Attempt timeline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it.each([
    ['too_large', 'was too large to send'],
    ['unavailable', 'could not read'],
    ['none', 'submitted without an event log'],
  ] as const)('a %s log says so in a plain sentence', async (logStatus, words) => {
    await openTab({ timeline: aTimelineData({ logStatus, events: [] }) });
    expect(await screen.findByTestId('timeline-log-status')).toHaveTextContent(words);
  });

  it('a failed call: the usual failure text and Retry, which loads again', async () => {
    const { reports } = renderReports(PATH, aStudent(), { analytics: aTestAnalytics(), timeline: aTimelineData() });
    reports.attemptTimeline.mockResolvedValueOnce(err({ kind: 'fault' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'ATTEMPT TIMELINE' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Attempt timeline' })).toBeInTheDocument();
    expect(reports.attemptTimeline).toHaveBeenCalledTimes(2);
  });

  it('draws a lane per question with the visits, answers, marks and the idle gap, and a legend', async () => {
    await openTab({ timeline: aTimelineData() });
    const chart = await screen.findByTestId('timeline-chart');
    const svg = within(chart).getByRole('img', { name: 'Attempt timeline' });
    expect(svg.querySelectorAll('[data-layer="visits"] rect')).toHaveLength(5);
    expect(svg.querySelectorAll('[data-layer="answers"] path')).toHaveLength(3);
    expect(svg.querySelectorAll('[data-layer="marks"] g')).toHaveLength(2);
    expect(svg.querySelectorAll('[data-gap="idle"]')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((li) => li.textContent)).toContain('Changed: wrong to right');
    expect(within(chart).getByRole('group', { name: 'Attempt timeline chart' })).toHaveAttribute('tabindex', '0');
  });

  it('zoom in widens the lanes (inside their own scrolling container), reset brings them back', async () => {
    await openTab({ timeline: aTimelineData() });
    const svg = await screen.findByRole('img', { name: 'Attempt timeline' });
    const width = Number(svg.getAttribute('width'));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(Number(svg.getAttribute('width'))).toBe(width * 2);
    expect(screen.getByText('Zoom 2x')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(Number(svg.getAttribute('width'))).toBe(width);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    // the same from the keyboard on the focused lanes
    const lanes = screen.getByRole('group', { name: 'Attempt timeline chart' });
    fireEvent.keyDown(lanes, { key: '+' });
    fireEvent.keyDown(lanes, { key: '+' });
    expect(Number(svg.getAttribute('width'))).toBe(width * 4);
    fireEvent.keyDown(lanes, { key: '-' });
    expect(Number(svg.getAttribute('width'))).toBe(width * 2);
    fireEvent.keyDown(lanes, { key: '0' });
    expect(Number(svg.getAttribute('width'))).toBe(width);
  });

  it('the text alternative lists every fact of the log as a sentence with its time', async () => {
    await openTab({ timeline: aTimelineData() });
    const button = await screen.findByRole('button', { name: 'Show as a list' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'The attempt, event by event' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'The attempt, event by event' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(FACTS);
  });

  it('the scrubber moves the cursor and shows the palette at that moment', async () => {
    await openTab({ timeline: aTimelineData() });
    const slider = await screen.findByRole('slider', { name: 'Moment in the attempt' });
    expect(slider).toHaveAttribute('aria-valuetext', '04:00 of 04:00');
    expect(slider).toHaveAttribute('step', '1');
    fireEvent.change(slider, { target: { value: '35' } });
    expect(slider).toHaveAttribute('aria-valuetext', '00:35 of 04:00');
    expect(document.querySelector('[data-layer="cursor"]')).toHaveAttribute('data-at', '35');
    const palette = screen.getByRole('region', { name: 'Palette at 00:35' });
    expect(palette).toBe(screen.getByTestId('palette-at-moment'));
    const cells = within(palette).getAllByRole('listitem').filter((li) => li.hasAttribute('data-status'));
    expect(cells.map((c) => [c.getAttribute('aria-label'), c.getAttribute('data-status')])).toEqual([
      ['Q1: answered', 'attempted'],
      ['Q2: marked for review', 'marked_for_review'],
      ['Q3: not visited', 'not_visited'],
    ]);
    expect(cells[1]).toHaveAttribute('aria-current', 'true');
    expect(within(palette).getByTestId('palette-current')).toHaveTextContent('On screen: Q2');
    expect(within(palette).getByTestId('palette-time-left')).toHaveTextContent('Time left: 09:25');
    expect(within(palette).getByRole('list', { name: 'Question status legend' })).toBeInTheDocument();
  });

  it('the strategy panel: a card per sentence with its figure, the scatter, and the cohort comparison', async () => {
    await openTab({ timeline: aTimelineData({ cohort: aCohort() }) });
    expect(await screen.findByRole('heading', { name: 'Your strategy', level: 2 })).toBeInTheDocument();
    const cards = screen.getAllByTestId('strategy-card');
    expect(cards).toHaveLength(5);
    expect(cards[1]).toHaveTextContent('Changed answers1: +5 marksChanging answers gained you 5 marks: 1 wrong to right, 0 right to wrong, 0 wrong to wrong.');
    expect(cards[0]).toHaveTextContent('100% / 100%');
    expect(screen.getByRole('table', { name: 'Time on each question, by correctness' })).toHaveTextContent('Q1210Right');
    const cohort = screen.getByRole('region', { name: 'Compared with others who took this test' });
    expect(cohort).toHaveTextContent('Based on 37 other attempts with a timeline.');
    expect(within(cohort).getByText('Your first-look accuracy (100%) is above the average of 37 students (71.2%).')).toBeInTheDocument();
  });

  it('without a cohort there is no comparison', async () => {
    await openTab({ timeline: aTimelineData() });
    await screen.findByRole('heading', { name: 'Your strategy' });
    expect(screen.queryByRole('region', { name: 'Compared with others who took this test' })).not.toBeInTheDocument();
  });

  it('has no axe violations (the rules jsdom can run), with the list open and the scrubber moved', async () => {
    await openTab({ timeline: aTimelineData({ cohort: aCohort() }) });
    await press(await screen.findByRole('button', { name: 'Show as a list' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Moment in the attempt' }), { target: { value: '35' } });
    expect(await axeViolations(screen.getByTestId('attempt-timeline'))).toEqual([]);
  });

  it('more than 40 questions: one lane per section, opened into its question lanes by its button', async () => {
    const test = aSectionedTest([{ questions: 25 }, { questions: 20 }]);
    const events = [
      { seq: 1, at: LOG_T0, event: ev('TestLoaded', { test, mode: 'registered', flags: modeFlags('registered', test, { assessmentMode: 'advance' }), startedAt: LOG_T0, remainingSeconds: 1200 }) },
      { seq: 2, at: sec(90), event: ev('TestSubmitted', { reason: 'manual' }) },
    ];
    const key = test.questionSet.map((q) => ({ questionId: q.questionId, correctResponse: 'A', result: 'NotAnswer' as const, marks: 0 }));
    await openTab({ timeline: aTimelineData({ events, key }) });
    const lanes = await screen.findByRole('group', { name: 'Lanes' });
    const section1 = within(lanes).getByRole('button', { name: 'Section 1 (25 questions)' });
    expect(section1).toHaveAttribute('aria-expanded', 'false');
    const svg = screen.getByRole('img', { name: 'Attempt timeline' });
    const collapsed = Number(svg.getAttribute('height'));
    fireEvent.click(section1);
    expect(section1).toHaveAttribute('aria-expanded', 'true');
    expect(Number(svg.getAttribute('height'))).toBe(collapsed + 25 * 26);
    expect(await axeViolations(screen.getByTestId('attempt-timeline'))).toEqual([]);
  });
});

describe('/learning-testanalytics: Your session timeline', () => {
  it('below PERFORMANCE: the lanes without scrubber or zoom, the list and the strategy sentences', async () => {
    const { reports } = renderReports('/learning-testanalytics?testSession=77&testType=1', aStudent(), { learning: aLearningAnalytics(), timeline: aTimelineData() });
    const section = await screen.findByTestId('attempt-timeline');
    expect(section).toHaveAttribute('data-variant', 'compact');
    expect(await within(section).findByRole('heading', { name: 'Your session timeline' })).toBeInTheDocument();
    expect(await within(section).findByRole('img', { name: 'Attempt timeline' })).toBeInTheDocument();
    expect(within(section).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Show as a list' })).toBeInTheDocument();
    const strategy = within(section).getByTestId('strategy-panel');
    expect(within(strategy).getAllByRole('listitem')[1]).toHaveTextContent('Changing answers gained you 5 marks');
    expect(reports.attemptTimeline).toHaveBeenCalledWith('77');
  });

  it('no timeline for the session: the plain sentence', async () => {
    const { reports } = renderReports('/learning-testanalytics?testSession=77&testType=1', aStudent(), { learning: aLearningAnalytics() });
    reports.attemptTimeline.mockResolvedValue(ok(null));
    expect(await screen.findByText('There is no timeline for this attempt.')).toBeInTheDocument();
  });
});
