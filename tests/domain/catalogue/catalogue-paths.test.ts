// The queries of the catalogue's routes (domain/shared/paths.ts): All Exams (?cid=, ?payment=failed) and the
// payment success page (?courseId=).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parsePaymentResponse, parseSelectCourseQuery, withoutPaymentParam } from '../../../domain/catalogue/catalogue-paths';
import { PATHS, selectCoursePath } from '../../../domain/shared/paths';

describe('parseSelectCourseQuery', () => {
  it('reads the preselected course and a failed payment', () => {
    expect(parseSelectCourseQuery('?cid=12')).toEqual({ cid: 12, paymentFailed: false });
    expect(parseSelectCourseQuery('cid=12&payment=failed')).toEqual({ cid: 12, paymentFailed: true });
    expect(parseSelectCourseQuery('?payment=failed')).toEqual({ cid: null, paymentFailed: true });
    expect(parseSelectCourseQuery('')).toEqual({ cid: null, paymentFailed: false });
  });

  it.each(['0', '-3', '1.5', '12abc', 'abc', '', ' ', '1e3', '99999999999999999999'])('cid=%p is no course', (cid) => {
    expect(parseSelectCourseQuery(`?cid=${encodeURIComponent(cid)}`).cid).toBeNull();
  });

  it('payment is failed only when it says so', () => {
    for (const payment of ['success', 'FAILED', '', 'failed2']) {
      expect(parseSelectCourseQuery(`?payment=${payment}`).paymentFailed).toBe(false);
    }
  });

  it('property: reads back the cid of selectCoursePath', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
      const path = selectCoursePath(id);
      expect(path.startsWith(`${PATHS.selectCourse}?`)).toBe(true);
      expect(parseSelectCourseQuery(path.slice(PATHS.selectCourse.length)).cid).toBe(id);
    }));
  });
});

describe('withoutPaymentParam', () => {
  it('removes the payment parameter and keeps the others in order', () => {
    expect(withoutPaymentParam('?cid=12&payment=failed')).toBe('?cid=12');
    expect(withoutPaymentParam('payment=failed&cid=12&tab=pro')).toBe('?cid=12&tab=pro');
    expect(withoutPaymentParam('?payment=failed')).toBe('');
    expect(withoutPaymentParam('?payment=failed&payment=failed')).toBe('');
    expect(withoutPaymentParam('')).toBe('');
    expect(withoutPaymentParam('?cid=12')).toBe('?cid=12');
  });

  it('a query without it reads the same, with no failed payment', () => {
    const rest = withoutPaymentParam('?cid=7&payment=failed');
    expect(parseSelectCourseQuery(rest)).toEqual({ cid: 7, paymentFailed: false });
  });
});

describe('parsePaymentResponse', () => {
  it('reads the course just bought', () => {
    expect(parsePaymentResponse('?courseId=11')).toEqual({ courseId: 11 });
    expect(parsePaymentResponse('courseId=11&x=1')).toEqual({ courseId: 11 });
  });

  it('no course when missing or not a positive integer', () => {
    for (const search of ['', '?courseId=', '?courseId=0', '?courseId=-1', '?courseId=abc', '?cid=11']) {
      expect(parsePaymentResponse(search)).toEqual({ courseId: null });
    }
  });
});
