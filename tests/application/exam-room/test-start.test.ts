/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { orderedSections, pageOf, signedMark, simulatorHref, testsAvailable } from '../../../application/exam-room/test-start';
import { aSection } from './exam-room.mother';

describe('simulatorHref (spec 001 §2)', () => {
  it('puts testId and testType first, then the course', () => {
    expect(simulatorHref({ testId: 9, testType: 3, templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11');
  });

  it('adds classTestId for class tests and testSession to continue', () => {
    expect(simulatorHref({ testId: 41, testType: 4, classTestId: 7, templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testId=41&testType=4&classTestId=7&templateId=5001&courseId=11');
    expect(simulatorHref({ testId: 9, testType: 3, templateId: 5001, courseId: 11, testSession: 'a b' }))
      .toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11&testSession=a+b');
  });
});

describe('signedMark (spec 001 §9: marks with sign)', () => {
  it.each([
    [4, 'correct', '+4'],
    [1, 'incorrect', '-1'],
    [-1, 'incorrect', '-1'],
    [0.25, 'incorrect', '-0.25'],
    [0, 'notAnswered', '0'],
    [-0.5, 'notAnswered', '-0.5'],
    [0, 'incorrect', '0'],
  ] as const)('%p %s -> %s', (value, kind, text) => {
    expect(signedMark(value, kind)).toBe(text);
  });
});

describe('list helpers', () => {
  it("counts tests: '0 Test Available', '1 Test Available', 'N Tests Available'", () => {
    expect(testsAvailable(0)).toBe('0 Test Available');
    expect(testsAvailable(1)).toBe('1 Test Available');
    expect(testsAvailable(3)).toBe('3 Tests Available');
  });

  it('orders sections by sectionOrder', () => {
    const sections = [aSection({ sectionId: 2, sectionOrder: 2 }), aSection({ sectionId: 1, sectionOrder: 1 })];
    expect(orderedSections(sections).map((s) => s.sectionId)).toEqual([1, 2]);
  });

  it('pages rows, clamping the page into range', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(pageOf(rows, 1, 5)).toEqual({ rows: [1, 2, 3, 4, 5], page: 1, pages: 3 });
    expect(pageOf(rows, 3, 5)).toEqual({ rows: [11, 12], page: 3, pages: 3 });
    expect(pageOf(rows, 9, 5).page).toBe(3);
    expect(pageOf(rows, 0, 5).page).toBe(1);
    expect(pageOf([], 1, 5)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
