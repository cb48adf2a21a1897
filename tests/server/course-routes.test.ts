/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { authHeaders, DAY, makeServer, type TestServer } from './test-server';
import type { WireStudent } from '../../server/http/wire-types';

const COURSE_KEYS = ['courseId', 'courseTitle', 'courseSubTitle', 'courseImageUrl', 'categoryId', 'categoryName',
  'organisationName', 'organisationId', 'templateId', 'validityId', 'packTypeId', 'packTypeTitle', 'benchmark',
  'validTillDate', 'teacherHelpcourse', 'tabs', 'featuresList', 'twoPriceList'];
const TAB_KEYS = ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest', 'mockTest',
  'dynamicMockTest', 'classTest', 'tonyHelp', 'otherCourses'];

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
});

describe.each(['/api/fetchmycourses', '/api/student-selected-courses'])('GET %s', (path) => {
  it('lists the four seeded courses in the shape of docs/api.md', async () => {
    const res = await s.get(path, authHeaders(demo));
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj).toEqual(demo.courses);
    for (const course of reply.obj) {
      expect(Object.keys(course).sort()).toEqual([...COURSE_KEYS].sort());
      expect(Object.keys(course.tabs).sort()).toEqual([...TAB_KEYS].sort());
      expect(course.validTillDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives the new student an empty list', async () => {
    const fresh = await s.login('new.student');
    expect((await (await s.get(path, authHeaders(fresh))).json()).obj).toEqual([]);
  });

  it.each([
    ['no headers', () => ({})],
    ['no token', () => ({ loginId: demo.loginId, device: 'web' })],
    ['no loginId', () => ({ token: demo.token, device: 'web' })],
    ['an unknown token', () => ({ ...authHeaders(demo), token: 'e'.repeat(64) })],
    ['a token of another student', () => ({ ...authHeaders(demo), loginId: 'new.student' })],
  ])('answers 401 invalidToken with %s', async (_, headers) => {
    const res = await s.get(path, headers());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ responseTxt: 'invalidToken', message: 'invalidToken', obj: null });
  });

  it('answers 401 invalidToken once the session is 30 days old', async () => {
    s.advance(30 * DAY - 1);
    expect((await s.get(path, authHeaders(demo))).status).toBe(200);
    s.advance(1);
    expect((await s.get(path, authHeaders(demo))).status).toBe(401);
  });
});

describe('seeded courses', () => {
  it('cover four organisations with distinct ids and the access states the app must show', () => {
    const [jee, neet, cuet, olympiad] = demo.courses;
    for (const key of ['courseId', 'templateId', 'organisationId'] as const) {
      expect(new Set(demo.courses.map((c) => c[key])).size).toBe(4);
    }
    expect(jee).toMatchObject({ courseTitle: 'JEE Main Complete Course', organisationName: 'Apex Academy', packTypeTitle: 'PRO', validTillDate: '2029-01-15', teacherHelpcourse: true });
    expect(Object.values(jee.tabs).every(Boolean)).toBe(true);
    expect(neet).toMatchObject({ courseTitle: 'NEET Biology Booster', organisationName: 'Beacon Institute', packTypeTitle: 'ACE', validTillDate: '2025-06-30' });
    expect(cuet).toMatchObject({ courseTitle: 'CUET General Test Trial', organisationName: 'Crest Learning', packTypeTitle: 'FREE' });
    expect(cuet.tabs).toMatchObject({ classTest: false, adaptiveTest: false, mockTest: true, topicTest: true, selfTest: false, studyMaterial: true, tonyHelp: false });
    expect(olympiad).toMatchObject({ courseTitle: 'Olympiad Foundation', organisationName: 'Delta Foundation', packTypeTitle: 'FREEFOREVER', validTillDate: '2099-12-31' });
    expect(olympiad.tabs).toMatchObject({ report: true, mockTest: true, classTest: false });
  });
});

describe('POST /api/lastopenedcourse', () => {
  const open = (index: string, student = demo) => s.post('/api/lastopenedcourse', { openedCourseIndex: index }, authHeaders(student));

  it('stores the opened course; the next sign-in reflects it', async () => {
    const res = await open('2');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ responseTxt: 'success', message: 'Success', obj: null });
    expect((await s.login()).openedCourse).toBe(2);
  });

  it.each([['4'], ['-1'], ['99']])('answers 400 validation_error for the index %p', async (index) => {
    const res = await open(index);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ responseTxt: 'validation_error', message: 'openedCourseIndex must be between 0 and 3', obj: null });
    expect((await s.login()).openedCourse).toBe(0);
  });

  it.each([['1.5'], ['two'], ['']])('answers 400 for the non-integer %p', async (index) => {
    const res = await open(index);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('openedCourseIndex must be an integer');
  });

  it('answers 400 for a student without courses', async () => {
    const fresh = await s.login('new.student');
    const res = await open('0', fresh);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/no courses/);
  });

  it('answers 401 without a session', async () => {
    const res = await s.post('/api/lastopenedcourse', { openedCourseIndex: '1' });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/student-panel-notifications', () => {
  it('returns the seeded notifications, newest first', async () => {
    const res = await s.get('/api/student-panel-notifications', authHeaders(demo));
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj.items).toHaveLength(5);
    expect(reply.obj.items[0]).toEqual({ id: expect.any(Number), title: 'NEET Biology Booster has expired', body: expect.any(String), createdAt: '2026-01-15T09:00:00.000Z' });
    expect(reply.obj.items[1].title).toBe('Your written answers are being marked');
    expect(reply.obj.items.map((n: { title: string }) => n.title)).toContain('Welcome to your study room');
  });

  it('returns no items for a student without notifications', async () => {
    const fresh = await s.login('new.student');
    expect((await (await s.get('/api/student-panel-notifications', authHeaders(fresh))).json()).obj).toEqual({ items: [] });
  });

  it('answers 401 invalidToken without a session', async () => {
    expect((await s.get('/api/student-panel-notifications')).status).toBe(401);
  });
});
