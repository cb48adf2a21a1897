/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpExamRoomGateway } from '../../../infrastructure/exam-room/http-exam-room-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpExamRoomGateway(http) };
};

const lastUrl = (fm: ReturnType<typeof fetchMock.createInstance>): URL => new URL(fm.callHistory.lastCall()?.url ?? '');
const malformed = err({ kind: 'fault' });

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('GET /treeview/get-tree-by-course', () => {
  it('sends type=topic, mode=0, templateId with the auth headers and reads the nested tree', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/treeview/get-tree-by-course`, {
      responseTxt: 'success', message: '',
      obj: [{ topicId: 1, topicName: 'Physics', children: [{ topicId: '11', topicName: 'Kinematics', children: null }] }],
    });
    const tree = await gateway.topicTree(5001);
    expect(tree).toEqual(ok([{ topicId: 1, topicName: 'Physics', children: [{ topicId: 11, topicName: 'Kinematics', children: [] }] }]));
    const url = lastUrl(fm);
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'topic', mode: '0', templateId: '5001' });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ token: expect.any(String), device: 'web' });
  });

  it('obj null is an empty tree; a topic without an id deep in the tree is a malformed reply', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/treeview`, { responseTxt: 'success', obj: null });
    expect(await gateway.topicTree(5001)).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/treeview`, { responseTxt: 'success', obj: [{ topicId: 1, topicName: 'P', children: [{ topicName: 'no id' }] }] });
    expect(await gateway.topicTree(5001)).toEqual(malformed);
  });

  it('is not called without credentials: unavailable', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.topicTree(5001)).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('GET /topictestlist/v3', () => {
  it('sends templateId, topicName, topicId and reads tests and instructions', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/topictestlist/v3`, {
      responseTxt: 'success',
      obj: {
        testList: [{ mockTestId: 21, mockTestTitle: 'Kinematics 1', patternDetails: { totalTime: 30, totalQuestion: 15, totalMark: 60, markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0 } }],
        instructions: ['Read <b>carefully</b>'],
      },
    });
    const list = await gateway.topicTests(5001, { topicId: 11, topicName: 'Kinematics & Motion' });
    expect(list).toEqual(ok({
      tests: [{ mockTestId: 21, mockTestTitle: 'Kinematics 1', totalTime: 30, totalQuestion: 15, totalMark: 60, markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0 }],
      instructions: ['Read <b>carefully</b>'],
    }));
    expect(Object.fromEntries(lastUrl(fm).searchParams)).toEqual({ templateId: '5001', topicName: 'Kinematics & Motion', topicId: '11' });
  });

  it('takes the marks from criteriaList[0] when patternDetails is absent', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/topictestlist/v3`, {
      responseTxt: 'success',
      obj: { testList: [{ mockTestId: 22, mockTestTitle: 'Optics', criteriaList: [{ marksCorrectAns: 2, marksIncorrectAns: 0.5, marksNotAns: 0 }] }], instructions: null },
    });
    expect(await gateway.topicTests(5001, { topicId: 12, topicName: 'Optics' })).toEqual(ok({
      tests: [expect.objectContaining({ markCorrectAns: 2, markIncorrectAns: 0.5, markNotAttempt: 0, totalQuestion: 0 })],
      instructions: [],
    }));
  });

  it('a test without a title is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/topictestlist/v3`, { responseTxt: 'success', obj: { testList: [{ mockTestId: 1 }], instructions: [] } });
    expect(await gateway.topicTests(5001, { topicId: 12, topicName: 'Optics' })).toEqual(malformed);
  });
});

