// The Content-Security-Policy in a real browser: the page's nonce reaches Emotion, the detector of e2e/fixtures.ts
// sees a violation (so a clean run means something), and the sanitised rich text keeps its styles.
import { expect, test } from './fixtures';

const nonceOfPolicy = (policy: string | undefined): string | undefined => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

test.describe('Content-Security-Policy', () => {
  test('each page load has a fresh nonce, and every Emotion style tag carries it', async ({ page }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await page.goto('/student/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      const nonce = nonceOfPolicy(response?.headers()['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const tags = await page.evaluate(() => ({
        meta: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
        styles: [...document.querySelectorAll<HTMLStyleElement>('style')].map((s) => s.nonce),
        // the browser hides an applied nonce from the attribute
        attribute: document.querySelector('style')?.getAttribute('nonce'),
      }));
      expect(tags.meta).toBe(nonce);
      expect(tags.styles.length).toBeGreaterThan(0);
      expect(new Set(tags.styles)).toEqual(new Set([nonce]));
      expect(tags.attribute).toBe('');
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // the styles applied: Emotion's global rule took the body's margin away
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });

  test('the detector sees an injected inline script, which does not run', async ({ page, cspViolations }) => {
    await page.goto('/student/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.map((v) => v.from).sort()).toEqual(['console', 'event']);
    expect(cspViolations.find((v) => v.from === 'event')?.text).toMatch(/^enforce script-src-elem blocked inline on http:\/\/localhost:\d+\/student\/login/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    cspViolations.length = 0; // seen and expected: the fixture's check at the end must pass
  });

  test('a style attribute the sanitiser keeps applies without a violation', async ({ page }) => {
    await page.goto('/student/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // what SafeHtml does with a question's HTML: innerHTML (React's dangerouslySetInnerHTML)
    const colour = await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<p><span style="color: rgb(200, 0, 0); text-align: center">red</span></p>';
      document.body.append(box);
      return getComputedStyle(box.querySelector('span')!).color;
    });
    expect(colour).toBe('rgb(200, 0, 0)');
  });
});
