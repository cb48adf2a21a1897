import { describe, expect, it } from '@jest/globals';
import { courseLabel, formatDayMonthYear } from '../../../domain/account/course-label';

describe('course switcher labels', () => {
  it('FREEFOREVER -> FREE', () => {
    expect(courseLabel({ packTypeTitle: 'FREEFOREVER', validTillDate: '2028-09-24' })).toBe('FREE');
  });
  it('FREE -> FREE TRIAL', () => {
    expect(courseLabel({ packTypeTitle: 'FREE', validTillDate: '2028-09-24' })).toBe('FREE TRIAL');
  });
  it('a paid pack shows its title and the valid-till date as day-month-year', () => {
    expect(courseLabel({ packTypeTitle: 'ACE', validTillDate: '2028-09-24' })).toBe('ACE · Valid till 24-09-2028');
    expect(courseLabel({ packTypeTitle: 'PRO', validTillDate: '2030-01-05' })).toBe('PRO · Valid till 05-01-2030');
  });
});

describe('formatDayMonthYear', () => {
  it('turns yyyy-mm-dd into dd-mm-yyyy', () => {
    expect(formatDayMonthYear('2028-09-24')).toBe('24-09-2028');
  });
  it('leaves a value that is not a date unchanged', () => {
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear('n/a')).toBe('n/a');
  });
});
