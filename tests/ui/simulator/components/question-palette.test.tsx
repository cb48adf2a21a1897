import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type * as Palette from '../../../../ui/simulator/components/question-palette';
import type * as StatusLook from '../../../../ui/simulator/components/status-look';
import type { QuestionStatus } from '../../../../domain/test-engine/question-response';
import type { PaletteSection } from '../../../../ui/simulator/simulator-selectors';
import { renderThemed } from './render-themed';

// Count renders of the cells: each palette cell asks statusCellCss for its style once per render, so the number
// of calls is the number of cell renders. jest.mock is not hoisted here (SWC), so the palette is loaded after it.
jest.mock('../../../../ui/simulator/components/status-look', () => {
  const actual = jest.requireActual<typeof StatusLook>('../../../../ui/simulator/components/status-look');
  return { ...actual, statusCellCss: jest.fn(actual.statusCellCss) };
});
const { statusCellCss } = jest.requireMock<{ statusCellCss: jest.Mock<typeof StatusLook.statusCellCss> }>('../../../../ui/simulator/components/status-look');
const { statusGlyph } = jest.requireActual<typeof StatusLook>('../../../../ui/simulator/components/status-look');
const { paletteMove, QuestionPalette } = jest.requireActual<typeof Palette>('../../../../ui/simulator/components/question-palette');

const sections = (statusOf: (id: number) => QuestionStatus = () => 'not_visited'): PaletteSection[] => [
  { sectionId: 1, sectionName: 'Physics', questions: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ questionId: 100 + n, number: n, status: statusOf(100 + n) })) },
  { sectionId: 2, sectionName: 'Chemistry', questions: [8, 9, 10].map((n) => ({ questionId: 100 + n, number: n, status: statusOf(100 + n) })) },
];

/** The CSS rule emotion inserted for an element's class (its text without spaces). */
const cellRule = (el: HTMLElement): string => {
  const name = [...el.classList].find((c) => c.startsWith('css-'));
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const rule = rules.find((r) => r instanceof CSSStyleRule && r.selectorText === `.${name}`);
  if (!rule) throw new Error(`no style rule for ${el.outerHTML}`);
  return rule.cssText.replace(/\s+/g, '');
};