describe('GET /mocktestlist', () => {
  it('sends templateId, type=mock, mode=1 and reads categories with sections in their order', async () => {
    const { fm, gateway } = setup();
    const section = (id: number, order: number) => ({ sectionId: id, sectionName: `S${id}`, sectionOrder: order, totalQuestions: 10, sectionTime: 20, correctMarks: 4, incorrectMarks: -1, notAnswerMarks: 0 });
    fm.route(`begin:${BASE}/mocktestlist`, {
      responseTxt: 'success',
      obj: [{ categoryName: 'JEE', testList: [{ mocktestId: 9, testName: 'Mock 1', testTotalTime: '60', totalQuestions: 30, totalMarks: 120, difficulty: null, marks: 120, correctAnsMark: 4, wrongAnsMark: 1, noAnsMark: 0, sectionSet: [section(2, 2), section(1, 1)] }] }],
    });
    const categories = await gateway.mockTestCategories(5001);
    if (!categories.ok) throw new Error('expected the categories');
    const [category] = categories.value;
    expect(Object.fromEntries(lastUrl(fm).searchParams)).toEqual({ templateId: '5001', type: 'mock', mode: '1' });
    expect(category.categoryName).toBe('JEE');
    expect(category.testList[0]).toMatchObject({ mocktestId: 9, testTotalTime: 60, difficulty: '' });
    expect(category.testList[0].sectionSet.map((s) => s.sectionId)).toEqual([1, 2]);
  });

  it('a reply that is not a list is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/mocktestlist`, { responseTxt: 'success', obj: { categoryName: 'JEE' } });
    expect(await gateway.mockTestCategories(5001)).toEqual(malformed);
  });

  it('an error status with a reply code is a refusal with the server message; a server error a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/mocktestlist`, { status: 403, body: { responseTxt: 'forbidden', message: 'Not your course', obj: null } });
    expect(await gateway.mockTestCategories(5001)).toEqual(err({ kind: 'refused', code: 'forbidden', message: 'Not your course' }));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/mocktestlist`, { status: 500, body: { responseTxt: 'error', message: 'Database locked' } });
    expect(await gateway.mockTestCategories(5001)).toEqual(err({ kind: 'fault', message: 'Database locked' }));
  });
});

describe('GET /classtestlist', () => {
  it('sends courseId and reads the class tests', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/classtestlist`, {
      responseTxt: 'success',
      obj: [{ testId: 41, testTitle: 'Weekly Quiz', subject: 'Physics', date: '2026-11-20', questionType: 'Objective', totalMark: 40, totalTime: 45, totalQuestion: 10, markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0, scheduleId: 7, testType: 4, testDateTime: '2026-11-20T10:30:00', className: null }],
    });
    const tests = await gateway.classTests(11);
    expect(lastUrl(fm).searchParams.get('courseId')).toBe('11');
    expect(tests).toEqual(ok([expect.objectContaining({ testId: 41, scheduleId: 7, testType: 4, className: '' })]));
  });

  it('a figure that is not a number is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/classtestlist`, { responseTxt: 'success', obj: [{ testId: 41, testTitle: 'Quiz', totalMark: 'forty' }] });
    expect(await gateway.classTests(11)).toEqual(malformed);
  });
});

describe('GET /testcurrentrunning', () => {
  it('reads a saved unfinished test of the given test', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'success', obj: { testName: 'Mock 1', testMode: 'Mock', testSession: 555, testType: 3, testId: 9 } });
    expect(await gateway.runningTest(5001, { testType: 3, testId: 9 })).toEqual(ok({ testName: 'Mock 1', testMode: 'Mock', testSession: '555', testType: 3, testId: 9 }));
    expect(Object.fromEntries(lastUrl(fm).searchParams)).toEqual({ templateId: '5001', testType: '3', testId: '9' });
  });

  it('no_running_test is null; without a test only templateId is sent', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'no_running_test', message: '', obj: null });
    expect(await gateway.runningTest(5001)).toEqual(ok(null));
    expect(Object.fromEntries(lastUrl(fm).searchParams)).toEqual({ templateId: '5001' });
    fm.removeRoutes();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'no_running_test', obj: { testName: 'anything' } });
    expect(await gateway.runningTest(5001)).toEqual(ok(null));
    fm.removeRoutes();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'success', obj: null });
    expect(await gateway.runningTest(5001)).toEqual(ok(null));
  });

  it('success without a session is malformed', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/testcurrentrunning`, { responseTxt: 'success', obj: { testName: 'Mock 1', testSession: ' ', testType: 3 } });
    expect(await gateway.runningTest(5001)).toEqual(malformed);
  });
});
