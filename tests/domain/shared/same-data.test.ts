/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sameData } from '../../../domain/shared/same-data';

/** the same object with its keys in reverse order, all the way down */
const reversed = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(reversed);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]));
  return v;
};

describe('sameData', () => {
  it('holds a value equal to a deep copy of it, with its keys in any order', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      expect(sameData(v, structuredClone(v))).toBe(true);
      expect(sameData(v, reversed(v))).toBe(true);
    }));
  });

  it('agrees with a comparison of the canonical JSON (keys sorted, -0 kept)', () => {
    const canonical = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => {
      if (Object.is(x, -0)) return '\u0000-0';
      if (typeof x === 'object' && x !== null && !Array.isArray(x)) {
        return Object.fromEntries(Object.keys(x).sort().map((k) => [k, (x as Record<string, unknown>)[k]]));
      }
      return x;
    });
    const pairs = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.jsonValue().map((v) => [v, reversed(v)] as const),
    );
    fc.assert(fc.property(pairs, ([a, b]) => {
      expect(sameData(a, b)).toBe(canonical(a) === canonical(b));
    }));
  });

  it('sees a change deep inside a student-like object', () => {
    const student = { studentId: 1, courses: [{ courseId: 7, tabs: { report: true }, featuresList: ['a'] }] };
    expect(sameData(student, { courses: [{ featuresList: ['a'], tabs: { report: true }, courseId: 7 }], studentId: 1 })).toBe(true);
    expect(sameData(student, { studentId: 1, courses: [{ courseId: 7, tabs: { report: false }, featuresList: ['a'] }] })).toBe(false);
    expect(sameData(student, { studentId: 1, courses: [{ courseId: 7, tabs: { report: true }, featuresList: ['a', 'b'] }] })).toBe(false);
    expect(sameData(student, { studentId: 1, courses: [] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(0, -0)).toBe(false);
  });
});
