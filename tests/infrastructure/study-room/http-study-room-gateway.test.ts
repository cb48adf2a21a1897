/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { Student } from '../../../domain/account/student';
import { NO_CONTENT_LIMIT } from '../../../domain/study-room/content';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpStudyRoomGateway, isApiFileUrl } from '../../../infrastructure/study-room/http-study-room-gateway';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpStudyRoomGateway(http) };
};

type Fm = ReturnType<typeof fetchMock.createInstance>;
const lastQuery = (fm: Fm): Record<string, string> => Object.fromEntries(new URL(fm.callHistory.lastCall()?.url ?? '').searchParams);
const lastPath = (fm: Fm): string => new URL(fm.callHistory.lastCall()?.url ?? '').pathname;
const malformed = err({ kind: 'fault' });
const success = (obj: unknown) => ({ responseTxt: 'success', message: '', obj });

const rawItem = (over: Record<string, unknown> = {}) => ({
  id: 7, contentTitle: 'Kinematics notes', contentType: 'PDF', language: 'English', topicId: 11, topicName: 'Kinematics', ...over,
});
const item = (over: Record<string, unknown> = {}) => ({
  id: 7, contentTitle: 'Kinematics notes', contentType: 'PDF', language: 'English', topicId: 11, topicName: 'Kinematics', ...over,
});
const rawOpened = (over: Record<string, unknown> = {}) => ({
  ...rawItem(), description: '', links: [], contentUrl: '/api/study-files/7/file?sid=3&exp=1700000000&sig=AbC-_9', captionsUrl: '', posterUrl: '', ...over,
});

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('GET /syllabus/v2', () => {
  it('sends templateId, searchFlag=Topic, topicId[, searchQuery] with the auth headers and reads items, limits and counted ids', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/syllabus/v2`, success({
      list: [rawItem(), rawItem({ id: '8', contentType: 'Video', topicId: '12', language: null })],
      contentLimit: { pdfMax: 2, pptMax: 1, videoMax: '2', textMax: null },
      counted: [7],
    }));
    expect(await gateway.content(5001, 11, 'notes')).toEqual(ok({
      items: [item(), item({ id: 8, contentType: 'Video', topicId: 12, language: '' })],
      limit: { pdfMax: 2, pptMax: 1, videoMax: 2, textMax: null },
      counted: [7],
    }));
    expect(lastPath(fm)).toBe('/api/syllabus/v2');
    expect(lastQuery(fm)).toEqual({ templateId: '5001', searchFlag: 'Topic', topicId: '11', searchQuery: 'notes' });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ token: expect.any(String), device: 'web' });
    await gateway.content(5001, 11);
    expect(lastQuery(fm)).toEqual({ templateId: '5001', searchFlag: 'Topic', topicId: '11' });
  });

  it('a missing limit row is no limit; missing lists are empty', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/syllabus/v2`, success({ list: null, contentLimit: null }));
    expect(await gateway.content(5001, 11)).toEqual(ok({ items: [], limit: NO_CONTENT_LIMIT, counted: [] }));
  });

  it('drops an item of a type the app does not know (not a fault); the others stay in order', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/syllabus/v2`, success({
      list: [rawItem({ id: 1 }), { id: 2, contentType: 'Quiz', whatever: true }, rawItem({ id: 3, contentType: 'video' }), rawItem({ id: 4, contentType: 'Text' })],
      contentLimit: NO_CONTENT_LIMIT,
      counted: [],
    }));
    expect(await gateway.content(5001, 11)).toEqual(ok({ items: [item({ id: 1 }), item({ id: 4, contentType: 'Text' })], limit: NO_CONTENT_LIMIT, counted: [] }));
  });

  it.each([
    ['an item of a known type without an id', { list: [rawItem({ id: undefined })], contentLimit: NO_CONTENT_LIMIT, counted: [] }],
    ['an item without a type', { list: [{ ...rawItem(), contentType: undefined }], contentLimit: NO_CONTENT_LIMIT, counted: [] }],
    ['an item without a title', { list: [rawItem({ contentTitle: null })], contentLimit: NO_CONTENT_LIMIT, counted: [] }],
    ['a negative limit', { list: [], contentLimit: { ...NO_CONTENT_LIMIT, pdfMax: -1 }, counted: [] }],
    ['a fractional limit', { list: [], contentLimit: { ...NO_CONTENT_LIMIT, textMax: 1.5 }, counted: [] }],
    ['a counted id that is not an id', { list: [], contentLimit: NO_CONTENT_LIMIT, counted: ['x'] }],
    ['no obj', null],
  ])('%s is a malformed reply: a fault', async (_what, obj) => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/syllabus/v2`, success(obj));
    expect(await gateway.content(5001, 11)).toEqual(malformed);
  });

  it('a course that is not the student\'s is refused with the server\'s code', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/syllabus/v2`, { status: 403, body: { responseTxt: 'forbidden', message: 'Forbidden', obj: null } });
    expect(await gateway.content(5001, 11)).toEqual(err({ kind: 'refused', code: 'forbidden', message: 'Forbidden' }));
  });

  it('no call is made without credentials: unavailable (ids are checked by the use cases)', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.content(5001, 11)).toEqual(err(UNAVAILABLE));
    expect(await gateway.openContent(5001, 7)).toEqual(err(UNAVAILABLE));
    expect(await gateway.selfTestOptions(5001)).toEqual(err(UNAVAILABLE));
    expect(await gateway.topicProgress(5001, 'beginner')).toEqual(err(UNAVAILABLE));
    expect(await gateway.runningAdaptive(5001, 11)).toEqual(err(UNAVAILABLE));
    expect(await gateway.createAdaptive(5001, 11, 12)).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('GET /smartlearning-details', () => {
  it('sends id and templateId and reads a Text item with its HTML and headings', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/smartlearning-details`, success(rawOpened({
      contentType: 'Text', description: '<h1 id="a">A</h1>', contentUrl: '',
      links: [{ tag: 'h1', id: 'a', title: 'A' }, { tag: 'H2', id: 'b', title: null }],
    })));
    expect(await gateway.openContent(5001, 7)).toEqual(ok({
      ...item({ contentType: 'Text' }), description: '<h1 id="a">A</h1>', contentUrl: '', captionsUrl: '', posterUrl: '',
      links: [{ tag: 'h1', id: 'a', title: 'A' }, { tag: 'h2', id: 'b', title: '' }],
    }));
    expect(lastPath(fm)).toBe('/api/smartlearning-details');
    expect(lastQuery(fm)).toEqual({ id: '7', templateId: '5001' });
  });

  it('reads a video with its signed file, captions and poster paths', async () => {
    const { fm, gateway } = setup();
    const urls = {
      contentUrl: '/api/study-files/7/file?sid=3&exp=1700000000&sig=a%2Bb',
      captionsUrl: '/api/study-files/7/captions?sid=3&exp=1700000000&sig=c',
      posterUrl: '/api/study-files/7/poster?sid=3&exp=1700000000&sig=d',
    };
    fm.route(`begin:${BASE}/smartlearning-details`, success(rawOpened({ contentType: 'Video', description: null, links: null, ...urls })));
    expect(await gateway.openContent(5001, 7)).toEqual(ok({ ...item({ contentType: 'Video' }), description: '', links: [], ...urls }));
  });

  it('checks each reply against the item asked for, call by call', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/smartlearning-details?id=7`, success(rawOpened()));
    fm.route(`begin:${BASE}/smartlearning-details?id=8`, success(rawOpened({ id: 8 })));
    expect((await gateway.openContent(5001, 7)).ok).toBe(true);
    expect((await gateway.openContent(5001, 8)).ok).toBe(true);
    expect((await gateway.openContent(5001, 7)).ok).toBe(true);
  });

  it.each([
    'javascript:alert(1)', 'https://evil.example/api/x', '//evil.example/api/x', 'api/study-files/7/file', '/apix/7',
    '/api/../admin', '/api/study-files/%2e%2e/x', '/api//evil.example', '/api/a b', '/api/a\\b', ' /api/a', 'data:text/html,x',
  ])('a file address %p is a fault', async (bad) => {
    for (const field of ['contentUrl', 'captionsUrl', 'posterUrl']) {
      const { fm, gateway } = setup();
      fm.route(`begin:${BASE}/smartlearning-details`, success(rawOpened({ [field]: bad })));
      expect(await gateway.openContent(5001, 7)).toEqual(malformed);
    }
  });

  it.each([
    ['another item than the one asked for', rawOpened({ id: 8 })],
    ['a type the app cannot show', rawOpened({ contentType: 'Quiz' })],
    ['a heading tag that is not h1..h6', rawOpened({ links: [{ tag: 'h7', id: 'x', title: 'X' }] })],
    ['no obj', null],
  ])('%s is a fault', async (_what, obj) => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/smartlearning-details`, success(obj));
    expect(await gateway.openContent(5001, 7)).toEqual(malformed);
  });

  it('403 limit_exceeded and validity_expired are refusals carrying the code and the server\'s words', async () => {
    const { fm, gateway } = setup();
    const message = 'You have reached maximum limit in your current package. Kindly upgrade to access the content.';
    fm.route(`begin:${BASE}/smartlearning-details`, { status: 403, body: { responseTxt: 'limit_exceeded', message, obj: null } });
    expect(await gateway.openContent(5001, 7)).toEqual(err({ kind: 'refused', code: 'limit_exceeded', message }));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/smartlearning-details`, { status: 403, body: { responseTxt: 'validity_expired', message: 'Renew', obj: null } });
    expect(await gateway.openContent(5001, 7)).toEqual(err({ kind: 'refused', code: 'validity_expired', message: 'Renew' }));
  });

  it('a server error is a fault; a network failure unavailable', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/smartlearning-details`, { status: 500, body: { responseTxt: 'error', message: 'Internal error', obj: null } });
    expect(await gateway.openContent(5001, 7)).toEqual(err({ kind: 'fault', message: 'Internal error' }));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/smartlearning-details`, { throws: new TypeError('Failed to fetch') });
    expect((await gateway.openContent(5001, 7)).ok).toBe(false);
  });
});

describe('isApiFileUrl', () => {
  it('takes "" and paths under /api/ only', () => {
    expect(isApiFileUrl('')).toBe(true);
    expect(isApiFileUrl('/api/study-files/7/file?sid=3&exp=1&sig=x_-')).toBe(true);
    expect(isApiFileUrl('/api/study-files/7/file?sid=3&next=//x')).toBe(true);
    expect(isApiFileUrl('/api')).toBe(false);
    expect(isApiFileUrl('/api/./x')).toBe(false);
    expect(isApiFileUrl('/api/x\n')).toBe(false);
  });
});

describe('GET /selftestformoptions', () => {
  it('reads the options, numbers sent as text included', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/selftestformoptions`, success([
      { examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60, marksCorrectAns: 1, marksIncorrectAns: '-0.25', marksNotAnswer: 0, questionTypeList: ['Multiple-Choice'] },
      { examType: 'subjective', totalQuestions: '10', totalQuestionsKwd: null, duration: 90, marksCorrectAns: 5, marksIncorrectAns: 0, marksNotAnswer: 0, questionTypeList: null },
    ]));
    expect(await gateway.selfTestOptions(5001)).toEqual(ok([
      { examType: 'objective', totalQuestions: 20, totalQuestionsKwd: 5, duration: 60, marksCorrectAns: 1, marksIncorrectAns: -0.25, marksNotAnswer: 0, questionTypeList: ['Multiple-Choice'] },
      { examType: 'subjective', totalQuestions: 10, totalQuestionsKwd: 0, duration: 90, marksCorrectAns: 5, marksIncorrectAns: 0, marksNotAnswer: 0, questionTypeList: [] },
    ]));
    expect(lastQuery(fm)).toEqual({ templateId: '5001' });
  });

  it('an option without an exam type or with a bad number is a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/selftestformoptions`, success([{ examType: '', totalQuestions: 20, duration: 60, marksCorrectAns: 1, marksIncorrectAns: 0, marksNotAnswer: 0 }]));
    expect(await gateway.selfTestOptions(5001)).toEqual(malformed);
    fm.removeRoutes();
    fm.route(`begin:${BASE}/selftestformoptions`, success([{ examType: 'objective', totalQuestions: 'many', duration: 60, marksCorrectAns: 1, marksIncorrectAns: 0, marksNotAnswer: 0 }]));
    expect(await gateway.selfTestOptions(5001)).toEqual(malformed);
  });
});

