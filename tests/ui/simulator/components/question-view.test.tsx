import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SINGLE_CHOICE_TYPES, type Question } from '../../../../domain/test-engine/test-data';
import { optionIndexForKey, QuestionView } from '../../../../ui/simulator/components/question-view';
import type { QuestionResponse } from '../../../../ui/simulator/response-view';
import { aShownQuestion, noResponse } from '../../../mothers/shown-question.mother';
import { renderThemed } from './render-themed';

/** Holds the response like the simulator store would. */
function Harness({ question, initial = noResponse, onChange }: { question: Question; initial?: QuestionResponse; onChange?: (t: string[]) => void }) {
  const [response, setResponse] = useState<QuestionResponse>(initial);
  return (
    <QuestionView
      question={question}
      number={3}
      mode="answer"
      response={response}
      onResponseChange={(text) => {
        onChange?.(text);
        setResponse({ ...response, text });
      }}
    />
  );
}

const region = () => screen.getByRole('region', { name: 'Q3' });

describe('QuestionView: the question', () => {
  it('shows section, type label, common data, Q{n} and the sanitised body', () => {
    renderThemed(
      <QuestionView
        question={aShownQuestion({ commonDataDescription: '<p>Read the passage.</p><script>alert(1)</script>', questionBody: '<p>Body <img src=x onerror="alert(1)"></p>' })}
        number={3}
        mode="answer"
        response={noResponse}
        onResponseChange={() => {}}
      />,
    );
    expect(region()).toHaveTextContent('Biology');
    expect(region()).toHaveTextContent('Multiple Choice');
    expect(screen.getByRole('heading', { name: 'Q3' })).toBeInTheDocument();
    expect(region()).toHaveTextContent('Read the passage.');
    expect(region().querySelector('script')).toBeNull();
    expect(region().querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('shows the column table with column headers', () => {
    renderThemed(
      <QuestionView
        question={aShownQuestion({
          questionType: 'MC-Matching-Type',
          columns: [
            { columnHeader: 'Column I', columnRows: [{ rowId: 'a', rowName: '(A) Lion' }, { rowId: 'b', rowName: '(B) Cow' }] },
            { columnHeader: 'Column II', columnRows: [{ rowId: 'p', rowName: '(p) Herbivore' }] },
          ],
        })}
        number={3}
        mode="answer"
        response={noResponse}
        onResponseChange={() => {}}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Column I', 'Column II']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['(B) Cow', '']);
  });
});

describe('QuestionView: single choice', () => {
  it.each(SINGLE_CHOICE_TYPES)('%s is a radio group', (questionType) => {
    const onChange = jest.fn();
    renderThemed(<Harness question={aShownQuestion({ questionType })} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Options for question 3' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    fireEvent.click(within(group).getByRole('radio', { name: 'B. Carbon dioxide' }));
    expect(onChange).toHaveBeenLastCalledWith(['r2']);
    expect(within(group).getByRole('radio', { name: 'B. Carbon dioxide' })).toBeChecked();
    fireEvent.click(radios[0]);
    expect(onChange).toHaveBeenLastCalledWith(['r1']);
    expect(radios[1]).not.toBeChecked();
  });

  it('True-False offers its two options', () => {
    renderThemed(
      <Harness
        question={aShownQuestion({ questionType: 'True-False', responseChoice: [{ responseId: 't', responseText: 'True', partMarks: 0 }, { responseId: 'f', responseText: 'False', partMarks: 0 }] })}
      />,
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['t', 'f']);
    expect(screen.getByRole('radio', { name: 'A. True' })).toBeInTheDocument();
  });

  it('number keys 1 to 9 choose an option while the question area has focus', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={aShownQuestion()} onChange={onChange} />);
    region().focus();
    fireEvent.keyDown(region(), { key: '3' });
    expect(onChange).toHaveBeenLastCalledWith(['r3']);
    expect(screen.getByRole('radio', { name: 'C. Nitrogen' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'C. Nitrogen' }), { key: '1' });
    expect(onChange).toHaveBeenLastCalledWith(['r1']);
    onChange.mockClear();
    fireEvent.keyDown(region(), { key: '5' }); // only 4 options
    fireEvent.keyDown(region(), { key: '2', ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('QuestionView: multi-select', () => {
  const multi = aShownQuestion({ questionType: 'Multiple-Response', correctResponse: 'r1~r2' });

  it('is a checkbox group; selections stay in option order without duplicates', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={multi} initial={{ ...noResponse, text: ['R3'] }} onChange={onChange} />);
    const boxes = within(screen.getByRole('group', { name: 'Options for question 3' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    expect(boxes[2]).toBeChecked(); // 'R3' matches r3 case-insensitively
    fireEvent.click(boxes[0]);
    expect(onChange).toHaveBeenLastCalledWith(['r1', 'r3']);
    fireEvent.click(boxes[2]);
    expect(onChange).toHaveBeenLastCalledWith(['r1']);
  });

  it('number keys toggle options', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={multi} onChange={onChange} />);
    fireEvent.keyDown(region(), { key: '4' });
    fireEvent.keyDown(region(), { key: '2' });
    expect(onChange).toHaveBeenLastCalledWith(['r2', 'r4']);
    fireEvent.keyDown(region(), { key: '4' });
    expect(onChange).toHaveBeenLastCalledWith(['r2']);
  });
});

describe('QuestionView: text entry', () => {
  it('Fill-in-Blank takes any text; empty is no answer; digits typed there are text, not option keys', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={aShownQuestion({ questionType: 'Fill-in-Blank', responseChoice: [] })} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.keyDown(box, { key: '1' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'photo synthesis 1' } });
    expect(onChange).toHaveBeenLastCalledWith(['photo synthesis 1']);
    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('Integer-Type allows an optional minus sign and digits only', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={aShownQuestion({ questionType: 'Integer-Type', responseChoice: [] })} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(box, { target: { value: '-' } });
    expect(box).toHaveValue('-');
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.change(box, { target: { value: '-42' } });
    expect(onChange).toHaveBeenLastCalledWith(['-42']);
    onChange.mockClear();
    for (const bad of ['-42a', '4.2', '--4', '4-2', '1e3']) fireEvent.change(box, { target: { value: bad } });
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('-42');
  });

  it('follows a cleared response from outside', () => {
    const question = aShownQuestion({ questionType: 'Integer-Type', responseChoice: [] });
    const { rerender } = renderThemed(<QuestionView question={question} number={3} mode="answer" response={{ ...noResponse, text: ['17'] }} onResponseChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('17');
    rerender(<QuestionView question={question} number={3} mode="answer" response={noResponse} onResponseChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });
});

describe('QuestionView: subjective', () => {
  const subjective = aShownQuestion({
    questionType: 'Subjective-Type-Long',
    responseChoice: [
      { responseId: 'p1', responseText: 'Defines osmosis', partMarks: 2 },
      { responseId: 'p2', responseText: 'Gives an example', partMarks: 3 },
    ],
    correctResponse: '',
  });
  const png = (name = 'a.png', size = 1000, type = 'image/png') => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('has a 200 to 400 px answer box and emits its text', () => {
    const onChange = jest.fn();
    renderThemed(<Harness question={subjective} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveStyle({ minHeight: '200px', maxHeight: '400px', resize: 'vertical' });
    fireEvent.change(box, { target: { value: 'Water moves across a membrane.' } });
    expect(onChange).toHaveBeenLastCalledWith(['Water moves across a membrane.']);
  });

  it('uploads one PNG or JPG up to 10MB, with the hint', () => {
    const onImageSelect = jest.fn();
    renderThemed(
      <QuestionView question={subjective} number={3} mode="answer" response={noResponse} onResponseChange={() => {}} onImageSelect={onImageSelect} onImageRemove={() => {}} />,
    );
    const input = screen.getByLabelText('Upload image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('PNG, JPG up to 10MB each');

    fireEvent.change(input, { target: { files: [png('scan.gif', 100, 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PNG or JPG images can be uploaded.');
    fireEvent.change(input, { target: { files: [png('big.jpg', 10 * 1024 * 1024 + 1, 'image/jpeg')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be 10MB or smaller.');
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one image at a time.');
    expect(onImageSelect).not.toHaveBeenCalled();

    const ok = png('answer.jpg', 10 * 1024 * 1024, 'image/jpeg');
    fireEvent.change(input, { target: { files: [ok] } });
    expect(onImageSelect).toHaveBeenCalledWith(ok);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the uploaded image as a thumbnail opening the viewer, with Remove and no second upload', () => {
    const onImageRemove = jest.fn();
    renderThemed(
      <QuestionView
        question={subjective}
        number={3}
        mode="answer"
        response={{ text: ['See image'], fileName: 'work.png', url: 'https://files.example/work.png' }}
        onResponseChange={() => {}}
        onImageSelect={() => {}}
        onImageRemove={onImageRemove}
      />,
    );
    expect(screen.queryByLabelText('Upload image')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View uploaded image work.png' }));
    const viewer = screen.getByRole('dialog', { name: 'Uploaded image' });
    expect(within(viewer).getByRole('img', { name: 'Answer image work.png' })).toHaveAttribute('src', 'https://files.example/work.png');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onImageRemove).toHaveBeenCalledTimes(1);
  });

  it('disables the upload while one is in progress', () => {
    renderThemed(
      <QuestionView question={subjective} number={3} mode="answer" response={noResponse} onResponseChange={() => {}} onImageSelect={() => {}} imageBusy />,
    );
    expect(screen.getByLabelText('Upload image')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image');
  });
});

describe('QuestionView: review', () => {
  it('marks the correct answer and the student answer in text, read-only, with the explanation', () => {
    renderThemed(
      <QuestionView
        question={aShownQuestion({ explanations: '<p>Plants take in CO<sub>2</sub>.</p><img src=x onerror=alert(1)>' })}
        number={3}
        mode="review"
        response={{ ...noResponse, text: ['r3'] }}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Options for question 3' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Correct answer');
    expect(items[1]).not.toHaveTextContent('Your answer');
    expect(items[2]).toHaveTextContent('Your answer');
    expect(items[0]).not.toHaveTextContent(/Correct answer|Your answer/);
    expect(screen.getByRole('heading', { name: 'Explanation' })).toBeInTheDocument();
    expect(region()).toHaveTextContent('Plants take in CO2.');
    expect(region().querySelector('img[onerror]')).toBeNull();
  });

  it('shows multi-select correct answers and number keys do nothing', () => {
    const onChange = jest.fn();
    renderThemed(
      <QuestionView question={aShownQuestion({ questionType: 'Multiple-Response', correctResponse: 'r1~r2' })} number={3} mode="review" response={{ ...noResponse, text: ['r1'] }} onResponseChange={onChange} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.filter((i) => i.textContent?.includes('Correct answer'))).toEqual([items[0], items[1]]);
    expect(items[0]).toHaveTextContent('Your answer');
    fireEvent.keyDown(region(), { key: '3' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows text answers against the correct ones', () => {
    const { rerender } = renderThemed(
      <QuestionView question={aShownQuestion({ questionType: 'Fill-in-Blank', responseChoice: [], correctResponse: 'chlorophyll~Chlorophyll a' })} number={3} mode="review" response={{ ...noResponse, text: ['chlorofil'] }} />,
    );
    expect(region()).toHaveTextContent('Your answerchlorofil');
    expect(region()).toHaveTextContent('Correct answerchlorophyll / Chlorophyll a');
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(<QuestionView question={aShownQuestion({ questionType: 'Integer-Type', responseChoice: [], correctResponse: '4' })} number={3} mode="review" response={noResponse} />);
    expect(region()).toHaveTextContent('Your answerNot answered');
  });

  it('shows a subjective answer read-only with its marks', () => {
    renderThemed(
      <QuestionView
        question={aShownQuestion({ questionType: 'Subjective-Type-Short-Answer-I', responseChoice: [{ responseId: 'p1', responseText: 'Names the law', partMarks: 2 }] })}
        number={3}
        mode="review"
        response={{ text: ['Newton'], fileName: '', url: '' }}
        marks={{ value: { options: ['yes'], totalMark: 2 } }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Upload image')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(region()).toHaveTextContent('2 marks: Yes');
    expect(region()).toHaveTextContent('Total: 2 out of 2');
  });
});

describe('optionIndexForKey', () => {
  it('maps 1..9 within the option count', () => {
    expect(optionIndexForKey('1', 4)).toBe(0);
    expect(optionIndexForKey('4', 4)).toBe(3);
    expect(optionIndexForKey('5', 4)).toBeNull();
    expect(optionIndexForKey('0', 10)).toBeNull();
    expect(optionIndexForKey('a', 4)).toBeNull();
  });
});
