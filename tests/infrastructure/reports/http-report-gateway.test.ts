/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpReportGateway } from '../../../infrastructure/reports/http-report-gateway';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aStudent } from '../../mothers/account.mother';
import { aLearningAnalytics, anOverviewItem, aReportRow, aTestAnalytics } from '../../mothers/report.mother';
import { aCohort, aSmallKey, aSmallLog, aTimelineReplyObj } from '../../mothers/attempt-timeline.mother';

const BASE = 'http://api.test/api';

const setup = () => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => aStudent() }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpReportGateway(http) };
};

const lastUrl = (fm: ReturnType<typeof fetchMock.createInstance>): URL => new URL(fm.callHistory.lastCall()?.url ?? '');

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

const MALFORMED = err({ kind: 'fault' });

describe('HttpReportGateway: the report calls', () => {
  it('GET /dashboard?courseId with auth headers answers the overview items', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/dashboard`, { responseTxt: 'success', message: '', obj: [anOverviewItem()] });
    await expect(gateway.dashboard(12)).resolves.toEqual(ok([anOverviewItem()]));
    expect(lastUrl(fm).searchParams.get('courseId')).toBe('12');
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('a dashboard item with a non-numeric percentage is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/dashboard`, { responseTxt: 'success', obj: [{ ...anOverviewItem(), lastPerformance: 'high' }] });
    await expect(gateway.dashboard(12)).resolves.toEqual(MALFORMED);
  });

  it('a null obj is an empty overview', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/dashboard`, { responseTxt: 'success', obj: null });
    await expect(gateway.dashboard(12)).resolves.toEqual(ok([]));
  });

  it('GET /reportanalytics?panel=student&courseId&testType reads rows, a numeric session becomes text, a missing examType objective', async () => {
    const { fm, gateway } = setup();
    const { examType: _e, ...row } = aReportRow();
    fm.route(`begin:${BASE}/reportanalytics`, { responseTxt: 'success', obj: [{ ...row, testSession: 41 }] });
    await expect(gateway.studentReportList(12, 3)).resolves.toEqual(ok([aReportRow()]));
    expect(lastUrl(fm).pathname).toBe('/api/reportanalytics');
    expect(Object.fromEntries(lastUrl(fm).searchParams)).toEqual({ panel: 'student', courseId: '12', testType: '3' });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('the report list no longer calls /studentreportlist', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/reportanalytics`, { responseTxt: 'success', obj: [] });
    fm.route(`begin:${BASE}/studentreportlist`, { status: 500, body: {} });
    await expect(gateway.studentReportList(12, 1)).resolves.toEqual(ok([]));
    expect(fm.callHistory.calls().map((c) => new URL(c.url).pathname)).toEqual(['/api/reportanalytics']);
  });

  it('a report row with a negative question count is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/reportanalytics`, { responseTxt: 'success', obj: [aReportRow({ totalQuestions: -1 })] });
    await expect(gateway.studentReportList(12, 3)).resolves.toEqual(MALFORMED);
  });

  it('a 403 forbidden (a course that is not the student\'s) is a refusal', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/reportanalytics`, { status: 403, body: { responseTxt: 'forbidden', message: 'Forbidden', obj: null } });
    await expect(gateway.studentReportList(99, 3)).resolves.toEqual(err({ kind: 'refused', code: 'forbidden', message: 'Forbidden' }));
  });

  it('GET /learning-analytics?testSession answers obj, or null for no data', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/learning-analytics`, { responseTxt: 'success', obj: aLearningAnalytics() });
    await expect(gateway.learningAnalytics('77')).resolves.toEqual(ok(aLearningAnalytics()));
    expect(lastUrl(fm).searchParams.get('testSession')).toBe('77');
    fm.removeRoutes();
    fm.route(`begin:${BASE}/learning-analytics`, { responseTxt: 'no_data', obj: null });
    await expect(gateway.learningAnalytics('77')).resolves.toEqual(ok(null));
  });

  it('learning analytics with an unknown colour is malformed', async () => {
    const { fm, gateway } = setup();
    const bad = aLearningAnalytics({ overallResultList: [{ name: 'Correct', y: 1, color: 'pink' as never }] });
    fm.route(`begin:${BASE}/learning-analytics`, { responseTxt: 'success', obj: bad });
    await expect(gateway.learningAnalytics('77')).resolves.toEqual(MALFORMED);
  });

  it('GET /analytics answers the whole data: the fields beside responseTxt', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/analytics`, { responseTxt: 'success', message: '', ...aTestAnalytics() });
    await expect(gateway.testAnalytics('41')).resolves.toEqual(ok(aTestAnalytics()));
    expect(lastUrl(fm).searchParams.get('testSession')).toBe('41');
  });

  it('GET /analytics no_data is null; a section tree with a bad child is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/analytics`, { responseTxt: 'no_data', message: 'No analytics for this session' });
    await expect(gateway.testAnalytics('41')).resolves.toEqual(ok(null));
    fm.removeRoutes();
    const analytics = aTestAnalytics();
    const broken = { ...analytics.sectionSet[0], children: [{ ...analytics.sectionSet[0].children[0], totalQuestion: 'five' }] };
    fm.route(`begin:${BASE}/analytics`, { responseTxt: 'success', ...analytics, sectionSet: [broken] });
    await expect(gateway.testAnalytics('41')).resolves.toEqual(MALFORMED);
  });

  it('an error status is a refusal with the reply code and the server message', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/analytics`, { status: 400, body: { responseTxt: 'validation_error', message: 'testSession: required', obj: null } });
    await expect(gateway.testAnalytics('x')).resolves.toEqual(err({ kind: 'refused', code: 'validation_error', message: 'testSession: required' }));
  });

  it('a call skipped for a missing id is unavailable and not made', async () => {
    const { fm, gateway } = setup();
    await expect(gateway.learningAnalytics('')).resolves.toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('HttpReportGateway: GET /app/attempt-timeline', () => {
  const route = (fm: ReturnType<typeof fetchMock.createInstance>, obj: unknown) =>
    fm.route(`begin:${BASE}/app/attempt-timeline`, { responseTxt: 'success', message: '', obj });

  it('reads a valid reply: the log upcast, the key and the cohort (with auth headers, the session in the query)', async () => {
    const { fm, gateway } = setup();
    route(fm, aTimelineReplyObj());
    await expect(gateway.attemptTimeline('12')).resolves.toEqual(ok({ logStatus: 'stored', events: aSmallLog(), key: aSmallKey(), cohort: aCohort() }));
    expect(lastUrl(fm).pathname).toBe('/api/app/attempt-timeline');
    expect(lastUrl(fm).searchParams.get('testSession')).toBe('12');
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('upcasts older events: an AnswerGiven v0 with its answer as one string becomes a response', async () => {
    const { fm, gateway } = setup();
    const events = aTimelineReplyObj().events as { seq: number; at: number; event: Record<string, unknown> }[];
    events[1] = { ...events[1], event: { type: 'AnswerGiven', data: { index: 0, value: 'B' } } };
    route(fm, aTimelineReplyObj({ events, cohort: null }));
    const r = await gateway.attemptTimeline('12');
    expect(r.ok && r.value?.events[1]).toEqual({ seq: 2, at: aSmallLog()[1].at, event: { type: 'AnswerGiven', v: 1, data: { index: 0, response: { values: ['B'], fileName: '', url: '' } } } });
    expect(r.ok && r.value?.cohort).toBeNull();
  });

  it('a refused log: its status, no events; a null obj is null', async () => {
    const { fm, gateway } = setup();
    route(fm, aTimelineReplyObj({ logStatus: 'refused', events: [], cohort: null }));
    await expect(gateway.attemptTimeline('12')).resolves.toEqual(ok({ logStatus: 'refused', events: [], key: aSmallKey(), cohort: null }));
    fm.removeRoutes();
    route(fm, null);
    await expect(gateway.attemptTimeline('12')).resolves.toEqual(ok(null));
  });

  it.each([
    ['an unknown log status', { logStatus: 'lost' }],
    ['an event without seq', { events: [{ at: 1, event: { type: 'TestLoaded', v: 2, data: {} } }] }],
    ['an event whose event is not an object', { events: [{ seq: 1, at: 1, event: 'TestLoaded' }] }],
    ['a key entry with an unknown result', { key: [{ questionId: 1, correctResponse: 'A', result: 'Maybe', marks: 4 }] }],
    ['a cohort percentage over 100', { cohort: aCohort({ firstLookPercent: 140 }) }],
    ['no key at all', { key: undefined }],
  ])('refuses a malformed reply: %s', async (_what, overrides) => {
    const { fm, gateway } = setup();
    route(fm, aTimelineReplyObj(overrides));
    await expect(gateway.attemptTimeline('12')).resolves.toEqual(MALFORMED);
  });

  it.each([
    ['an unknown event type', { type: 'TeleportedTo', v: 1, data: {} }],
    ['a version newer than the app knows', { type: 'Navigated', v: 7, data: { from: 0, to: 1 } }],
    ['a type named like a prototype key', { type: 'toString', v: 1, data: {} }],
  ])('refuses a reply whose event cannot be upcast: %s (a failure, never a throw)', async (_what, event) => {
    const { fm, gateway } = setup();
    const events = aTimelineReplyObj().events as unknown[];
    route(fm, aTimelineReplyObj({ events: [...events.slice(0, 2), { seq: 3, at: aSmallLog()[2].at, event }] }));
    await expect(gateway.attemptTimeline('12')).resolves.toEqual(MALFORMED);
  });

  it('a 404 not_found (not the student\'s, not submitted) is no timeline; another refusal is a refusal; no session, no call', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/app/attempt-timeline`, { status: 404, body: { responseTxt: 'not_found', message: 'This test has not been submitted', obj: null } });
    await expect(gateway.attemptTimeline('99')).resolves.toEqual(ok(null));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/app/attempt-timeline`, { status: 429, body: { responseTxt: 'too_many_requests', message: 'Slow down', obj: null } });
    await expect(gateway.attemptTimeline('99')).resolves.toEqual(err({ kind: 'refused', code: 'too_many_requests', message: 'Slow down' }));
    fm.removeRoutes();
    await expect(gateway.attemptTimeline('')).resolves.toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(2);
  });
});
