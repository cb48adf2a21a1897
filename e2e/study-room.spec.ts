// The study room against the real server, its seeded content and the committed media files: Study Material (tree
// search, type filter, each viewer: the PDF draws a page with visible content, the video plays and seeks, the text's
// table of contents jumps to a heading; copy is blocked), the limits (Limit Exceeded on the trial course, counted
// once), Validity Expired on the expired course for a PDF but not a video, the bottom sheet at 400 px; Gap Fixer /
// Smart Learning (a learning session through the simulator to learning analytics and the ring's new percentage,
// a competitive session with changed options, the Start New / Resume warning); Adaptive Learning (start, resume,
// a failed start); axe scans on every screen.
// Run: npx vite build && E2E_PORT=8096 npx playwright test e2e/study-room.spec.ts --project=chromium
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, loginAsDemo, switchCourseTo } from './support';
import { answerCurrent, cell } from './simulator-support';

const TEMPLATE = 5001;

/** An authenticated GET with the signed-in student's headers (as the app sends them). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const student = JSON.parse(localStorage.getItem('student-storage') ?? '{}').state;
    const res = await fetch(`/api${url}`, { headers: { loginId: student.loginId, token: student.token, device: 'web' } });
    return res.json();
  }, path);
}

/** Makes `organisation`'s course the active one (the choice is remembered by the server across sign-ins). */
async function useCourse(page: Page, organisation: string): Promise<void> {
  const switcher = page.getByRole('button', { name: 'Switch course' });
  if (!((await switcher.textContent()) ?? '').includes(organisation)) await switchCourseTo(page, organisation);
}

const tree = (page: Page): Locator => page.getByRole('list', { name: 'Topics' });

/** Opens a chapter in the tree (subjects start open) and chooses one of its topics. */
async function chooseTopic(page: Page, chapter: string, topic: string): Promise<void> {
  const toggle = page.getByRole('button', { name: `${chapter} subtopics` });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await topicButton(page, topic).click();
}

/** A topic's button in the tree (its name may go on with the ring's text), not its subtopics toggle. */
const topicButton = (page: Page, topic: string): Locator =>
  tree(page).getByRole('button', { name: new RegExp(`^${topic}(?! subtopics)`) });

const item = (page: Page, title: string): Locator => page.getByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')} (Text|PDF|PPT|Video)`) });
const viewer = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** How many pixels of the canvas are clearly not white (text and drawings of a rendered PDF page). */
const inkedPixels = (canvas: Locator): Promise<number> => canvas.evaluate((c: HTMLCanvasElement) => {
  const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 160 && data[i + 1]! < 160 && data[i + 2]! < 160) n++;
  return n;
});

