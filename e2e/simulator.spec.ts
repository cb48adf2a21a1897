// The test simulator against the real server and its seeded tests: the section-locked mock test taken
// end to end through all 12 objective question types, reload mid-test, Save & Continue Later and resume, time-up
// on the 2-minute test, review with marks editing, and an axe scan. Run: E2E_PORT=8094 playwright test e2e/simulator.spec.ts
import { expect, test, type Locator, type Page } from './fixtures';
import { apiGet, expectNoSeriousA11yViolations, loginAsDemo } from './support';
import { answerCurrent, cell, settledQuestion } from './simulator-support';

/** Seeded ids (server/db/seed-tests.ts DEMO_TESTS) of the demo course (Apex Academy, template 5001, course 101). */
const LOCKED_MOCK = 3001;
const SHORT_TEST = 3004;
const SUBJECTIVE_TOPIC = 2101;
const TEMPLATE = 5001;
const COURSE = 101;

const simulatorUrl = (testId: number, extra = '') =>
  `/student/test-simulator?testId=${testId}&testType=3&templateId=${TEMPLATE}&courseId=${COURSE}${extra}`;

/** The answer answerCurrent(page, choice) gave is shown. */
async function expectAnswer(page: Page, choice: number): Promise<void> {
  const main = page.getByRole('main');
  await settledQuestion(page);
  if (await main.getByRole('radio').count()) await expect(main.getByRole('radio').nth(choice)).toBeChecked();
  else if (await main.getByRole('checkbox').count()) await expect(main.getByRole('checkbox').nth(choice)).toBeChecked();
  else await expect(main.getByRole('textbox', { name: 'Your answer' })).toHaveValue('12');
}

/** The 12 objective question types by the label the question area shows, with the input each takes. */
const TYPE_INPUTS: Record<string, 'radio' | 'checkbox' | 'text'> = {
  'Multiple Choice': 'radio', 'Multiple Choice (5 options)': 'radio', 'Assertion and Reason': 'radio', 'Matching Type': 'radio',
  'Selection Type': 'radio', 'True or False': 'radio', 'Common Data': 'radio', 'Common Data (5 options)': 'radio',
  'Matching Type (multiple answers)': 'checkbox', 'Multiple Response': 'checkbox',
  'Fill in the Blank': 'text', 'Integer Type': 'text',
};
const TYPE_LABEL = new RegExp(`^(${Object.keys(TYPE_INPUTS).map((l) => l.replace(/[()]/g, '\\$&')).join('|')})$`);

/** The question area of question n (a region named by its 'Q{n}' heading). */
const questionArea = (page: Page, n: number): Locator => page.getByRole('main').getByRole('region', { name: `Q${n}` });

/** The question-type label shown in a question area. */
async function typeLabelOf(q: Locator): Promise<string> {
  const tag = q.getByText(TYPE_LABEL);
  await expect(tag).toHaveCount(1);
  return (await tag.innerText()).trim();
}

async function inputKindOf(q: Locator): Promise<'radio' | 'checkbox' | 'text' | 'none'> {
  if (await q.getByRole('radio').count()) return 'radio';
  if (await q.getByRole('checkbox').count()) return 'checkbox';
  if (await q.getByRole('textbox', { name: 'Your answer' }).count()) return 'text';
  return 'none';
}

/** Answers with the given input: one option, two options of a multi-select, or a number. `refused`: only tries. */
async function answerAs(q: Locator, input: 'radio' | 'checkbox' | 'text', refused = false): Promise<void> {
  const text = q.getByRole('textbox', { name: 'Your answer' });
  switch (input) {
    case 'radio':
      if (refused) await q.getByRole('radio').first().click();
      else await q.getByRole('radio').first().check();
      return;
    case 'checkbox':
      if (refused) {
        await q.getByRole('checkbox').first().click();
      } else {
        await q.getByRole('checkbox').nth(0).check();
        await q.getByRole('checkbox').nth(1).check();
      }
      return;
    case 'text':
      await text.fill('12');
      if (!refused) await expect(text).toHaveValue('12');
  }
}

