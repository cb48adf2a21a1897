import { describe, it, expect } from '@jest/globals';
import {
  capMarks, fitTicks, marksOption, parseTicks, storedMarks, subjectiveCap, tickPart, ticksTotal,
} from '../../../domain/test-engine/subjective-review';
import type { Question, ResponseChoice } from '../../../domain/test-engine/test-data';

const parts = (...marks: number[]): ResponseChoice[] => marks.map((m, i) => ({ responseId: `p${i + 1}`, responseText: `Part ${i + 1}`, partMarks: m }));

const aSubjective = (o: Partial<Question> = {}): Question => ({
  questionId: 61, questionDisplayId: 1, itemId: 610, questionType: 'Subjective-Type-Long', questionTypeLabel: 'Long answer',
  questionBody: '<p>Explain photosynthesis.</p>', commonDataDescription: '', columns: [], responseChoice: parts(1, 2, 1.5),
  correctResponse: '', studentResponse: 'Plants use light####', explanations: '', topicId: 7, timeSpent: 0,
  correctAnswerMarks: 4.5, incorrectAnswerMarks: 0, notAnswerMarks: 0, bloomId: 0, backgroundImg: '', cssName: '',
  sectionId: null, sectionName: '', sectionTime: 0, help: 0, answerStatus: '', marks: 0, ...o,
});

describe('ticks and totals', () => {
  it('spec 001 §4: the total is the sum of the ticked parts\' marks', () => {
    const q = aSubjective();
    expect(ticksTotal(q, ['yes', 'no', 'yes'])).toBe(2.5);
    expect(ticksTotal(q, ['yes', 'yes', 'yes'])).toBe(4.5);
    expect(ticksTotal(q, ['no', 'no', 'no'])).toBe(0);
  });

  it('spec 001 §5: the total is capped at the sum of the question\'s part marks (negative parts count 0)', () => {
    const q = aSubjective({ responseChoice: parts(2, -1, 3) });
    expect(subjectiveCap(q)).toBe(5);
    expect(ticksTotal(q, ['yes', 'yes', 'yes'])).toBe(5);
  });

  it('spec 001 §5: a question without part marks is capped at its correctAnswerMarks', () => {
    expect(subjectiveCap(aSubjective({ responseChoice: [], correctAnswerMarks: 3 }))).toBe(3);
    expect(subjectiveCap(aSubjective({ responseChoice: parts(0, 0), correctAnswerMarks: -2 }))).toBe(0);
  });

  it('spec 001 §4: each part is ticked yes or no — missing ticks are no, extra ones dropped', () => {
    const q = aSubjective();
    expect(fitTicks(q, ['yes'])).toEqual(['yes', 'no', 'no']);
    expect(fitTicks(q, ['no', 'yes', 'yes', 'yes'])).toEqual(['no', 'yes', 'yes']);
    expect(tickPart(q, ['yes', 'no', 'no'], 1, 'yes')).toEqual({ options: ['yes', 'yes', 'no'], totalMark: 3 });
  });
});

describe('marksoption', () => {
  it("spec 001 §7: marksoption is 'NotAnswer' when every part is no", () => {
    expect(marksOption(['no', 'no', 'no'])).toBe('NotAnswer');
    expect(marksOption([])).toBe('NotAnswer');
  });

  it('spec 001 §7: otherwise marksoption is the comma list of yes/no per part', () => {
    expect(marksOption(['yes', 'no', 'yes'])).toBe('yes,no,yes');
  });

  it("spec 001 §3: a stored answerStatus 'yes,no,yes' is read back as ticks", () => {
    const q = aSubjective();
    expect(parseTicks(q, 'yes,no,yes')).toEqual(['yes', 'no', 'yes']);
    expect(parseTicks(q, ' YES , no')).toEqual(['yes', 'no', 'no']);
    expect(storedMarks(aSubjective({ answerStatus: 'no,yes,yes' }))).toEqual({ options: ['no', 'yes', 'yes'], totalMark: 3.5 });
  });

  it("spec 001 §3: 'NotAnswer', '' or any other answerStatus reads as all no", () => {
    const q = aSubjective();
    for (const s of ['NotAnswer', '', 'Correct', 'yes,maybe']) expect(parseTicks(q, s)).toEqual(['no', 'no', 'no']);
  });

  it('spec 001 §4: ticks survive the marksoption round trip', () => {
    const q = aSubjective();
    for (const ticks of [['yes', 'no', 'yes'], ['no', 'no', 'no'], ['yes', 'yes', 'yes']] as const) {
      expect(parseTicks(q, marksOption(ticks))).toEqual(ticks);
    }
  });
});

describe('typed marks', () => {
  const q = aSubjective(); // cap 4.5

  it('spec 001 §5: subjective marks are numeric — non-numeric input is refused (null)', () => {
    for (const v of ['', '  ', 'abc', '1x', NaN, Infinity, -Infinity]) expect(capMarks(v, q)).toBeNull();
  });

  it('spec 001 §5: a negative mark becomes 0', () => {
    expect(capMarks(-1, q)).toBe(0);
    expect(capMarks('-0.5', q)).toBe(0);
  });

  it("spec 001 §5: a mark above the sum of the part marks becomes that sum", () => {
    expect(capMarks(10, q)).toBe(4.5);
    expect(capMarks('4.51', q)).toBe(4.5);
  });

  it('spec 001 §5: a mark within range is kept (to 2 decimals)', () => {
    expect(capMarks(' 2.5 ', q)).toBe(2.5);
    expect(capMarks(1.234, q)).toBe(1.23);
    expect(capMarks(0, q)).toBe(0);
  });
});
