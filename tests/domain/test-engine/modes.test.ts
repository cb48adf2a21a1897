import { describe, expect, it } from '@jest/globals';
import { canSaveForLater, isMarksEditMode, modeFlags } from '../../../domain/test-engine/modes';
import { aTestData } from '../../mothers/test-data.mother';

const t = (testType: 1 | 2 | 3 | 4 | 5, testStatus = 0, testOption = 'objective') => aTestData({ testType, testStatus, testOption });

describe('modes and feature flags', () => {
  it.each(['guest', 'registered'] as const)('%s — no correct answers, dynamic status and mark-for-review on', (mode) => {
    const f = modeFlags(mode, t(2));
    expect(f).toMatchObject({ showCorrect: false, dynamicStatus: true, markForReview: true, support: true, unloadWarning: true, marksEditable: false });
  });

  it('the timer is on when assessmentMode is advance or testType is not 1', () => {
    expect(modeFlags('registered', t(1), { assessmentMode: 'beginner' }).timer).toBe(false);
    expect(modeFlags('registered', t(1), { assessmentMode: 'advance' }).timer).toBe(true);
    expect(modeFlags('guest', t(3), { assessmentMode: 'beginner' }).timer).toBe(true);
    expect(modeFlags('guest', t(1)).timer).toBe(false);
  });

  it('support is on unless testStatus is 2', () => {
    expect(modeFlags('registered', t(2, 2)).support).toBe(false);
  });

  it('full screen for advance or non-type-1 tests, unless narrow layout or a subjective test', () => {
    expect(modeFlags('registered', t(1), { assessmentMode: 'beginner' }).fullScreen).toBe(false);
    expect(modeFlags('registered', t(1), { assessmentMode: 'advance' }).fullScreen).toBe(true);
    expect(modeFlags('registered', t(3)).fullScreen).toBe(true);
    expect(modeFlags('registered', t(3), { narrowLayout: true }).fullScreen).toBe(false);
    expect(modeFlags('registered', t(3, 0, 'subjective')).fullScreen).toBe(false);
  });

  it('review — correct answers and explanations on, timer off, marks editable when testStatus is 2', () => {
    expect(modeFlags('review', t(3))).toMatchObject({ showCorrect: true, showExplanations: true, timer: false, marksEditable: false });
    expect(modeFlags('review', t(3, 2)).marksEditable).toBe(true);
    expect(isMarksEditMode('review', t(3, 2))).toBe(true);
    expect(isMarksEditMode('registered', t(3, 2))).toBe(false);
  });

  it('adaptive — all of these off, and no unload warning', () => {
    const f = modeFlags('adaptive', t(2));
    expect(Object.values(f).every((v) => v === false)).toBe(true);
  });

  it('an unload warning in all modes except adaptive', () => {
    expect((['guest', 'registered', 'review'] as const).map((m) => modeFlags(m, t(2)).unloadWarning)).toEqual([true, true, true]);
  });
});

describe('Save & Continue Later', () => {
  it('is offered for registered test types 1, 2 and 3, hidden for types 4 and 5 and outside registered mode', () => {
    expect([1, 2, 3, 4, 5].map((t) => canSaveForLater('registered', { testType: t as 1 | 2 | 3 | 4 | 5 }))).toEqual([true, true, true, false, false]);
    for (const mode of ['guest', 'review', 'adaptive'] as const) expect(canSaveForLater(mode, { testType: 3 })).toBe(false);
  });
});
