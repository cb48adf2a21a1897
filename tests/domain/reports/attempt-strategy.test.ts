/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  GUESS_WINDOW_MS, STRATEGY_TEXTS, attemptStrategy, compareWithCohort, isLikelyGuess, strategyFigures,
} from '../../../domain/reports/attempt-strategy';
import { attemptTimeline } from '../../../domain/reports/attempt-timeline';
import type { AnswerKeyEntry, CohortStrategy, TimelineAnswer } from '../../../domain/reports/attempt-timeline-types';
import type { TestData } from '../../../domain/test-engine/test-data';
import { aFlatTest } from '../../mothers/test-data.mother';
import { T0 } from '../test-engine/engine-harness';
import { answered, at, cleared, loaded, navigated, reviewToggled, submitted, timerExpired, } from '../test-engine/given';
import { helpUsed, keyless, logOf, paused, resumed, sec } from './attempt-log-builders';

// ---- small builders: a log of timed events, times in seconds after T0, the key the server sends ----

/** Key 'A' for every question, with the stored marks given (0 when missing). */
const keyOf = (test: TestData, marks: number[] = []): AnswerKeyEntry[] =>
  test.questionSet.map((q, i) => ({ questionId: q.questionId, correctResponse: 'A', result: 'Correct', marks: marks[i] ?? 0 }));
/** +4 / -1 marking; not answered: notAnswer[i] (0 when missing). */
const negativeMarked = (n: number, notAnswer: number[] = []): TestData =>
  aFlatTest(n, {}, (id) => keyless(id, { correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: notAnswer[id - 1] ?? 0 }));

