import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SimulatorLayout, type SimulatorLayoutProps } from '../../../../ui/simulator/components/simulator-layout';
import { renderThemed } from './render-themed';

const slots = (over: Partial<SimulatorLayoutProps> = {}): SimulatorLayoutProps => ({
  testName: 'Physics Mock 1',
  timer: <div role="timer" aria-label="Time Left">00:10:00</div>,
  children: <p>Question body</p>,
  bottomBar: <div role="group" aria-label="Question actions" />,
  palette: <nav aria-label="Question palette"><button type="button">Question 1, Visited</button></nav>,
  strip: <nav aria-label="Question strip" />,
  legend: <ul aria-label="Question status legend" />,
  onSubmit: () => {},
  currentQuestionId: 1,
  ...over,
});

describe('SimulatorLayout', () => {
  it('desktop: header with test name and timer, question panel, side panel with palette, legend and Submit', () => {
    const onSubmit = jest.fn();
    renderThemed(<SimulatorLayout {...slots({ onSubmit })} mobile={false} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Physics Mock 1' })).toBeInTheDocument();
    expect(within(header).getByRole('timer')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Question body');
    expect(within(main).getByRole('group', { name: 'Question actions' })).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Questions' });
    expect(within(side).getByRole('navigation', { name: 'Question palette' })).toBeInTheDocument();
    expect(within(side).getByRole('list', { name: 'Question status legend' })).toBeInTheDocument();
    fireEvent.click(within(side).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Question strip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Questions' })).toBeNull();
  });

  it('mobile: top bar with timer and Submit, the strip, and a Questions drawer with the palette', () => {
    const { rerender } = renderThemed(<SimulatorLayout {...slots()} mobile />);
    expect(screen.queryByRole('complementary')).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('timer')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Question strip' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Question palette' })).toBeNull();

    fireEvent.click(within(header).getByRole('button', { name: 'Questions' }));
    const drawer = screen.getByRole('dialog', { name: 'Questions' });
    expect(within(drawer).getByRole('navigation', { name: 'Question palette' })).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Question status legend' })).toBeInTheDocument();

    // jumping to another question closes the drawer
    rerender(<SimulatorLayout {...slots({ currentQuestionId: 2 })} mobile />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mobile drawer closes with its close button', () => {
    renderThemed(<SimulatorLayout {...slots()} mobile />);
    fireEvent.click(screen.getByRole('button', { name: 'Questions' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Questions' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adaptive: no side panel, strip or drawer', () => {
    const { rerender } = renderThemed(<SimulatorLayout {...slots({ onSubmit: undefined })} variant="adaptive" mobile={false} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    rerender(<SimulatorLayout {...slots({ onSubmit: undefined })} variant="adaptive" mobile />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Questions' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Question body');
  });

  it('follows the viewport when not told (matchMedia below 480 px)', () => {
    const listeners: (() => void)[] = [];
    let matches = true;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        get matches() { return matches && query === '(max-width: 479.98px)'; },
        addEventListener: (_: string, l: () => void) => listeners.push(l),
        removeEventListener: () => {},
      }),
    });
    try {
      renderThemed(<SimulatorLayout {...slots()} />);
      expect(screen.queryByRole('complementary')).toBeNull();
      matches = false;
      // a viewport change notifies the subscribers
      act(() => listeners.forEach((l) => l()));
      expect(screen.getByRole('complementary', { name: 'Questions' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
