/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock, { type CallLog } from 'fetch-mock';
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import type { TestDetailsQuery } from '../../../application/test-engine/ports';
import type { Student } from '../../../domain/account/student';
import type { UpdateMarksForm } from '../../../domain/test-engine/payloads';
import { err, ok } from '../../../domain/shared/result';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { GUEST_DELIVERY_MAX_LENGTH, HttpTestRepository } from '../../../infrastructure/test-engine/http-test-repository';
import { expectedTestData, rawQuestion, rawTestData } from '../../mothers/raw-test-data.mother';

const API = 'http://api.test/api';
const student = { loginId: 'L-1', token: 'tok-1' } as Student;

let fm: ReturnType<typeof fetchMock.createInstance>;
let stored: Student | null;
let onInvalidToken: jest.Mock<() => void>;
let repo: HttpTestRepository;
let errors: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  fm = fetchMock.createInstance();
  stored = student;
  onInvalidToken = jest.fn<() => void>();
  const http = new HttpClient({ apiBase: API, fetchImpl: fm.fetchHandler, students: { load: () => stored }, onInvalidToken });
  repo = new HttpTestRepository(http);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
});

const reply = (obj: unknown, responseTxt = 'success', message = '') => ({ responseTxt, message, obj });
const onlyCall = (): CallLog => {
  const calls = fm.callHistory.calls();
  expect(calls).toHaveLength(1);
  return calls[0];
};
const urlOf = (call: CallLog) => new URL(call.url);
const headersOf = (call: CallLog) => Object.fromEntries(Object.entries(call.options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
const formOf = (call: CallLog) => {
  const body = call.options.body;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries([...(body as FormData).entries()]);
};

describe('test loads: success', () => {
  it('testDetails: GET /testdetails with the query and auth headers; obj[0] becomes the test', async () => {
    fm.route(`begin:${API}/testdetails`, reply([rawTestData({ testSession: 'mt77' })]));
    const result = await repo.testDetails({ templateId: 3, testId: 42, testType: 3, examType: 'objective', topicId: undefined });
    expect(result).toEqual(ok({ test: expectedTestData(), testSession: 'mt77' }));
    const call = onlyCall();
    expect(call.options.method).toBe('get');
    expect(urlOf(call).pathname).toBe('/api/testdetails');
    expect(Object.fromEntries(urlOf(call).searchParams)).toEqual({ templateId: '3', testId: '42', testType: '3', examType: 'objective' });
    expect(headersOf(call)).toMatchObject({ loginid: 'L-1', token: 'tok-1', device: 'web' });
  });

  it('testDetails: without a session in the data, the result has none', async () => {
    fm.route(`begin:${API}/testdetails`, reply([rawTestData()]));
    expect(await repo.testDetails({ templateId: 3 })).toEqual(ok({ test: expectedTestData() }));
  });

  it('testDetailExisting: GET /testdetailexisting with testSession and templateId; keeps the session', async () => {
    fm.route(`begin:${API}/testdetailexisting`, reply([rawTestData()]));
    expect(await repo.testDetailExisting('mt12', 3)).toEqual(ok({ test: expectedTestData(), testSession: 'mt12' }));
    expect(Object.fromEntries(urlOf(onlyCall()).searchParams)).toEqual({ testSession: 'mt12', templateId: '3' });
  });

  it('guestTestDetails: no auth headers, testUid defaults to learning, obj.list[0] and obj.courseId', async () => {
    fm.route(`begin:${API}/app/guest-testdetails`, reply({ list: [rawTestData()], courseId: '12' }));
    const result = await repo.guestTestDetails({ testType: 3, courseUrl: 'neet', courseId: 12 });
    expect(result).toEqual(ok({ test: expectedTestData(), courseId: 12 }));
    const call = onlyCall();
    expect(Object.fromEntries(urlOf(call).searchParams)).toEqual({ testType: '3', courseUrl: 'neet', courseId: '12', testUid: 'learning' });
    expect(headersOf(call)).not.toHaveProperty('loginid');
    expect(headersOf(call)).not.toHaveProperty('token');
  });

  it('guestTestDetails: works with no one signed in and keeps a given testUid', async () => {
    stored = null;
    fm.route(`begin:${API}/app/guest-testdetails`, reply({ list: [rawTestData()] }));
    expect(await repo.guestTestDetails({ testType: 2, testUid: 'abc' })).toEqual(ok({ test: expectedTestData() }));
    expect(urlOf(onlyCall()).searchParams.get('testUid')).toBe('abc');
  });

  it('guestTestDetails: obj.guestDelivery (the signed delivery) goes with the test', async () => {
    const delivery = 'eyJjb3Vyc2VJZCI6MTIsInRlc3RJZCI6NDJ9.c2lnbmF0dXJl';
    fm.route(`begin:${API}/app/guest-testdetails`, reply({ list: [rawTestData()], courseId: 12, guestDelivery: delivery }));
    expect(await repo.guestTestDetails({ testType: 3, courseId: 12 }))
      .toEqual(ok({ test: expectedTestData(), courseId: 12, guestDelivery: delivery }));
  });

  it(`guestTestDetails: a delivery of ${GUEST_DELIVERY_MAX_LENGTH} characters is kept`, async () => {
    const delivery = 'a'.repeat(GUEST_DELIVERY_MAX_LENGTH);
    fm.route(`begin:${API}/app/guest-testdetails`, reply({ list: [rawTestData()], guestDelivery: delivery }));
    expect(await repo.guestTestDetails({ testType: 3 })).toEqual(ok({ test: expectedTestData(), guestDelivery: delivery }));
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an object', { courseId: 12 }],
    ['an empty string', ''],
    ['a blank string', '   '],
    [`longer than ${GUEST_DELIVERY_MAX_LENGTH} characters`, 'a'.repeat(GUEST_DELIVERY_MAX_LENGTH + 1)],
  ])('guestTestDetails: a delivery that is %s is none, and the test still loads', async (_label, guestDelivery) => {
    fm.route(`begin:${API}/app/guest-testdetails`, reply({ list: [rawTestData()], courseId: 12, guestDelivery }));
    expect(await repo.guestTestDetails({ testType: 3 })).toEqual(ok({ test: expectedTestData(), courseId: 12 }));
  });

  it('the other loads never read a guestDelivery', async () => {
    fm.route(`begin:${API}/testdetails`, { responseTxt: 'success', obj: [rawTestData()], guestDelivery: 'x' });
    expect(await repo.testDetails({ templateId: 3 })).toEqual(ok({ test: expectedTestData() }));
  });

  it('testResultView: the first element of a list reply', async () => {
    fm.route(`begin:${API}/app/testresultview`, [rawTestData(), rawTestData({ testId: 2 })]);
    expect(await repo.testResultView('st9')).toEqual(ok({ test: expectedTestData(), testSession: 'st9' }));
    expect(urlOf(onlyCall()).searchParams.get('testSession')).toBe('st9');
  });

  it('testResultView: the first element of obj in an envelope', async () => {
    fm.route(`begin:${API}/app/testresultview`, reply([rawTestData()]));
    expect(await repo.testResultView('st9')).toEqual(ok({ test: expectedTestData(), testSession: 'st9' }));
  });

  it('adaptiveTestDetails: GET /adaptive-testdetails, obj[0]', async () => {
    fm.route(`begin:${API}/adaptive-testdetails`, reply([rawTestData({ testType: 1 })]));
    expect(await repo.adaptiveTestDetails('ad5')).toEqual(ok({ test: { ...expectedTestData(), testType: 1 }, testSession: 'ad5' }));
    expect(urlOf(onlyCall()).searchParams.get('testSession')).toBe('ad5');
  });
});

describe('test loads: errors', () => {
  type Load = [string, string, () => ReturnType<HttpTestRepository['testDetails']>, string];
  const loads: Load[] = [
    ['testDetails', '/testdetails', () => repo.testDetails({ templateId: 3 }), SIMULATOR_MESSAGES.testLoadFailed],
    ['testDetailExisting', '/testdetailexisting', () => repo.testDetailExisting('mt1', 3), SIMULATOR_MESSAGES.testLoadFailed],
    ['guestTestDetails', '/app/guest-testdetails', () => repo.guestTestDetails({ testType: 3 }), SIMULATOR_MESSAGES.guestTestLoadFailed],
    ['testResultView', '/app/testresultview', () => repo.testResultView('st1'), SIMULATOR_MESSAGES.reviewLoadFailed],
    ['adaptiveTestDetails', '/adaptive-testdetails', () => repo.adaptiveTestDetails('ad1'), SIMULATOR_MESSAGES.adaptiveLoadFailed],
  ];

  describe.each(loads)('%s', (_name, path, load, failText) => {
    const answer = (body: unknown, status = 200) => fm.route(`begin:${API}${path}`, { status, body });

    it("'Maximum number' gives limit_reached with the server's message", async () => {
      answer(reply(null, 'Maximum number of attempts reached', 'You can take this test 3 times.'));
      expect(await load()).toEqual(err({ kind: 'limit_reached', message: 'You can take this test 3 times.' }));
    });

    it("'No question' gives question_limit_reached; without a message the responseTxt is shown", async () => {
      answer(reply([], 'No question available for this topic'));
      expect(await load()).toEqual(err({ kind: 'question_limit_reached', message: 'No question available for this topic' }));
    });

    it("'Internal' gives internal_server_error", async () => {
      answer(reply(null, 'Internal Server Error', 'Please try later.'));
      expect(await load()).toEqual(err({ kind: 'internal_server_error', message: 'Please try later.' }));
    });

    it('a marker on an error status counts too', async () => {
      answer(reply(null, 'Maximum number reached', 'Limit of the free pack.'), 403);
      expect(await load()).toEqual(err({ kind: 'limit_reached', message: 'Limit of the free pack.' }));
    });

    it.each([
      ['an empty obj list', reply([])],
      ['a null obj', reply(null, 'failed')],
      ['an obj list with null', reply([null])],
      ['an empty body', ''],
    ])(`missing data (%s) gives '${failText}'`, async (_label, body) => {
      answer(body);
      expect(await load()).toEqual(err({ kind: 'failed', message: failText }));
      expect(errors).toHaveBeenCalled();
    });

    it(`malformed test data (an unknown question type) gives '${failText}' and is logged`, async () => {
      const bad = rawTestData({ questionSet: [rawQuestion(1, { questionType: 'Hotspot' }), rawQuestion(2)] });
      answer(path === '/app/guest-testdetails' ? reply({ list: [bad] }) : reply([bad]));
      expect(await load()).toEqual(err({ kind: 'failed', message: failText }));
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("unknown question type 'Hotspot'"));
    });

    it(`a 404 (the server knows no such test) is missing data: '${failText}'`, async () => {
      answer(reply(null, 'not_found', 'No such test'), 404);
      expect(await load()).toEqual(err({ kind: 'failed', message: failText }));
    });

    it('a failed call (error status without a marker) is the null result: not loaded', async () => {
      answer(reply(null, 'internal_error', 'Something broke'), 500);
      expect(await load()).toEqual(err({ kind: 'not_loaded' }));
    });

    it('a network failure is the null result: not loaded', async () => {
      fm.route(`begin:${API}${path}`, { throws: new TypeError('fetch failed') });
      expect(await load()).toEqual(err({ kind: 'not_loaded' }));
    });
  });

  it('an invalidToken reply ends the session and gives the null result', async () => {
    fm.route(`begin:${API}/testdetails`, { status: 401, body: reply(null, 'invalidToken', 'invalidToken') });
    expect(await repo.testDetails({ templateId: 3 })).toEqual(err({ kind: 'not_loaded' }));
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no templateId', () => repo.testDetails({ testId: 4 } as unknown as TestDetailsQuery)],
    ['an empty testSession', () => repo.testResultView('')],
    ['an empty adaptive testSession', () => repo.adaptiveTestDetails(' ')],
  ])('skips the call with %s (null result)', async (_label, load) => {
    expect(await load()).toEqual(err({ kind: 'not_loaded' }));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });

  it('skips an authenticated load when no one is signed in', async () => {
    stored = null;
    expect(await repo.testDetails({ templateId: 3 })).toEqual(err({ kind: 'not_loaded' }));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('submitTest', () => {
  const ansdetails = { courseId: 1, templateId: 3, testId: 42, questionSet: [{ questionId: 1, studentResponse: 'A' }] };

  it('posts multipart ansdetails (JSON), source=guest and clientSubmissionId; returns obj.testSession', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 'mt901' }));
    expect(await repo.submitTest(ansdetails, { source: 'guest', clientSubmissionId: 'sub-1' })).toEqual(ok('mt901'));
    const call = onlyCall();
    expect(call.options.method).toBe('post');
    const form = formOf(call);
    expect(form).toEqual({ ansdetails: JSON.stringify(ansdetails), source: 'guest', clientSubmissionId: 'sub-1' });
    expect(JSON.parse(form.ansdetails as string)).toEqual(ansdetails);
    expect(headersOf(call)).toMatchObject({ loginid: 'L-1', token: 'tok-1', device: 'web' });
  });

  it('a guest submit sends the signed delivery as the multipart field guestDelivery', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 'mt901' }));
    expect(await repo.submitTest(ansdetails, { source: 'guest', clientSubmissionId: 'sub-1', guestDelivery: 'v1.abc.sig' })).toEqual(ok('mt901'));
    expect(formOf(onlyCall())).toEqual({ ansdetails: JSON.stringify(ansdetails), source: 'guest', clientSubmissionId: 'sub-1', guestDelivery: 'v1.abc.sig' });
  });

  it('an empty guestDelivery is not sent', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 'mt901' }));
    await repo.submitTest(ansdetails, { source: 'guest', guestDelivery: '' });
    expect(Object.keys(formOf(onlyCall()))).toEqual(['ansdetails', 'source']);
  });

  it('sends neither source nor clientSubmissionId when not given; a numeric session becomes text', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 901 }));
    expect(await repo.submitTest(ansdetails)).toEqual(ok('901'));
    expect(Object.keys(formOf(onlyCall()))).toEqual(['ansdetails']);
  });

  it.each([
    ['a reply that is not success', { status: 200, body: reply({ testSession: 'mt1' }, 'failed') }, { kind: 'refused', code: 'failed' }],
    ['success without a testSession', { status: 200, body: reply({}) }, { kind: 'refused', code: 'success' }],
    ['an error status', { status: 500, body: reply(null, 'internal_error', 'boom') }, { kind: 'fault' }],
    ['a network failure', { throws: new TypeError('fetch failed') }, { kind: 'unavailable' }],
  ] as const)('fails on %s', async (_label, response, failure) => {
    fm.route(`${API}/testsubmit`, response);
    expect(await repo.submitTest(ansdetails)).toEqual({ ok: false, error: expect.objectContaining(failure) });
    expect(errors).toHaveBeenCalled();
  });

  it('sends the event log as the gzip file part eventLog (the JSON of the EventLogFile)', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 'mt901' }));
    const eventLog = { schemaVersion: 1, logId: 'log-1', events: [{ seq: 1, at: 5, event: { type: 'TestSubmitted', data: { reason: 'manual' } } }] };
    expect(await repo.submitTest(ansdetails, { clientSubmissionId: 'sub-1', eventLog })).toEqual(ok('mt901'));
    const form = formOf(onlyCall());
    expect(Object.keys(form)).toEqual(['ansdetails', 'clientSubmissionId', 'eventLog']);
    const part = form.eventLog as Blob;
    expect(part.type).toBe('application/gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await part.arrayBuffer())).toString('utf8'))).toEqual(eventLog);
  });

  it('without a log, eventLogStatus says why', async () => {
    fm.route(`${API}/testsubmit`, reply({ testSession: 'mt901' }));
    await repo.submitTest(ansdetails, { clientSubmissionId: 'sub-1', eventLogStatus: 'refused' });
    expect(formOf(onlyCall())).toEqual({ ansdetails: JSON.stringify(ansdetails), clientSubmissionId: 'sub-1', eventLogStatus: 'refused' });
  });

  it('fails (and sends nothing) when ansdetails cannot be serialised', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await repo.submitTest(cyclic)).toEqual(err({ kind: 'fault' }));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('stopTest, updateMarks, updateAdaptiveAnswer', () => {
  const stopForm = { courseId: '1', templateId: '3', testName: 'Mock 1', testType: '3', testId: '42', testDetail: '{"test":{}}', helpCounter: '0', testMode: 'advance' };

  it('stopTest posts the form to /teststop and succeeds on a reply', async () => {
    fm.route(`${API}/teststop`, reply(null));
    expect(await repo.stopTest(stopForm)).toEqual(ok(undefined));
    const call = onlyCall();
    expect(call.options.method).toBe('post');
    expect(formOf(call)).toEqual(stopForm);
  });

  it.each([
    ['an empty reply', { status: 200, body: '' }],
    ['an error status', { status: 500, body: reply(null, 'internal_error') }],
    ['a network failure', { throws: new TypeError('fetch failed') }],
  ])('stopTest fails on %s', async (_label, response) => {
    fm.route(`${API}/teststop`, response);
    expect((await repo.stopTest(stopForm)).ok).toBe(false);
  });

  it('stopTest is not sent without the test detail', async () => {
    expect(await repo.stopTest({ ...stopForm, testDetail: '' })).toEqual(err({ kind: 'unavailable' }));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });

  const marksForm: UpdateMarksForm = { testSession: '123', questionId: '5', marks: '2', marksoption: 'yes,no', finishTest: '0', questionType: 'Subjective-Type-Long' };

  it('updateMarks posts to /updatemarks-test; succeeds only on success', async () => {
    fm.route(`${API}/updatemarks-test`, reply(null));
    expect(await repo.updateMarks(marksForm)).toEqual(ok(undefined));
    expect(formOf(onlyCall())).toEqual(marksForm);
    fm.removeRoutes().clearHistory().route(`${API}/updatemarks-test`, reply(null, 'failed'));
    expect(await repo.updateMarks(marksForm)).toEqual(err({ kind: 'refused', code: 'failed' }));
  });

  it('updateMarks fails on an error status', async () => {
    fm.route(`${API}/updatemarks-test`, { status: 400, body: reply(null, 'validation_error', 'marks: too high') });
    expect(await repo.updateMarks(marksForm)).toEqual(err({ kind: 'refused', code: 'validation_error', message: 'marks: too high' }));
  });

  it('updateAdaptiveAnswer posts the four fields; succeeds only on success', async () => {
    fm.route(`${API}/app/update-adaptive-test-answer`, reply(null));
    expect(await repo.updateAdaptiveAnswer({ testSession: 'ad5', questionId: 8, studentResponse: 'A~C', help: 1 })).toEqual(ok(undefined));
    expect(formOf(onlyCall())).toEqual({ testSession: 'ad5', questionId: '8', studentResponse: 'A~C', help: '1' });
    fm.removeRoutes().clearHistory().route(`${API}/app/update-adaptive-test-answer`, reply(null, 'failed'));
    expect((await repo.updateAdaptiveAnswer({ testSession: 'ad5', questionId: 8, studentResponse: '', help: 0 })).ok).toBe(false);
  });

  it('updateAdaptiveAnswer sends finishTest when the answer ends the session', async () => {
    fm.route(`${API}/app/update-adaptive-test-answer`, reply(null));
    expect(await repo.updateAdaptiveAnswer({ testSession: 'ad5', questionId: 8, studentResponse: '', help: 0, finishTest: '1' })).toEqual(ok(undefined));
    expect(formOf(onlyCall())).toEqual({ testSession: 'ad5', questionId: '8', studentResponse: '', help: '0', finishTest: '1' });
  });

  it('updateAdaptiveAnswer fails on a network failure', async () => {
    fm.route(`${API}/app/update-adaptive-test-answer`, { throws: new TypeError('fetch failed') });
    expect(await repo.updateAdaptiveAnswer({ testSession: 'ad5', questionId: 8, studentResponse: 'A', help: 0 })).toEqual(err({ kind: 'unavailable' }));
  });
});
