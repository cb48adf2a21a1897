// Performance: an answer re-renders the question and what shows its status (palette cell, legend), not
// the screen's layout, bottom bar or modals; on a desktop screen a move does not re-render the layout either, and
// the bottom bar only when Previous / Next change. The layout and the bottom bar are wrapped in render counters.
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as BottomBarModule from '../../../ui/simulator/components/bottom-bar';
import type * as LayoutModule from '../../../ui/simulator/components/simulator-layout';
import type * as Page from '../../../ui/simulator/simulator.page';
import type * as Harness from './simulator-harness';
import type * as Mother from '../../mothers/test-data.mother';
import { renderThemed } from './components/render-themed';

// jest.mock is not hoisted here (SWC): everything that imports these modules is loaded after them.
jest.mock('../../../ui/simulator/components/simulator-layout', () => {
  const actual = jest.requireActual<typeof LayoutModule>('../../../ui/simulator/components/simulator-layout');
  return { ...actual, SimulatorLayout: jest.fn(actual.SimulatorLayout) };
});
jest.mock('../../../ui/simulator/components/bottom-bar', () => {
  const actual = jest.requireActual<typeof BottomBarModule>('../../../ui/simulator/components/bottom-bar');
  return { ...actual, BottomBar: jest.fn(actual.BottomBar) };
});
const { SimulatorLayout } = jest.requireMock<{ SimulatorLayout: jest.Mock }>('../../../ui/simulator/components/simulator-layout');
const { BottomBar } = jest.requireMock<{ BottomBar: jest.Mock }>('../../../ui/simulator/components/bottom-bar');
const { SimulatorView } = jest.requireActual<typeof Page>('../../../ui/simulator/simulator.page');
const { SimulatorHarness } = jest.requireActual<typeof Harness>('./simulator-harness');
const { aFlatTest } = jest.requireActual<typeof Mother>('../../mothers/test-data.mother');

/** Renders of [layout, bottom bar] since the last call. */
const renders = (): [number, number] => {
  const counts: [number, number] = [SimulatorLayout.mock.calls.length, BottomBar.mock.calls.length];
  SimulatorLayout.mockClear();
  BottomBar.mockClear();
  return counts;
};

const palette = () => screen.getAllByRole('navigation', { name: 'Question palette' })[0];
const cell = (n: number) => within(palette()).getByRole('button', { name: new RegExp(`^Question ${n},`) });

describe('the simulator screen re-render scope', () => {
  it('answers and moves without re-rendering the layout; the bottom bar only when Previous or Next change', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(20);
    const simulator = await h.open('registered', '?testId=42&testType=2&templateId=70');
    renderThemed(<SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />);
    await screen.findByRole('heading', { level: 1 });
    expect(renders()[0]).toBeGreaterThanOrEqual(1);

    fireEvent.click(within(screen.getByRole('main')).getAllByRole('radio')[1]);
    await waitFor(() => expect(cell(1)).toHaveAccessibleName('Question 1, Answered'));
    expect(within(screen.getByRole('main')).getAllByRole('radio')[1]).toBeChecked();
    expect(screen.getByRole('list', { name: 'Question status legend' })).toHaveTextContent('1 Answered');
    expect(renders()).toEqual([0, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(cell(2)).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeEnabled();
    expect(screen.getByText('Question 2 of 20')).toBeInTheDocument();
    expect(renders()).toEqual([0, 1]);

    fireEvent.click(cell(10));
    await waitFor(() => expect(cell(10)).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByText('Question 10 of 20')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 })).toHaveTextContent('Q10');
    expect(renders()).toEqual([0, 0]);
  });

  it('on a narrow screen, a jump from the Questions drawer still closes the drawer', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(max-width: 479.98px)', addEventListener: () => {}, removeEventListener: () => {} }),
    });
    try {
      const h = new SimulatorHarness();
      h.repository.test = aFlatTest(20);
      const simulator = await h.open('registered', '?testId=42&testType=2&templateId=70');
      renderThemed(<SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('complementary')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Questions' }));
      const drawer = await screen.findByRole('dialog', { name: 'Questions' });
      fireEvent.click(within(within(drawer).getByRole('navigation', { name: 'Question palette' })).getByRole('button', { name: /^Question 7,/ }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Questions' })).toBeNull());
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 })).toHaveTextContent('Q7');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
