// The test timer follows elapsed time, not the device's clock: a system clock moved by an hour during a test (and
// a reload with the clock still moved) leaves the remaining time where it should be (docs/reliability.md "Clock").
import { expect, test, type Page } from './fixtures';
import { loginAsDemo } from './support';
import { cell } from './simulator-support';

const SECTIONAL = '/student/test-simulator?testId=3002&testType=3&templateId=5001&courseId=101';
const HOUR = 3_600_000;

/** Seconds the timer shows (hh:mm:ss), and when it was read (node's clock). */
async function shown(page: Page): Promise<{ seconds: number; at: number }> {
  const text = (await page.getByRole('timer', { name: 'Time Left' }).textContent()) ?? '';
  const m = /(\d\d):(\d\d):(\d\d)/.exec(text);
  if (!m) throw new Error(`no time in "${text}"`);
  return { seconds: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]), at: Date.now() };
}

/** The timer is within 2 s of where elapsed time puts it (1 s of display rounding, 1 s of reading). */
async function expectOnTime(page: Page, from: { seconds: number; at: number }): Promise<void> {
  const now = await shown(page);
  const expected = from.seconds - (now.at - from.at) / 1000;
  expect(Math.abs(now.seconds - expected)).toBeLessThanOrEqual(2);
}

test.describe('trusted clock', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await loginAsDemo(page);
  });

  for (const jump of [HOUR, -HOUR]) {
    test(`the system clock moved by ${jump > 0 ? '+' : '-'}1 hour during a test, then a reload: the timer keeps its time`, async ({ page }) => {
      await page.clock.install();
      await page.goto(SECTIONAL);
      await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('timer', { name: 'Time Left' })).toContainText(/00:(29|30):\d\d/);
      const start = await shown(page);

      await page.clock.setSystemTime(Date.now() + jump);
      await page.waitForTimeout(2_000);
      await expectOnTime(page, start);

      // the device's clock is still off after the reload: the server's clock sets the time again
      await page.reload();
      await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
      await expectOnTime(page, start);
      await page.waitForTimeout(1_500);
      await expectOnTime(page, start);
    });
  }
});