/** Nothing is chosen or typed in the question area. */
async function expectEmpty(q: Locator, input: 'radio' | 'checkbox' | 'text'): Promise<void> {
  if (input === 'text') await expect(q.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  else for (const option of await q.getByRole(input).all()) await expect(option).not.toBeChecked();
}

/**
 * A topic test (practice: help allowed) whose first question the AI answers. Mock tests opened earlier in the run are
 * still running for their time + 10 minutes, and the server refuses the AI answer for their questions in any test, so
 * the test is chosen by asking the server, not assumed.
 */
async function practiceTestWithAiAnswer(page: Page): Promise<{ topic: { topicId: number; topicName: string }; practice: number }> {
  const tree = await apiGet<{ obj: { topicId: number; topicName: string }[] }>(page, `/treeview/get-tree-by-course?type=topic&mode=0&templateId=${TEMPLATE}`);
  for (const topic of tree.obj) {
    const list = await apiGet<{ obj: { testList: { mockTestId: number }[] } }>(page, `/topictestlist/v3?templateId=${TEMPLATE}&topicId=${topic.topicId}`);
    for (const { mockTestId } of list.obj.testList) {
      const test = await apiGet<{ obj: { questionSet: { questionId: number; itemId: number }[] }[] }>(page, `/testdetails?templateId=${TEMPLATE}&testId=${mockTestId}&testType=2`);
      const first = test.obj[0]?.questionSet[0];
      if (!first) continue;
      const ai = await apiGet<{ responseTxt: string }>(page, `/app/studentpanel/openai?questionId=${first.questionId}&itemId=${first.itemId}`);
      if (ai.responseTxt === 'success') return { topic, practice: mockTestId };
    }
  }
  throw new Error('no topic test whose first question the AI answers');
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openTest(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
}

test.describe('simulator', () => {
  test.beforeEach(async ({ page }) => {
    // the unload warning must not block reloads and navigations the test makes on purpose
    page.on('dialog', (d) => void d.accept());
    await loginAsDemo(page);
  });

  test('the section-locked mock end to end: every question type, mark, clear, section warnings, back refused, attempt limit, submit', async ({ page }) => {
    test.setTimeout(45_000);
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('JEE Main Mock Test 1');
    await expect(page.getByRole('timer', { name: 'Time Left' })).toBeVisible();

    const seen = new Map<string, number[]>();
    const answered = new Map<string, number[]>();
    const note = (m: Map<string, number[]>, label: string, n: number) => m.set(label, [...(m.get(label) ?? []), n]);
    let marked = 0;
    for (let n = 1; n <= 24; n++) {
      await expect(cell(page, n)).toHaveAttribute('aria-current', 'step');
      const q = questionArea(page, n);
      await expect(q).toContainText(n <= 8 ? 'Physics' : n <= 16 ? 'Chemistry' : 'Mathematics');
      const label = await typeLabelOf(q);
      const input = TYPE_INPUTS[label];
      expect(await inputKindOf(q), `the input of Q${n} (${label})`).toBe(input);
      note(seen, label, n);

      if (n === 9) {
        // Chemistry: Physics cannot be opened again
        await cell(page, 1).click();
        await expect(page.getByText('You are not allowed to go back to previous section')).toBeVisible();
        await expect(cell(page, 9)).toHaveAttribute('aria-current', 'step');
      }
      if (n === 23) {
        // Mathematics allows 6 attempts: the 7th answer is refused and nothing is stored
        await answerAs(q, input, true);
        await expect(page.getByText('Max question limit reached.')).toBeVisible();
        await expect(page.getByText('You are not allowed to attempt more than 6 questions in this section.')).toBeVisible();
        await expect(cell(page, 23)).toHaveAccessibleName('Question 23, Visited');
      } else if (n < 23) {
        await answerAs(q, input);
        await expect(cell(page, n)).toHaveAccessibleName(`Question ${n}, Answered`);
        if (n === 2) {
          await page.getByRole('button', { name: 'Clear' }).click();
          await expect(cell(page, 2)).toHaveAccessibleName(/^Question 2, (Not answered|Visited)$/);
          await expectEmpty(q, input);
          await answerAs(q, input);
          await expect(cell(page, 2)).toHaveAccessibleName('Question 2, Answered');
        }
        if (!marked && answered.has(label)) {
          // marked for review on a type already answered elsewhere, so every type still ends up plainly 'Answered'
          await page.getByRole('button', { name: 'Mark for Review' }).click();
          await expect(cell(page, n)).toHaveAccessibleName(`Question ${n}, Answered and marked for review`);
          await expect(page.getByRole('button', { name: 'Unmark Review' })).toBeVisible();
          marked = n;
        }
        note(answered, label, n);
      }

      if (n === 8 || n === 16) {
        const next = n === 8 ? 'Chemistry' : 'Mathematics';
        await page.getByRole('button', { name: 'Next question' }).click();
        const dialog = page.getByRole('dialog', { name: 'Switch Section' });
        await expect(dialog).toContainText(`You are moving to ${next}.`);
        await expect(dialog).toContainText('Once you move on, you cannot go back to the previous section.');
        if (n === 8) {
          // Cancel stays in the section
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
          await expect(cell(page, 8)).toHaveAttribute('aria-current', 'step');
          await page.getByRole('button', { name: 'Next question' }).click();
        }
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await expect(dialog).toBeHidden();
      } else if (n === 3) {
        // keyboard: ArrowRight moves on when focus is not in a control that owns the arrows
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('ArrowRight');
      } else if (n < 24) {
        await page.getByRole('button', { name: 'Next question' }).click();
      }
    }

    // every objective type was on screen and answered with its own kind of input
    expect([...seen.keys()].sort()).toEqual(Object.keys(TYPE_INPUTS).sort());
    expect([...answered.keys()].sort()).toEqual(Object.keys(TYPE_INPUTS).sort());
    expect(marked).toBeGreaterThan(0);
    for (const [label, numbers] of answered) {
      const n = numbers.find((x) => x !== marked);
      expect(n, `a plainly answered ${label} question`).toBeDefined();
      await expect(cell(page, n ?? 0)).toHaveAccessibleName(`Question ${n}, Answered`);
    }
    await expect(cell(page, marked)).toHaveAccessibleName(`Question ${marked}, Answered and marked for review`);
    await expect(cell(page, 24)).toHaveAccessibleName(/^Question 24, (Not answered|Visited)$/);

    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Test' });
    await expect(submit.getByRole('button', { name: 'Save & Continue Later' })).toBeVisible();
    await submit.getByRole('button', { name: 'Submit Now' }).click();
    await expect(page.getByText('Test Submit Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3/);
  });

  test('a refused submit says so and keeps the test; a 5xx is kept on the device and Try again now (double-clicked) submits once; review shows explanations', async ({ page }) => {
    await openTest(page, simulatorUrl(SHORT_TEST));
    await answerCurrent(page);
    let posts = 0;
    const replies = [
      { status: 409, body: { responseTxt: 'already_submitted', message: 'refused', obj: null } },
      { status: 503, body: { responseTxt: 'internal_error', message: 'unavailable', obj: null } },
    ];
    await page.route('**/api/testsubmit', async (route) => {
      posts += 1;
      const reply = replies.shift();
      if (reply) await route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) });
      else await route.continue();
    });
    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Test' });
    await submit.getByRole('button', { name: 'Submit Now' }).click();
    // a refusal: the toast, and the handed-in test keeps only Submit Now
    await expect(page.getByText('Failed to submit test.')).toBeVisible();
    await expect(submit).toBeVisible();
    await expect(submit.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered');

    // a server failure: kept on the device, the banner, tried again
    await submit.getByRole('button', { name: 'Submit Now' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Your answers are saved on this device' });
    await expect(banner).toBeVisible();
    await expect(submit).toHaveCount(0);
    await banner.getByRole('button', { name: 'Try again now' }).dblclick();
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3/);
    expect(posts).toBe(3);

    const session = new URL(page.url()).searchParams.get('testSession');
    await page.goto(`/student/testview?testSession=mt${session}`);
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Correct answer').first()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/testanalytics\\?testSession=${session}&testType=3`));
  });

  test('full screen: entered with the first click; leaving it opens the modal, Re-enter continues', async ({ page }) => {
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await answerCurrent(page);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    const modal = page.getByRole('dialog', { name: 'Full Screen Exited' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Re-enter' }).click();
    await expect(modal).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  });

  test('a section time-up moves on to the next section with its own time', async ({ page }) => {
    await page.clock.install();
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await expect(page.getByRole('timer', { name: 'Time Left' })).toContainText('00:15:00');
    await page.clock.fastForward('15:02');
    await expect(cell(page, 9)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('main')).toContainText('Chemistry');
    await expect(page.getByRole('timer', { name: 'Time Left' })).toContainText(/00:1[45]:\d\d/);
  });

  test('the attempt limit of a section refuses one answer too many', async ({ page }) => {
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    for (const n of [9, 17]) {
      await cell(page, n).click();
      await page.getByRole('dialog', { name: 'Switch Section' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(cell(page, n)).toHaveAttribute('aria-current', 'step');
    }
    for (let n = 17; n <= 22; n++) {
      await answerCurrent(page);
      await expect(cell(page, n)).toHaveAccessibleName(`Question ${n}, Answered`);
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await answerCurrent(page, 0, true);
    await expect(page.getByText('Max question limit reached.')).toBeVisible();
    await expect(page.getByText('You are not allowed to attempt more than 6 questions in this section.')).toBeVisible();
    await expect(cell(page, 23)).toHaveAccessibleName('Question 23, Visited');
  });

  test('the mobile layout at 400 px: top bar, question strip and the Questions drawer', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(simulatorUrl(LOCKED_MOCK));
    const strip = page.getByRole('navigation', { name: 'Question palette' });
    await expect(strip.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('complementary', { name: 'Questions' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Questions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Questions' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /^Question 2,/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Q2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test('a reload mid-test restores the question, answers, statuses and remaining time', async ({ page }) => {
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await answerCurrent(page, 1);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(cell(page, 3)).toHaveAttribute('aria-current', 'step');
    const before = await page.getByRole('timer', { name: 'Time Left' }).innerText();

    await page.reload();
    await expect(cell(page, 3)).toHaveAttribute('aria-current', 'step', { timeout: 15_000 });
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await expect(cell(page, 2)).toHaveAccessibleName('Question 2, Marked for review');
    const after = await page.getByRole('timer', { name: 'Time Left' }).innerText();
    const seconds = (t: string) => {
      const m = /(\d\d):(\d\d):(\d\d)/.exec(t);
      return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : NaN;
    };
    // the timer kept running through the reload: a little less, never reset to the full time
    expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
    expect(seconds(before) - seconds(after)).toBeLessThan(30);

    await cell(page, 1).click();
    await expectAnswer(page, 1);
  });

  test('Save & Continue Later goes back to the mock test list; the saved test resumes', async ({ page }) => {
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Save & Continue Later' }).click();
    await expect(page.getByText('Saved your progress')).toBeVisible();
    await expect(page.getByText('Pick up where you left off anytime.')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/exam-room\/mock-test/);

    // the exam room offers the saved test: Continue Test resumes it where it was left
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'JEE Main Mock Test 1 (section locked)' }) });
    await card.getByRole('button', { name: 'Start Test' }).click();
    const running = page.getByRole('dialog', { name: 'Previous Test Running' });
    await running.getByRole('button', { name: 'Continue Test' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator\?testId=3001&testType=3&templateId=5001&courseId=\d+&testSession=\d+$/);
    await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await expect(cell(page, 2)).toHaveAttribute('aria-current', 'step');
  });

  test("time up on the 2-minute test: Time's Up, only Submit Now", async ({ page }) => {
    await page.clock.install();
    await openTest(page, simulatorUrl(SHORT_TEST));
    await answerCurrent(page);
    await page.clock.fastForward('02:05');
    const ended = page.getByRole('dialog', { name: "Time's Up" });
    await expect(ended).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ended).toBeVisible();
    await expect(ended.getByRole('button')).toHaveCount(1);
    await ended.getByRole('button', { name: 'Submit Now' }).click();
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3/);
  });

  test('review of the subjective test awaiting marking: answers, marks editing, Finish Test to /report', async ({ page }) => {
    const reports = await apiGet<{ obj: { examType: string; testSession: string; mockTestName: string }[] }>(page, `/studentreportlist?courseId=${COURSE}&testType=2`);
    const written = reports.obj.find((r) => r.examType === 'subjective');
    expect(written?.mockTestName).toContain('Written Practice');
    await page.goto(`/student/testview?testSession=st${written?.testSession}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Written Practice', { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(/F = ma/);
    const marks = page.getByRole('region', { name: 'Marks' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Marks' }) })).first();
    await marks.getByRole('radio', { name: 'Yes' }).first().check();
    await expect(marks.getByRole('textbox', { name: 'Marks' })).not.toHaveValue('0');
    await page.getByRole('button', { name: 'Finish Test' }).click();
    await expect(page).toHaveURL(/\/student\/report/);
  });

  test('a subjective answer takes one image: upload, view, remove', async ({ page }) => {
    await openTest(page, `/student/test-simulator?testId=${SUBJECTIVE_TOPIC}&testType=2&templateId=${TEMPLATE}&courseId=${COURSE}`);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Force equals mass times acceleration.');
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await page.getByLabel('Upload image').setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: PNG });
    const view = page.getByRole('button', { name: /^View uploaded image/ });
    await expect(view).toBeVisible();
    await view.click();
    await expect(page.getByRole('dialog', { name: 'Uploaded image' }).getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByText('PNG, JPG up to 10MB each')).toBeVisible();
  });

  test('an adaptive session posts each answer, replaces the URL and finishes', async ({ page }) => {
    const tree = await apiGet<{ obj: { topicId: number; topicName: string }[] }>(page, `/treeview/get-tree-by-course?type=topic&mode=0&templateId=${TEMPLATE}`);
    const topicId = tree.obj[0].topicId;
    const created = await apiGet<{ responseTxt: string; obj: { testSession: string } }>(
      page, `/adaptive-create-test?templateId=${TEMPLATE}&courseId=${COURSE}&topicId=${topicId}`);
    expect(created.responseTxt).toBe('success');
    await page.goto(`/student/test-simulator-adaptive?testSession=${created.obj.testSession}`);
    await expect(page.getByRole('heading', { name: 'Q1' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Question palette' })).toHaveCount(0);
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByRole('heading', { name: 'Q2' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`test-simulator-adaptive\\?testSession=${created.obj.testSession}&question=2`));
    await page.getByRole('button', { name: 'Finish Test' }).click();
    await expect(page).toHaveURL(/\/student\/report/);
  });

  test('ASK TONY in a mock test: the AI answer is not available under exam conditions', async ({ page }) => {
    await openTest(page, simulatorUrl(SHORT_TEST));
    await page.getByRole('button', { name: 'ASK TONY' }).click();
    await page.getByRole('dialog', { name: 'Ask Tony' }).getByRole('button', { name: 'AI answer' }).click();
    await expect(page.getByRole('dialog', { name: 'AI answer' }).getByRole('alert'))
      .toHaveText('Help is not available during a mock or class test. You can see the worked solution in the review after you submit the test.');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(cell(page, 1)).not.toHaveAccessibleName('Question 1, Help taken');
  });

  test('ASK TONY in a topic test: the AI answer and study material; the question is marked as helped; a teacher query is sent', async ({ page }) => {
    const { topic, practice } = await practiceTestWithAiAnswer(page);
    await openTest(page, `/student/test-simulator?testId=${practice}&testType=2&templateId=${TEMPLATE}&courseId=${COURSE}`
      + `&searchFlag=Topic&searchQuery=${encodeURIComponent(topic.topicName)}&topicId=${topic.topicId}`);
    await page.getByRole('button', { name: 'ASK TONY' }).click();
    const tony = page.getByRole('dialog', { name: 'Ask Tony' });
    await expect(tony.getByRole('link', { name: 'Web search' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/search\?q=/);
    await tony.getByRole('button', { name: 'AI answer' }).click();
    const ai = page.getByRole('dialog', { name: 'AI answer' });
    await expect(ai).not.toContainText('Our AI could not find solution');
    await expect(ai.locator('p, div').first()).not.toBeEmpty();
    await ai.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Ask Tony' }).getByRole('button', { name: 'Study material' }).click();
    await expect(page.getByRole('dialog', { name: 'Study material' })).toContainText('worked example');
    await page.keyboard.press('Escape');
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Help taken');

    await page.getByRole('button', { name: 'Support' }).click();
    const support = page.getByRole('dialog', { name: 'Teacher Support' });
    await expect(support.getByRole('button', { name: 'Send' })).toBeDisabled();
    await support.getByRole('textbox', { name: 'Your query' }).fill('Why is the second option wrong?');
    await support.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your Query Sent to Teacher Successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Support' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('dialog', { name: 'Teacher Support' }).getByRole('button', { name: 'Download session log' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^test-session-.+\.json$/);
    const log = JSON.parse(await (await import('node:fs/promises')).readFile(await file.path(), 'utf8'));
    expect(log).toMatchObject({ schemaVersion: 1 });
    expect(log.events[0].event.type).toBe('TestLoaded');
    // `npm run replay -- <file>` reads it
    const { spawnSync } = await import('node:child_process');
    const replay = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', await file.path()], { encoding: 'utf8' });
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
    expect(replay.stdout).toContain('HelpUsed');
  });

  test('review without a session says No Test Selected', async ({ page }) => {
    await page.goto('/student/testview');
    await expect(page.getByRole('heading', { name: 'No Test Selected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back!' })).toBeVisible();
  });

  test('the simulator has no serious accessibility violations', async ({ page }) => {
    await openTest(page, simulatorUrl(LOCKED_MOCK));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Test' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
