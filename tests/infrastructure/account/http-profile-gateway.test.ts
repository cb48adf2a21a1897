/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpProfileGateway } from '../../../infrastructure/account/http-profile-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';
const PATH = `${BASE}/student-profile/update-email`;

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, profiles: new HttpProfileGateway(http) };
};

const refusal = (status: number, responseTxt: string, message = '', headers: Record<string, string> = {}) =>
  ({ status, body: { responseTxt, message, obj: null }, headers });

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('HttpProfileGateway: POST /student-profile/update-email', () => {
  it('posts form emailId with the session headers and answers the e-mail saved', async () => {
    const { fm, profiles } = setup();
    fm.route(PATH, { responseTxt: 'success', message: 'Email updated', obj: { emailId: 'asha@example.com' } });
    expect(await profiles.updateEmail('asha@example.com')).toEqual(ok({ emailId: 'asha@example.com' }));
    const call = fm.callHistory.lastCall();
    expect(call?.options.method).toBe('post');
    expect(Object.fromEntries((call?.options.body as FormData).entries())).toEqual({ emailId: 'asha@example.com' });
    expect(call?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('a success without obj answers the e-mail sent', async () => {
    const { fm, profiles } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: null });
    expect(await profiles.updateEmail('asha@example.com')).toEqual(ok({ emailId: 'asha@example.com' }));
  });

  it('409 already_exists is email_taken', async () => {
    const { fm, profiles } = setup();
    fm.route(PATH, refusal(409, 'already_exists', 'Email already exists. Try another Email'));
    expect(await profiles.updateEmail('taken@example.com')).toEqual(err({ kind: 'refused', code: 'email_taken', message: 'Email already exists. Try another Email' }));
  });

  it('429 too_many_requests is rate_limited with the words and the wait', async () => {
    const { fm, profiles } = setup();
    fm.route(PATH, refusal(429, 'too_many_requests', 'Please try again in 20 minutes.', { 'Retry-After': '1200' }));
    expect(await profiles.updateEmail('asha@example.com')).toEqual(err({
      kind: 'refused', code: 'rate_limited', message: 'Please try again in 20 minutes.', retryAfterSeconds: 1200,
    }));
  });

  it('other refusals keep their code; a server error or a malformed reply is a fault', async () => {
    const { fm, profiles } = setup();
    fm.route(PATH, refusal(409, 'email_already_set'));
    expect(await profiles.updateEmail('asha@example.com')).toEqual(err({ kind: 'refused', code: 'email_already_set' }));
    fm.removeRoutes();
    fm.route(PATH, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await profiles.updateEmail('asha@example.com')).toEqual(err({ kind: 'fault' }));
    fm.removeRoutes();
    fm.route(PATH, { responseTxt: 'success', obj: { emailId: 42 } });
    expect(await profiles.updateEmail('asha@example.com')).toEqual(err({ kind: 'fault' }));
  });

  it('is not made without a signed-in student: unavailable', async () => {
    const { fm, profiles } = setup(null);
    expect(await profiles.updateEmail('asha@example.com')).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});
