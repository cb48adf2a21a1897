import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, loginAsDemo, switchCourseTo } from './support';

test.describe('course switcher and access state', () => {
  test('switching course changes the header label, the sidebar and Renew/Upgrade', async ({ page }) => {
    await loginAsDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const switcher = page.getByRole('button', { name: 'Switch course' });
    await expect(switcher).toContainText('Apex Academy');
    await expect(nav.getByRole('link', { name: 'Class Test', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Renew|Upgrade)$/ })).toHaveCount(0);

    // FREE trial: upgrade; classTest tab off.
    await switchCourseTo(page, 'Crest Learning');
    await expect(switcher).toContainText('FREE TRIAL');
    await expect(nav.getByRole('link', { name: 'Class Test', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', /\/selectcourse\?cid=\d+/);

    // Paid pack past its validity: renew.
    await switchCourseTo(page, 'Beacon Institute');
    await expect(page.getByRole('link', { name: 'Renew' })).toBeVisible();

    // FREEFOREVER: accessible, label FREE.
    await switchCourseTo(page, 'Delta Foundation');
    await expect(switcher).toContainText('FREE');
    await expect(page.getByRole('link', { name: /^(Renew|Upgrade)$/ })).toHaveCount(0);

    // The choice is stored on the server: it survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch course' })).toContainText('Delta Foundation');
    await switchCourseTo(page, 'Apex Academy');
  });
});

test.describe('theme', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await loginAsDemo(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    await page.goto('/student/settings');
    await page.getByRole('radio', { name: 'Light Mode' }).check();
    await expect(page.locator('body')).toHaveClass(/light-mode/);
  });
});

test.describe('not found and mobile', () => {
  test('an unknown path shows the not-found page with Go Home', async ({ page }) => {
    await page.goto('/student/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  });

  test('at 400 px the sidebar becomes a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await loginAsDemo(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Mock Test', exact: true }).click();
    await expect(page).toHaveURL(/\/student\/exam-room\/mock-test/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test.describe('accessibility (axe)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`/login and /dashboard have no serious violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/student/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await loginAsDemo(page);
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('label in name', () => {
  test('the profile menu is named by the initials it shows first (WCAG 2.5.3), so "click DS" finds it', async ({ page }) => {
    await loginAsDemo(page);
    const trigger = page.getByRole('button', { name: 'DS, Profile menu', exact: true });
    await expect(trigger).toHaveText('DS');
    await trigger.click();
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeVisible();
  });
});
