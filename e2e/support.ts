import { expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO = { id: 'demo.student', email: 'demo.student@example.com', mobile: '9876543210', password: 'Demo@1234' };
export const NEW = { id: 'new.student', email: 'new.student@example.com', mobile: '9123456780', password: 'Demo@1234' };

export async function loginWithPassword(page: Page, id: string, password: string): Promise<void> {
  await page.goto('/student/login');
  await page.getByLabel('Email or User ID or Mobile').fill(id);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function loginAsDemo(page: Page): Promise<void> {
  await loginWithPassword(page, DEMO.id, DEMO.password);
  await expect(page).toHaveURL(/\/student\/dashboard/);
}

/** An authenticated GET of the API with the signed-in student's headers (as the app sends them). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const student = JSON.parse(localStorage.getItem('student-storage') ?? '{}').state;
    const res = await fetch(url, { headers: { loginId: student.loginId, token: student.token, device: 'web' } });
    return res.json();
  }, `/api${path}`) as Promise<T>;
}

/** The last one-time code sent to a mobile or e-mail (demo mode dev endpoint). */
export async function lastOtp(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/__dev/last-otp?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { code: string };
  expect(body.code).toMatch(/^\d{6}$/);
  return body.code;
}

/** axe scan: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // axe reads colours as painted: a dialog still fading in (opacity < 1) fails colour contrast, so finite animations
  // finish first (a CI run scanned the guest code dialog 180 ms into its fade-in)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // Legacy mode (axe.run in the page; the app has no frames: frame-src 'none') and violations only: the default
  // partial run sends every rule's passing nodes back through a second page, 3 MB for the dashboard, and took
  // 10-14 s a scan with chromium 156 (two scans outran a test's 30 s); this way about 1.5 s, the same violations.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Chooses a course by organisation name in the header course switcher. */
export async function switchCourseTo(page: Page, organisation: string): Promise<void> {
  await page.getByRole('button', { name: 'Switch course' }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(organisation) }).click();
  await expect(page.getByRole('button', { name: 'Switch course' })).toContainText(organisation);
}
