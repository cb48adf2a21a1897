/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { AccessState } from '../../../domain/account/access-state';
import {
  CONTENT_TYPES, decideOpening, emptyCounters, filterContent, limitOf, NO_CONTENT_LIMIT, withCounted,
  type ContentCounters, type ContentItem, type ContentLimit, type ContentType,
} from '../../../domain/study-room/content';

const anItem = (over: Partial<ContentItem> = {}): ContentItem => ({
  id: 1, contentTitle: 'Kinematics notes', contentType: 'PDF', language: 'English', topicId: 11, topicName: 'Kinematics', ...over,
});

/** The FREE pack of the seeded courses: 2 PDFs, 1 PPT, 2 videos, 3 Text items. */
const FREE: ContentLimit = { pdfMax: 2, pptMax: 1, videoMax: 2, textMax: 3 };

const open = (counters: ContentCounters, item: Pick<ContentItem, 'id' | 'contentType'>, limit: ContentLimit = FREE, accessState: AccessState | null = 'accessible') =>
  decideOpening({ accessState, item, limit, counters });

/** Opens the items one after another, keeping the counters of every item that opened. */
const openAll = (courseId: number, items: Pick<ContentItem, 'id' | 'contentType'>[], limit: ContentLimit = FREE) => {
  let counters = emptyCounters(courseId);
  const kinds: string[] = [];
  for (const item of items) {
    const d = open(counters, item, limit);
    kinds.push(d.kind);
    if (d.kind === 'open') counters = d.counters;
  }
  return { counters, kinds };
};

describe('limitOf', () => {
  it('takes each type its own limit', () => {
    const limit: ContentLimit = { pdfMax: 1, pptMax: 2, videoMax: 3, textMax: 4 };
    expect(CONTENT_TYPES.map((t) => limitOf(limit, t))).toEqual([4, 2, 1, 3]);
    expect(CONTENT_TYPES.map((t) => limitOf(NO_CONTENT_LIMIT, t))).toEqual([null, null, null, null]);
  });
});

describe('emptyCounters', () => {
  it('counts nothing yet, every type of the course', () => {
    const c = emptyCounters(7);
    for (const t of CONTENT_TYPES) expect(c[t]).toEqual({ counter: 0, courseId: 7, contentIds: [] });
  });
});

