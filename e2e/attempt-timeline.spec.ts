// The attempt timeline (issue 18) against the real server: the sectioned mock taken through the simulator with a
// scripted behaviour — Q1 right after a look, Q2 changed from wrong to right, Q3 marked for review and left so, Q4 a
// quick wrong guess, Q5 changed from right to wrong — then the ATTEMPT TIMELINE tab shows exactly those facts on the
// list and those figures in the strategy panel, the scrubber at the moment of the review mark shows the palette of
// that moment, and axe finds nothing serious. A forged log is refused by the server and the submit still lands.
// Run: node_modules/.bin/vite build && E2E_PORT=8096 node_modules/.bin/playwright test e2e/attempt-timeline.spec.ts
import { sql } from 'kysely';
import { e2eRows } from './database';
import { expect, test, type Page } from './fixtures';
import { answerFor, answerOnScreen, api, type WireQuestion } from './answer-support';
import { expectNoSeriousA11yViolations, loginAsDemo } from './support';

const TEMPLATE = 5001;
const COURSE = 101;
const SECTIONED_MOCK = 3002; // Physics Q1-Q5 (Fill-in-Blank, True-False, MR-Matching, Integer, MC-Matching), +4 / -1 / 0
/** Longer than the likely-guess window (8 s, domain/reports/attempt-strategy.ts GUESS_WINDOW_MS) */
const THINK_MS = 9_000;
const port = Number(process.env.E2E_PORT ?? 8091);

