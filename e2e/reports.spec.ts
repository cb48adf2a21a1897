// Reports against the real server and its seeded cohort: a mock test submitted with a known set of
// right, wrong and skipped answers shows exactly the expected figures on /testanalytics and a rank that agrees
// with the cohort in the database, both posted to /testsubmit (exact times) and taken through the simulator UI
// (times within the run's wall time); the section drill-down and its breadcrumb; learning analytics after a
// learning session; the report tabs and their View Details links; empty states; mobile cards; axe scans.
// Run: node_modules/.bin/vite build && E2E_PORT=8095 node_modules/.bin/playwright test e2e/reports.spec.ts
import { sql } from 'kysely';
import { e2eRows } from './database';
import { expect, test, type Locator, type Page } from './fixtures';
import { hhmmss, percent, round2 } from '../domain/reports/format';
import { questionKind } from '../domain/test-engine/test-data';
import { generateBank } from '../server/db/question-bank';
import { answerFor, answerOnScreen, api, type WireQuestion } from './answer-support';
import { expectNoSeriousA11yViolations, loginAsDemo, loginWithPassword, NEW, switchCourseTo } from './support';

const TEMPLATE = 5001;
const COURSE = 101;
const SECTIONED_MOCK = 3002; // Physics, Chemistry, Mathematics: 5 questions each, +4 / -1 / 0, 30 minutes
const port = Number(process.env.E2E_PORT ?? 8091);
const generated = generateBank();
const bank = new Map(generated.questions.map((q) => [q.id, q]));
const topics = new Map(generated.topics.map((t) => [t.id, t]));