describe('attemptStrategy', () => {
  describe('given an empty log', () => {
    const r = attemptStrategy([], []);

    it('then every figure is zero or empty and each sentence says so', () => {
      expect(r).toEqual({
        firstLook: { answered: 0, correct: 0, percent: null },
        revisit: { answered: 0, correct: 0, percent: null },
        changes: { count: 0, wrongToRight: 0, rightToWrong: 0, wrongToWrong: 0, netMarks: 0 },
        reviews: { marked: 0, resolved: 0, unresolved: 0 },
        time: [],
        whatIf: { guesses: [], score: 0, scoreWithoutGuesses: 0, delta: 0 },
        sentences: [
          STRATEGY_TEXTS.accuracy.none, 'You did not change any answer.', 'You did not mark any question for review.',
          STRATEGY_TEXTS.time.none, 'You made no likely guesses.',
        ],
      });
    });
  });

  describe('given a log with only clock events', () => {
    const test = aFlatTest(2, { remainingTime: 60 }, (id) => keyless(id));
    const events = logOf(at(T0, loaded(test)), at(sec(5), paused(55_000)), at(sec(10), resumed(sec(65))), at(sec(65), timerExpired('test', sec(65))));

    it('then only the time of the question on screen is set, without correctness', () => {
      const r = attemptStrategy(events, keyOf(test));
      expect(r.time).toEqual([{ index: 0, label: 'Q1', seconds: 60, correctness: 'empty' }]);
      expect(r.firstLook.answered + r.revisit.answered + r.changes.count + r.reviews.marked + r.whatIf.guesses.length).toBe(0);
    });
  });

  describe('given final answers given at first sight, after a pause, and on revisits', () => {
    const test = aFlatTest(5, {}, (id) => keyless(id));
    const events = logOf(
      at(T0, loaded(test)), at(sec(20), answered(0, 'A')),
      at(sec(30), navigated(0, 1)), at(sec(35), paused(null)), at(sec(40), resumed(null)), at(sec(50), answered(1, 'B')),
      at(sec(60), navigated(1, 2)),
      at(sec(70), navigated(2, 3)), at(sec(80), answered(3, 'A')),
      at(sec(90), navigated(3, 2)), at(sec(100), answered(2, 'A')),
      at(sec(110), navigated(2, 0)), at(sec(120), answered(0, 'C')),
      at(sec(125.25), navigated(0, 4)), at(sec(140), answered(4, 'A')),
      at(sec(150), submitted()),
    );
    const r = attemptStrategy(events, keyOf(test));

    it('then a pause does not make a revisit, and an answer changed on a revisit counts as a revisit answer', () => {
      expect(r.firstLook).toEqual({ answered: 3, correct: 2, percent: 66.7 }); // Q2 (after the pause) wrong, Q4 and Q5 right
      expect(r.revisit).toEqual({ answered: 2, correct: 1, percent: 50 }); // Q3 right, Q1 changed to wrong
      expect(r.sentences[0]).toBe('You were right on 2 of 3 answers you gave at first sight (66.7%), and on 1 of 2 answers you gave on a revisit (50%).');
    });

    it('then the time of every visited question is in seconds to one decimal, with its final correctness', () => {
      expect(r.time.map((p) => [p.label, p.seconds, p.correctness])).toEqual([
        ['Q1', 45.3, 'wrong'], ['Q2', 25, 'wrong'], ['Q3', 30, 'right'], ['Q4', 20, 'right'], ['Q5', 24.8, 'right'],
      ]);
      expect(r.sentences[3]).toBe('You spent 24.9 s on average on the questions you got right, and 35.2 s on those you got wrong.');
    });

    it('then its figures are what the server stores for the cohort', () => {
      expect(strategyFigures(r)).toEqual({ firstLookPercent: 66.7, revisitPercent: 50, changeNetMarks: -1.25, reviewResolvedPercent: null, guessDelta: 0 });
    });

    it('then the timeline already computed gives the same report', () => {
      expect(attemptStrategy(events, keyOf(test), attemptTimeline(events, keyOf(test)))).toEqual(r);
    });
  });

  describe('given changes right to wrong, wrong to right, wrong to wrong and clears, with negative marking', () => {
    const test = negativeMarked(5);
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(2), answered(0, 'B')), at(sec(30), answered(0, 'A')),
      at(sec(40), navigated(0, 1)), at(sec(45), answered(1, 'A')), at(sec(60), answered(1, 'C')),
      at(sec(70), navigated(1, 2)), at(sec(75), answered(2, 'B')), at(sec(90), answered(2, 'C')),
      at(sec(100), navigated(2, 3)), at(sec(105), answered(3, 'B')), at(sec(110), cleared(3)), at(sec(120), answered(3, 'A')),
      at(sec(130), navigated(3, 4)), at(sec(140), answered(4, 'A')), at(sec(150), cleared(4)),
      at(sec(160), submitted()),
    );
    const r = attemptStrategy(events, keyOf(test, [4, -1, -1, 4, 0]));

    it('then every replacement of a non-empty answer counts, clears included, and the net marks compare final with first answers', () => {
      // Q1 -1 -> 4 (+5), Q2 4 -> -1 (-5), Q3 -1 -> -1 (0), Q4 -1 -> clear -> 4 (+5), Q5 4 -> clear (-4)
      expect(r.changes).toEqual({ count: 5, wrongToRight: 1, rightToWrong: 2, wrongToWrong: 2, netMarks: 1 });
      expect(r.sentences[1]).toBe('Changing answers gained you 1 mark: 1 wrong to right, 2 right to wrong, 2 wrong to wrong.');
    });

    it('then a final clear is no answer: it counts neither at first sight nor on a revisit', () => {
      expect(r.firstLook).toEqual({ answered: 4, correct: 2, percent: 50 });
      expect(r.revisit.answered).toBe(0);
      expect(r.sentences[0]).toBe('You were right on 2 of 4 answers you gave at first sight (50%), and gave no answer on a revisit.');
    });

    it('then no answer was a likely guess, so leaving them out changes nothing', () => {
      expect(r.whatIf).toEqual({ guesses: [], score: 6, scoreWithoutGuesses: 6, delta: 0 });
      expect(r.sentences[4]).toBe('You made no likely guesses.');
    });
  });

  describe('given review marks resolved, left, and taken away by help', () => {
    const test = aFlatTest(3, {}, (id) => keyless(id));
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(5), reviewToggled(0)), at(sec(10), answered(0, 'A')), at(sec(15), reviewToggled(0)),
      at(sec(20), navigated(0, 1)), at(sec(25), reviewToggled(1)),
      at(sec(30), navigated(1, 2)), at(sec(35), reviewToggled(2)), at(sec(40), helpUsed(2)),
      at(sec(50), submitted()),
    );
    const r = attemptStrategy(events, keyOf(test));

    it('then a question still marked at the submit is unresolved, the others resolved', () => {
      expect(r.reviews).toEqual({ marked: 3, resolved: 2, unresolved: 1 });
      expect(r.sentences[2]).toBe('You resolved 2 of the 3 questions you marked for review; 1 was still marked when you submitted.');
      expect(strategyFigures(r).reviewResolvedPercent).toBe(66.7);
    });
  });

  describe('given a quick answer, an answer changed twice, one at the window\'s edge and one just after it', () => {
    const test = negativeMarked(5, [-0.5]);
    const events = logOf(
      at(T0, loaded(test)), at(sec(5), answered(0, 'B')),
      at(sec(20), navigated(0, 1)), at(sec(50), answered(1, 'A')), at(sec(52), answered(1, 'B')), at(sec(55), answered(1, 'A')),
      at(sec(70), navigated(1, 2)), at(sec(78), answered(2, 'A')),
      at(sec(90), navigated(2, 3)), at(sec(99), answered(3, 'A')),
      at(sec(100), navigated(3, 4)), at(sec(101), answered(4, 'A')), at(sec(110), cleared(4)),
      at(sec(120), submitted()),
    );
    const r = attemptStrategy(events, keyOf(test, [-1, 4, 4, 4, 0]));

    it('then the quick one (5 s), the twice-changed one and the one at exactly 8 s are likely guesses; a cleared one is not', () => {
      expect(r.whatIf.guesses).toEqual([0, 1, 2]);
    });

    it('then leaving them out gives their not-answered marks instead of their stored marks', () => {
      // 11 - (-1 - -0.5) - (4 - 0) - (4 - 0)
      expect(r.whatIf).toEqual({ guesses: [0, 1, 2], score: 11, scoreWithoutGuesses: 3.5, delta: -7.5 });
      expect(r.sentences[4]).toBe('Leaving out your 3 likely guesses would have given 3.5 instead of 11 marks (-7.5).');
    });
  });
});

