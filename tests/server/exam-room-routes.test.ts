/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import type { WireStudent } from '../../server/http/wire-types';
import { TOPIC_TEST_INSTRUCTIONS } from '../../server/routes/exam-room-routes';
import type { WireTopic } from '../../server/repositories/question-bank-repository';
import { CUET, getJson, JEE } from './delivery-helpers';
import { makeServer, type TestServer } from './test-server';

// These calls only read; one server for the file.
let s: TestServer;
let demo: WireStudent;
beforeAll(async () => {
  s = await makeServer();
  demo = await s.login();
});

const names = (topics: WireTopic[]): string[] => topics.map((t) => t.topicName);
const find = (topics: WireTopic[], name: string): WireTopic | undefined => {
  for (const t of topics) {
    if (t.topicName === name) return t;
    const inner = find(t.children, name);
    if (inner) return inner;
  }
  return undefined;
};

describe('GET /api/treeview/get-tree-by-course', () => {
  it('returns the course\'s subjects as a topic tree', async () => {
    const { status, body } = await getJson(s, demo, '/treeview/get-tree-by-course', { type: 'topic', mode: 0, templateId: JEE.templateId });
    expect(status).toBe(200);
    expect(body.responseTxt).toBe('success');
    expect(names(body.obj)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
    const physics = body.obj[0] as WireTopic;
    expect(names(physics.children)).toEqual(['Mechanics', 'Electricity and Magnetism', 'Optics and Modern Physics']);
    expect(physics.children[0].children[0]).toEqual({ topicId: expect.any(Number), topicName: 'Kinematics', children: [] });
    // every seeded course offers the three subjects (server/db/seed-study-content.ts): the template's own first
    expect(names((await getJson(s, demo, '/treeview/get-tree-by-course', { type: 'topic', mode: 0, templateId: CUET.templateId })).body.obj)).toEqual(['Mathematics', 'Physics', 'Chemistry']);
  });

  it('answers 403 for a template of no course of the student, 400 for a bad templateId or type', async () => {
    expect((await getJson(s, demo, '/treeview/get-tree-by-course', { templateId: 4242 })).status).toBe(403);
    expect((await getJson(s, demo, '/treeview/get-tree-by-course', { templateId: 'abc' })).body.message).toBe('templateId must be an integer');
    expect((await getJson(s, demo, '/treeview/get-tree-by-course', { templateId: JEE.templateId, type: 'content' })).status).toBe(400);
    expect((await s.get(`/api/treeview/get-tree-by-course?templateId=${JEE.templateId}`)).status).toBe(401);
  });
});

describe('GET /api/topictestlist/v3', () => {
  it('lists the tests under a topic with their pattern (minutes, counts, marks) and the instructions', async () => {
    const tree = (await getJson(s, demo, '/treeview/get-tree-by-course', { type: 'topic', mode: 0, templateId: JEE.templateId })).body.obj;
    const mechanics = find(tree, 'Mechanics');
    const { status, body } = await getJson(s, demo, '/topictestlist/v3', { templateId: JEE.templateId, topicName: 'Mechanics', topicId: mechanics?.topicId ?? 0 });
    expect(status).toBe(200);
    expect(body.obj.instructions).toEqual(TOPIC_TEST_INSTRUCTIONS);
    const titles = body.obj.testList.map((t: { mockTestTitle: string }) => t.mockTestTitle);
    expect(titles).toEqual(expect.arrayContaining(['Mechanics Topic Test', 'Kinematics Practice', 'Laws of Motion Practice', 'Written Practice: Laws of Motion']));
    expect(body.obj.testList.find((t: { mockTestTitle: string }) => t.mockTestTitle === 'Mechanics Topic Test')).toEqual({
      mockTestId: expect.any(Number), mockTestTitle: 'Mechanics Topic Test',
      patternDetails: { totalTime: 20, totalQuestion: 10, totalMark: 10, markCorrectAns: 1, markIncorrectAns: 0.25, markNotAttempt: 0 },
    });
    const kinematics = find(tree, 'Kinematics');
    const leaf = await getJson(s, demo, '/topictestlist/v3', { templateId: JEE.templateId, topicName: 'Kinematics', topicId: kinematics?.topicId ?? 0 });
    expect(leaf.body.obj.testList.map((t: { mockTestTitle: string }) => t.mockTestTitle)).toEqual(['Kinematics Practice']);
  });

  it('answers 404 for a topic outside the course and 400 without topicId', async () => {
    // every seeded course offers the three subjects (server/db/seed-study-content.ts): for this check the CUET course has no Physics, then gets it back
    const physicsTopic = 1;
    const position = (s.db.prepare('SELECT position FROM template_subjects WHERE template_id = ? AND topic_id = ?').get(CUET.templateId, physicsTopic) as { position: number }).position;
    s.db.prepare('DELETE FROM template_subjects WHERE template_id = ? AND topic_id = ?').run(CUET.templateId, physicsTopic);
    try {
      const cuetTree = (await getJson(s, demo, '/treeview/get-tree-by-course', { templateId: CUET.templateId })).body.obj;
      expect(find(cuetTree, 'Physics')).toBeUndefined();
      expect((await getJson(s, demo, '/topictestlist/v3', { templateId: CUET.templateId, topicId: physicsTopic })).status).toBe(404);
    } finally {
      s.db.prepare('INSERT INTO template_subjects (template_id, topic_id, position) VALUES (?, ?, ?)').run(CUET.templateId, physicsTopic, position);
    }
    expect((await getJson(s, demo, '/topictestlist/v3', { templateId: JEE.templateId })).body.message).toBe('topicId is required');
  });
});

describe('GET /api/mocktestlist', () => {
  it('groups the mock tests by category with their figures and sections', async () => {
    const { status, body } = await getJson(s, demo, '/mocktestlist', { templateId: JEE.templateId, type: 'mock', mode: 1 });
    expect(status).toBe(200);
    expect(body.obj.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Full Length Tests', 'Sectional Tests', 'Quick Tests']);
    const all = body.obj.flatMap((c: { testList: unknown[] }) => c.testList) as Record<string, unknown>[];
    const locked = all.find((t) => t.mocktestId === DEMO_TESTS.lockedMock);
    expect(locked).toEqual({
      mocktestId: DEMO_TESTS.lockedMock, testName: 'JEE Main Mock Test 1 (section locked)', testTotalTime: 45, totalQuestions: 24, totalMarks: 96,
      difficulty: 'Hard', marks: 4, correctAnsMark: 4, wrongAnsMark: 1, noAnsMark: 0,
      sectionSet: [
        { sectionId: 1, sectionName: 'Physics', sectionOrder: 1, totalQuestions: 8, sectionTime: 15, correctMarks: 4, incorrectMarks: 1, notAnswerMarks: 0 },
        { sectionId: 2, sectionName: 'Chemistry', sectionOrder: 2, totalQuestions: 8, sectionTime: 15, correctMarks: 4, incorrectMarks: 1, notAnswerMarks: 0 },
        { sectionId: 3, sectionName: 'Mathematics', sectionOrder: 3, totalQuestions: 8, sectionTime: 15, correctMarks: 4, incorrectMarks: 1, notAnswerMarks: 0 },
      ],
    });
    expect(all.find((t) => t.mocktestId === DEMO_TESTS.bigMock)).toMatchObject({ totalQuestions: 200, totalMarks: 800, testTotalTime: 180 });
    expect(all.find((t) => t.mocktestId === DEMO_TESTS.shortTest)).toMatchObject({ testTotalTime: 2, totalQuestions: 5, sectionSet: [] });
    expect(all.find((t) => t.mocktestId === DEMO_TESTS.sectionedMock)).toMatchObject({ sectionSet: expect.arrayContaining([expect.objectContaining({ sectionTime: 0 })]) });
  });

  it('answers 403 for a course of no student and 400 for a type other than mock', async () => {
    expect((await getJson(s, demo, '/mocktestlist', { templateId: 1, type: 'mock', mode: 1 })).status).toBe(403);
    expect((await getJson(s, demo, '/mocktestlist', { templateId: JEE.templateId, type: 'topic', mode: 1 })).status).toBe(400);
  });
});

describe('GET /api/classtestlist', () => {
  it('lists the two class tests of the course', async () => {
    const { status, body } = await getJson(s, demo, '/classtestlist', { courseId: JEE.courseId });
    expect(status).toBe(200);
    expect(body.obj).toHaveLength(2);
    expect(body.obj[0]).toEqual({
      testId: DEMO_TESTS.classObjective, testTitle: 'Class Test: Mechanics', subject: 'Physics', date: '2026-01-15', questionType: 'Objective',
      totalMark: 40, totalTime: 20, totalQuestion: 10, markCorrectAns: 4, markIncorrectAns: 1, markNotAttempt: 0, scheduleId: 7001,
      testType: 4, testDateTime: '2026-01-15T08:00:00.000Z', className: 'Class 12',
    });
    expect(body.obj[1]).toMatchObject({ testId: DEMO_TESTS.classSubjective, questionType: 'Subjective', totalQuestion: 3 });
  });

  it('answers an empty list for a course without class tests and 403 for another student\'s course', async () => {
    expect((await getJson(s, demo, '/classtestlist', { courseId: CUET.courseId })).body.obj).toEqual([]);
    const fresh = await s.login('new.student');
    expect((await getJson(s, fresh, '/classtestlist', { courseId: JEE.courseId })).status).toBe(403);
    expect((await getJson(s, demo, '/classtestlist', {})).body.message).toBe('courseId is required');
  });
});
