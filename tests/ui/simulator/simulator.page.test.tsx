import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aFlatTest, aQuestion, aSectionedTest, aTestData } from '../../mothers/test-data.mother';
import { SimulatorView } from '../../../ui/simulator/simulator.page';
import type { SimulatorScreen } from '../../../ui/simulator/simulator-screen';
import { renderThemed } from './components/render-themed';
import { SimulatorHarness } from './simulator-harness';

const TOPIC = '?testId=42&testType=2&templateId=70';

const show = async (simulator: SimulatorScreen) => {
  const view = renderThemed(<SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />);
  await screen.findByRole('heading', { level: 1 });
  return view;
};

const cell = (n: number) =>
  within(screen.getAllByRole('navigation', { name: 'Question palette' })[0]).getByRole('button', { name: new RegExp(`^Question ${n},`) });

describe('SimulatorView', () => {
  it('shows the test name, the timer, the question, the palette, the legend and Submit', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3, { testName: 'Physics Practice', remainingTime: 900 });
    await show(await h.open('registered', TOPIC));
    expect(screen.getByRole('heading', { level: 1, name: 'Physics Practice' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time Left' })).toHaveTextContent('00:15:00');
    expect(screen.getByRole('heading', { name: 'Q1' })).toBeInTheDocument();
    expect(cell(1)).toHaveAttribute('aria-current', 'step');
    expect(cell(1)).toHaveAccessibleName('Question 1, Visited');
    expect(screen.getByRole('list', { name: 'Question status legend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ASK TONY' })).toBeInTheDocument();
  });

  it('answers by click and by number key, marks for review and moves with the arrow keys', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    await show(await h.open('registered', TOPIC));
    fireEvent.click(screen.getByRole('radio', { name: /Beta/ }));
    await waitFor(() => expect(cell(1)).toHaveAccessibleName('Question 1, Answered'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review' }));
    await waitFor(() => expect(cell(1)).toHaveAccessibleName('Question 1, Answered and marked for review'));
    expect(screen.getByRole('button', { name: 'Unmark Review' })).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Q2' })).toBeInTheDocument());
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '3' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Gamma/ })).toBeChecked());
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Q1' })).toBeInTheDocument());
  });

  it('does not move on arrow keys typed into an answer field', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [aQuestion(1), aQuestion(2, { questionType: 'Fill-in-Blank' })] });
    const simulator = await h.open('registered', TOPIC);
    await simulator.session.jumpTo(2);
    await show(simulator);
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'Q2' })).toBeInTheDocument();
  });

  it('blocks the devtools and view-source shortcuts, copy and right-click', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    await show(await h.open('registered', TOPIC));
    for (const init of [{ key: 'F12' }, { key: 'I', ctrlKey: true, shiftKey: true }, { key: 'u', ctrlKey: true }]) {
      expect(fireEvent.keyDown(document.body, init)).toBe(false);
    }
    expect(fireEvent.contextMenu(screen.getByRole('heading', { name: 'Q1' }))).toBe(false);
    expect(fireEvent.copy(screen.getByRole('heading', { name: 'Q1' }))).toBe(false);
  });

  it('warns before leaving a running test, but not an adaptive session', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const view = await show(await h.open('registered', TOPIC));
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(false);
    view.unmount();
    expect(leave()).toBe(true);

    await show(await h.open('adaptive', '?testSession=4'));
    expect(leave()).toBe(true);
  });

  it('asks before a section switch and shows the submit modal with the status summary', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 1 }, { questions: 1 }]);
    await show(await h.open('registered', '?testId=42&testType=3&templateId=70'));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Section' });
    expect(dialog).toHaveTextContent('Section 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Q2' })).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const submit = await screen.findByRole('dialog', { name: 'Submit Test' });
    expect(within(submit).getByRole('button', { name: 'Save & Continue Later' })).toBeInTheDocument();
    fireEvent.click(within(submit).getByRole('button', { name: 'Submit Now' }));
    await waitFor(() => expect(h.navigations).toEqual([{ to: '/testanalytics?testSession=9001&testType=3', replace: false }]));
  });

  it('after a failed submit keeps the answers and offers only Submit Now again', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    h.repository.submitOk = false;
    await show(await h.open('registered', TOPIC));
    fireEvent.click(screen.getByRole('radio', { name: /Alpha/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const submit = await screen.findByRole('dialog', { name: 'Submit Test' });
    fireEvent.click(within(submit).getByRole('button', { name: 'Submit Now' }));
    await waitFor(() => expect(h.lastToast()).toMatchObject({ message: 'Failed to submit test.' }));
    expect(within(screen.getByRole('dialog', { name: 'Submit Test' })).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Alpha/ })).toBeChecked();

    h.repository.submitOk = true;
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Submit Test' })).getByRole('button', { name: 'Submit Now' }));
    await waitFor(() => expect(h.navigations).toHaveLength(1));
    expect(h.repository.named('submitTest')).toHaveLength(2);
  });

  it.each([[1, true], [2, true], [3, true], [4, false], [5, false]] as const)('test type %i offers Save & Continue Later: %p', async (testType, shown) => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1, { testType });
    await show(await h.open('registered', `?testId=42&testType=${testType}&templateId=70`));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const submit = await screen.findByRole('dialog', { name: 'Submit Test' });
    expect(within(submit).queryByRole('button', { name: 'Save & Continue Later' }) !== null).toBe(shown);
  });

  it("opens the time-ended modal at zero; it cannot be dismissed and offers only Submit Now", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 60 });
    await show(await h.open('registered', TOPIC));
    act(() => h.scheduler.flush());
    const dialog = await screen.findByRole('dialog', { name: "Time's Up" });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: "Time's Up" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Now' }));
    await waitFor(() => expect(h.repository.named('submitTest')).toHaveLength(1));
  });

  it('review mode shows the correct answer and the explanation, with Support and Exit', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { testStatus: 1 });
    await show(await h.open('review', '?testSession=mt5'));
    expect(screen.getByRole('heading', { name: 'Explanation' })).toBeInTheDocument();
    expect(screen.getByText('Because.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('button', { name: 'Download session log' })).toBeInTheDocument();
  });

  it('shows the limit screen with Home, and No Test Selected with Go Back!', async () => {
    const h = new SimulatorHarness();
    h.repository.loadResult = { ok: false, error: { kind: 'limit_reached', message: 'Maximum number of attempts reached' } };
    renderThemed(<SimulatorView screen={await h.open('registered', TOPIC)} onHome={() => {}} onUpgrade={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Limit Reached!' })).toBeInTheDocument();
    expect(screen.getByText('Maximum number of attempts reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