describe('isLikelyGuess', () => {
  const answer = (o: Partial<TimelineAnswer>): TimelineAnswer =>
    ({ index: 0, at: T0, cleared: false, correctness: 'right', marksDelta: 0, sinceFirstSightMs: 60_000, ...o });

  it('given a final answer within GUESS_WINDOW_MS of first sight, then it is a guess, one ms later not', () => {
    expect(isLikelyGuess([answer({ sinceFirstSightMs: GUESS_WINDOW_MS })])).toBe(true);
    expect(isLikelyGuess([answer({ sinceFirstSightMs: GUESS_WINDOW_MS + 1, correctness: 'wrong' })])).toBe(false);
  });

  it('given two changes, then it is a guess however slow; one change is not', () => {
    const changes = [answer({ effect: 'right_to_wrong', correctness: 'wrong' }), answer({ effect: 'wrong_to_right' })];
    expect(isLikelyGuess([answer({}), ...changes])).toBe(true);
    expect(isLikelyGuess([answer({}), changes[1]])).toBe(false);
  });

  it('given no answer, a final clear or an answer that cannot be judged, then it is no guess', () => {
    expect(isLikelyGuess([])).toBe(false);
    expect(isLikelyGuess([answer({ sinceFirstSightMs: 0 }), answer({ sinceFirstSightMs: 1, cleared: true, correctness: 'empty', effect: 'right_to_wrong' })])).toBe(false);
    expect(isLikelyGuess([answer({ sinceFirstSightMs: 0, correctness: 'unknown' })])).toBe(false);
  });
});

