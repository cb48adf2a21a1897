// Choice options: one radio or checkbox per option, choosing by the selection rule (domain toggleOption, tested in
// tests/domain/test-engine/option-selection.test.ts), and the rendering scope behind the interaction-latency target:
// choosing an option re-renders only the options whose checked state changed (each option renders its text through
// SafeHtml once per render, which is counted).
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type * as Choice from '../../../../ui/simulator/components/choice-answer';
import type * as Safe from '../../../../ui/html/safe-html';
import type { ResponseChoice } from '../../../../domain/test-engine/test-data';
import { renderThemed } from './render-themed';

// jest.mock is not hoisted here (SWC): choice-answer is loaded after it.
jest.mock('../../../../ui/html/safe-html', () => {
  const actual = jest.requireActual<typeof Safe>('../../../../ui/html/safe-html');
  return { ...actual, SafeHtml: jest.fn(actual.SafeHtml) };
});
const { SafeHtml } = jest.requireMock<{ SafeHtml: jest.Mock }>('../../../../ui/html/safe-html');
const { ChoiceAnswer } = jest.requireActual<typeof Choice>('../../../../ui/simulator/components/choice-answer');

const OPTIONS: ResponseChoice[] = ['a', 'b', 'c', 'd'].map((id) => ({ responseId: id, responseText: `<p>Option ${id.toUpperCase()}</p>` }) as ResponseChoice);

/** The texts rendered since the last call. */
const rendered = (): string[] => {
  const texts = SafeHtml.mock.calls.map((c) => (c[0] as { html: string }).html);
  SafeHtml.mockClear();
  return texts;
};

function Holder({ multiple, onChange }: { multiple: boolean; onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <ChoiceAnswer
      multiple={multiple}
      options={OPTIONS}
      selected={selected}
      onChange={(ids) => { onChange?.(ids); setSelected(ids); }}
      label="Options for question 1"
    />
  );
}

describe('ChoiceAnswer', () => {
  it('single choice: a radio group; choosing re-renders only the options whose state changed', () => {
    const onChange = jest.fn();
    renderThemed(<Holder multiple={false} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Options for question 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(rendered()).toHaveLength(4);

    fireEvent.click(screen.getByRole('radio', { name: /Option B/ }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('radio', { name: /Option B/ })).toBeChecked();
    expect(rendered()).toEqual(['<p>Option B</p>']);

    fireEvent.click(screen.getByRole('radio', { name: /Option D/ }));
    expect(onChange).toHaveBeenLastCalledWith(['d']);
    expect(screen.getByRole('radio', { name: /Option B/ })).not.toBeChecked();
    expect(rendered().sort()).toEqual(['<p>Option B</p>', '<p>Option D</p>']);
  });

  it('multi-select: checkboxes toggle, kept in option order, using the latest selection', () => {
    const onChange = jest.fn();
    renderThemed(<Holder multiple onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Option C/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Option A/ }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Option C/ }));
    expect(onChange).toHaveBeenLastCalledWith(['a']);
    expect(screen.getByRole('checkbox', { name: /Option A/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Option C/ })).not.toBeChecked();
  });
});
