// Performance: "a palette change re-renders only the changed cells", checked on the whole simulator
// screen driven by its stores (a 200-question test), not on the palette alone. A palette cell asks for its
// style with statusCellCss(theme, status, 40, ...) on every render (the legend uses size 32), so the calls
// with size 40 are the cell renders.
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as StatusLook from '../../../../ui/simulator/components/status-look';
import type * as Page from '../../../../ui/simulator/simulator.page';
import type * as Harness from '../simulator-harness';
import type * as Mother from '../../../mothers/test-data.mother';
import type * as Warmup from '../../../../ui/simulator/components/style-warmup';
import { renderThemed } from './render-themed';

// jest.mock is not hoisted here (SWC): everything that imports status-look is loaded after it.
jest.mock('../../../../ui/simulator/components/status-look', () => {
  const actual = jest.requireActual<typeof StatusLook>('../../../../ui/simulator/components/status-look');
  return { ...actual, statusCellCss: jest.fn(actual.statusCellCss) };
});
const { statusCellCss } = jest.requireMock<{ statusCellCss: jest.Mock<typeof StatusLook.statusCellCss> }>('../../../../ui/simulator/components/status-look');
const { SimulatorView } = jest.requireActual<typeof Page>('../../../../ui/simulator/simulator.page');
const { SimulatorHarness } = jest.requireActual<typeof Harness>('../simulator-harness');
const { aFlatTest } = jest.requireActual<typeof Mother>('../../../mothers/test-data.mother');
const { StyleWarmupEnabled } = jest.requireActual<typeof Warmup>('../../../../ui/simulator/components/style-warmup');

const CELL_SIZE = 40;
/** The statuses of the palette cells rendered since the last call. */
const cellRenders = (): string[] => {
  const statuses = statusCellCss.mock.calls.filter((args) => args[2] === CELL_SIZE).map((args) => args[1]);
  statusCellCss.mockClear();
  return statuses;
};

const palette = () => screen.getAllByRole('navigation', { name: 'Question palette' })[0];
const cell = (n: number) => within(palette()).getByRole('button', { name: new RegExp(`^Question ${n},`) });

describe('the simulator palette with 200 questions', () => {
  it('re-renders only the cells whose status or current mark changed', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(200);
    const simulator = await h.open('registered', '?testId=42&testType=2&templateId=70');
    statusCellCss.mockClear();
    // the style warm-up (style-warmup.tsx) asks for every cell look once, after the first paint: not a re-render
    renderThemed(
      <StyleWarmupEnabled.Provider value={false}>
        <SimulatorView screen={simulator} onHome={() => {}} onUpgrade={() => {}} />
      </StyleWarmupEnabled.Provider>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(within(palette()).getAllByRole('button')).toHaveLength(200);
    expect(cellRenders().length).toBeGreaterThanOrEqual(200);

    // one answer: only the answered question's cell
    fireEvent.click(within(screen.getByRole('main')).getAllByRole('radio')[1]);
    await waitFor(() => expect(cell(1)).toHaveAccessibleName('Question 1, Answered'));
    expect(cellRenders()).toEqual(['attempted']);

    // Next: the cell left (no longer current) and the one reached (current, now visited)
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(cell(2)).toHaveAttribute('aria-current', 'step'));
    expect(cellRenders().sort()).toEqual(['attempted', 'visited']);

    // a palette jump far away: again just the two cells
    fireEvent.click(cell(150));
    await waitFor(() => expect(cell(150)).toHaveAttribute('aria-current', 'step'));
    expect(cellRenders().sort()).toEqual(['not_attempted', 'visited']);
    expect(cell(2)).toHaveAccessibleName('Question 2, Not answered');
  });
});
