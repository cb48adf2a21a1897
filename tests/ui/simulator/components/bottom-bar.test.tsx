import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { BottomBar } from '../../../../ui/simulator/components/bottom-bar';
import { renderThemed } from './render-themed';

const nav = { hasPrevious: true, hasNext: true, onPrevious: () => {}, onNext: () => {} };
const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('BottomBar', () => {
  it('test mode: previous, Clear, Mark for Review, next', () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    const onClear = jest.fn();
    const onToggleReview = jest.fn();
    renderThemed(<BottomBar mode="test" {...nav} onPrevious={onPrevious} onNext={onNext} onClear={onClear} markedForReview={false} onToggleReview={onToggleReview} />);
    expect(screen.getByRole('group', { name: 'Question actions' })).toBeInTheDocument();
    expect(names()).toEqual(['Previous question', 'Clear', 'Mark for Review', 'Next question']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review' }));
    expect([onPrevious, onNext, onClear, onToggleReview].map((f) => f.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('says Unmark Review on a marked question, hides it when the feature is off, and shows ASK TONY when on', () => {
    const { rerender } = renderThemed(<BottomBar mode="test" {...nav} onClear={() => {}} markedForReview onToggleReview={() => {}} />);
    expect(screen.getByRole('button', { name: 'Unmark Review' })).toBeInTheDocument();
    const onAskTony = jest.fn();
    rerender(<BottomBar mode="test" {...nav} onClear={() => {}} markedForReview={false} onAskTony={onAskTony} />);
    expect(names()).toEqual(['Previous question', 'Clear', 'ASK TONY', 'Next question']);
    fireEvent.click(screen.getByRole('button', { name: 'ASK TONY' }));
    expect(onAskTony).toHaveBeenCalledTimes(1);
  });

  it('disables the arrows at the ends', () => {
    renderThemed(<BottomBar mode="test" {...nav} hasPrevious={false} hasNext={false} onClear={() => {}} markedForReview={false} />);
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeDisabled();
  });

  it('review mode: Finish Test when marks are editable, Support and Exit', () => {
    const onFinish = jest.fn();
    const onExit = jest.fn();
    const { rerender } = renderThemed(<BottomBar mode="review" {...nav} onFinish={onFinish} onSupport={() => {}} onExit={onExit} />);
    expect(names()).toEqual(['Previous question', 'Finish Test', 'Support', 'Exit', 'Next question']);
    fireEvent.click(screen.getByRole('button', { name: 'Finish Test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledTimes(1);
    rerender(<BottomBar mode="review" {...nav} onSupport={() => {}} onExit={onExit} />);
    expect(names()).toEqual(['Previous question', 'Support', 'Exit', 'Next question']);
    rerender(<BottomBar mode="review" {...nav} onFinish={onFinish} finishing onExit={onExit} />);
    expect(screen.getByRole('button', { name: 'Finish Test' })).toBeDisabled();
  });

  it('adaptive mode: Finish Test, no Clear or review marking', () => {
    renderThemed(<BottomBar mode="adaptive" {...nav} onFinish={() => {}} />);
    expect(names()).toEqual(['Previous question', 'Finish Test', 'Next question']);
  });
});