const palette = (page: Page) => page.getByRole('navigation', { name: 'Question palette' }).first();
const paletteCell = (page: Page, n: number) => palette(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next question' }).click();

test('a scripted attempt shows its facts, its strategy figures and the palette of a chosen moment', async ({ page }) => {
  test.setTimeout(120_000);
  page.on('dialog', (d) => void d.accept());
  await loginAsDemo(page);
  const details = await api<{ obj: { questionSet: WireQuestion[] }[] }>(page, `/testdetails?templateId=${TEMPLATE}&testId=${SECTIONED_MOCK}&testType=3`);
  const qs = details.obj[0].questionSet;
  expect(qs.slice(0, 5).map((q) => q.questionType)).toEqual(['Fill-in-Blank', 'True-False', 'MR-Matching-Type', 'Integer-Type', 'MC-Matching-Type']);
  const right = (n: number) => answerFor(qs[n - 1].questionId, qs[n - 1].questionType, true);
  const wrong = (n: number) => answerFor(qs[n - 1].questionId, qs[n - 1].questionType, false);

  await page.goto(`/student/test-simulator?testId=${SECTIONED_MOCK}&testType=3&templateId=${TEMPLATE}&courseId=${COURSE}`);
  await expect(paletteCell(page, 1)).toBeVisible({ timeout: 15_000 });
  // Q1: read, then right
  await page.waitForTimeout(THINK_MS);
  await answerOnScreen(page, 1, qs[0], right(1));
  await next(page);
  // Q2: read, wrong, then right (two clicks: a change)
  await page.waitForTimeout(THINK_MS);
  await answerOnScreen(page, 2, qs[1], wrong(2));
  await answerOnScreen(page, 2, qs[1], right(2));
  await expect(paletteCell(page, 2)).toHaveAccessibleName('Question 2, Answered');
  await next(page);
  // Q3: marked for review, no answer, never unmarked
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await expect(paletteCell(page, 3)).toHaveAccessibleName(/^Question 3, Marked for review/);
  await page.waitForTimeout(2_000);
  await next(page);
  // Q4: a quick wrong guess
  await answerOnScreen(page, 4, qs[3], wrong(4));
  await next(page);
  // Q5: read, right, then wrong
  await page.waitForTimeout(THINK_MS);
  await answerOnScreen(page, 5, qs[4], right(5));
  await answerOnScreen(page, 5, qs[4], wrong(5));

  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/testsubmit') && r.request().method() === 'POST');
  await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Now' }).click();
  const post = await submitted;
  expect(post.status()).toBe(200);
  expect(post.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3$/);

  await page.getByRole('tab', { name: 'ATTEMPT TIMELINE' }).click();
  const view = page.getByTestId('attempt-timeline');
  await expect(view.getByRole('img', { name: 'Attempt timeline' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('timeline-log-status')).toHaveCount(0);

  // the list: exactly the scripted facts about answers and marks
  await view.getByRole('button', { name: 'Show as a list' }).click();
  const facts = view.getByRole('list', { name: 'The attempt, event by event' });
  const lines = (await facts.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  const about = (pattern: RegExp) => lines.filter((l) => pattern.test(l)).map((l) => l.replace(/^[\d:–-]+ — /, ''));
  expect(about(/Q[1-5]: (answered|changed|marked|cleared|removed|used|saved)/)).toEqual([
    'Q1: answered, right',
    'Q2: answered, wrong',
    'Q2: changed your answer from wrong to right (+5 marks)',
    'Q3: marked for review',
    'Q4: answered, wrong',
    'Q5: answered, right',
    'Q5: changed your answer from right to wrong (-5 marks)',
  ]);

  // the strategy panel: the figures of that behaviour
  const strategy = page.getByTestId('strategy-panel');
  await expect(strategy).toContainText('You were right on 2 of 4 answers you gave at first sight (50%), and gave no answer on a revisit.');
  await expect(strategy).toContainText('Changing answers neither gained nor lost you marks: 1 wrong to right, 1 right to wrong, 0 wrong to wrong.');
  await expect(strategy).toContainText('You resolved 0 of the 1 question you marked for review; 1 was still marked when you submitted.');
  await expect(strategy).toContainText('Leaving out your 1 likely guess would have given 7 instead of 6 marks (+1).');

  // the scrubber one second after the review mark: Q1, Q2 answered, Q3 marked and on screen, Q4 not yet visited
  const markLine = lines.find((l) => /Q3: marked for review/.test(l)) ?? '';
  const [, mm, ss] = markLine.match(/^(\d\d):(\d\d)/) ?? [];
  expect(mm, markLine).toBeDefined();
  const at = Number(mm) * 60 + Number(ss) + 1;
  await view.getByRole('slider', { name: 'Moment in the attempt' }).fill(String(at));
  const moment = page.getByTestId('palette-at-moment');
  await expect(moment).toHaveAttribute('data-at', `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  const status = (n: number) => moment.locator(`li[data-question-index="${n - 1}"]`);
  await expect(status(1)).toHaveAttribute('data-status', 'attempted');
  await expect(status(2)).toHaveAttribute('data-status', 'attempted');
  await expect(status(3)).toHaveAttribute('data-status', 'marked_for_review');
  await expect(status(3)).toHaveAttribute('aria-current', 'true');
  await expect(status(4)).toHaveAttribute('data-status', 'not_visited');
  await expect(status(5)).toHaveAttribute('data-status', 'not_visited');

  await expectNoSeriousA11yViolations(page);
});

test('a forged log is refused (422 event_log_rejected) and the same submit without it lands, marked refused', async ({ page }) => {
  await loginAsDemo(page);
  const result = await page.evaluate(async ({ template, testId, course }) => {
    const student = JSON.parse(localStorage.getItem('student-storage') ?? '{}').state;
    const headers = { loginId: student.loginId, token: student.token, device: 'web' };
    const details = await (await fetch(`/api/testdetails?templateId=${template}&testId=${testId}&testType=3`, { headers })).json();
    const test = details.obj[0];
    const questionSet = test.questionSet.map((q: { questionId: number }, i: number) => ({ ...q, studentResponse: i === 0 ? 'forged-answer' : '', timeSpent: 1, help: 0 }));
    const ansdetails = { courseId: course, templateId: template, testId, testType: 3, testMode: '', totalTime: 1800, remainingTime: 1700, totalQuestion: questionSet.length, testTitle: test.testName, questionSet, helpCounter: 0 };
    // a log of the same test in which nothing was answered: its fold disagrees with the answer submitted for Q1
    const t0 = Date.now() - 60_000;
    const kinds: Record<string, string> = { 'Fill-in-Blank': 'text', 'Integer-Type': 'text', 'MR-Matching-Type': 'multi', 'Multiple-Response': 'multi' };
    const loadedTest = { ...test, questionSet: test.questionSet.map((q: { questionType: string }) => ({ ...q, kind: kinds[q.questionType] ?? 'single' })) };
    const flags = { showCorrect: false, showExplanations: false, dynamicStatus: false, timer: true, markForReview: true, support: false, fullScreen: true, marksEditable: false, unloadWarning: true };
    const log = { schemaVersion: 1, logId: 'forged', events: [
      { seq: 1, at: t0, event: { type: 'TestLoaded', v: 2, data: { test: loadedTest, mode: 'registered', flags, startedAt: t0, remainingSeconds: 1800 } } },
      { seq: 2, at: t0 + 50_000, event: { type: 'TestSubmitted', v: 1, data: { reason: 'manual' } } },
    ] };
    const gz = await new Response(new Blob([JSON.stringify(log)]).stream().pipeThrough(new CompressionStream('gzip'))).blob();
    const post = async (extra: (fd: FormData) => void) => {
      const fd = new FormData();
      fd.append('ansdetails', JSON.stringify(ansdetails));
      fd.append('clientSubmissionId', `e2e-forged-${t0}`);
      extra(fd);
      const res = await fetch('/api/testsubmit', { method: 'POST', headers, body: fd });
      return { status: res.status, body: await res.json() };
    };
    const forged = await post((fd) => fd.append('eventLog', new Blob([gz], { type: 'application/gzip' }), 'log.json.gz'));
    const plain = await post((fd) => fd.append('eventLogStatus', 'refused'));
    const session = plain.body?.obj?.testSession;
    const timeline = session ? await (await fetch(`/api/app/attempt-timeline?testSession=${session}`, { headers })).json() : null;
    return { forged, plain, timeline };
  }, { template: TEMPLATE, testId: SECTIONED_MOCK, course: COURSE });
  expect(result.forged.status).toBe(422);
  expect(result.forged.body.responseTxt).toBe('event_log_rejected');
  expect(result.forged.body.message).toBe('The event log does not match the submitted answers (question 1)');
  expect(result.plain.status).toBe(200);
  expect(result.timeline.obj).toMatchObject({ logStatus: 'refused', events: [] });

  await page.goto(`/student/testanalytics?testSession=${result.plain.body.obj.testSession}&testType=3`);
  await page.getByRole('tab', { name: 'ATTEMPT TIMELINE' }).click();
  await expect(page.getByTestId('timeline-log-status')).toContainText("The server could not verify this attempt's event log, so it was not kept.");
  await expectNoSeriousA11yViolations(page);
});

test("the demo's seeded mock has a timeline, and a failed load says so and retries", async ({ page }) => {
  // demo.student's newest seeded mock test is stored with a genuine log (server/db/seed-event-log.ts); the seeding runs
  // before any test, so it is the first stored one
  const [seeded] = await e2eRows(port, sql<{ id: number }>`SELECT a.id FROM attempts a JOIN students s ON s.id = a.student_id
    WHERE s.login_id = 'demo.student' AND a.test_type = 3 AND a.event_log_status = 'stored'
    ORDER BY a.id LIMIT 1`);
  expect(seeded).toBeDefined();
  await loginAsDemo(page);
  // the first load of the timeline fails; Retry loads it
  let failures = 1;
  await page.route('**/api/app/attempt-timeline?*', (route) => (failures-- > 0
    ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ responseTxt: 'internal_error', message: 'Internal error', obj: null }) })
    : route.continue()));
  await page.goto(`/student/testanalytics?testSession=${seeded?.id}&testType=3`);
  await page.getByRole('tab', { name: 'ATTEMPT TIMELINE' }).click();
  const failed = page.getByTestId('timeline-failed');
  await expect(failed).toContainText('Something went wrong. Please try again.');
  await expectNoSeriousA11yViolations(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  const view = page.getByTestId('attempt-timeline');
  await expect(view.getByRole('img', { name: 'Attempt timeline' })).toBeVisible();
  await view.getByRole('button', { name: 'Show as a list' }).click();
  const facts = view.getByRole('list', { name: 'The attempt, event by event' });
  await expect(facts).toContainText('changed your answer from wrong to right');
  await expect(facts).toContainText('moved to section');
  await expect(page.getByTestId('strategy-panel')).toContainText('1 wrong to right');
});
