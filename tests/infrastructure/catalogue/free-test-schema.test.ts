/** @jest-environment node */
// A catalogue course's free test for visitors (the guest trial): the wire field freeTest { testUid, testType,
// assessmentMode } | null | absent, read into CatalogueCourse.freeTest. A bad one leaves the course without it and
// never fails the catalogue.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import fetchMock from 'fetch-mock';
import * as z from 'zod/mini';
import type { FreeTest } from '../../../domain/catalogue/catalogue';
import { ok } from '../../../domain/shared/result';
import { categoriesSchema, freeTestSchema } from '../../../infrastructure/catalogue/catalogue-schemas';
import { HttpCatalogueGateway } from '../../../infrastructure/catalogue/http-catalogue-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { aCatalogueCourse, aRawCategory, aRawCourse } from '../../domain/catalogue/catalogue.mother';

const BASE = 'http://api.test/api';
const FREE_TEST: FreeTest = { testUid: 'neet-mock_1', testType: 3, assessmentMode: 'advance' };

/** The courses of one category whose one course carries `freeTest` as given (absent when the key is left out). */
const coursesOf = (raw: Record<string, unknown>) => {
  const parsed = z.safeParse(categoriesSchema, [aRawCategory({ coursesList: [aRawCourse(raw)] })]);
  if (!parsed.success) throw new Error('the catalogue failed');
  return parsed.data[0].courses;
};

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('CatalogueCourse.freeTest', () => {
  it('GET /categoryandcourses maps freeTest of a course that has one', async () => {
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/categoryandcourses`, {
      responseTxt: 'success', message: '',
      obj: [aRawCategory({ coursesList: [aRawCourse({ freeTest: FREE_TEST }), aRawCourse({ courseId: 12, freeTest: null })] })],
    });
    const gateway = new HttpCatalogueGateway(new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => null }, onInvalidToken: jest.fn() }));
    expect(await gateway.categories()).toEqual(ok([{
      categoryId: 2, categoryName: 'Engineering', courses: [aCatalogueCourse({ freeTest: FREE_TEST }), aCatalogueCourse({ courseId: 12 })],
    }]));
  });

  it('is absent (no key) when the server leaves it out or sends null', () => {
    const [absent] = coursesOf({});
    expect(absent).toEqual(aCatalogueCourse());
    expect(absent).not.toHaveProperty('freeTest');
    const [none] = coursesOf({ freeTest: null });
    expect(none).not.toHaveProperty('freeTest');
  });

  it.each([
    ['a beginner learning test', { testUid: 'learning', testType: 1, assessmentMode: 'beginner' }],
    ['a 40-character uid', { testUid: 'a'.repeat(40), testType: 5, assessmentMode: 'advance' }],
    ['a uid of every allowed kind of character', { testUid: 'Az09_-', testType: 2, assessmentMode: 'advance' }],
  ] as const)('keeps %s', (_label, freeTest) => {
    expect(coursesOf({ freeTest })[0].freeTest).toEqual(freeTest);
  });

  it('reads a test type sent as a numeric string', () => {
    expect(coursesOf({ freeTest: { ...FREE_TEST, testType: '3' } })[0].freeTest).toEqual(FREE_TEST);
  });

  it('drops fields it does not know', () => {
    expect(coursesOf({ freeTest: { ...FREE_TEST, testId: 42 } })[0].freeTest).toEqual(FREE_TEST);
  });

  it.each([
    ['an empty uid', { ...FREE_TEST, testUid: '' }],
    ['a uid of 41 characters', { ...FREE_TEST, testUid: 'a'.repeat(41) }],
    ['a uid with a space', { ...FREE_TEST, testUid: 'neet mock' }],
    ['a uid with a slash', { ...FREE_TEST, testUid: '../admin' }],
    ['a uid that is a number', { ...FREE_TEST, testUid: 12 }],
    ['no uid', { testType: 3, assessmentMode: 'advance' }],
    ['test type 0', { ...FREE_TEST, testType: 0 }],
    ['test type 6', { ...FREE_TEST, testType: 6 }],
    ['test type 2.5', { ...FREE_TEST, testType: 2.5 }],
    ['a test type that is not a number', { ...FREE_TEST, testType: 'mock' }],
    ['no test type', { testUid: 'learning', assessmentMode: 'advance' }],
    ['an unknown mode', { ...FREE_TEST, assessmentMode: 'expert' }],
    ['no mode', { testUid: 'learning', testType: 1 }],
    ['a string', 'learning'],
    ['a list', [FREE_TEST]],
    ['a number', 1],
  ])('a freeTest with %s is absent, and the catalogue still loads', (_label, freeTest) => {
    const [course] = coursesOf({ freeTest });
    expect(course).toEqual(aCatalogueCourse());
    expect(course).not.toHaveProperty('freeTest');
  });

  it('property: any value in freeTest never fails the catalogue; what is kept passes the schema', () => {
    fc.assert(fc.property(fc.anything(), (freeTest) => {
      const [course] = coursesOf({ freeTest });
      if (course.freeTest !== undefined) expect(z.safeParse(freeTestSchema, course.freeTest).success).toBe(true);
    }));
  });
});