describe('the content-opening rule (decideOpening, spec 001 §4)', () => {
  it('renew blocks every type but video: Validity Expired, nothing counted', () => {
    const counters = emptyCounters(7);
    for (const contentType of ['Text', 'PDF', 'PPT'] as const) {
      expect(open(counters, { id: 1, contentType }, NO_CONTENT_LIMIT, 'renew')).toEqual({ kind: 'validity-expired' });
    }
    // even an item opened before the pack ran out
    const opened = withCounted(counters, [{ id: 1, contentType: 'PDF' }]);
    expect(open(opened, { id: 1, contentType: 'PDF' }, NO_CONTENT_LIMIT, 'renew')).toEqual({ kind: 'validity-expired' });
  });

  it('a video opens under renew while under its limit, and is counted', () => {
    const d = open(emptyCounters(7), { id: 40, contentType: 'Video' }, FREE, 'renew');
    expect(d).toEqual({ kind: 'open', counters: expect.objectContaining({ Video: { counter: 1, courseId: 7, contentIds: [40] } }) });
  });

  it('a video under renew past its limit is Limit Exceeded', () => {
    const { counters } = openAll(7, [{ id: 40, contentType: 'Video' }, { id: 41, contentType: 'Video' }]);
    expect(open(counters, { id: 42, contentType: 'Video' }, FREE, 'renew')).toEqual({ kind: 'limit-exceeded' });
    expect(open(counters, { id: 41, contentType: 'Video' }, FREE, 'renew').kind).toBe('open');
  });

  it('upgrade, accessible and an unknown state (null) follow the limits alone', () => {
    for (const state of ['upgrade', 'accessible', null] as const) {
      expect(open(emptyCounters(7), { id: 1, contentType: 'Text' }, FREE, state).kind).toBe('open');
    }
  });

  it('applies each type its own limit', () => {
    const items = [
      ...[1, 2, 3].map((id) => ({ id, contentType: 'PDF' as const })),
      ...[11, 12].map((id) => ({ id, contentType: 'PPT' as const })),
      ...[21, 22, 23].map((id) => ({ id, contentType: 'Video' as const })),
      ...[31, 32, 33, 34].map((id) => ({ id, contentType: 'Text' as const })),
    ];
    const { counters, kinds } = openAll(7, items);
    expect(kinds).toEqual([
      'open', 'open', 'limit-exceeded',
      'open', 'limit-exceeded',
      'open', 'open', 'limit-exceeded',
      'open', 'open', 'open', 'limit-exceeded',
    ]);
    expect(counters.PDF.contentIds).toEqual([1, 2]);
    expect(counters.PPT.contentIds).toEqual([11]);
    expect(counters.Video.contentIds).toEqual([21, 22]);
    expect(counters.Text).toEqual({ counter: 3, courseId: 7, contentIds: [31, 32, 33] });
  });

  it('an item counted before opens at the limit, and is not counted twice', () => {
    const { counters } = openAll(7, [{ id: 11, contentType: 'PPT' }]);
    const again = open(counters, { id: 11, contentType: 'PPT' });
    expect(again).toEqual({ kind: 'open', counters });
    if (again.kind === 'open') expect(again.counters).toBe(counters);
    expect(open(counters, { id: 12, contentType: 'PPT' })).toEqual({ kind: 'limit-exceeded' });
  });

  it('a null limit is no limit', () => {
    const ids = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, contentType: 'PDF' as const }));
    const { counters, kinds } = openAll(7, ids, { ...FREE, pdfMax: null });
    expect(kinds.every((k) => k === 'open')).toBe(true);
    expect(counters.PDF.counter).toBe(50);
  });

  it('a limit of 0 opens nothing new of the type', () => {
    expect(open(emptyCounters(7), { id: 1, contentType: 'Text' }, { ...FREE, textMax: 0 })).toEqual({ kind: 'limit-exceeded' });
  });

  it('counts per course: the counters of one course do not fill another', () => {
    const a = openAll(7, [{ id: 11, contentType: 'PPT' }]).counters;
    expect(open(a, { id: 12, contentType: 'PPT' }).kind).toBe('limit-exceeded');
    const b = open(emptyCounters(8), { id: 12, contentType: 'PPT' });
    expect(b.kind).toBe('open');
    if (b.kind === 'open') expect(b.counters.PPT).toEqual({ counter: 1, courseId: 8, contentIds: [12] });
    expect(a.PPT.courseId).toBe(7);
  });

  it('reads the number opened as the distinct ids, whatever a stored counter says', () => {
    const stored: ContentCounters = { ...emptyCounters(7), PDF: { counter: 0, courseId: 7, contentIds: [1, 1] } };
    expect(open(stored, { id: 2, contentType: 'PDF' }).kind).toBe('open');
    const full: ContentCounters = { ...emptyCounters(7), PDF: { counter: 0, courseId: 7, contentIds: [1, 2] } };
    expect(open(full, { id: 3, contentType: 'PDF' }).kind).toBe('limit-exceeded');
  });

  it('never changes the counters it is given', () => {
    const counters = emptyCounters(7);
    const snapshot = structuredClone(counters);
    open(counters, { id: 1, contentType: 'Text' });
    expect(counters).toEqual(snapshot);
  });

  const arbType = fc.constantFrom<ContentType>(...CONTENT_TYPES);
  const arbLimit = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });
  const arbLimits = fc.record({ pdfMax: arbLimit, pptMax: arbLimit, videoMax: arbLimit, textMax: arbLimit });
  const arbOpens = fc.array(fc.record({ id: fc.integer({ min: 1, max: 12 }), contentType: arbType }), { maxLength: 60 });
  const arbState = fc.constantFrom<AccessState | null>('accessible', 'upgrade', 'renew', null);

  it('property: after any opens, each type counts its distinct opened ids, never more than its limit', () => {
    fc.assert(fc.property(arbLimits, arbOpens, arbState, (limit, opens, state) => {
      let counters = emptyCounters(3);
      const opened = new Map<ContentType, Set<number>>(CONTENT_TYPES.map((t) => [t, new Set<number>()]));
      for (const item of opens) {
        const d = decideOpening({ accessState: state, item, limit, counters });
        if (d.kind === 'open') {
          counters = d.counters;
          opened.get(item.contentType)!.add(item.id);
        }
        if (state === 'renew' && item.contentType !== 'Video') expect(d.kind).toBe('validity-expired');
      }
      for (const t of CONTENT_TYPES) {
        const c = counters[t];
        const max = limitOf(limit, t);
        if (max !== null) expect(c.counter).toBeLessThanOrEqual(max);
        expect(c.counter).toBe(c.contentIds.length);
        expect(new Set(c.contentIds).size).toBe(c.contentIds.length);
        expect([...c.contentIds].sort((x, y) => x - y)).toEqual([...opened.get(t)!].sort((x, y) => x - y));
        expect(c.courseId).toBe(3);
      }
    }));
  });
});

