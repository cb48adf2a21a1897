/** @jest-environment node */
// server/catalogue/enrolment.ts: the free trial only when not enrolled; a paid plan adds or replaces the pack, keeping
// the days already paid of a valid paid pack.
import { describe, expect, it } from '@jest/globals';
import { decideEnrolment, isPaidPack, validityBase } from '../../../server/catalogue/enrolment';
import { addDays, utcDay } from '../../../server/shared/dates';

const TODAY = '2026-01-15';
const FREE_7 = { id: 1011, packType: 'FREE' as const, validityDays: 7 };
const ACE_90 = { id: 1012, packType: 'ACE' as const, validityDays: 90 };
const PRO_365 = { id: 1014, packType: 'PRO' as const, validityDays: 365 };

describe('decideEnrolment', () => {
  it('gives a student not enrolled a free trial from today', () => {
    expect(decideEnrolment(undefined, FREE_7, TODAY)).toEqual({
      kind: 'enrol', pack: { validityId: 1011, packTypeId: 1, packTypeTitle: 'FREE', validTillDate: '2026-01-22' },
    });
  });

  it.each(['FREE', 'ACE', 'PRO', 'FREEFOREVER'])('refuses a free trial to a student enrolled with %s', (pack) => {
    expect(decideEnrolment({ packTypeTitle: pack, validTillDate: '2020-01-01' }, FREE_7, TODAY))
      .toEqual({ kind: 'refuse', reason: 'course_already_taken' });
  });

  it('enrols a student not enrolled in a paid plan from today (pack type ids ACE 2, PRO 3)', () => {
    expect(decideEnrolment(undefined, ACE_90, TODAY)).toEqual({
      kind: 'enrol', pack: { validityId: 1012, packTypeId: 2, packTypeTitle: 'ACE', validTillDate: '2026-04-15' },
    });
    expect(decideEnrolment(undefined, PRO_365, TODAY).kind).toBe('enrol');
  });

  it('extends a valid paid pack from its validTillDate (days already paid are kept)', () => {
    expect(decideEnrolment({ packTypeTitle: 'ACE', validTillDate: '2026-03-01' }, PRO_365, TODAY)).toEqual({
      kind: 'replace', pack: { validityId: 1014, packTypeId: 3, packTypeTitle: 'PRO', validTillDate: '2027-03-01' },
    });
  });

  it('counts a pack valid till today as still valid', () => {
    expect(decideEnrolment({ packTypeTitle: 'PRO', validTillDate: TODAY }, ACE_90, TODAY))
      .toMatchObject({ kind: 'replace', pack: { validTillDate: addDays(TODAY, 90) } });
  });

  it('renews an expired paid pack from today', () => {
    expect(decideEnrolment({ packTypeTitle: 'ACE', validTillDate: '2025-06-30' }, ACE_90, TODAY))
      .toMatchObject({ kind: 'replace', pack: { validTillDate: '2026-04-15' } });
  });

  it.each(['FREE', 'FREEFOREVER'])('upgrades a %s pack from today, however long it still runs', (pack) => {
    expect(decideEnrolment({ packTypeTitle: pack, validTillDate: '2099-12-31' }, ACE_90, TODAY))
      .toMatchObject({ kind: 'replace', pack: { packTypeTitle: 'ACE', validTillDate: '2026-04-15' } });
  });
});

describe('helpers', () => {
  it('isPaidPack: ACE and PRO in any case', () => {
    expect(['ACE', 'pro', ' PRO '].map(isPaidPack)).toEqual([true, true, true]);
    expect(['FREE', 'FREEFOREVER', ''].map(isPaidPack)).toEqual([false, false, false]);
  });

  it('validityBase: the later of a valid paid validTillDate and today', () => {
    expect(validityBase(undefined, TODAY)).toBe(TODAY);
    expect(validityBase({ packTypeTitle: 'PRO', validTillDate: '2026-01-14' }, TODAY)).toBe(TODAY);
    expect(validityBase({ packTypeTitle: 'PRO', validTillDate: '2026-01-16' }, TODAY)).toBe('2026-01-16');
  });

  it('dates are UTC calendar days across month, year and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(utcDay(Date.UTC(2026, 0, 15, 23, 59, 59))).toBe('2026-01-15');
    expect(() => addDays('15/01/2026', 1)).toThrow(RangeError);
  });
});
