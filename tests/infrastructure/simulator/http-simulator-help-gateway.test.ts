/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { err, ok } from '../../../domain/shared/result';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpSimulatorHelpGateway } from '../../../infrastructure/simulator/http-simulator-help-gateway';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = () => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => aStudent() }, onInvalidToken: jest.fn() });
  return { fm, help: new HttpSimulatorHelpGateway(http) };
};

const sentForm = (fm: ReturnType<typeof fetchMock.createInstance>): Record<string, unknown> =>
  Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries());

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('HttpSimulatorHelpGateway', () => {
  it('GET /app/studentpanel/openai with questionId and itemId gives obj.solution', async () => {
    const { fm, help } = setup();
    fm.route(`begin:${BASE}/app/studentpanel/openai`, { responseTxt: 'success', message: '', obj: { solution: '<p>F = ma</p>' } });
    expect(await help.aiSolution(5, 1005)).toEqual(ok('<p>F = ma</p>'));
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/app/studentpanel/openai?questionId=5&itemId=1005`);
  });

  it.each([
    ['an empty solution', { responseTxt: 'success', obj: { solution: '  ' } }],
    ['no obj', { responseTxt: 'success', obj: null }],
  ])('answers no solution (empty) for %s', async (_, body) => {
    const { fm, help } = setup();
    fm.route(`begin:${BASE}/app/studentpanel/openai`, body);
    expect(await help.aiSolution(5, 1005)).toEqual(ok(''));
  });

  it.each([
    ['a malformed reply', { responseTxt: 'success', obj: { solution: 7 } }, 200],
    ['a server error', { responseTxt: 'internal_error', message: 'x', obj: null }, 500],
  ])('fails for %s', async (_, body, status) => {
    const { fm, help } = setup();
    fm.route(`begin:${BASE}/app/studentpanel/openai`, { status, body });
    expect((await help.aiSolution(5, 1005)).ok).toBe(false);
  });

  it('answers the server\'s refusal during a mock or class test as refused help_not_allowed', async () => {
    const { fm, help } = setup();
    fm.route(`begin:${BASE}/app/studentpanel/openai`, { status: 403, body: { responseTxt: 'help_not_allowed', message: 'Help is not available during a mock or class test.', obj: null } });
    expect(await help.aiSolution(5, 1005)).toEqual({ ok: false, error: { kind: 'refused', code: 'help_not_allowed', message: 'Help is not available during a mock or class test.' } });
  });

  it('GET /helpcontent maps content items (a list or obj.list) and drops untitled ones', async () => {
    const { fm, help } = setup();
    fm.route(`begin:${BASE}/helpcontent`, {
      responseTxt: 'success',
      obj: [
        { id: 3, contentTitle: 'Newton notes', contentType: 'PDF', contentUrl: 'https://cdn/n.pdf' },
        { id: 4, contentTitle: '', contentType: 'PDF', contentUrl: '' },
        { id: 5, contentTitle: 'Worked example', contentType: 'Text', contentUrl: '', description: '<h2>Worked example</h2><p>F = ma</p>' },
      ],
    });
    const items = await help.helpContent({ templateId: 70, searchQuery: 'Laws', searchFlag: 'Topic', topicId: 9 });
    expect(items).toEqual(ok([
      { id: '3', title: 'Newton notes', type: 'PDF', url: 'https://cdn/n.pdf', description: '' },
      { id: '5', title: 'Worked example', type: 'Text', url: '', description: '<h2>Worked example</h2><p>F = ma</p>' },
    ]));
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/helpcontent?templateId=70&searchQuery=Laws&searchFlag=Topic&topicId=9`);

    fm.removeRoutes();
    fm.route(`begin:${BASE}/helpcontent`, { responseTxt: 'success', obj: { list: [{ id: 'a', contentTitle: 'Video', contentType: 'Video', contentUrl: 'https://v' }] } });
    const list = await help.helpContent({ templateId: 70, searchQuery: 'Laws', searchFlag: 'Topic', topicId: 9 });
    expect(list.ok && list.value).toHaveLength(1);
  });

  it('skips /helpcontent without a search query: the call is unavailable', async () => {
    const { fm, help } = setup();
    expect(await help.helpContent({ templateId: 70, searchQuery: '', searchFlag: 'Topic', topicId: 9 })).toEqual(err({ kind: 'unavailable' }));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });

  it('POST /teacher-support-question with questionId, feedback and courseName', async () => {
    const { fm, help } = setup();
    fm.route(`${BASE}/teacher-support-question`, { responseTxt: 'success', obj: null });
    expect(await help.sendTeacherQuery({ questionId: 5, feedback: 'Why?', courseName: 'JEE' })).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ questionId: '5', feedback: 'Why?', courseName: 'JEE' });
    fm.removeRoutes();
    fm.route(`${BASE}/teacher-support-question`, { status: 500, body: { responseTxt: 'internal_error', obj: null } });
    expect((await help.sendTeacherQuery({ questionId: 5, feedback: 'Why?' })).ok).toBe(false);
  });

  it('uploads the image as uploadedFiles and reads obj.fileName / obj.virtualUrlFile', async () => {
    const { fm, help } = setup();
    fm.route(`${BASE}/student-subjective-tempfile-upload`, { responseTxt: 'success', obj: { fileName: 'tmp-9.png', virtualUrlFile: '/api/uploads/tmp-9.png' } });
    const uploaded = await help.uploadAnswerImage(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'mine.png');
    expect(uploaded).toEqual(ok({ fileName: 'tmp-9.png', url: '/api/uploads/tmp-9.png' }));
    const file = (fm.callHistory.lastCall()?.options.body as FormData).get('uploadedFiles') as File;
    expect(file.name).toBe('mine.png');
    expect(file.type).toBe('image/png');

    fm.removeRoutes();
    fm.route(`${BASE}/student-subjective-tempfile-upload`, { status: 413, body: { responseTxt: 'too_large', obj: null } });
    expect(await help.uploadAnswerImage(new Blob(['x'], { type: 'image/png' }), 'big.png')).toEqual(err({ kind: 'refused', code: 'too_large' }));
  });

  it('removes an image by fileName', async () => {
    const { fm, help } = setup();
    fm.route(`${BASE}/student-subjective-tempfile-remove`, { responseTxt: 'success', obj: null });
    expect(await help.removeAnswerImage('tmp-9.png')).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ fileName: 'tmp-9.png' });
  });
});
