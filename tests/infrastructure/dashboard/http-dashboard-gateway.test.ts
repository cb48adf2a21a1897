/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpDashboardGateway } from '../../../infrastructure/dashboard/http-dashboard-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';
type FetchMock = ReturnType<typeof fetchMock.createInstance>;

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpDashboardGateway(http) };
};

const lastUrl = (fm: FetchMock): URL => new URL(fm.callHistory.lastCall()?.url ?? '');
const query = (fm: FetchMock) => Object.fromEntries(lastUrl(fm).searchParams);
const success = (obj: unknown) => ({ responseTxt: 'success', message: '', obj });
const FAULT = err({ kind: 'fault' });

const aRawDayTest = (over: Record<string, unknown> = {}) => ({
  testTitle: 'Mock 1', testType: 3, testMode: '', totalQuestions: 10, correctCount: 6, incorrectCount: 3,
  notAnsweredCount: 1, testSession: '41', ...over,
});
const aRawClass = (over: Record<string, unknown> = {}) => ({
  topicTitle: 'Kinematics', classDateName: 'Tue, 24 Nov · 10:00', subject: 'Physics', className: 'XII',
  schoolName: 'City School', teacherName: 'R. Iyer', ...over,
});

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('GET /get-activity-years', () => {
  it('sends studentId and courseId with the session headers and answers the years', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity-years`, success([2026, 2025]));
    expect(await gateway.activityYears(7, 11)).toEqual(ok([2026, 2025]));
    expect(lastUrl(fm).pathname).toBe('/api/get-activity-years');
    expect(query(fm)).toEqual({ studentId: '7', courseId: '11' });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('a null obj is no years; a year that is no whole number is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity-years`, success(null));
    expect(await gateway.activityYears(7, 11)).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/get-activity-years`, success(['2026']));
    expect(await gateway.activityYears(7, 11)).toEqual(FAULT);
  });
});

describe('GET /get-activity', () => {
  const months = [
    { month: '2025-12', days: [] },
    { month: '2026-11', days: [{ date: '2026-11-24', count: 45 }] },
  ];

  it('without a year: studentId and courseId only', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity`, success(months));
    expect(await gateway.activity(7, 11)).toEqual(ok(months));
    expect(query(fm)).toEqual({ studentId: '7', courseId: '11' });
  });

  it('with a year', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity`, success([]));
    await gateway.activity(7, 11, 2024);
    expect(query(fm)).toEqual({ studentId: '7', courseId: '11', year: '2024' });
  });

  it('days left out or null are none', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity`, success([{ month: '2026-11' }, { month: '2026-10', days: null }]));
    expect(await gateway.activity(7, 11)).toEqual(ok([{ month: '2026-11', days: [] }, { month: '2026-10', days: [] }]));
  });

  it.each([
    ['a negative count', [{ month: '2026-11', days: [{ date: '2026-11-24', count: -1 }] }]],
    ['a count that is no number', [{ month: '2026-11', days: [{ date: '2026-11-24', count: '4' }] }]],
    ['a month without its name', [{ days: [] }]],
    ['obj that is not a list', { month: '2026-11' }],
  ])('%s is a malformed reply: a fault', async (_name, obj) => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity`, success(obj));
    expect(await gateway.activity(7, 11)).toEqual(FAULT);
  });

  it('403 forbidden (a course that is not the student\'s) is a refusal', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity`, { status: 403, body: { responseTxt: 'forbidden', message: 'Forbidden', obj: null } });
    expect(await gateway.activity(7, 99)).toEqual(err({ kind: 'refused', code: 'forbidden', message: 'Forbidden' }));
  });
});

describe('GET /get-activity-by-day', () => {
  it('sends the date and reads the tests; a numeric session becomes text, a missing mode ""', async () => {
    const { fm, gateway } = setup();
    const { testMode: _m, ...noMode } = aRawDayTest();
    fm.route(`begin:${BASE}/get-activity-by-day`, success([{ ...noMode, testSession: 41 }, aRawDayTest({ testType: 1, testMode: 'Learning' })]));
    expect(await gateway.activityByDay(7, 11, '2026-11-24')).toEqual(ok([aRawDayTest(), aRawDayTest({ testType: 1, testMode: 'Learning' })]));
    expect(query(fm)).toEqual({ studentId: '7', courseId: '11', date: '2026-11-24' });
  });

  it('an empty list is no tests; a test without its session is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-activity-by-day`, success([]));
    expect(await gateway.activityByDay(7, 11, '2026-11-24')).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/get-activity-by-day`, success([aRawDayTest({ testSession: '' })]));
    expect(await gateway.activityByDay(7, 11, '2026-11-24')).toEqual(FAULT);
  });
});

describe('GET /get-week-classes', () => {
  it('sends classId and reads the classes', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-week-classes`, success([aRawClass(), aRawClass({ teacherName: null })]));
    expect(await gateway.weekClasses(12)).toEqual(ok([aRawClass(), aRawClass({ teacherName: '' })]));
    expect(query(fm)).toEqual({ classId: '12' });
  });

  it("200 no_data 'Classes not found' is no classes", async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-week-classes`, { responseTxt: 'no_data', message: 'Classes not found', obj: null });
    expect(await gateway.weekClasses(12)).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/get-week-classes`, { responseTxt: 'failed', message: 'Classes not found' });
    expect(await gateway.weekClasses(12)).toEqual(ok([]));
  });

  it('a malformed class is a fault; a server error a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-week-classes`, success([aRawClass({ topicTitle: 5 })]));
    expect(await gateway.weekClasses(12)).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(`begin:${BASE}/get-week-classes`, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await gateway.weekClasses(12)).toEqual(FAULT);
  });

  it('403 forbidden (a class outside the student\'s schools) is a refusal', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/get-week-classes`, { status: 403, body: { responseTxt: 'forbidden', message: '', obj: null } });
    expect(await gateway.weekClasses(99)).toEqual(err({ kind: 'refused', code: 'forbidden' }));
  });
});

describe('no call without a signed-in student or the ids it needs', () => {
  it('unavailable, nothing sent', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.activityYears(7, 11)).toEqual(err(UNAVAILABLE));
    expect(await gateway.activity(7, 11)).toEqual(err(UNAVAILABLE));
    expect(await gateway.activityByDay(7, 11, '2026-11-24')).toEqual(err(UNAVAILABLE));
    expect(await gateway.weekClasses(12)).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });

  it('an empty date is not sent', async () => {
    const { fm, gateway } = setup();
    expect(await gateway.activityByDay(7, 11, '')).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});
