/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { categoriesWithTests, orderedSections } from '../../../domain/exam-room/mock-test';
import { pageOf } from '../../../domain/exam-room/page-of';
import { signedMark } from '../../../domain/exam-room/signed-mark';
import { testStartPath } from '../../../domain/exam-room/test-start';
import { aMockTest, aSection } from '../../mothers/exam-room.mother';

describe('testStartPath', () => {
  it('puts testId and testType first, then the course', () => {
    expect(testStartPath({ testId: 9, testType: 3, templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11');
  });

  it('adds classTestId for class tests and testSession to continue', () => {
    expect(testStartPath({ testId: 41, testType: 4, classTestId: 7, templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testId=41&testType=4&classTestId=7&templateId=5001&courseId=11');
    expect(testStartPath({ testId: 41, testType: 4, classTestId: 0, templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testId=41&testType=4&templateId=5001&courseId=11');
    expect(testStartPath({ testId: 9, testType: 3, templateId: 5001, courseId: 11, testSession: 'a b' }))
      .toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11&testSession=a%20b');
  });
});

describe('signedMark (marks with their sign)', () => {
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

describe('list rules', () => {
  it('orders sections by sectionOrder', () => {
    const sections = [aSection({ sectionId: 2, sectionOrder: 2 }), aSection({ sectionId: 1, sectionOrder: 1 })];
    expect(orderedSections(sections).map((s) => s.sectionId)).toEqual([1, 2]);
  });

  it('leaves out mock test categories without tests', () => {
    const categories = [{ categoryName: 'Empty', testList: [] }, { categoryName: 'JEE', testList: [aMockTest()] }];
    expect(categoriesWithTests(categories).map((c) => c.categoryName)).toEqual(['JEE']);
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
