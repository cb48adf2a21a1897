// Exam room lists: topic tree, topic tests, mock tests, class tests. Times in these lists are minutes; marks
// are magnitudes (the app shows the sign).
import { Hono } from 'hono';
import { z } from 'zod';
import { TEST_TYPE } from '../../domain/shared/test-type';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NO_SUCH_TOPIC } from '../http/messages';
import { HttpError, reply, validationError } from '../http/reply';
import { integer, queryOf } from '../http/validation';
import type { TestConfig } from '../repositories/test-catalog-repository';
import { round2 } from '../shared/numbers';
import { ownCourse, ownCourseByTemplate } from '../test-delivery/access';
import { buildConfiguredTest } from '../test-delivery/test-builder';

export const TOPIC_TEST_INSTRUCTIONS = [
  'Each topic test covers the questions of the selected topic only.',
  'The timer starts as soon as the test opens and the test is submitted automatically when the time is up.',
  'Every correct answer earns the marks shown; a wrong answer may carry negative marks.',
  'Use Mark for Review to come back to a question before you submit.',
  'You can save your progress with Save & Continue Later and resume it from this page.',
];

/** The topic tree and the mock test list: the course template, and the kind of list the app asks for. */
const listQuery = z.object({
  templateId: integer(),
  type: z.string().trim().max(20).optional(),
  mode: z.string().trim().max(5).optional(),
});
const topicTestQuery = z.object({ templateId: integer(), topicId: integer(), topicName: z.string().trim().max(200).optional() });
const classQuery = z.object({ courseId: integer() });

const minutes = (seconds: number) => round2(seconds / 60);

export function examRoomRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, bank, catalog } = deps;
  const routes = new Hono<AuthEnv>();

  /** Question and mark totals of a configured test, from the test as it is built. */
  const figures = async (config: TestConfig) => {
    const test = await buildConfiguredTest(config, bank);
    return {
      test,
      totalQuestion: test.questionSet.length,
      totalMark: round2(test.questionSet.reduce((s, q) => s + q.correctAnswerMarks, 0)),
    };
  };

  routes.get('/treeview/get-tree-by-course', auth, async (c) => {
    const q = queryOf(c, listQuery);
    if (q.type !== undefined && q.type !== 'topic') throw validationError("type must be 'topic'");
    await ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    return reply(c, 'success', await bank.treeOf(q.templateId));
  });

  routes.get('/topictestlist/v3', auth, async (c) => {
    const q = queryOf(c, topicTestQuery);
    await ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    if (!await bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const under = new Set(await bank.subtree(q.topicId));
    const tests = (await catalog.testsOf(q.templateId, TEST_TYPE.topicTest)).filter((t) => t.topicId !== null && under.has(t.topicId));
    const testList = await Promise.all(tests.map(async (t) => {
      const f = await figures(t);
      return {
        mockTestId: t.id,
        mockTestTitle: t.title,
        patternDetails: {
          totalTime: minutes(t.totalTime),
          totalQuestion: f.totalQuestion,
          totalMark: f.totalMark,
          markCorrectAns: t.correctMarks,
          markIncorrectAns: Math.abs(t.incorrectMarks),
          markNotAttempt: t.notAnswerMarks,
        },
      };
    }));
    return reply(c, 'success', { testList, instructions: TOPIC_TEST_INSTRUCTIONS });
  });

  routes.get('/mocktestlist', auth, async (c) => {
    const q = queryOf(c, listQuery);
    if (q.type !== undefined && q.type !== 'mock') throw validationError("type must be 'mock'");
    await ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    const categories: { categoryName: string; testList: unknown[] }[] = [];
    for (const t of await catalog.testsOf(q.templateId, TEST_TYPE.mockTest)) {
      const f = await figures(t);
      const item = {
        mocktestId: t.id,
        testName: t.title,
        testTotalTime: minutes(t.totalTime),
        totalQuestions: f.totalQuestion,
        totalMarks: f.totalMark,
        difficulty: t.difficulty,
        marks: t.correctMarks,
        correctAnsMark: t.correctMarks,
        wrongAnsMark: Math.abs(t.incorrectMarks),
        noAnsMark: t.notAnswerMarks,
        sectionSet: f.test.sectionSet.map((s) => ({
          sectionId: s.sectionId,
          sectionName: s.sectionName,
          sectionOrder: s.sectionOrder,
          totalQuestions: s.questionNumbers.length,
          sectionTime: minutes(s.sectionTime),
          correctMarks: s.correctMarks,
          incorrectMarks: Math.abs(s.incorrectMarks),
          notAnswerMarks: s.notAnswerMarks,
        })),
      };
      const category = categories.find((x) => x.categoryName === t.categoryName);
      if (category) category.testList.push(item);
      else categories.push({ categoryName: t.categoryName, testList: [item] });
    }
    return reply(c, 'success', categories);
  });

  routes.get('/classtestlist', auth, async (c) => {
    const q = queryOf(c, classQuery);
    const course = await ownCourse(deps, c.var.session.studentId, q.courseId);
    const list = await Promise.all((await catalog.testsOf(course.templateId, TEST_TYPE.classTest)).map(async (t) => {
      const f = await figures(t);
      const at = t.testDateTime === null ? null : new Date(t.testDateTime).toISOString();
      return {
        testId: t.id,
        testTitle: t.title,
        subject: t.subject,
        date: at ? at.slice(0, 10) : '',
        questionType: t.examType === 'subjective' ? 'Subjective' : 'Objective',
        totalMark: f.totalMark,
        totalTime: minutes(t.totalTime),
        totalQuestion: f.totalQuestion,
        markCorrectAns: t.correctMarks,
        markIncorrectAns: Math.abs(t.incorrectMarks),
        markNotAttempt: t.notAnswerMarks,
        scheduleId: t.scheduleId,
        testType: TEST_TYPE.classTest,
        testDateTime: at ?? '',
        className: t.className,
      };
    }));
    return reply(c, 'success', list);
  });

  return routes;
}
