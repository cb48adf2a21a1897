import { describe, expect, it } from '@jest/globals';
import { toggleOption } from '../../../domain/test-engine/option-selection';
import type { QuestionKind, ResponseChoice } from '../../../domain/test-engine/test-data';

const OPTIONS: ResponseChoice[] = ['a', 'b', 'c', 'd'].map((id) => ({ responseId: id, responseText: id.toUpperCase(), partMarks: 0 }));
const question = (kind: QuestionKind) => ({ kind, responseChoice: OPTIONS });

describe('toggleOption: choosing an option of a choice question', () => {
  it('a single choice is just the option chosen', () => {
    expect(toggleOption(question('single'), ['a', 'b'], 'c')).toEqual(['c']);
    expect(toggleOption(question('single'), [], 'a')).toEqual(['a']);
  });

  it('a multi-select toggles the option, in option order', () => {
    expect(toggleOption(question('multi'), [], 'c')).toEqual(['c']);
    expect(toggleOption(question('multi'), ['d'], 'a')).toEqual(['a', 'd']);
    expect(toggleOption(question('multi'), ['a', 'd'], 'd')).toEqual(['a']);
  });

  it('ignores case and never duplicates an option', () => {
    expect(toggleOption(question('multi'), ['B'], 'b')).toEqual([]);
    expect(toggleOption(question('multi'), ['D', 'b'], 'a')).toEqual(['a', 'b', 'd']);
    expect(toggleOption(question('multi'), ['a', 'A'], 'c')).toEqual(['a', 'c']);
  });

  it('drops selected ids that are not options of the question', () => {
    expect(toggleOption(question('multi'), ['z', 'a'], 'b')).toEqual(['a', 'b']);
  });

  it.each(['text', 'subjective'] as const)('a %s question has no options to choose', (kind) => {
    expect(toggleOption(question(kind), [], 'a')).toBeNull();
  });
});
