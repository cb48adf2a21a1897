import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { blocksStartingTests, courseAccessState, isoDateOf, offersRenewOrUpgrade } from '../../../domain/account/access-state';

const course = (packTypeTitle: string, validTillDate = '2028-09-24', organisationName = 'Acme Academy') =>
  ({ packTypeTitle, validTillDate, organisationName });

describe('course access state', () => {
  it('is accessible for FREEFOREVER whatever the date', () => {
    expect(courseAccessState(course('FREEFOREVER', '2020-01-01'), '2030-01-01')).toBe('accessible');
  });

  it('is accessible for FREE when the organisation name contains FREE FOREVER (any case)', () => {
    expect(courseAccessState(course('FREE', '2020-01-01', 'Acme Free Forever Club'), '2030-01-01')).toBe('accessible');
    expect(courseAccessState(course('FREE', '2020-01-01', 'FREE FOREVER'), '2030-01-01')).toBe('accessible');
  });

  it('is upgrade for a free trial pack (FREE of any other organisation), even before validTillDate', () => {
    expect(courseAccessState(course('FREE', '2030-01-01'), '2025-01-01')).toBe('upgrade');
    expect(courseAccessState(course('FREE', '2020-01-01', 'FREEFOREVER Org'), '2025-01-01')).toBe('upgrade');
  });

  describe('paid pack: renewable from the day after validTillDate', () => {
    it.each([
      ['2028-09-22', 'accessible'],
      ['2028-09-23', 'accessible'],
      ['2028-09-24', 'accessible'], // the last valid day
      ['2028-09-25', 'renew'], // the day after validTillDate
      ['2028-09-26', 'renew'],
      ['2029-01-01', 'renew'],
    ])('validTillDate 2028-09-24, today %s -> %s', (today, expected) => {
      expect(courseAccessState(course('ACE'), today)).toBe(expected);
    });

    it('handles month and year ends', () => {
      expect(courseAccessState(course('PRO', '2028-12-31'), '2028-12-31')).toBe('accessible');
      expect(courseAccessState(course('PRO', '2028-12-31'), '2029-01-01')).toBe('renew');
      expect(courseAccessState(course('PRO', '2028-02-29'), '2028-03-01')).toBe('renew');
    });

    it('property: renew exactly from the day after validTillDate', () => {
      const dayOf = (n: number): string => new Date(Date.UTC(2000, 0, 1 + n)).toISOString().slice(0, 10);
      fc.assert(fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: -400, max: 400 }), (valid, offset) => {
        expect(courseAccessState(course('ACE', dayOf(valid)), dayOf(valid + offset))).toBe(offset >= 1 ? 'renew' : 'accessible');
      }));
    });
  });

  it('is null when packTypeTitle, validTillDate or organisationName is missing, or there is no course', () => {
    expect(courseAccessState(null, '2028-01-01')).toBeNull();
    expect(courseAccessState(course(''), '2028-01-01')).toBeNull();
    expect(courseAccessState(course('ACE', ''), '2028-01-01')).toBeNull();
    expect(courseAccessState(course('ACE', '2028-01-01', ''), '2028-01-01')).toBeNull();
    expect(courseAccessState(course('FREEFOREVER', '2028-01-01', '  '), '2028-01-01')).toBeNull();
  });

  it('is null for a paid pack whose validTillDate is not a date', () => {
    expect(courseAccessState(course('ACE', 'soon'), '2028-01-01')).toBeNull();
  });

  it('rejects a today that is not yyyy-mm-dd (a programming error)', () => {
    expect(() => courseAccessState(course('ACE'), '24-09-2028')).toThrow(RangeError);
  });

  it('offers Renew or Upgrade only when not accessible', () => {
    expect(offersRenewOrUpgrade('renew')).toBe(true);
    expect(offersRenewOrUpgrade('upgrade')).toBe(true);
    expect(offersRenewOrUpgrade('accessible')).toBe(false);
    expect(offersRenewOrUpgrade(null)).toBe(false);
  });
});

describe('a course in state renew blocks starting tests', () => {
  it('blocks only renew', () => {
    expect(blocksStartingTests('renew')).toBe(true);
    expect(blocksStartingTests('upgrade')).toBe(false);
    expect(blocksStartingTests('accessible')).toBe(false);
    expect(blocksStartingTests(null)).toBe(false);
  });
});

describe('isoDateOf', () => {
  it('gives the local calendar day of a timestamp', () => {
    expect(isoDateOf(new Date(2028, 8, 4, 23, 59).getTime())).toBe('2028-09-04');
    expect(isoDateOf(new Date(2029, 0, 1, 0, 0).getTime())).toBe('2029-01-01');
  });
});
