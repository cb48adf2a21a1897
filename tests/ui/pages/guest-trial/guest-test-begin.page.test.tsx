import { describe, expect, it } from '@jest/globals';
import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { STATUS_LABELS } from '../../../../application/simulator/simulator-messages';
import { QUESTION_STATUSES } from '../../../../domain/test-engine/question-response';
import GuestTestBeginPage from '../../../../ui/pages/guest-trial/guest-test-begin.page';
import { StatusLegend } from '../../../../ui/simulator/components/status-legend';
import { countStatuses } from '../../../../ui/simulator/simulator-selectors';
import { lightTheme } from '../../../../ui/theme/theme';
import { renderPage } from '../../support/render-page';

const LINK = 'courseUrl=jee-main&courseId=101&utm_source=catalogue&device_type=android&testUid=jee-main-free&testType=3'
  + '&assessmentMode=advance&searchFlag=Topic&searchQuery=kinematics%20basics&topicId=77';

const show = (query = LINK) => renderPage(<GuestTestBeginPage />, { path: `/guest-testbegin?${query}`, student: null });

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Step ${n} of 3: `) });
const press = (key: string, target: Element = document.body, mods = {}) => {
  const event = createEvent.keyDown(target, { key, ...mods });
  fireEvent(target, event);
  return event;
};

describe('/guest-testbegin: the guest test wizard', () => {
  it('starts on Welcome: one h1, the step as h2, Next but no Back, three dots with the first current', () => {
    show();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Free Test']);
    expect(stepHeading()).toHaveTextContent('Welcome');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/quick one-time code to see your results/)).toBeInTheDocument();
    expect(screen.getByText(/nothing to install/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(button('Next')).toBeInTheDocument();
    const dots = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('button');
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Step 1 of 3: Welcome', 'Step 2 of 3: How to navigate', 'Step 3 of 3: Ready to start',
    ]);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['step', null, null]);
    // the route's own focus stays on the first paint
    expect(stepHeading()).not.toHaveFocus();
  });

  it('Next and Back move one step and put the focus on the new step heading', () => {
    show();
    fireEvent.click(button('Next'));
    expect(stepHeading()).toHaveTextContent('How to navigate');
    expect(stepHeading()).toHaveFocus();
    expect(stepHeading()).toHaveAttribute('tabindex', '-1');
    expect(dot(2)).toHaveAttribute('aria-current', 'step');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    fireEvent.click(button('Next'));
    expect(stepHeading()).toHaveTextContent('Ready to start');
    expect(stepHeading()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Start Test')).toBeInTheDocument();
    fireEvent.click(button('Back'));
    expect(stepHeading()).toHaveTextContent('How to navigate');
    expect(stepHeading()).toHaveFocus();
    fireEvent.click(button('Back'));
    expect(stepHeading()).toHaveTextContent('Welcome');
    expect(stepHeading()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the dots jump to their step and focus its heading', () => {
    show();
    fireEvent.click(dot(3));
    expect(stepHeading()).toHaveTextContent('Ready to start');
    expect(stepHeading()).toHaveFocus();
    expect(dot(3)).toHaveAttribute('aria-current', 'step');
    fireEvent.click(dot(1));
    expect(stepHeading()).toHaveTextContent('Welcome');
    expect(stepHeading()).toHaveFocus();
    dot(1).focus();
    fireEvent.click(dot(1));
    expect(stepHeading()).toHaveFocus();
  });

  it('ArrowRight and ArrowLeft move between steps, not past the ends, not with a modifier, not while typing', () => {
    show();
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    expect(stepHeading()).toHaveTextContent('Welcome');
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(stepHeading()).toHaveTextContent('How to navigate');
    expect(stepHeading()).toHaveFocus();
    press('ArrowRight', stepHeading());
    expect(stepHeading()).toHaveTextContent('Ready to start');
    press('ArrowRight');
    expect(stepHeading()).toHaveTextContent('Ready to start');
    press('ArrowLeft', document.body, { altKey: true });
    expect(stepHeading()).toHaveTextContent('Ready to start');
    const field = document.body.appendChild(Object.assign(document.createElement('input'), { type: 'text' }));
    try {
      press('ArrowLeft', field);
      expect(stepHeading()).toHaveTextContent('Ready to start');
    } finally {
      field.remove();
    }
    press('ArrowLeft');
    expect(stepHeading()).toHaveTextContent('How to navigate');
  });

  it('explains time, answering, navigation, status colours, scoring and warnings', () => {
    show();
    fireEvent.click(button('Next'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Time', 'Answering', 'Navigation', 'Status colours', 'Scoring', 'Warnings',
    ]);
    expect(screen.getByText(/Time's Up/)).toBeInTheDocument();
    expect(screen.getByText(/Clear removes your answer. Mark for Review/)).toBeInTheDocument();
    expect(screen.getByText(/negative marking/)).toBeInTheDocument();
    expect(screen.getByText(/full screen/)).toBeInTheDocument();
    expect(screen.getByText(/Right-click, copying and developer shortcuts/)).toBeInTheDocument();
  });

  it("shows the seven statuses with the simulator's names and the exact look of its legend", () => {
    show();
    fireEvent.click(button('Next'));
    const items = within(screen.getByRole('list', { name: 'Question status colours' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(QUESTION_STATUSES.map((s) => STATUS_LABELS[s]));
    const swatchClasses = items.map((i) => (i.querySelector('[aria-hidden="true"]') as HTMLElement).className);

    // the simulator's legend, rendered on its own: the same class (the same serialised styles) for every status
    const legend = render(<ThemeProvider theme={lightTheme}><StatusLegend counts={countStatuses([])} label="Simulator legend" /></ThemeProvider>);
    const simulatorItems = within(legend.getByRole('list', { name: 'Simulator legend' })).getAllByRole('listitem');
    expect(swatchClasses).toEqual(simulatorItems.map((i) => (i.querySelector('[aria-hidden="true"]') as HTMLElement).className));
    expect(new Set(swatchClasses).size).toBe(QUESTION_STATUSES.length);
  });

  it('Start Test opens the guest simulator with the ten keys of the link and nothing else', () => {
    const { currentPath } = show(`${LINK}&token=abc&templateId=9&utm_medium=mail`);
    fireEvent.click(dot(3));
    expect(screen.getByText(/the timer starts as soon as the test opens/)).toBeInTheDocument();
    fireEvent.click(button('Start Test'));
    const path = currentPath() ?? '';
    expect(path.split('?')[0]).toBe('/guest-testsimulator');
    const query = new URLSearchParams(path.split('?')[1]);
    expect([...query.keys()]).toEqual([
      'courseUrl', 'courseId', 'utm_source', 'device_type', 'testUid', 'testType', 'assessmentMode', 'searchFlag', 'searchQuery', 'topicId',
    ]);
    expect(Object.fromEntries(query)).toEqual({
      courseUrl: 'jee-main', courseId: '101', utm_source: 'catalogue', device_type: 'android', testUid: 'jee-main-free', testType: '3',
      assessmentMode: 'advance', searchFlag: 'Topic', searchQuery: 'kinematics basics', topicId: '77',
    });
  });

  it('carries only the keys the link has', () => {
    const { currentPath } = show('courseId=105&testUid=neet-free');
    fireEvent.click(dot(3));
    fireEvent.click(button('Start Test'));
    expect(currentPath()).toBe('/guest-testsimulator?courseId=105&testUid=neet-free');
  });

  it.each([
    ['no courseId', 'testUid=jee-main-free&courseUrl=jee-main'],
    ['an empty courseId', 'courseId=&testUid=x'],
    ['a courseId that is not a number', 'courseId=abc'],
    ['a courseId of 16 digits', 'courseId=1234567890123456'],
    ['a negative courseId', 'courseId=-5'],
  ])('with %s, the last step says the link names no course and offers the course list', (_, query) => {
    const { currentPath } = show(query);
    fireEvent.click(dot(3));
    expect(screen.getByText('This link does not name a course, so the free test cannot start.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a course' })).toHaveAttribute('href', '/selectyourcourse');
    expect(currentPath()).toBe(`/guest-testbegin?${query}`);
  });

  it('blocks right-click and the devtools/view-source keys while shown, and not after', () => {
    const { unmount } = show();
    const rightClick = () => {
      const event = createEvent.contextMenu(document.body);
      fireEvent(document.body, event);
      return event.defaultPrevented;
    };
    expect(rightClick()).toBe(true);
    expect(press('F12').defaultPrevented).toBe(true);
    expect(press('I', document.body, { ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(true);
    expect(press('u', document.body, { ctrlKey: true }).defaultPrevented).toBe(true);
    act(() => unmount());
    expect(rightClick()).toBe(false);
    expect(press('F12').defaultPrevented).toBe(false);
  });

  it('shows the product logo on own hosts', () => {
    show();
    expect(screen.getByRole('banner')).toHaveTextContent('ExamPrep');
    expect(screen.queryByRole('img', { name: 'Organisation logo' })).not.toBeInTheDocument();
  });
});