describe('GET /self-test-progress', () => {
  it('sends templateId and testMode and reads the rings', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/self-test-progress`, success([
      { topicId: 11, topicName: 'Kinematics', percentage: 82.5, barColor: 'green' },
      { topicId: '12', topicName: 'Optics', percentage: null, barColor: '' },
    ]));
    expect(await gateway.topicProgress(5001, 'advance')).toEqual(ok([
      { topicId: 11, topicName: 'Kinematics', percentage: 82.5, barColor: 'green' },
      { topicId: 12, topicName: 'Optics', percentage: null, barColor: '' },
    ]));
    expect(lastQuery(fm)).toEqual({ templateId: '5001', testMode: 'advance' });
  });

  it.each([
    ['a colour outside the 4 bands', { topicId: 11, topicName: 'K', percentage: 50, barColor: 'purple' }],
    ['a percentage above 100', { topicId: 11, topicName: 'K', percentage: 101, barColor: 'green' }],
    ['a negative percentage', { topicId: 11, topicName: 'K', percentage: -1, barColor: 'red' }],
    ['no topic id', { topicName: 'K', percentage: 50, barColor: 'orange' }],
  ])('%s is a fault', async (_what, ring) => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/self-test-progress`, success([ring]));
    expect(await gateway.topicProgress(5001, 'beginner')).toEqual(malformed);
  });
});

