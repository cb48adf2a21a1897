// The guest trial's links (domain/shared/guest-paths.ts): what a guest link carries from /guest-testbegin to
// /guest-testsimulator, read back with guestLinkOf.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  GUEST_LINK_KEYS, guestLinkOf, guestSimulatorPath, guestTestBeginPath, type GuestLink,
} from '../../../domain/shared/guest-paths';
import { PATHS } from '../../../domain/shared/paths';

const searchOf = (path: string): string => (path.includes('?') ? path.slice(path.indexOf('?')) : '');

const FULL: GuestLink = {
  courseUrl: 'neet-2027', courseId: 12, utm_source: 'newsletter', device_type: 'android', testUid: 'learning',
  testType: 3, assessmentMode: 'advance', searchFlag: 'Topic', searchQuery: 'cell biology', topicId: 44,
};

describe('GUEST_LINK_KEYS', () => {
  it('are the ten keys of a guest link, in order', () => {
    expect(GUEST_LINK_KEYS).toEqual([
      'courseUrl', 'courseId', 'utm_source', 'device_type', 'testUid', 'testType', 'assessmentMode', 'searchFlag', 'searchQuery', 'topicId',
    ]);
  });
});

describe('guestLinkOf', () => {
  it('reads the ten keys, with or without the leading ?', () => {
    const search = 'courseUrl=neet-2027&courseId=12&utm_source=newsletter&device_type=android&testUid=learning'
      + '&testType=3&assessmentMode=advance&searchFlag=Topic&searchQuery=cell%20biology&topicId=44';
    const expected = {
      courseUrl: 'neet-2027', courseId: '12', utm_source: 'newsletter', device_type: 'android', testUid: 'learning',
      testType: '3', assessmentMode: 'advance', searchFlag: 'Topic', searchQuery: 'cell biology', topicId: '44',
    };
    expect(guestLinkOf(`?${search}`)).toEqual(expected);
    expect(guestLinkOf(search)).toEqual(expected);
  });

  it('keeps only the ten keys', () => {
    expect(guestLinkOf('?courseId=12&token=abc&loginId=asha&redirectTo=%2Fdashboard&testId=9')).toEqual({ courseId: '12' });
    expect(guestLinkOf('?COURSEID=12&utm_medium=email')).toEqual({});
  });

  it('trims the values and drops empty ones', () => {
    expect(guestLinkOf('?courseId=%2012%20&testUid=&utm_source=%20%20&courseUrl=+neet+')).toEqual({ courseId: '12', courseUrl: 'neet' });
  });

  it('the first value of a repeated key counts', () => {
    expect(guestLinkOf('?testType=3&testType=5')).toEqual({ testType: '3' });
  });

  it('keeps at most 500 characters of a value', () => {
    expect(guestLinkOf(`?searchQuery=${'q'.repeat(600)}`)).toEqual({ searchQuery: 'q'.repeat(500) });
  });

  it('an empty query is an empty link', () => {
    expect(guestLinkOf('')).toEqual({});
    expect(guestLinkOf('?')).toEqual({});
  });
});

describe('guestTestBeginPath and guestSimulatorPath', () => {
  it('carry every key of the link, in order, URI-encoded', () => {
    const query = 'courseUrl=neet-2027&courseId=12&utm_source=newsletter&device_type=android&testUid=learning'
      + '&testType=3&assessmentMode=advance&searchFlag=Topic&searchQuery=cell%20biology&topicId=44';
    expect(guestTestBeginPath(FULL)).toBe(`/guest-testbegin?${query}`);
    expect(guestSimulatorPath(FULL)).toBe(`/guest-testsimulator?${query}`);
  });

  it('leave out the keys the link lacks, and anything that is not a guest link key', () => {
    const link = { courseId: 12, testUid: 'mock_1', token: 'secret' } as GuestLink;
    expect(guestTestBeginPath(link)).toBe('/guest-testbegin?courseId=12&testUid=mock_1');
    expect(guestSimulatorPath(link)).toBe('/guest-testsimulator?courseId=12&testUid=mock_1');
    expect(guestTestBeginPath({ courseId: 12, courseUrl: '' })).toBe('/guest-testbegin?courseId=12');
  });

  it('an empty link is the bare path', () => {
    expect(guestTestBeginPath({})).toBe(PATHS.guestTestBegin);
    expect(guestSimulatorPath({})).toBe(PATHS.guestTestSimulator);
  });

  it('Start Test carries the link of /guest-testbegin over unchanged', () => {
    const begin = guestTestBeginPath(FULL);
    expect(searchOf(guestSimulatorPath(guestLinkOf(searchOf(begin))))).toBe(searchOf(begin));
  });
});

describe('property: guestLinkOf reads back the link of guestSimulatorPath', () => {
  /** a value as a link carries it: non-empty, without blanks at either end, within the 500 kept */
  const value = fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' })
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const link = fc.dictionary(fc.constantFrom(...GUEST_LINK_KEYS), value) as fc.Arbitrary<GuestLink>;

  it('for links of non-empty trimmed values', () => {
    fc.assert(fc.property(link, (l) => {
      expect(guestLinkOf(searchOf(guestSimulatorPath(l)))).toEqual(l);
      expect(guestLinkOf(searchOf(guestTestBeginPath(l)))).toEqual(l);
    }));
  });

  it('numbers come back as their text', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 5 }), (courseId, testType) => {
      expect(guestLinkOf(searchOf(guestSimulatorPath({ courseId, testType })))).toEqual({ courseId: String(courseId), testType: String(testType) });
    }));
  });
});
