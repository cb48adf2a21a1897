import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ResponseChoice } from '../../../../domain/test-engine/test-data';
import {
  capMarks, maxMarksOf, SubjectiveMarksEditor, type SubjectiveMarks,
} from '../../../../ui/simulator/components/subjective-marks-editor';
import { renderThemed } from './render-themed';

const parts: ResponseChoice[] = [
  { responseId: 'p1', responseText: 'Defines osmosis', partMarks: 2 },
  { responseId: 'p2', responseText: 'Gives an <b>example</b>', partMarks: 1.5 },
  { responseId: 'p3', responseText: 'Draws a diagram', partMarks: 1 },
];

function Harness({ onChange, initial }: { onChange: (v: SubjectiveMarks) => void; initial?: SubjectiveMarks }) {
  const [value, setValue] = useState<SubjectiveMarks>(initial ?? { options: ['no', 'no', 'no'], totalMark: 0 });
  return <SubjectiveMarksEditor parts={parts} value={value} onChange={(v) => { onChange(v); setValue(v); }} />;
}

const marksBox = () => screen.getByRole('textbox', { name: 'Marks' });

describe('SubjectiveMarksEditor', () => {
  it('ticks parts yes or no; the total is the sum of the ticked parts', () => {
    const onChange = jest.fn();
    renderThemed(<Harness onChange={onChange} />);
    const part1 = screen.getByRole('group', { name: 'Part 1 (2 marks)' });
    const part2 = screen.getByRole('group', { name: 'Part 2 (1.5 marks)' });
    expect(screen.getByRole('group', { name: 'Part 3 (1 mark)' })).toBeInTheDocument();
    fireEvent.click(within(part1).getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith({ options: ['yes', 'no', 'no'], totalMark: 2 });
    fireEvent.click(within(part2).getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith({ options: ['yes', 'yes', 'no'], totalMark: 3.5 });
    expect(marksBox()).toHaveValue('3.5');
    fireEvent.click(within(part1).getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith({ options: ['no', 'yes', 'no'], totalMark: 1.5 });
    expect(marksBox()).toHaveValue('1.5');
  });

  it('takes numeric marks only, capped at the sum of the part marks', () => {
    const onChange = jest.fn();
    renderThemed(<Harness onChange={onChange} />);
    expect(marksBox()).toHaveAccessibleDescription('out of 4.5');
    fireEvent.change(marksBox(), { target: { value: '3.' } });
    expect(marksBox()).toHaveValue('3.');
    expect(onChange).toHaveBeenLastCalledWith({ options: ['no', 'no', 'no'], totalMark: 3 });
    fireEvent.change(marksBox(), { target: { value: '17' } });
    expect(marksBox()).toHaveValue('4.5');
    expect(onChange).toHaveBeenLastCalledWith({ options: ['no', 'no', 'no'], totalMark: 4.5 });
    onChange.mockClear();
    for (const bad of ['abc', '-1', '1.234', '1,5']) fireEvent.change(marksBox(), { target: { value: bad } });
    expect(onChange).not.toHaveBeenCalled();
    expect(marksBox()).toHaveValue('4.5');
    fireEvent.change(marksBox(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ options: ['no', 'no', 'no'], totalMark: 0 });
  });

  it('is disabled while saving', () => {
    renderThemed(<SubjectiveMarksEditor parts={parts} value={{ options: [], totalMark: 0 }} onChange={() => {}} disabled />);
    expect(marksBox()).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('without onChange shows the marks read-only', () => {
    renderThemed(<SubjectiveMarksEditor parts={parts} value={{ options: ['yes', 'no', 'yes'], totalMark: 3 }} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Defines osmosis2 marks: Yes');
    expect(items[1]).toHaveTextContent('Gives an example1.5 marks: No');
    expect(screen.getByText('Total: 3 out of 4.5')).toBeInTheDocument();
  });
});

describe('marks helpers', () => {
  it('sums part marks and caps', () => {
    expect(maxMarksOf(parts)).toBe(4.5);
    expect(maxMarksOf([])).toBe(0);
    expect(capMarks(9, 4.5)).toBe(4.5);
    expect(capMarks(-1, 4.5)).toBe(0);
    expect(capMarks(1.005, 4.5)).toBe(1);
    expect(capMarks(Number.NaN, 4.5)).toBe(0);
  });
});