describe('STRATEGY_TEXTS', () => {
  it('reads as the product wording', () => {
    expect(STRATEGY_TEXTS.accuracy.both({ answered: 10, correct: 8, percent: 80 }, { answered: 5, correct: 2, percent: 40 }))
      .toBe('You were right on 8 of 10 answers you gave at first sight (80%), and on 2 of 5 answers you gave on a revisit (40%).');
    expect(STRATEGY_TEXTS.changes.some({ count: 3, wrongToRight: 2, rightToWrong: 1, wrongToWrong: 0, netMarks: 3 }))
      .toBe('Changing answers gained you 3 marks: 2 wrong to right, 1 right to wrong, 0 wrong to wrong.');
    expect(STRATEGY_TEXTS.reviews.some({ marked: 4, resolved: 3, unresolved: 1 }))
      .toBe('You resolved 3 of the 4 questions you marked for review; 1 was still marked when you submitted.');
    expect(STRATEGY_TEXTS.whatIf.some({ guesses: [1, 2, 3], score: 48, scoreWithoutGuesses: 52, delta: 4 }))
      .toBe('Leaving out your 3 likely guesses would have given 52 instead of 48 marks (+4).');
  });

  it('handles ones and zeros', () => {
    expect(STRATEGY_TEXTS.changes.some({ count: 2, wrongToRight: 1, rightToWrong: 0, wrongToWrong: 0, netMarks: -0.25 }))
      .toBe('Changing answers cost you 0.25 marks: 1 wrong to right, 0 right to wrong, 0 wrong to wrong.');
    expect(STRATEGY_TEXTS.changes.some({ count: 2, wrongToRight: 1, rightToWrong: 1, wrongToWrong: 0, netMarks: 0 }))
      .toBe('Changing answers neither gained nor lost you marks: 1 wrong to right, 1 right to wrong, 0 wrong to wrong.');
    expect(STRATEGY_TEXTS.reviews.some({ marked: 1, resolved: 1, unresolved: 0 })).toBe('You resolved the 1 question you marked for review.');
    expect(STRATEGY_TEXTS.reviews.some({ marked: 3, resolved: 3, unresolved: 0 })).toBe('You resolved all 3 questions you marked for review.');
    expect(STRATEGY_TEXTS.whatIf.some({ guesses: [0], score: 4, scoreWithoutGuesses: 4, delta: 0 }))
      .toBe('Leaving out your 1 likely guess would have given the same 4 marks.');
  });
});

describe('compareWithCohort', () => {
  const test = aFlatTest(2, {}, (id) => keyless(id));
  const events = logOf(
    at(T0, loaded(test)), at(sec(20), answered(0, 'A')), at(sec(30), navigated(0, 1)), at(sec(40), answered(1, 'B')),
    at(sec(50), navigated(1, 0)), at(sec(60), answered(0, 'C')), at(sec(70), submitted()),
  );
  const report = attemptStrategy(events, keyOf(test));
  const cohort: CohortStrategy = {
    attempts: 37, firstLookPercent: 71.2, revisitPercent: 0, changeNetMarks: -1.5, reviewResolvedPercent: 64.3, guessDelta: 2,
  };

  it('given a cohort, then one sentence per figure both sides have, above, below or the same', () => {
    expect(strategyFigures(report)).toEqual({ firstLookPercent: 0, revisitPercent: 0, changeNetMarks: -1.25, reviewResolvedPercent: null, guessDelta: 0 });
    expect(compareWithCohort(report, cohort)).toEqual([
      'Your first-look accuracy (0%) is below the average of 37 students (71.2%).',
      'Your revisit accuracy (0%) is the same as the average of 37 students (0%).',
      'Your net marks from changing answers (-1.25) are above the average of 37 students (-1.5).',
      'The marks your likely guesses cost you (0) are below the average of 37 students (+2).',
    ]);
  });

  it('given the product example, then it reads as written', () => {
    const good = { ...report, firstLook: { answered: 10, correct: 8, percent: 80 } };
    expect(compareWithCohort(good, cohort)[0]).toBe('Your first-look accuracy (80%) is above the average of 37 students (71.2%).');
  });

  it('given no cohort attempts, then nothing; given one, then "1 student"', () => {
    expect(compareWithCohort(report, { ...cohort, attempts: 0 })).toEqual([]);
    expect(compareWithCohort(report, { ...cohort, attempts: 1 })[0]).toContain('the average of 1 student (71.2%)');
  });
});
