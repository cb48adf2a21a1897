import { beforeEach, describe, expect, it } from '@jest/globals';
import { emptyCounters, withCounted, type ContentCounters } from '../../../domain/study-room/content';
import { countersKey, LocalContentCounterStore, parseCounters } from '../../../infrastructure/study-room/local-content-counters';

beforeEach(() => localStorage.clear());

const someCounters = (courseId: number): ContentCounters =>
  withCounted(emptyCounters(courseId), [{ id: 1, contentType: 'PDF' }, { id: 2, contentType: 'PDF' }, { id: 9, contentType: 'Video' }]);

/** A Storage whose every call throws (disabled storage, a full quota). */
const throwingStorage = (): Storage => ({
  length: 0,
  clear: () => { throw new Error('denied'); },
  getItem: () => { throw new DOMException('denied', 'SecurityError'); },
  key: () => null,
  removeItem: () => { throw new Error('denied'); },
  setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
});

describe('LocalContentCounterStore', () => {
  it("is empty until written, then reads back the course's counters under study-content-counters:{courseId}", () => {
    const store = new LocalContentCounterStore();
    expect(store.read(11)).toBeNull();
    store.write(11, someCounters(11));
    expect(store.read(11)).toEqual(someCounters(11));
    expect(JSON.parse(localStorage.getItem('study-content-counters:11') ?? 'null')).toEqual(someCounters(11));
    expect(countersKey(11)).toBe('study-content-counters:11');
  });

  it('keeps the counters of each course apart', () => {
    const store = new LocalContentCounterStore();
    store.write(11, someCounters(11));
    store.write(12, emptyCounters(12));
    expect(store.read(11)).toEqual(someCounters(11));
    expect(store.read(12)).toEqual(emptyCounters(12));
    expect(store.read(13)).toBeNull();
  });

  it('writes each counter with the course and its ids once', () => {
    const store = new LocalContentCounterStore();
    const odd: ContentCounters = { ...emptyCounters(99), PDF: { counter: 7, courseId: 99, contentIds: [1, 1, 2] } };
    store.write(11, odd);
    expect(store.read(11)?.PDF).toEqual({ counter: 2, courseId: 11, contentIds: [1, 2] });
    expect(store.read(11)?.Text.courseId).toBe(11);
  });

  it('reads nothing for an id that is not an id, and writes nothing under one', () => {
    const store = new LocalContentCounterStore();
    store.write(0, emptyCounters(0));
    expect(localStorage.length).toBe(0);
    expect(store.read(Number.NaN)).toBeNull();
  });

  it('swallows storage that fails: unreadable is null, a failed write changes nothing', () => {
    const store = new LocalContentCounterStore(throwingStorage);
    expect(store.read(11)).toBeNull();
    expect(() => store.write(11, someCounters(11))).not.toThrow();
    const absent = new LocalContentCounterStore(() => undefined);
    expect(absent.read(11)).toBeNull();
    expect(() => absent.write(11, someCounters(11))).not.toThrow();
    const reachingThrows = new LocalContentCounterStore(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(reachingThrows.read(11)).toBeNull();
    expect(() => reachingThrows.write(11, someCounters(11))).not.toThrow();
  });
});

describe('parseCounters (what is read is checked)', () => {
  const valid = JSON.stringify(someCounters(11));

  it('reads what was written', () => {
    expect(parseCounters(valid, 11)).toEqual(someCounters(11));
  });

  it('repairs a repeated id and a wrong count', () => {
    const stored = { ...someCounters(11), PDF: { counter: 9, courseId: 11, contentIds: [1, 1, 2] } };
    expect(parseCounters(JSON.stringify(stored), 11)?.PDF).toEqual({ counter: 2, courseId: 11, contentIds: [1, 2] });
  });

  const bad: Array<[string, string | null]> = [
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON of another shape', '[1,2,3]'],
    ['null', 'null'],
    ['a type missing', JSON.stringify({ ...someCounters(11), PPT: undefined })],
    ['another course', JSON.stringify(someCounters(12))],
    ['an id that is not a positive integer', JSON.stringify({ ...someCounters(11), PDF: { counter: 1, courseId: 11, contentIds: ['1'] } })],
    ['a zero id', JSON.stringify({ ...someCounters(11), PDF: { counter: 1, courseId: 11, contentIds: [0] } })],
    ['ids that are not a list', JSON.stringify({ ...someCounters(11), PDF: { counter: 1, courseId: 11, contentIds: 1 } })],
    ['a counter that is not a count', JSON.stringify({ ...someCounters(11), PDF: { counter: -1, courseId: 11, contentIds: [] } })],
    ['a counter missing', JSON.stringify({ ...someCounters(11), PDF: { courseId: 11, contentIds: [] } })],
    ['far too many ids', JSON.stringify({ ...someCounters(11), PDF: { counter: 10_001, courseId: 11, contentIds: Array.from({ length: 10_001 }, (_, i) => i + 1) } })],
  ];

  it.each(bad)('%s is no counters', (_what, stored) => {
    expect(parseCounters(stored, 11)).toBeNull();
  });

  it('a malformed entry in storage reads as null through the store', () => {
    localStorage.setItem(countersKey(11), '{"Text":1}');
    expect(new LocalContentCounterStore().read(11)).toBeNull();
  });
});
