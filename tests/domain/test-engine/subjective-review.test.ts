import { describe, it, expect } from '@jest/globals';
import {
  capMarks, fitTicks, marksOption, parseTicks, storedMarks, subjectiveCap, tickPart, ticksTotal,
} from '../../../domain/test-engine/subjective-review';
import { aLongAnswer, parts } from '../../mothers/test-data.mother';

describe('ticks and totals', () => {
  it('the total is the sum of the ticked parts\' marks', () => {
    const q = aLongAnswer();
    expect(ticksTotal(q, ['yes', 'no', 'yes'])).toBe(2.5);
    expect(ticksTotal(q, ['yes', 'yes', 'yes'])).toBe(4.5);
    expect(ticksTotal(q, ['no', 'no', 'no'])).toBe(0);
  });

  it('the total is capped at the sum of the question\'s part marks (negative parts count 0)', () => {
    const q = aLongAnswer({ responseChoice: parts(2, -1, 3) });
    expect(subjectiveCap(q)).toBe(5);
    expect(ticksTotal(q, ['yes', 'yes', 'yes'])).toBe(5);
  });

  it('a question without part marks is capped at its correctAnswerMarks', () => {
    expect(subjectiveCap(aLongAnswer({ responseChoice: [], correctAnswerMarks: 3 }))).toBe(3);
    expect(subjectiveCap(aLongAnswer({ responseChoice: parts(0, 0), correctAnswerMarks: -2 }))).toBe(0);
  });

  it('each part is ticked yes or no — missing ticks are no, extra ones dropped', () => {
    const q = aLongAnswer();
    expect(fitTicks(q, ['yes'])).toEqual(['yes', 'no', 'no']);
    expect(fitTicks(q, ['no', 'yes', 'yes', 'yes'])).toEqual(['no', 'yes', 'yes']);
    expect(tickPart(q, ['yes', 'no', 'no'], 1, 'yes')).toEqual({ options: ['yes', 'yes', 'no'], totalMark: 3 });
  });
});

describe('marksoption', () => {
  it("marksoption is 'NotAnswer' when every part is no", () => {
    expect(marksOption(['no', 'no', 'no'])).toBe('NotAnswer');
    expect(marksOption([])).toBe('NotAnswer');
  });

  it('otherwise marksoption is the comma list of yes/no per part', () => {
    expect(marksOption(['yes', 'no', 'yes'])).toBe('yes,no,yes');
  });

  it("a stored answerStatus 'yes,no,yes' is read back as ticks", () => {
    const q = aLongAnswer();
    expect(parseTicks(q, 'yes,no,yes')).toEqual(['yes', 'no', 'yes']);
    expect(parseTicks(q, ' YES , no')).toEqual(['yes', 'no', 'no']);
    expect(storedMarks(aLongAnswer({ answerStatus: 'no,yes,yes' }))).toEqual({ options: ['no', 'yes', 'yes'], totalMark: 3.5 });
  });

  it("'NotAnswer', '' or any other answerStatus reads as all no", () => {
    const q = aLongAnswer();
    for (const s of ['NotAnswer', '', 'Correct', 'yes,maybe']) expect(parseTicks(q, s)).toEqual(['no', 'no', 'no']);
  });

  it('ticks survive the marksoption round trip', () => {
    const q = aLongAnswer();
    for (const ticks of [['yes', 'no', 'yes'], ['no', 'no', 'no'], ['yes', 'yes', 'yes']] as const) {
      expect(parseTicks(q, marksOption(ticks))).toEqual(ticks);
    }
  });
});

describe('typed marks', () => {
  const q = aLongAnswer(); // cap 4.5

  it('subjective marks are numeric — non-numeric input is refused (null)', () => {
    for (const v of ['', '  ', 'abc', '1x', NaN, Infinity, -Infinity]) expect(capMarks(v, q)).toBeNull();
  });

  it('a negative mark becomes 0', () => {
    expect(capMarks(-1, q)).toBe(0);
    expect(capMarks('-0.5', q)).toBe(0);
  });

  it("a mark above the sum of the part marks becomes that sum", () => {
    expect(capMarks(10, q)).toBe(4.5);
    expect(capMarks('4.51', q)).toBe(4.5);
  });

  it('a mark within range is kept (to 2 decimals)', () => {
    expect(capMarks(' 2.5 ', q)).toBe(2.5);
    expect(capMarks(1.234, q)).toBe(1.23);
    expect(capMarks(0, q)).toBe(0);
  });
});
