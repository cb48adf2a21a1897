import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { EMPTY_RESPONSE, isEmptyResponse, type QuestionResponse } from '../../../domain/test-engine/question-response';
import {
  decodeResponse, encodeResponse, MULTI_SEPARATOR, normaliseResponse, SUBJECTIVE_SEPARATOR,
} from '../../../domain/test-engine/responses';
import type { QuestionKind } from '../../../domain/test-engine/test-data';

const r = (values: string[], fileName = '', url = ''): QuestionResponse => ({ values, fileName, url });
const KINDS: QuestionKind[] = ['single', 'multi', 'text', 'subjective'];

describe('single choice', () => {
  it('a single-choice answer is sent as the chosen id', () => {
    expect(encodeResponse('single', r(['B']))).toBe('B');
    expect(decodeResponse('single', 'B')).toEqual(r(['B']));
  });

  it('no choice is sent as the empty string and read back as the empty response', () => {
    expect(encodeResponse('single', EMPTY_RESPONSE)).toBe('');
    expect(decodeResponse('single', '')).toBe(EMPTY_RESPONSE);
  });

  it('a single-choice answer carries no image', () => {
    expect(normaliseResponse('single', r([' C '], 'f.png', 'http://u'))).toEqual(r(['C']));
  });
});

describe('multi-select', () => {
  it("objective multi-values are joined with '~'", () => {
    expect(encodeResponse('multi', r(['A', 'C', 'D']))).toBe('A~C~D');
    expect(decodeResponse('multi', 'A~C~D')).toEqual(r(['A', 'C', 'D']));
  });

  it('multi-select answers deduplicate case-insensitively, keeping the first spelling', () => {
    expect(encodeResponse('multi', r(['b', 'A', 'B', 'a', 'c']))).toBe('b~A~c');
    expect(decodeResponse('multi', 'A~a~B')).toEqual(r(['A', 'B']));
  });

  it("empty parts of a '~' list are dropped", () => {
    expect(decodeResponse('multi', '~A~~ ~B~')).toEqual(r(['A', 'B']));
    expect(encodeResponse('multi', r(['', 'A', ' ']))).toBe('A');
    expect(decodeResponse('multi', '~~')).toBe(EMPTY_RESPONSE);
  });
});

describe('text entry', () => {
  it('a text-entry answer is sent as its text', () => {
    expect(encodeResponse('text', r(['42']))).toBe('42');
    expect(decodeResponse('text', 'photo synthesis')).toEqual(r(['photo synthesis']));
  });

  it('a blank text answer is the empty response', () => {
    expect(normaliseResponse('text', r(['   ']))).toBe(EMPTY_RESPONSE);
    expect(encodeResponse('text', r(['   ']))).toBe('');
  });
});

describe('subjective', () => {
  it('a subjective response is text joined by spaces, separator, file name, separator, url', () => {
    const wire = encodeResponse('subjective', r(['Plants make food', 'using light.'], 'a1.png', 'https://cdn/x/a1.png'));
    expect(SUBJECTIVE_SEPARATOR).toBe('##');
    expect(wire).toBe('Plants make food using light.##a1.png##https://cdn/x/a1.png');
    expect(decodeResponse('subjective', wire)).toEqual(r(['Plants make food using light.'], 'a1.png', 'https://cdn/x/a1.png'));
  });

  it('without an image the subjective form still decodes to the same response', () => {
    const wire = encodeResponse('subjective', r(['Only text']));
    expect(wire).toBe('Only text####');
    expect(decodeResponse('subjective', wire)).toEqual(r(['Only text']));
  });

  it('an image without text keeps the image', () => {
    const wire = encodeResponse('subjective', r([], 'b.jpg', 'https://cdn/b.jpg'));
    expect(wire).toBe('##b.jpg##https://cdn/b.jpg');
    expect(decodeResponse('subjective', wire)).toEqual(r([], 'b.jpg', 'https://cdn/b.jpg'));
  });

  it("the student's text may itself contain the separator", () => {
    const answer = r(['## Heading ##', 'and a #tag#'], 'c.png', 'u');
    expect(decodeResponse('subjective', encodeResponse('subjective', answer))).toEqual(r(['## Heading ## and a #tag#'], 'c.png', 'u'));
  });

  it('a stored subjective string without separators is read as text only', () => {
    expect(decodeResponse('subjective', 'legacy text')).toEqual(r(['legacy text']));
    expect(decodeResponse('subjective', '')).toBe(EMPTY_RESPONSE);
    expect(decodeResponse('subjective', '####')).toBe(EMPTY_RESPONSE);
    expect(encodeResponse('subjective', EMPTY_RESPONSE)).toBe('');
    expect(decodeResponse('subjective', '')).toBe(EMPTY_RESPONSE);
  });

  it('blank text parts are dropped before joining', () => {
    expect(normaliseResponse('subjective', r(['a', ' ', 'b']))).toEqual(r(['a b']));
  });
});

describe('round trip (property)', () => {
  // Strings rich in the characters the encodings use.
  const piece = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '#', '~', '1', '.', '/', 'é'), maxLength: 12 });
  const anyString = fc.oneof(piece, fc.string({ maxLength: 12 }));
  const responseArb = fc.record({
    values: fc.array(anyString, { maxLength: 5 }),
    fileName: anyString,
    url: anyString,
  });

  it('decode(encode(r)) gives back the normalised response, for every question kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), responseArb, (kind, resp) => {
        const normal = normaliseResponse(kind, resp);
        expect(decodeResponse(kind, encodeResponse(kind, resp))).toEqual(normal);
        expect(decodeResponse(kind, encodeResponse(kind, normal))).toEqual(normal);
      }),
      { numRuns: 1000 },
    );
  });

  it('normalising is idempotent and keeps emptiness', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), responseArb, (kind, resp) => {
        const normal = normaliseResponse(kind, resp);
        expect(normaliseResponse(kind, normal)).toEqual(normal);
        const blank = (v: string) => v.trim() === '';
        const noAnswer = kind === 'multi' ? resp.values.every((v) => v.split(MULTI_SEPARATOR).every(blank)) : resp.values.every(blank);
        if (kind !== 'subjective') expect(isEmptyResponse(normal)).toBe(noAnswer);
        else if (!noAnswer) expect(isEmptyResponse(normal)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('a normalised multi-select answer never holds two ids equal ignoring case', () => {
    fc.assert(
      fc.property(fc.array(anyString, { maxLength: 8 }), (values) => {
        const ids = normaliseResponse('multi', r(values)).values.map((v) => v.toLowerCase());
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id !== '' && !id.includes(MULTI_SEPARATOR))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