const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}, `) });

describe('QuestionPalette', () => {
  it('groups questions under section headings with status names, shapes and the current question', () => {
    renderThemed(
      <QuestionPalette
        sections={sections((id) => (id === 105 ? 'answered_and_review' : id === 102 ? 'attempted' : 'not_visited'))}
        currentQuestionId={102}
        onJump={() => {}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Question palette' });
    const physics = within(nav).getByRole('group', { name: 'Physics' });
    expect(within(physics).getAllByRole('button')).toHaveLength(7);
    expect(within(nav).getByRole('group', { name: 'Chemistry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 5, Answered and marked for review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, Answered' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Question 1, Not visited' })).not.toHaveAttribute('aria-current');
    // not by colour alone: marked questions are round and carry a glyph (a badge image in the cell's style)
    const marked = cellRule(screen.getByRole('button', { name: 'Question 5, Answered and marked for review' }));
    expect(marked).toContain('border-radius:50%');
    expect(marked).toContain('data:image/svg+xml');
    expect(statusGlyph('answered_and_review')).toBe('check');
    expect(cellRule(screen.getByRole('button', { name: 'Question 1, Not visited' }))).not.toContain('data:image/svg+xml');
    expect(statusGlyph('not_visited')).toBeNull();
  });

  it('jumps on click (Enter and Space are native button activation)', () => {
    const onJump = jest.fn();
    renderThemed(<QuestionPalette sections={sections()} currentQuestionId={101} onJump={onJump} />);
    fireEvent.click(cell(9));
    expect(onJump).toHaveBeenCalledWith(109);
    expect(cell(9).tagName).toBe('BUTTON');
  });

  it('has one tab stop (the current question) and moves it with the arrow keys, Home and End', () => {
    renderThemed(<QuestionPalette sections={sections()} currentQuestionId={102} onJump={() => {}} />);
    const tabbable = () => screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabbable()).toEqual([cell(2)]);

    cell(2).focus();
    fireEvent.keyDown(cell(2), { key: 'ArrowRight' });
    expect(cell(3)).toHaveFocus();
    expect(tabbable()).toEqual([cell(3)]);

    fireEvent.keyDown(cell(3), { key: 'ArrowDown' }); // 3 + 5 columns = 8th of Physics? Physics has 7: goes to 3rd-col of Chemistry
    expect(cell(10)).toHaveFocus();
    fireEvent.keyDown(cell(10), { key: 'ArrowUp' }); // back to the last row of Physics, same column, clamped
    expect(cell(7)).toHaveFocus();
    fireEvent.keyDown(cell(7), { key: 'ArrowUp' });
    expect(cell(2)).toHaveFocus();
    fireEvent.keyDown(cell(2), { key: 'End' });
    expect(cell(10)).toHaveFocus();
    fireEvent.keyDown(cell(10), { key: 'Home' });
    expect(cell(1)).toHaveFocus();
    fireEvent.keyDown(cell(1), { key: 'ArrowLeft' });
    expect(cell(1)).toHaveFocus();
    expect(tabbable()).toEqual([cell(1)]);
  });

  it('returns the tab stop to the current question when it changes', () => {
    const { rerender } = renderThemed(<QuestionPalette sections={sections()} currentQuestionId={102} onJump={() => {}} />);
    fireEvent.keyDown(cell(2), { key: 'End' });
    expect(cell(10).tabIndex).toBe(0);
    rerender(<QuestionPalette sections={sections()} currentQuestionId={104} onJump={() => {}} />);
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([cell(4)]);
  });

  it('re-renders only the changed cell when one status changes', () => {
    let status: QuestionStatus = 'visited';
    const data = () => sections((id) => (id === 106 ? status : 'not_visited'));
    statusCellCss.mockClear();
    const { rerender } = renderThemed(<QuestionPalette sections={data()} currentQuestionId={101} onJump={() => {}} />);
    expect(statusCellCss).toHaveBeenCalledTimes(10);

    statusCellCss.mockClear();
    status = 'attempted';
    // new arrays and a new callback every render, as a store-driven parent would give
    rerender(<QuestionPalette sections={data()} currentQuestionId={101} onJump={() => {}} />);
    expect(statusCellCss).toHaveBeenCalledTimes(1);
    expect(statusCellCss.mock.calls[0][1]).toBe('attempted');
    expect(cell(6)).toHaveAccessibleName('Question 6, Answered');

    statusCellCss.mockClear();
    rerender(<QuestionPalette sections={data()} currentQuestionId={103} onJump={() => {}} />);
    expect(statusCellCss).toHaveBeenCalledTimes(2); // the old and the new current question
    expect(statusCellCss.mock.calls.map((c) => c[3]?.current).sort()).toEqual([false, true]);
  });

  it('calls the latest onJump even though cells keep a stable callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderThemed(<QuestionPalette sections={sections()} currentQuestionId={101} onJump={first} />);
    rerender(<QuestionPalette sections={sections()} currentQuestionId={101} onJump={second} />);
    fireEvent.click(cell(3));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(103);
  });

  it('as a strip: one row without headings, left/right only', () => {
    renderThemed(<QuestionPalette variant="strip" label="Question strip" sections={sections()} currentQuestionId={101} onJump={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Question strip' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('group', { name: 'Chemistry' })).toBeInTheDocument();
    fireEvent.keyDown(cell(1), { key: 'ArrowDown' });
    expect(cell(1).tabIndex).toBe(0);
    fireEvent.keyDown(cell(1), { key: 'ArrowRight' });
    expect(cell(2)).toHaveFocus();
  });

  it('omits the heading of an unnamed section (tests without sections)', () => {
    renderThemed(
      <QuestionPalette sections={[{ sectionId: 0, sectionName: '', questions: [{ questionId: 1, number: 1, status: 'help' }] }]} currentQuestionId={null} onJump={() => {}} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Question 1, Help taken' }).tabIndex).toBe(0);
  });
});

describe('paletteMove', () => {
  const s = [{ questions: [1, 2, 3, 4, 5, 6, 7].map((questionId) => ({ questionId })) }, { questions: [] }, { questions: [8, 9].map((questionId) => ({ questionId })) }];
  it.each([
    [1, 'ArrowRight', 2], [7, 'ArrowRight', 8], [9, 'ArrowRight', 9], [8, 'ArrowLeft', 7], [1, 'ArrowLeft', 1],
    [2, 'ArrowDown', 7], [4, 'ArrowDown', 9], [6, 'ArrowDown', 8], [8, 'ArrowDown', 8],
    [7, 'ArrowUp', 2], [9, 'ArrowUp', 7], [8, 'ArrowUp', 6], [3, 'ArrowUp', 3],
    [5, 'Home', 1], [5, 'End', 9],
  ])('from %i %s goes to %i (5 columns, empty section skipped)', (from, key, to) => {
    expect(paletteMove(s, 5, from as number, key as string)).toBe(to);
  });
  it('ignores other keys and unknown questions', () => {
    expect(paletteMove(s, 5, 1, 'a')).toBeNull();
    expect(paletteMove(s, 5, 99, 'ArrowRight')).toBeNull();
  });
});