describe('withCounted (merging the ids the server counted)', () => {
  it('adds each distinct id once, under its type, and keeps the course', () => {
    const merged = withCounted(emptyCounters(7), [
      { id: 1, contentType: 'PDF' }, { id: 1, contentType: 'PDF' }, { id: 5, contentType: 'Video' }, { id: 9, contentType: 'Text' },
    ]);
    expect(merged).toEqual({
      Text: { counter: 1, courseId: 7, contentIds: [9] },
      PPT: { counter: 0, courseId: 7, contentIds: [] },
      PDF: { counter: 1, courseId: 7, contentIds: [1] },
      Video: { counter: 1, courseId: 7, contentIds: [5] },
    });
    expect(withCounted(merged, [{ id: 2, contentType: 'PDF' }]).PDF).toEqual({ counter: 2, courseId: 7, contentIds: [1, 2] });
  });

  it('keeps what the server counted even past a limit (no limit applies when merging)', () => {
    const ids = [1, 2, 3, 4].map((id) => ({ id, contentType: 'PPT' as const }));
    expect(withCounted(emptyCounters(7), ids).PPT.counter).toBe(4);
  });

  it('answers the same counters when nothing is new, and never mutates its input', () => {
    const counters = withCounted(emptyCounters(7), [{ id: 1, contentType: 'PDF' }]);
    const snapshot = structuredClone(counters);
    expect(withCounted(counters, [{ id: 1, contentType: 'PDF' }])).toBe(counters);
    expect(withCounted(counters, [])).toBe(counters);
    const next = withCounted(counters, [{ id: 2, contentType: 'PDF' }]);
    expect(next).not.toBe(counters);
    expect(counters).toEqual(snapshot);
    expect(next.Text).toBe(counters.Text);
  });

  it('repairs a stored counter with a repeated id or a wrong count', () => {
    const stored: ContentCounters = { ...emptyCounters(7), PDF: { counter: 5, courseId: 7, contentIds: [1, 1] } };
    expect(withCounted(stored, []).PDF).toEqual({ counter: 1, courseId: 7, contentIds: [1] });
    const sameLength: ContentCounters = { ...emptyCounters(7), PDF: { counter: 2, courseId: 7, contentIds: [1, 1] } };
    expect(withCounted(sameLength, [{ id: 2, contentType: 'PDF' }]).PDF).toEqual({ counter: 2, courseId: 7, contentIds: [1, 2] });
  });
});

describe('filterContent', () => {
  const items = [
    anItem({ id: 1, contentType: 'Text' }), anItem({ id: 2, contentType: 'PDF' }), anItem({ id: 3, contentType: 'Video' }),
    anItem({ id: 4, contentType: 'PDF' }), anItem({ id: 5, contentType: 'PPT' }),
  ];

  it('All keeps every item in list order; a type keeps its items in list order', () => {
    expect(filterContent(items, 'All').map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterContent(items, 'PDF').map((i) => i.id)).toEqual([2, 4]);
    expect(filterContent(items, 'Text').map((i) => i.id)).toEqual([1]);
    expect(filterContent(items, 'Video').map((i) => i.id)).toEqual([3]);
    expect(filterContent(items, 'PPT').map((i) => i.id)).toEqual([5]);
    expect(filterContent([], 'All')).toEqual([]);
  });

  it('gives a new list (the input is not the answer)', () => {
    expect(filterContent(items, 'All')).not.toBe(items);
  });
});
