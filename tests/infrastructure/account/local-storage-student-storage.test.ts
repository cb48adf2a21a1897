import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LocalStorageStudentStorage } from '../../../infrastructure/account/local-storage-student-storage';
import { aStudent } from '../../mothers/account.mother';

const KEY = 'student-storage';

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe('student in localStorage (key student-storage, store version 0)', () => {
  it('stores { state: student, version: 0 } and reads it back', () => {
    const store = new LocalStorageStudentStorage(localStorage);
    const student = aStudent();
    store.save(student);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ state: student, version: 0 });
    expect(store.load()).toEqual(student);
  });

  it('reads null when nothing is stored, and clear removes the entry', () => {
    const store = new LocalStorageStudentStorage(localStorage);
    expect(store.load()).toBeNull();
    store.save(aStudent());
    store.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.load()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ state: aStudent(), version: 1 })],
    ['no version', JSON.stringify({ state: aStudent() })],
    ['a student without a token', JSON.stringify({ state: { ...aStudent(), token: undefined }, version: 0 })],
    ['a course without tabs', JSON.stringify({ state: { ...aStudent(), courses: [{ courseId: 1 }] }, version: 0 })],
    ['null', 'null'],
  ])('discards a corrupt entry (%s) and reads logged out', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    const store = new LocalStorageStudentStorage(localStorage);
    expect(store.load()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('fills deviceType android when the stored entry has none', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { ...aStudent(), deviceType: '' }, version: 0 }));
    expect(new LocalStorageStudentStorage(localStorage).load()?.deviceType).toBe('android');
  });

  it('reads an unchanged entry once (the same student), and a changed one (another tab) anew', () => {
    const store = new LocalStorageStudentStorage(localStorage);
    store.save(aStudent());
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const first = store.load();
      expect(store.load()).toBe(first);
      expect(parse).toHaveBeenCalledTimes(1);
      localStorage.setItem(KEY, JSON.stringify({ state: { ...aStudent(), studentName: 'Other Tab' }, version: 0 }));
      expect(store.load()?.studentName).toBe('Other Tab');
      expect(parse).toHaveBeenCalledTimes(2);
      localStorage.setItem(KEY, '{oops');
      expect(store.load()).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(store.load()).toBeNull();
    } finally {
      parse.mockRestore();
    }
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const broken = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('quota'); },
      removeItem: () => { throw new Error('denied'); },
    } as unknown as Storage;
    const store = new LocalStorageStudentStorage(broken);
    expect(store.load()).toBeNull();
    expect(() => store.save(aStudent())).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(errorSpy).toHaveBeenCalled();
  });
});
