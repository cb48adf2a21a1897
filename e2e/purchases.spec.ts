// The catalogue, plans and checkout through the local sandbox provider, end to end against the real server. These
// change the demo accounts for good, so they run after every other spec (playwright.config.ts, project purchases).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expectNoSeriousA11yViolations, loginAsDemo, loginWithPassword, NEW } from './support';

const TRIAL = { id: 'trial.student', password: 'Demo@1234' };
const PAYMENT_FAILED = 'Payment Failed! Something went wrong. Try Again Later.';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const cards = (page: Page) => page.getByRole('button', { name: /^View plans: / });
const planDialog = (page: Page, course: string) => page.getByRole('dialog', { name: course });

/** Opens a course's plans from the catalogue at /selectcourse?cid=. */
async function openPlans(page: Page, courseId: number, course: string) {
  await page.goto(`/student/selectcourse?cid=${courseId}`);
  const dialog = planDialog(page, course);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** At the sandbox's hosted checkout: pays with a card number. */
async function payAtSandbox(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe.configure({ mode: 'serial' });

test('new.student lands on the catalogue, searches and filters, and takes a free trial to the dashboard', async ({ page, context }) => {
  await loginWithPassword(page, NEW.id, NEW.password);
  await expect(page).toHaveURL(/\/student\/selectyourcourse$/);
  await expect(page.getByRole('heading', { name: 'Select Your Course', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('img', { name: /./ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const searchBox = page.getByRole('searchbox', { name: 'Search courses' });
  await searchBox.fill('bitSAT');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toHaveText('BITSAT Speed Practice');
  await searchBox.fill('Beacon');
  await expect(cards(page)).toHaveText(['NEET Biology Booster', 'NEET Physics and Chemistry']);
  await searchBox.fill('no course is called this');
  await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
  await searchBox.fill('');
  await page.getByRole('button', { name: 'Medical' }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Government Jobs' }).click();
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(cards(page)).toHaveCount(12);

  await page.getByRole('button', { name: 'View plans: JEE Main Complete Course' }).click();
  const dialog = planDialog(page, 'JEE Main Complete Course');
  await expect(dialog.getByRole('tab')).toHaveText(['FREE', 'ACE', 'PRO']);
  await dialog.getByRole('tab', { name: 'PRO' }).click();
  await expect(dialog.getByRole('radio', { name: '12 Months' })).toBeChecked();
  await expect(dialog.getByText('365 days · ₹ 13/day')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay ₹ 4,999' })).toBeEnabled();
  await dialog.getByLabel('Promo code').fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Invalid promo code')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a second tab takes the trial first: this one is then told the course is already taken
  const other = await context.newPage();
  await other.goto('/student/selectyourcourse?cid=101');
  await planDialog(other, 'JEE Main Complete Course').getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(other).toHaveURL(/\/student\/dashboard$/);
  await expect(toasts(other)).toContainText('Course added successfully!');
  await expect(other.getByRole('button', { name: 'Switch course' })).toContainText('Apex Academy');
  await expect(other.getByRole('button', { name: 'Switch course' })).toContainText('FREE TRIAL');
  // new.student's first dashboard: the first-time welcome with its video, shown once (the server clears the flag)
  const welcome = other.getByRole('dialog', { name: 'Welcome, New Student!' });
  await expect(welcome).toBeVisible();
  await expect.poll(() => welcome.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(other);
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Welcome, New Student', level: 1 })).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.close();

  await dialog.getByRole('tab', { name: 'FREE' }).click();
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(toasts(page)).toContainText('Course Already Taken');
  await expect(toasts(page)).toContainText('You have already enrolled in this course.');

  await page.goto('/student/selectcourse');
  await expect(page.getByText('Enrolled: FREE')).toBeVisible();
  await page.getByRole('button', { name: 'View plans: JEE Main Complete Course' }).click();
  await expect(planDialog(page, 'JEE Main Complete Course').getByRole('tab')).toHaveText(['ACE', 'PRO']);
});

test('demo.student renews the expired course with the test card; the payment shows in /payments', async ({ page }) => {
  await loginAsDemo(page);
  const dialog = await openPlans(page, 102, 'NEET Biology Booster');
  await expect(dialog.getByRole('tab')).toHaveText(['ACE', 'PRO']);
  await expect(dialog.getByText('You are enrolled in ACE. Upgrade or renew below.')).toBeVisible();
  await dialog.getByLabel('Promo code').fill('save20');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('status')).toContainText('Promo applied successfully.');
  await expect(dialog.getByRole('button', { name: 'Just Pay ₹ 1,039.20' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await dialog.getByRole('button', { name: 'Pay ₹ 1,299' }).click();

  await expect(page).toHaveURL(/\/payment-sandbox\/v1\/checkout\/embedded$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beacon Institute');
  await expect(page.getByText('₹ 1,299.00').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await payAtSandbox(page, '1234 5678 9012 3456');
  await expect(page.getByRole('alert')).toHaveText('Use one of the test cards.');
  await payAtSandbox(page, '4111 1111 1111 1111');

  await expect(page.getByText('Payment transaction has been completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(toasts(page)).toContainText('Course purchased successfully!');
  const switcher = page.getByRole('button', { name: 'Switch course' });
  await expect(switcher).toContainText('Beacon Institute');
  await expect(page.getByRole('link', { name: /^(Renew|Upgrade)$/ })).toHaveCount(0);

  await page.goto('/student/payments');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Course Name', 'Amount', 'Reference Number', 'Date']);
  const row = table.getByRole('row', { name: /NEET Biology Booster/ });
  await expect(row).toContainText('₹ 1,299');
  await expect(row).toContainText(/pay_\w+/);
  await expectNoSeriousA11yViolations(page);
});

test('a declined card ends on /pgcancelled and enrols nothing', async ({ page }) => {
  await loginAsDemo(page);
  const dialog = await openPlans(page, 107, 'NEET Physics and Chemistry');
  await dialog.getByRole('tab', { name: 'PRO' }).click();
  await dialog.getByRole('button', { name: 'Pay ₹ 4,499' }).click();
  await payAtSandbox(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/student\/pgcancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment Transaction Failed' })).toBeVisible();
  await expect(page.getByText("Don't worry, you can try again.")).toBeVisible();
  await page.goto('/student/selectcourse');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'NEET Physics and Chemistry' })).not.toContainText('Enrolled');
});

test('the 100% promo enrols without the provider and lists a ₹ 0 payment', async ({ page }) => {
  await loginAsDemo(page);
  const dialog = await openPlans(page, 111, 'SSC CGL Quantitative Aptitude');
  await dialog.getByRole('tab', { name: 'PRO' }).click();
  await dialog.getByLabel('Promo code').fill('FREE100');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Get It Free' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(toasts(page)).toContainText('Course added successfully!');
  await expect(page.getByRole('button', { name: 'Switch course' })).toContainText('Civic Prep Academy');
  await page.goto('/student/payments');
  await expect(page.getByRole('row', { name: /SSC CGL Quantitative Aptitude/ })).toContainText('₹ 0');
});

test('without an e-mail the Update Email modal comes first; Cancel at the provider shows the failure toast', async ({ page }) => {
  await loginWithPassword(page, TRIAL.id, TRIAL.password);
  await expect(page).toHaveURL(/\/student\/selectyourcourse$/);
  await page.getByRole('button', { name: 'View plans: NEET Mock Test Series' }).click();
  const dialog = planDialog(page, 'NEET Mock Test Series');
  await dialog.getByRole('tab', { name: 'ACE' }).click();
  await dialog.getByRole('button', { name: 'Pay ₹ 899' }).click();
  const email = page.getByRole('dialog', { name: 'Update Email' });
  await email.getByLabel('Email Address').fill('trial.student@');
  await expect(email.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await email.getByLabel('Email Address').fill(DEMO.email);
  await email.getByRole('button', { name: 'Submit' }).click();
  await expect(email.getByText('Email already exists. Try another Email')).toBeVisible();
  await email.getByLabel('Email Address').fill('trial.student@example.com');
  await email.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/payment-sandbox\/v1\/checkout\/embedded$/);
  await expect(page.getByText('₹ 899.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/student\/selectcourse$/);
  await expect(toasts(page)).toContainText(PAYMENT_FAILED);
});