/** A fresh idempotency key for a submit, as the app makes one per test session. */
const newSubmissionId = (): string => `e2e-reports-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Submits the sectioned mock: questions 1-8 right, 9-11 wrong, 12-15 skipped, 40 s each, 20 of 30 minutes left.
 * By hand: 8 x 4 - 3 x 1 = 29 of 60 = 48.33 %; 10:00 spent = 33.33 % of 30:00; 40 s a question.
 * Physics 5/5 right (20/20), Chemistry 3 right 2 wrong (10/20), Mathematics 1 wrong 4 skipped (-1/20).
 */
async function submitKnownMock(page: Page): Promise<string> {
  const details = await api<{ obj: { questionSet: WireQuestion[]; totalTime: number }[] }>(page, `/testdetails?templateId=${TEMPLATE}&testId=${SECTIONED_MOCK}&testType=3`);
  const test = details.obj[0];
  expect(test.questionSet).toHaveLength(15);
  const questionSet = test.questionSet.map((q, i) => ({
    questionId: q.questionId, topicId: q.topicId, timeSpent: 40, help: 0, sectionId: q.sectionId, sectionName: q.sectionName,
    correctAnswerMarks: q.correctAnswerMarks, incorrectAnswerMarks: q.incorrectAnswerMarks, notAnswerMarks: q.notAnswerMarks,
    studentResponse: i < 8 ? answerFor(q.questionId, q.questionType, true) : i < 11 ? answerFor(q.questionId, q.questionType, false) : '',
  }));
  const ansdetails = {
    courseId: COURSE, templateId: TEMPLATE, testId: SECTIONED_MOCK, testType: 3, testMode: '', totalTime: 1800, remainingTime: 1200,
    totalQuestion: 15, testTitle: 'JEE Main Sectional Practice', questionSet, helpCounter: 0,
  };
  const reply = await api<{ responseTxt: string; obj: { testSession: string } }>(page, '/testsubmit', { ansdetails: JSON.stringify(ansdetails), clientSubmissionId: newSubmissionId() });
  expect(reply.responseTxt).toBe('success');
  return reply.obj.testSession;
}

/** Rank by the cohort in the database itself: 1 + the other students whose best attempt scored more than `score`. */
const expectedRank = async (score: number): Promise<{ rank: number; total: number }> => {
  const best = await e2eRows(port, sql<{ best: number }>`SELECT MAX(marks_obtained) AS best FROM attempts a JOIN students s ON s.id = a.student_id
    WHERE a.test_id = ${SECTIONED_MOCK} AND a.test_type = 3 AND a.status = 'submitted' AND s.login_id <> 'demo.student' GROUP BY a.student_id`);
  expect(best.length).toBeGreaterThan(20);
  return { rank: 1 + best.filter((b) => b.best > score).length, total: best.length + 1 };
};

/** A summary tile of /testanalytics (a dt/dd pair) by its exact label. */
const tile = (page: Page, label: string): Locator =>
  page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

const palette = (page: Page): Locator => page.getByRole('navigation', { name: 'Question palette' }).first();
const paletteCell = (page: Page, n: number): Locator => palette(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** The report tab strip is the shell's section tab bar (links to /report?tab=...). */
const reportTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });

test.describe.serial('reports', () => {
  let mockSession = '';
  let learningSession = '';

  test.beforeEach(async ({ page }) => {
    await loginAsDemo(page);
  });

  test('a submitted mock test shows exactly its score, counts, time and a rank consistent with the cohort', async ({ page }) => {
    mockSession = await submitKnownMock(page);
    await page.goto(`/student/testanalytics?testSession=${mockSession}&testType=3`);
    await expect(page.getByRole('heading', { name: 'JEE Main Sectional Practice', level: 1 })).toBeVisible();
    const card = (label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await expect(card('Total Score')).toContainText('29/60');
    await expect(card('Total Score')).toContainText('48.33%');
    await expect(card('Correct Answers')).toContainText('8 out of 15');
    await expect(card('Incorrect Answers')).toContainText('3 -3 marks');
    await expect(card('Time Spent')).toContainText('00:10:00');
    await expect(card('Time Spent')).toContainText('33.33% of total time');
    await expect(page.getByRole('progressbar', { name: 'Overall Performance' })).toHaveAttribute('aria-valuetext', '48.33%');

    await page.getByRole('tab', { name: 'TIME MANAGEMENT' }).click();
    const time = page.getByRole('tabpanel');
    await expect(time.locator('dd [data-value]')).toHaveText(['00:30:00', '00:10:00', '00:20:00', '00:00:40']);

    await page.getByRole('tab', { name: 'COMPARATIVE STUDY' }).click();
    const { rank, total } = await expectedRank(29);
    await expect(page.getByText(`#${rank} / ${total}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Scores Comparison' })).toContainText('29 out of 60');
    await expect(page.getByRole('heading', { name: 'Compare yourself with Topper' })).toBeVisible();
  });

  test('the section drill-down and back through the breadcrumb', async ({ page }) => {
    await page.goto(`/student/testanalytics?testSession=${mockSession}&testType=3`);
    await page.getByRole('tab', { name: 'PERFORMANCE IN DETAIL' }).click();
    const physics = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Physics', level: 3 }) });
    await expect(physics).toContainText('100%');
    await expect(physics).toContainText('20/20');
    const chemistry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chemistry', level: 3 }) });
    await expect(chemistry).toContainText('10/20');
    const maths = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mathematics', level: 3 }) });
    await expect(maths).toContainText('-1/20');
    await expect(maths).toContainText('4 (80%)');
    await physics.getByRole('button', { name: 'View Details of Physics' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Sections breadcrumb' });
    await expect(crumbs).toContainText('Physics');
    await expect(page.getByRole('heading', { name: 'Chemistry', level: 3 })).toHaveCount(0);
    await crumbs.getByRole('button', { name: 'All Sections' }).click();
    await expect(page.getByRole('heading', { name: 'Chemistry', level: 3 })).toBeVisible();
  });

  test('learning analytics after a learning session', async ({ page }) => {
    // a learning session of four single-choice questions as the server hands it out (it scores with its own marks and
    // only the questions it delivered): right with help, wrong with help, right, skipped
    // the subject (root topic) of the bank's first single-choice question, and that question's type
    const first = [...bank.values()].find((q) => questionKind(q.questionType) === 'single');
    let topicId = first?.topicId ?? 0;
    for (let t = topics.get(topicId); t?.parentId != null; t = topics.get(t.parentId)) topicId = t.parentId;
    const delivered = await api<{ obj: { questionSet: WireQuestion[] }[] }>(page,
      `/testdetails?templateId=${TEMPLATE}&testType=1&topicId=${topicId}&totalQuestion=4&questionType=${encodeURIComponent(first?.questionType ?? '')}&examType=objective`);
    const qs = delivered.obj[0].questionSet;
    expect(qs).toHaveLength(4);
    const questionSet = qs.map((q, i) => ({
      questionId: q.questionId, topicId: q.topicId, timeSpent: 30, help: i < 2 ? 1 : 0, correctAnswerMarks: 1, incorrectAnswerMarks: -0.25, notAnswerMarks: 0,
      studentResponse: i === 0 || i === 2 ? answerFor(q.questionId, q.questionType, true) : i === 1 ? answerFor(q.questionId, q.questionType, false) : '',
    }));
    const ansdetails = {
      courseId: COURSE, templateId: TEMPLATE, testId: topicId, testType: 1, testMode: 'beginner', testOption: 'objective',
      totalTime: 0, remainingTime: 0, totalQuestion: 4, testTitle: 'Learning Session', questionSet, helpCounter: 2,
    };
    const reply = await api<{ responseTxt: string; obj: { testSession: string } }>(page, '/testsubmit', { ansdetails: JSON.stringify(ansdetails), clientSubmissionId: newSubmissionId() });
    expect(reply.responseTxt).toBe('success');
    learningSession = reply.obj.testSession;
    await page.goto(`/student/learning-testanalytics?testSession=${learningSession}&testType=1`);
    const tiles = page.locator('dl > div');
    await expect(tiles.locator('dd')).toHaveText(['4', '2', '2', '1', '1']);
    await expect(page.getByRole('progressbar', { name: 'Performance' })).toHaveAttribute('aria-valuetext', '50%');
    await expect(page.getByText('Not upto mark. Continue Learning')).toBeVisible();
    // the compact timeline: this session was posted without an event log, and says so
    await expect(page.getByRole('heading', { name: 'Your session timeline' })).toBeVisible();
    await expect(page.getByTestId('timeline-log-status')).toHaveAttribute('data-log-status', 'none');
    await expect(page.getByTestId('timeline-log-status')).toContainText('This attempt was submitted without an event log');
    // the VIEW ANSWERS tab opens the review directly (spec 001)
    await page.getByRole('tab', { name: 'VIEW ANSWERS' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/testview\\?testSession=ls${learningSession}$`));
  });

  test('each report tab and its View Details link', async ({ page }) => {
    await page.goto('/student/report');
    await expect(page).toHaveURL(/\/student\/report\?tab=overview$/);
    await expect(reportTab(page, 'Overview')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('img', { name: 'Mock Tests: last tests' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mock Tests: last report' })).toContainText('Un-Attempted: 4/15');

    await reportTab(page, 'Mock Tests').click();
    const mocks = page.getByRole('table', { name: 'Mock Tests' });
    // newest first: the attempt this spec submitted, above demo.student's seeded history
    await expect(mocks.getByRole('row', { name: /JEE Main Sectional Practice/ }).first()).toContainText('156029');
    await mocks.getByRole('link', { name: /View Details of JEE Main Sectional Practice/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/student/testanalytics\\?testSession=${mockSession}&testType=3$`));

    await page.goBack();
    await reportTab(page, 'Learning Sessions').click();
    await page.getByRole('table', { name: 'Learning Sessions' }).getByRole('link', { name: /View Details/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/student/learning-testanalytics\\?testSession=${learningSession}&testType=1$`));

    await page.goBack();
    await reportTab(page, 'Topic Tests').click();
    // the seeded written practice awaits marking: subjective rows open the review
    await expect(page.getByRole('table', { name: 'Topic Tests' }).getByRole('link', { name: /View Details of Written Practice/ }))
      .toHaveAttribute('href', /\/student\/testview\?testSession=st\d+$/);
    // the seeded history has competitive sessions and a class test
    await reportTab(page, 'Competitive Sessions').click();
    await expect(page.getByRole('table', { name: 'Competitive Sessions' }).getByRole('link', { name: /View Details/ }).first()).toBeVisible();
    await reportTab(page, 'Class Tests').click();
    await expect(page.getByRole('table', { name: 'Class Tests' }).getByRole('link', { name: /View Details/ }).first()).toBeVisible();

    // a course without any attempt: the empty states
    await switchCourseTo(page, 'Beacon Institute');
    await page.goto('/student/report');
    await reportTab(page, 'Competitive Sessions').click();
    await expect(page.getByText('No Competitive Session Data Available')).toBeVisible();
    await reportTab(page, 'Class Tests').click();
    await expect(page.getByText('No student report data available')).toBeVisible();
    await switchCourseTo(page, 'Apex Academy');
  });

  test('mobile: the rows become cards at 400 px', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/student/report');
    await reportTab(page, 'Mock Tests').click();
    await expect(page.getByRole('table', { name: 'Mock Tests' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Mock Tests' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(cards.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
  });

  test('no accessibility violations on /report and /testanalytics', async ({ page }) => {
    await page.goto('/student/report');
    await expect(page.getByRole('img', { name: 'Mock Tests: last tests' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/student/testanalytics?testSession=${mockSession}&testType=3`);
    await expect(page.getByRole('progressbar', { name: 'Overall Performance' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'COMPARATIVE STUDY' }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test('a missing session and a foreign session give the empty states', async ({ page }) => {
    await page.goto('/student/testanalytics');
    await expect(page.getByRole('heading', { name: 'No Test Selected' })).toBeVisible();
    const [row] = await e2eRows(port, sql<{ id: number }>`
      SELECT a.id FROM attempts a JOIN students s ON s.id = a.student_id WHERE s.login_id = 'cohort.01' ORDER BY a.id LIMIT 1`);
    const foreign = row?.id;
    expect(foreign).toBeDefined();
    for (const session of ['999999', String(foreign)]) {
      await page.goto(`/student/testanalytics?testSession=${session}&testType=3`);
      await expect(page.getByText('Progress Not Available')).toBeVisible();
      await page.goto(`/student/learning-testanalytics?testSession=${session}&testType=1`);
      await expect(page.getByText('No analytics data available')).toBeVisible();
    }
  });

  test('the sectioned mock taken through the simulator: exact score, counts, time, sections and rank', async ({ page }) => {
    // Questions 1-8 right, 9-11 wrong, 12-15 skipped (12-14 seen, 15 never opened), answered on screen by the
    // bank's keys. Physics 1-5, Chemistry 6-10, Mathematics 11-15.
    test.setTimeout(45_000);
    page.on('dialog', (d) => void d.accept()); // the unload warning must not hold up the move to the analytics
    const details = await api<{ obj: { questionSet: WireQuestion[]; totalTime: number }[] }>(page, `/testdetails?templateId=${TEMPLATE}&testId=${SECTIONED_MOCK}&testType=3`);
    const { questionSet, totalTime } = details.obj[0];
    expect(questionSet).toHaveLength(15);
    expect(totalTime).toBe(1800);
    const plan = questionSet.map((_, i) => (i < 8 ? 'right' : i < 11 ? 'wrong' : 'skip'));
    const marks = questionSet.map((q, i) =>
      plan[i] === 'right' ? q.correctAnswerMarks : plan[i] === 'wrong' ? -Math.abs(q.incorrectAnswerMarks) : q.notAnswerMarks);
    const full = questionSet.reduce((sum, q) => sum + q.correctAnswerMarks, 0);
    const score = round2(marks.reduce((a, b) => a + b, 0));
    const lost = -marks.filter((_, i) => plan[i] === 'wrong').reduce((a, b) => a + b, 0);
    // the seeded marking is +4 / -1 / 0: by hand 8 x 4 - 3 x 1 = 29 of 60
    expect([score, full, lost]).toEqual([29, 60, 3]);

    const started = Date.now();
    await page.goto(`/student/test-simulator?testId=${SECTIONED_MOCK}&testType=3&templateId=${TEMPLATE}&courseId=${COURSE}`);
    await expect(paletteCell(page, 1)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('JEE Main Sectional Practice');
    for (let n = 1; n <= 14; n++) {
      const q = questionSet[n - 1];
      await expect(paletteCell(page, n)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('main').getByRole('region', { name: `Q${n}` })).toContainText(q.sectionName);
      if (plan[n - 1] !== 'skip') {
        await answerOnScreen(page, n, q, answerFor(q.questionId, q.questionType, plan[n - 1] === 'right'));
        await expect(paletteCell(page, n)).toHaveAccessibleName(`Question ${n}, Answered`);
      }
      if (n < 14) await page.getByRole('button', { name: 'Next question' }).click();
    }
    for (const n of [12, 13]) await expect(paletteCell(page, n)).toHaveAccessibleName(new RegExp(`^Question ${n}, (Not answered|Visited)$`));
    await expect(paletteCell(page, 15)).toHaveAccessibleName('Question 15, Not visited');

    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Test' });
    await submit.getByRole('button', { name: 'Submit Now' }).click();
    await expect(page.getByText('Test Submit Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3$/);
    const wall = Math.ceil((Date.now() - started) / 1000);
    const session = new URL(page.url()).searchParams.get('testSession');
    expect(session).not.toBe(mockSession);

    await expect(page.getByRole('heading', { name: 'JEE Main Sectional Practice', level: 1 })).toBeVisible();
    const pct = percent(score, full); // 48.33
    await expect(tile(page, 'Total Score')).toContainText(`${score}/${full}`);
    await expect(tile(page, 'Total Score')).toContainText(`${pct}%`);
    await expect(tile(page, 'Correct Answers')).toContainText('8 out of 15');
    await expect(tile(page, 'Incorrect Answers')).toContainText(`3 -${lost} marks`);
    await expect(page.getByRole('progressbar', { name: 'Overall Performance' })).toHaveAttribute('aria-valuetext', `${pct}%`);

    // time: what the simulator measured, within the wall time of the run, and the rest of the 30 minutes
    const spentText = (await tile(page, 'Time Spent').innerText()).match(/(\d\d):(\d\d):(\d\d)/);
    expect(spentText).not.toBeNull();
    const [, h, m, sec] = spentText ?? [];
    const spent = Number(h) * 3600 + Number(m) * 60 + Number(sec);
    expect(spent).toBeGreaterThanOrEqual(1);
    expect(spent).toBeLessThanOrEqual(wall);
    await expect(tile(page, 'Time Spent')).toContainText(`${percent(spent, totalTime)}% of total time`);
    await page.getByRole('tab', { name: 'TIME MANAGEMENT' }).click();
    await expect(page.getByRole('tabpanel').locator('dd [data-value]'))
      .toHaveText([hhmmss(totalTime), hhmmss(spent), hhmmss(totalTime - spent), hhmmss(round2(spent / 15))]);

    await page.getByRole('tab', { name: 'PERFORMANCE IN DETAIL' }).click();
    const section = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
    const sectionScore = (name: string) => round2(marks.filter((_, i) => questionSet[i].sectionName === name).reduce((a, b) => a + b, 0));
    expect(['Physics', 'Chemistry', 'Mathematics'].map(sectionScore)).toEqual([20, 10, -1]);
    await expect(section('Physics')).toContainText('20/20');
    await expect(section('Physics')).toContainText('100%');
    await expect(section('Chemistry')).toContainText('10/20');
    await expect(section('Mathematics')).toContainText('-1/20');
    await expect(section('Mathematics')).toContainText('4 (80%)');

    await page.getByRole('tab', { name: 'COMPARATIVE STUDY' }).click();
    const { rank, total } = await expectedRank(score);
    await expect(page.getByText(`#${rank} / ${total}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Scores Comparison' })).toContainText(`${score} out of ${full}`);
  });
});

test('a student with no attempts sees the empty report', async ({ page }) => {
  await loginWithPassword(page, NEW.id, NEW.password);
  await page.waitForURL(/\/student\/(dashboard|selectyourcourse|selectcourse)/);
  await page.goto('/student/report');
  await expect(page.getByText('No report data is available at this moment...')).toBeVisible();
});