test.describe('study material', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsDemo(page);
    await useCourse(page, 'Apex Academy');
    await page.goto('/student/study-room/study-material');
    await expect(page.getByRole('heading', { name: 'Study Material', level: 1 })).toBeVisible();
  });

  // the specs after this one start on Apex Academy
  test.afterEach(async ({ page }) => {
    await page.goto('/student/dashboard');
    await useCourse(page, 'Apex Academy');
  });

  test('search the tree, filter by type, and an axe scan', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search topics' });
    await search.fill('kinem');
    await expect(tree(page).getByRole('button', { name: 'Kinematics' })).toBeVisible();
    await expect(tree(page).getByRole('button', { name: 'Laws of Motion' })).toHaveCount(0);
    await search.fill('no topic like this');
    await expect(page.getByText('No such data available')).toBeVisible();
    await search.fill('');
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    const types = page.getByRole('radiogroup', { name: 'Content type' });
    await expect(types.getByRole('radio', { name: /^All/ })).toBeChecked();
    await expect(page.getByRole('button', { name: / (Text|PDF|PPT|Video)/ }).filter({ hasText: 'Kinematics' })).toHaveCount(5);
    await types.getByRole('radio', { name: /^PDF/ }).click();
    await expect(item(page, 'Kinematics notes (PDF)')).toBeVisible();
    await expect(item(page, 'Kinematics: notes')).toHaveCount(0);
    await types.getByRole('radio', { name: /^Text/ }).click();
    await expect(item(page, 'Kinematics: notes')).toBeVisible();
    await expect(item(page, 'Kinematics: worked examples')).toBeVisible();
    await expect(item(page, 'Kinematics video lesson')).toHaveCount(0);
    // a chapter lists the items of its topics
    await topicButton(page, 'Mechanics').click();
    await types.getByRole('radio', { name: /^Video/ }).click();
    await expect(page.getByRole('button', { name: /video lesson Video/ })).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });

  test('the PDF draws a page with visible content; pages and zoom', async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics notes (PDF)').click();
    const dialog = viewer(page, 'Kinematics notes (PDF)');
    const canvas = dialog.getByRole('img', { name: 'Page 1 of Kinematics notes (PDF)' });
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => inkedPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(2000);
    await expect(dialog.getByText(/^Page 1 of [23]$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next page' }).click();
    const second = dialog.getByRole('img', { name: 'Page 2 of Kinematics notes (PDF)' });
    await expect(second).toBeVisible();
    await expect.poll(() => inkedPixels(second), { timeout: 10_000 }).toBeGreaterThan(1000);
    const width = (await second.boundingBox())!.width;
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await dialog.getByRole('img', { name: /^Page 2 of/ }).boundingBox())!.width).toBeLessThan(width);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(page, 'Kinematics notes (PDF)')).toBeFocused();
  });

  test('the slides (PPT) open in the same viewer', async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics slides').click();
    const canvas = viewer(page, 'Kinematics slides').getByRole('img', { name: 'Page 1 of Kinematics slides' });
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => inkedPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(500);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(box.height); // landscape slides
  });

  test('the video plays with captions and seeks (the server answers ranges)', async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics video lesson').click();
    const video = viewer(page, 'Kinematics video lesson').locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks.length)).toBe(1);
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; return v.play(); });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await video.evaluate((v: HTMLVideoElement) => { v.currentTime = 7; });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(7);
    await expectNoSeriousA11yViolations(page);
  });

  test("the text's table of contents jumps to a heading; copy, cut and right-click are blocked", async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics: notes').click();
    const dialog = viewer(page, 'Kinematics: notes');
    const toc = dialog.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible();
    await toc.getByRole('link', { name: 'Exam tips' }).click();
    const heading = dialog.getByRole('heading', { name: 'Exam tips' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Scroll to top' }).click();
    await expect(dialog.getByRole('heading', { name: 'Kinematics: notes', level: 1 })).toBeInViewport();

    const article = dialog.getByRole('article');
    const prevented = await article.evaluate((el) => ['copy', 'cut'].map((type) =>
      !el.dispatchEvent(new ClipboardEvent(type, { bubbles: true, cancelable: true }))));
    expect(prevented).toEqual([true, true]);
    expect(await article.evaluate((el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))).toBe(true);
    await article.getByText('Kinematics describes motion').click({ clickCount: 3 });
    await page.keyboard.press('Control+C');
    await expect(page.getByText('Copying is disabled for study material.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a failed content call shows its message', async ({ page }) => {
    await page.route('**/api/syllabus/v2**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"responseTxt":"internal_error","message":"Internal error","obj":null}' }));
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await expect(page.getByText('No content are available right now. Please check back later or contact your instructor for updates!')).toBeVisible();
  });

  test('Limit Exceeded on the trial course: one PPT, counted once; Upgrade leads to its plans', async ({ page }) => {
    await switchCourseTo(page, 'Crest Learning');
    await page.goto('/student/study-room/study-material');
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics slides').click();
    await expect(viewer(page, 'Kinematics slides')).toBeVisible();
    await viewer(page, 'Kinematics slides').getByRole('button', { name: 'Close' }).click();
    // the same item again: counted once, so it opens
    await item(page, 'Kinematics slides').click();
    await expect(viewer(page, 'Kinematics slides')).toBeVisible();
    await viewer(page, 'Kinematics slides').getByRole('button', { name: 'Close' }).click();

    await chooseTopic(page, 'Mechanics', 'Laws of Motion');
    await item(page, 'Laws of Motion slides').click();
    const modal = page.getByRole('dialog', { name: 'Limit Exceeded' });
    await expect(modal).toContainText('You have reached maximum limit in your current package. Kindly upgrade to access the content.');
    await expect(viewer(page, 'Laws of Motion slides')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expect(modal.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/student/selectcourse?cid=103');
    // the server refuses it too, whatever the browser has stored
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('study-content-counters')) localStorage.removeItem(k); });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await item(page, 'Laws of Motion slides').click();
    await expect(page.getByRole('dialog', { name: 'Limit Exceeded' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Limit Exceeded' }).getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/student\/selectcourse\?cid=103/);
  });

  test('Validity Expired on the expired course for a PDF, not for a video', async ({ page }) => {
    await switchCourseTo(page, 'Beacon Institute');
    await page.goto('/student/study-room/study-material');
    await chooseTopic(page, 'Mechanics', 'Kinematics');
    await item(page, 'Kinematics notes (PDF)').click();
    const modal = page.getByRole('dialog', { name: 'Validity Expired' });
    await expect(modal).toContainText("validity has been finished. Renew your account to continue your practice.");
    await expect(modal.getByRole('link', { name: 'Renew' })).toBeVisible();
    await expect(viewer(page, 'Kinematics notes (PDF)')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await item(page, 'Kinematics video lesson').click();
    const video = viewer(page, 'Kinematics video lesson').locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  });
});

test('the bottom sheet at 400 px: 80 px, 60% and 100% by keyboard and pointer', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await loginAsDemo(page);
  await useCourse(page, 'Apex Academy');
  await page.goto('/student/study-room/study-material');
  await chooseTopic(page, 'Mechanics', 'Kinematics');
  const sheet = page.getByRole('region', { name: 'Study material panel' });
  const handle = sheet.getByRole('slider', { name: 'Resize the study material panel' });
  await expect(handle).toHaveAttribute('aria-valuetext', 'half open');
  const height = async () => (await sheet.boundingBox())!.height;
  await expect.poll(height).toBeGreaterThan(470);
  expect(await height()).toBeLessThan(490);
  await handle.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuetext', 'full screen');
  await expect.poll(height).toBeGreaterThan(790);
  await handle.press('Home');
  await expect(handle).toHaveAttribute('aria-valuetext', 'collapsed');
  await expect.poll(height).toBeLessThan(90);
  await handle.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuetext', 'half open');
  await expect.poll(height).toBeGreaterThan(470);
  // a drag up snaps to the nearest stop: the top
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, 120, { steps: 8 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuetext', 'full screen');
  await sheet.getByRole('button', { name: /^Kinematics: notes Text/ }).click();
  await expect(viewer(page, 'Kinematics: notes')).toBeVisible();
  await viewer(page, 'Kinematics: notes').getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousA11yViolations(page);
});

test.describe('Gap Fixer / Smart Learning', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await loginAsDemo(page);
    await useCourse(page, 'Apex Academy');
    await page.goto('/student/study-room/smart-learning');
    await expect(page.getByRole('heading', { name: 'Gap Fixer / Smart Learning', level: 1 })).toBeVisible();
  });

  test('a learning session through the simulator to learning analytics; the ring shows the new percentage', async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Work, Energy and Power');
    await expect(page.getByRole('heading', { name: 'Topic Progress' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const modal = page.getByRole('dialog', { name: 'Start Learning Session' });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByText('A Learning Session is untimed: take as long as you need on each question.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Start Session' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator\?.*testType=1.*assessmentMode=beginner/);
    // the topic's objective questions, up to 20 (a topic holds fewer)
    await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
    await expect(cell(page, 5)).toBeVisible();
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await answerCurrent(page);
    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Now' }).click();
    await expect(page).toHaveURL(/\/student\/learning-testanalytics\?testSession=\d+&testType=1/);

    const last = await apiGet<{ obj: { percentage: number } }>(page,
      `/last-self-test-percentage?templateId=${TEMPLATE}&testType=1&testMode=beginner&topicName=${encodeURIComponent('Work, Energy and Power')}`);
    await page.goto('/student/study-room/smart-learning');
    await chooseTopic(page, 'Mechanics', 'Work, Energy and Power');
    const shown = Math.round(last.obj.percentage);
    await expect(topicButton(page, 'Work, Energy and Power')).toContainText(`${shown}%`);
  });

  test('a competitive session with changed options; Save & Continue Later; the Start New / Resume warning', async ({ page }) => {
    await chooseTopic(page, 'Mechanics', 'Gravitation');
    await page.getByRole('tab', { name: 'Competitive Session' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const modal = page.getByRole('dialog', { name: 'Start Competitive Session' });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByRole('tab', { name: 'Options' }).click();
    const questions = modal.getByRole('textbox', { name: 'Total questions' });
    await expect(questions).toHaveValue('20');
    await expect(modal.getByRole('textbox', { name: 'Total time (minutes)' })).toHaveValue('60');
    await expect(modal.getByRole('textbox', { name: 'Marks for incorrect answer' })).toHaveValue('-0.25');
    await questions.fill('0');
    await modal.getByRole('button', { name: 'Start Session' }).click();
    await expect(modal.getByText('Enter a whole number of questions from 1 to 99')).toBeVisible();
    await expect(questions).toBeFocused();
    await questions.fill('5');
    await modal.getByRole('textbox', { name: 'Total time (minutes)' }).fill('10');
    await modal.getByRole('textbox', { name: 'Marks for correct answer' }).fill('2');
    await modal.getByRole('textbox', { name: 'Marks for incorrect answer' }).fill('-0.5');
    await modal.getByRole('tab', { name: 'Instructions' }).click();
    await expect(modal.getByRole('listitem')).toHaveCount(19);
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Start Session' }).click();
    await expect(page).toHaveURL(/assessmentMode=advance/);
    const url = new URL(page.url());
    expect(Object.fromEntries(['totalQuestion', 'totalTime', 'marksCorrectAnswer', 'marksIncorrectAnswer', 'marksNotAttempted'].map((k) => [k, url.searchParams.get(k)])))
      .toEqual({ totalQuestion: '5', totalTime: '10', marksCorrectAnswer: '2', marksIncorrectAnswer: '-0.5', marksNotAttempted: '0' });
    await expect(cell(page, 5)).toBeVisible({ timeout: 15_000 });
    await expect(cell(page, 6)).toHaveCount(0);
    await expect(page.getByText(/00:(09:[0-5]\d|10:00)/).first()).toBeVisible();
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Save & Continue Later' }).click();
    await expect(page).toHaveURL(/\/student\/study-room\/smart-learning/);

    // the saved session is offered: Resume continues it
    await chooseTopic(page, 'Mechanics', 'Gravitation');
    await page.getByRole('tab', { name: 'Competitive Session' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Start Competitive Session' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Start Competitive Session' }).getByRole('button', { name: 'Start Session' }).click();
    const warning = page.getByRole('dialog', { name: 'Unfinished session' });
    await expect(warning.getByRole('button', { name: 'Start New' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Resume' }).click();
    await expect(page).toHaveURL(/testSession=\d+/);
    await expect(page).toHaveURL(/assessmentMode=advance/);
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered', { timeout: 15_000 });
    await expect(cell(page, 5)).toBeVisible();

    // Start New begins a fresh session of the topic with the options chosen
    await page.goto('/student/study-room/smart-learning');
    await chooseTopic(page, 'Mechanics', 'Gravitation');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Start Learning Session' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Start Learning Session' }).getByRole('button', { name: 'Start Session' }).click();
    await page.getByRole('dialog', { name: 'Unfinished session' }).getByRole('button', { name: 'Start New' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator\?.*assessmentMode=beginner/);
    expect(new URL(page.url()).searchParams.get('testSession')).toBeNull();
    await expect(cell(page, 1)).toHaveAccessibleName(/^Question 1, (Not visited|Visited|Not answered)$/, { timeout: 15_000 });
  });
});

test.describe('Adaptive Learning', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await loginAsDemo(page);
    await useCourse(page, 'Apex Academy');
    await page.goto('/student/study-room/adaptive-learning');
    await expect(page.getByRole('heading', { name: 'Adaptive Learning', level: 1 })).toBeVisible();
  });

  test('an adaptive session started from Adaptive Learning, then resumed', async ({ page }) => {
    await chooseTopic(page, 'Algebra', 'Quadratic Equations');
    await page.getByRole('button', { name: 'Start Learning' }).click();
    const modal = page.getByRole('dialog', { name: 'Adaptive Learning' });
    await expect(modal.getByText('A correct answer makes the next question harder; a wrong or skipped one makes it easier.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/student\/test-simulator-adaptive\?testSession=\d+/);
    const session = new URL(page.url()).searchParams.get('testSession');
    await expect(page.getByRole('heading', { name: 'Q1' })).toBeVisible({ timeout: 15_000 });
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByRole('heading', { name: 'Q2' })).toBeVisible();

    await page.goto('/student/study-room/adaptive-learning');
    await chooseTopic(page, 'Algebra', 'Quadratic Equations');
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await page.getByRole('dialog', { name: 'Adaptive Learning' }).getByRole('button', { name: 'Start Now' }).click();
    const warning = page.getByRole('dialog', { name: 'Unfinished session' });
    await warning.getByRole('button', { name: 'Resume' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/test-simulator-adaptive\\?testSession=${session}`));
    await expect(page.getByRole('heading', { name: 'Q2' })).toBeVisible({ timeout: 15_000 });
  });

  test("a failed start says 'Failed to start adaptive session' and keeps the modal", async ({ page }) => {
    await page.route('**/api/adaptive-create-test**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"responseTxt":"internal_error","message":"Internal error","obj":null}' }));
    await chooseTopic(page, 'Calculus', 'Limits');
    await page.getByRole('button', { name: 'Start Learning' }).click();
    const modal = page.getByRole('dialog', { name: 'Adaptive Learning' });
    await modal.getByRole('button', { name: 'Start Now' }).click();
    await expect(page.getByText('Failed to start adaptive session').first()).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/student\/study-room\/adaptive-learning/);
  });
});
