// Performance (interaction to next paint): a move paints its feedback (palette cell, announcement,
// bottom bar) first and renders the new question in a deferred render right after. While the question area still
// shows the previous question it is aria-busy and a cover over it takes the pointer input, and neither a click on it, a digit key inside it nor
// the option shortcut can answer any question. React's useDeferredValue is wrapped so the test can hold the
// deferred value back (act() would otherwise flush the deferred render at once).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import type * as Page from '../../../ui/simulator/simulator.page';
import type * as Harness from './simulator-harness';
import type * as Mother from '../../mothers/test-data.mother';
import { renderThemed } from './components/render-themed';

// jest.mock is not hoisted here (SWC): everything that imports react is loaded after it.
const held: { on: boolean; value: unknown } = { on: false, value: undefined };
jest.mock('react', () => {
  const actual = jest.requireActual<typeof ReactModule>('react');
  return {
    ...actual,
    useDeferredValue: <T,>(value: T): T => {
      const deferred = actual.useDeferredValue(value);
      return held.on ? (held.value as T) : deferred;
    },
  };
});
const { SimulatorView } = jest.requireActual<typeof Page>('../../../ui/simulator/simulator.page');
const { SimulatorHarness } = jest.requireActual<typeof Harness>('./simulator-harness');
const { aFlatTest } = jest.requireActual<typeof Mother>('../../mothers/test-data.mother');

const palette = () => screen.getAllByRole('navigation', { name: 'Question palette' })[0];
const cell = (n: number) => within(palette()).getByRole('button', { name: new RegExp(`^Question ${n},`) });
const main = () => screen.getByRole('main');
const questionHeading = () => within(main()).getByRole('heading', { level: 2 });
/** The element that wraps the question area (aria-busy, and covered, while it lags behind a move). */
const questionArea = () => questionHeading().closest('section')!.parentElement!;
/** The box laid over the stale question so that a click lands on nothing. */
const cover = () => questionArea().querySelector(':scope > [data-cover]');

afterEach(() => { held.on = false; });

describe('the question area after a move', () => {
  it('shows the move at once, and the stale question refuses clicks, digit keys and option shortcuts', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(20);
    const simulator = await h.open('registered', '?testId=42&testType=2&templateId=70');
    renderThemed(<SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />);
    await screen.findByRole('heading', { level: 1 });
    expect(questionHeading()).toHaveTextContent('Q1');
    expect(questionArea()).not.toHaveAttribute('aria-busy');
    expect(cover()).toBeNull();

    // the deferred render of question 2 has not happened yet
    held.on = true;
    held.value = simulator.session.currentIndex;
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(cell(2)).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByText('Question 2 of 20')).toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent('Q1');
    expect(questionArea()).toHaveAttribute('aria-busy', 'true');
    expect(cover()).not.toBeNull();
    expect(questionArea().lastElementChild).toBe(cover()); // painted over the question

    // fireEvent does not hit-test: the callbacks and the shortcut refuse
    fireEvent.click(within(main()).getAllByRole('radio')[1]);
    fireEvent.keyDown(questionHeading(), { key: '2' });
    fireEvent.keyDown(document.body, { key: '3' });
    await Promise.resolve();
    expect(cell(1)).not.toHaveAccessibleName(/^Question 1, Answered/);
    expect(cell(2)).not.toHaveAccessibleName(/^Question 2, Answered/);
    expect([simulator.session.responseAt(0).text, simulator.session.responseAt(1).text]).toEqual([[], []]);

    // the next move renders for real: the question catches up, accepts input again, and shortcuts answer it
    held.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(questionHeading()).toHaveTextContent('Q3'));
    expect(cell(3)).toHaveAttribute('aria-current', 'step');
    expect(questionArea()).not.toHaveAttribute('aria-busy');
    expect(cover()).toBeNull();
    fireEvent.keyDown(document.body, { key: '2' });
    await waitFor(() => expect(cell(3)).toHaveAccessibleName(/^Question 3, Answered/));
    expect(within(main()).getAllByRole('radio')[1]).toBeChecked();
    expect(simulator.session.responseAt(1).text).toEqual([]);
  });
});
