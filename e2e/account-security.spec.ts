import { expect, test, type Page, type Response } from './fixtures';
import { DEMO, expectNoSeriousA11yViolations, loginAsDemo } from './support';

/** The stored student's credentials (localStorage 'student-storage', infrastructure/account/local-storage-student-storage.ts). */
const storedCredentials = async (page: Page): Promise<{ loginId: string; token: string }> => {
  const raw = await page.evaluate(() => localStorage.getItem('student-storage'));
  expect(raw).not.toBeNull();
  return (JSON.parse(raw ?? '{}') as { state: { loginId: string; token: string } }).state;
};

const authHeaders = ({ loginId, token }: { loginId: string; token: string }) => ({ loginId, token, device: 'web' });

test.describe('logout revokes the session on the server', () => {
  test('after Log Out, the token the app held is refused', async ({ page, request }) => {
    await loginAsDemo(page);
    const held = await storedCredentials(page);
    expect((await request.get('/api/fetchmycourses', { headers: authHeaders(held) })).ok()).toBe(true);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/student\/login/);
    expect(await page.evaluate(() => localStorage.getItem('student-storage'))).toBeNull();

    const after = await request.get('/api/fetchmycourses', { headers: authHeaders(held) });
    expect(after.status()).toBe(401);
    expect(((await after.json()) as { responseTxt: string }).responseTxt).toBe('invalidToken');
  });
});

test.describe("the server's sign-in throttle on the login page", () => {
  // An id nobody has: its backoff is counted like a real account's, so the shared demo accounts stay usable.
  const NOBODY = 'nobody.e2e@example.com';
  const THROTTLED = /^Too many .*\. Please try again in \d+ (second|minute)s?\.$/;

  test("shows the server's words, holds Log In back, and has no serious a11y violations", async ({ page }) => {
    await page.goto('/student/login');
    await page.getByLabel('Email or User ID or Mobile').fill(NOBODY);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    const logIn = page.getByRole('button', { name: 'Log In' });

    // Wrong passwords until the server asks for a wait long enough to look at (the wait doubles per failure past 5);
    // a click waits while the page holds the button back.
    let throttled: Response | null = null;
    for (let tries = 0; tries < 12; tries++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/app/login'));
      await logIn.click();
      const r = await answer;
      if (r.status() === 429 && Number(r.headers()['retry-after']) >= 8) {
        throttled = r;
        break;
      }
    }
    expect(throttled, 'the server never throttled the sign-ins of an unknown id').not.toBeNull();
    expect(((await throttled!.json()) as { responseTxt: string }).responseTxt).toBe('too_many_requests');

    const error = page.getByRole('alert');
    await expect(error).toHaveText(THROTTLED);
    await expect(error).not.toContainText('Invalid User-Id or password.');
    await expect(logIn).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a sign-in link', () => {
  test('signs in, and its credentials are in neither the address bar nor the history', async ({ browser, request }) => {
    const form = { userId: DEMO.id, password: DEMO.password, device: 'web' };
    const signIn = await request.post('/api/app/login', { multipart: form });
    expect(signIn.ok()).toBe(true);
    const { obj } = (await signIn.json()) as { obj: { token: string; loginId: string; studentId: number; phoneNo: string } };
    const query = new URLSearchParams({
      token: obj.token, loginId: obj.loginId, studentId: String(obj.studentId), mobile: obj.phoneNo, redirectTo: '/report',
    });

    const page = await (await browser.newContext()).newPage();
    await page.goto(`/student/logindirect?${query}`);
    await expect(page).toHaveURL(/\/student\/report/);
    // the link's entry was replaced, never kept: no entry Back reaches shows the credentials
    const visited = [page.url()];
    for (let back = await page.evaluate(() => history.length) - 1; back > 0; back--) {
      await page.goBack();
      visited.push(page.url());
    }
    expect(visited.length).toBeGreaterThan(1);
    expect(visited.filter((url) => url.includes(obj.token) || url.includes('loginId='))).toEqual([]);
    await page.context().close();
  });
});
