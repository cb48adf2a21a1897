// The offline submit queue: a submit made while offline (or while the server fails) is kept on the device, the
// banner says so, and it is sent when the connection returns, once (docs/reliability.md).
import { expect, test, type Page } from './fixtures';
import { apiGet, expectNoSeriousA11yViolations, loginAsDemo } from './support';
import { answerCurrent, cell } from './simulator-support';

const COURSE = 101;
const simulatorUrl = (testId: number) => `/student/test-simulator?testId=${testId}&testType=3&templateId=5001&courseId=${COURSE}`;
const SECTIONAL = { id: 3002, name: 'JEE Main Sectional Practice' };
const SHORT = { id: 3004, name: 'Quick Check (2 minutes)' };
const ANALYTICS = /\/student\/testanalytics\?testSession=\d+&testType=3/;

/** The stored attempts of a mock test, by its name in the student's report list. */
async function storedAttempts(page: Page, testName: string): Promise<string[]> {
  const rows = await apiGet<{ obj: { mockTestName: string; testSession: string }[] | null }>(page, `/studentreportlist?courseId=${COURSE}&testType=3`);
  return (rows.obj ?? []).filter((r) => r.mockTestName === testName).map((r) => r.testSession);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Your answers are saved on this device' });

async function openTest(page: Page, testId: number): Promise<void> {
  await page.goto(simulatorUrl(testId));
  await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
}

async function submitFromModal(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Now' }).click();
}

test.describe('offline submit queue', () => {
  test.beforeEach(async ({ page }) => {
    // the unload warning must not block the reload a test makes on purpose
    page.on('dialog', (d) => void d.accept());
    await loginAsDemo(page);
  });

  test('a submit while offline shows the banner, and once online lands on the analytics with one stored attempt', async ({ page, context }) => {
    const before = await storedAttempts(page, SECTIONAL.name);
    await openTest(page, SECTIONAL.id);
    await answerCurrent(page, 1);
    await page.getByRole('button', { name: 'Next question' }).click();
    await answerCurrent(page, 0);

    await context.setOffline(true);
    await submitFromModal(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Your answers are saved on this device' })).toBeVisible();
    await expect(banner(page)).toContainText("We'll send it as soon as the connection returns");
    await expect(banner(page).getByText(/^Next try in \d+ s$/)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Submit Test' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // still offline after an automatic try: the banner stays
    await expect(banner(page).getByText(/^Next try in [3-4] s$/)).toBeVisible({ timeout: 5_000 });

    await context.setOffline(false);
    await expect(page).toHaveURL(ANALYTICS, { timeout: 10_000 });
    await expect(page.getByText('Test Submit Successfully').first()).toBeVisible();
    const session = new URL(page.url()).searchParams.get('testSession')!;
    const after = await storedAttempts(page, SECTIONAL.name);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((s) => s === session)).toHaveLength(1);
  });

  test('a reload of a handed-in test the server did not take sends it at once', async ({ page }) => {
    const before = await storedAttempts(page, SECTIONAL.name);
    await openTest(page, SECTIONAL.id);
    await answerCurrent(page, 2);
    let failing = true;
    await page.route('**/api/testsubmit', async (route) => {
      if (failing) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ responseTxt: 'internal_error', message: 'unavailable', obj: null }) });
      else await route.continue();
    });
    await submitFromModal(page);
    await expect(banner(page)).toBeVisible();
    failing = false;
    await page.reload();
    await expect(page).toHaveURL(ANALYTICS, { timeout: 15_000 });
    expect((await storedAttempts(page, SECTIONAL.name)).length).toBe(before.length + 1);
  });

  test('a submit queued offline whose tab was closed is sent from the dashboard once the app runs online', async ({ page, context }) => {
    const before = await storedAttempts(page, SECTIONAL.name);
    await openTest(page, SECTIONAL.id);
    await answerCurrent(page, 3);
    await context.setOffline(true);
    await submitFromModal(page);
    await expect(banner(page)).toBeVisible();
    await page.close();

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/student/dashboard');
    const toasts = later.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText(`${SECTIONAL.name}: your answers saved on this device are now submitted.`)).toBeVisible({ timeout: 15_000 });
    await expect(toasts.getByText('Test Submit Successfully')).toBeVisible();
    expect((await storedAttempts(later, SECTIONAL.name)).length).toBe(before.length + 1);
    // sent once: another start sends nothing more
    await later.reload();
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await storedAttempts(later, SECTIONAL.name)).length).toBe(before.length + 1);
  });

  test("Time's Up while offline: Submit Now is kept the same way and sent when the connection returns", async ({ page, context }) => {
    const before = await storedAttempts(page, SHORT.name);
    await page.clock.install();
    await openTest(page, SHORT.id);
    await answerCurrent(page);
    await page.clock.fastForward('02:05');
    const ended = page.getByRole('dialog', { name: "Time's Up" });
    await expect(ended).toBeVisible();
    await context.setOffline(true);
    await ended.getByRole('button', { name: 'Submit Now' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(ended).toHaveCount(0);
    await context.setOffline(false);
    await expect(page).toHaveURL(ANALYTICS, { timeout: 10_000 });
    expect((await storedAttempts(page, SHORT.name)).length).toBe(before.length + 1);
  });
});
