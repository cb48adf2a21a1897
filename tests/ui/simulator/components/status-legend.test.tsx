import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { StatusLegend } from '../../../../ui/simulator/components/status-legend';
import { QUESTION_STATUSES } from '../../../../domain/test-engine/question-response';
import { countStatuses } from '../../../../ui/simulator/simulator-selectors';
import { renderThemed } from './render-themed';

describe('countStatuses', () => {
  it('counts every status, zero for the missing ones', () => {
    const counts = countStatuses(['attempted', 'attempted', 'help', 'not_visited']);
    expect(counts).toEqual({
      not_visited: 1, visited: 0, not_attempted: 0, attempted: 2, marked_for_review: 0, answered_and_review: 0, help: 1,
    });
  });
});

describe('StatusLegend', () => {
  it('lists the seven statuses with their counts', () => {
    renderThemed(<StatusLegend counts={countStatuses(['attempted', 'attempted', 'marked_for_review', 'answered_and_review', 'not_attempted', 'visited'])} />);
    const items = within(screen.getByRole('list', { name: 'Question status legend' })).getAllByRole('listitem');
    expect(items).toHaveLength(QUESTION_STATUSES.length);
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('0 Not visited'),
      expect.stringContaining('1 Visited'),
      expect.stringContaining('1 Not answered'),
      expect.stringContaining('2 Answered'),
      expect.stringContaining('1 Marked for review'),
      expect.stringContaining('1 Answered and marked for review'),
      expect.stringContaining('0 Help taken'),
    ]);
  });

  it('shows new counts after a re-render (it is memoised on the values, not the object)', () => {
    const { rerender } = renderThemed(<StatusLegend counts={countStatuses(['visited', 'visited'])} />);
    const answered = () => within(screen.getByRole('list', { name: 'Question status legend' })).getAllByRole('listitem')[3];
    expect(answered()).toHaveTextContent('0 Answered');
    rerender(<StatusLegend counts={countStatuses(['visited', 'visited'])} />);
    expect(answered()).toHaveTextContent('0 Answered');
    rerender(<StatusLegend counts={countStatuses(['visited', 'attempted'])} />);
    expect(answered()).toHaveTextContent('1 Answered');
    rerender(<StatusLegend counts={countStatuses(['visited', 'attempted'])} label="Legend" />);
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  });
});
