/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpSupportGateway } from '../../../infrastructure/support/http-support-gateway';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';
type FetchMock = ReturnType<typeof fetchMock.createInstance>;

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpSupportGateway(http) };
};

const sentForm = (fm: FetchMock): Record<string, unknown> =>
  Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries());
const reply = (status: number, responseTxt: string, message = '', headers: Record<string, string> = {}) =>
  ({ status, body: { responseTxt, message, obj: null }, headers });
const FAULT = err({ kind: 'fault' });
const limited = (message: string, retryAfterSeconds: number) => err({ kind: 'refused', code: 'rate_limited', message, retryAfterSeconds });

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('GET /feedbacktypes', () => {
  it('answers the titles with the session headers; blank titles are left out', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/feedbacktypes`, { responseTxt: 'success', obj: [{ title: 'Bug' }, { title: ' ' }, { title: 'Suggestion ' }, { title: null }] });
    expect(await gateway.feedbackTypes()).toEqual(ok(['Bug', 'Suggestion']));
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('null is no types; a malformed list or a server error is a fault; another code a refusal', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/feedbacktypes`, { responseTxt: 'success', obj: null });
    expect(await gateway.feedbackTypes()).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`${BASE}/feedbacktypes`, { responseTxt: 'success', obj: 'Bug' });
    expect(await gateway.feedbackTypes()).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(`${BASE}/feedbacktypes`, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await gateway.feedbackTypes()).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(`${BASE}/feedbacktypes`, { responseTxt: 'no_data', obj: null });
    expect(await gateway.feedbackTypes()).toEqual(err({ kind: 'refused', code: 'no_data' }));
  });
});

describe('POST /student-feedback', () => {
  const PATH = `${BASE}/student-feedback`;
  const form = { type: 'Bug', subject: 'App is slow', details: '' };

  it('posts type, subject and details; success is true', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', message: 'Feedback saved', obj: null });
    expect(await gateway.sendFeedback(form)).toEqual(ok(true));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ type: 'Bug', subject: 'App is slow', details: '' });
  });

  it('any other answer of the server is false: another 200 code, a 400', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'failed', obj: null });
    expect(await gateway.sendFeedback(form)).toEqual(ok(false));
    fm.removeRoutes();
    fm.route(PATH, reply(400, 'validation_error', 'type must be a feedback type'));
    expect(await gateway.sendFeedback(form)).toEqual(ok(false));
  });

  it('429 is rate_limited with the words and the Retry-After wait; a server error a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(429, 'too_many_requests', 'Please try again tomorrow.', { 'Retry-After': '3600' }));
    expect(await gateway.sendFeedback(form)).toEqual(limited('Please try again tomorrow.', 3600));
    fm.removeRoutes();
    fm.route(PATH, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await gateway.sendFeedback(form)).toEqual(FAULT);
  });
});

describe('POST /rating-create', () => {
  const PATH = `${BASE}/rating-create`;
  const form = { courseId: 11, courseName: 'Acme Academy', rating: 4, remarks: 'Good questions' };

  it('posts courseId, courseName, rating and remarks; success is saved', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: null });
    expect(await gateway.rate(form)).toEqual(ok('saved'));
    expect(sentForm(fm)).toEqual({ courseId: '11', courseName: 'Acme Academy', rating: '4', remarks: 'Good questions' });
  });

  it('200 given is already-given, 200 failed is failed, any other 200 code saved (spec 000 §7)', async () => {
    for (const [responseTxt, outcome] of [['given', 'already-given'], ['failed', 'failed'], ['saved', 'saved']] as const) {
      const { fm, gateway } = setup();
      fm.route(PATH, { responseTxt, message: '', obj: null });
      expect(await gateway.rate(form)).toEqual(ok(outcome));
    }
  });

  it('429 is rate_limited; a 400 a refusal; a server error a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(429, 'too_many_requests', 'Please try again tomorrow.', { 'Retry-After': '60' }));
    expect(await gateway.rate(form)).toEqual(limited('Please try again tomorrow.', 60));
    fm.removeRoutes();
    fm.route(PATH, reply(400, 'validation_error', 'rating must be 1 to 5'));
    expect(await gateway.rate(form)).toEqual(err({ kind: 'refused', code: 'validation_error', message: 'rating must be 1 to 5' }));
    fm.removeRoutes();
    fm.route(PATH, { status: 502, body: '' });
    expect(await gateway.rate(form)).toEqual(FAULT);
  });
});

describe('POST /student-invite', () => {
  const PATH = `${BASE}/student-invite`;

  it("posts invitedTo 'Teacher', the teacher's id and the student's loginId", async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', message: 'Invitation saved', obj: null });
    expect(await gateway.invite({ invitedToUserId: 'teacher@example.com', actionById: 'asha' })).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ invitedTo: 'Teacher', invitedToUserId: 'teacher@example.com', actionById: 'asha' });
  });

  it('403 (not the student\'s own id) is a refusal; 429 rate_limited', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(403, 'forbidden', 'Forbidden'));
    expect(await gateway.invite({ invitedToUserId: 't', actionById: 'someone' })).toEqual(err({ kind: 'refused', code: 'forbidden', message: 'Forbidden' }));
    fm.removeRoutes();
    fm.route(PATH, reply(429, 'too_many_requests', 'Please try again tomorrow.', { 'Retry-After': '100' }));
    expect(await gateway.invite({ invitedToUserId: 't', actionById: 'asha' })).toEqual(limited('Please try again tomorrow.', 100));
  });
});

describe('POST /student-support-ticket', () => {
  const PATH = `${BASE}/student-support-ticket`;

  it("posts type 'Other', subject and details; answers the ticket id", async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: { ticketId: 5 } });
    expect(await gateway.raiseTicket({ subject: 'Cannot open a test', details: 'Mock 3' })).toEqual(ok({ ticketId: 5 }));
    expect(sentForm(fm)).toEqual({ type: 'Other', subject: 'Cannot open a test', details: 'Mock 3' });
  });

  it('a success without a ticket id is a fault; 429 rate_limited; a blank subject is not sent', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: null });
    expect(await gateway.raiseTicket({ subject: 'S', details: '' })).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(PATH, reply(429, 'too_many_requests', '10 tickets a day.', { 'Retry-After': '7200' }));
    expect(await gateway.raiseTicket({ subject: 'S', details: '' })).toEqual(limited('10 tickets a day.', 7200));
    expect(await gateway.raiseTicket({ subject: ' ', details: '' })).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(2);
  });
});

describe('without a signed-in student', () => {
  it('no call is made: unavailable', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.feedbackTypes()).toEqual(err(UNAVAILABLE));
    expect(await gateway.sendFeedback({ type: 'Bug', subject: 'S', details: '' })).toEqual(err(UNAVAILABLE));
    expect(await gateway.rate({ courseId: 11, courseName: 'A', rating: 4, remarks: 'R' })).toEqual(err(UNAVAILABLE));
    expect(await gateway.invite({ invitedToUserId: 't', actionById: 'asha' })).toEqual(err(UNAVAILABLE));
    expect(await gateway.raiseTicket({ subject: 'S', details: '' })).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});