describe('GET /testcurrentrunning (adaptive)', () => {
  it('asks with testMode=adaptive and the topic; success is the running session', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, success({ testName: 'Kinematics', testMode: 'adaptive', testSession: 321, testType: 1, testId: 11 }));
    expect(await gateway.runningAdaptive(5001, 11)).toEqual(ok({ testName: 'Kinematics', testMode: 'adaptive', testSession: '321', testType: 1, testId: 11 }));
    expect(lastQuery(fm)).toEqual({ templateId: '5001', testMode: 'adaptive', testId: '11' });
  });

  it('no_running_test is none', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'no_running_test', message: 'No running test', obj: null });
    expect(await gateway.runningAdaptive(5001, 11)).toEqual(ok(null));
  });

  it('success without a session is a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, success({ testName: 'K', testMode: 'adaptive', testSession: ' ', testType: 1, testId: 11 }));
    expect(await gateway.runningAdaptive(5001, 11)).toEqual(malformed);
  });
});

describe('GET /adaptive-create-test', () => {
  it('sends templateId, courseId, topicId and answers the new session', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/adaptive-create-test`, success({ testSession: 901 }));
    expect(await gateway.createAdaptive(5001, 11, 12)).toEqual(ok('901'));
    expect(lastQuery(fm)).toEqual({ templateId: '5001', courseId: '11', topicId: '12' });
  });

  it('a reply without a session is a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/adaptive-create-test`, success({}));
    expect(await gateway.createAdaptive(5001, 11, 12)).toEqual(malformed);
  });
});
