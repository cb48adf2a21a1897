// The guest trial end to end (issue 14): a visitor finds "Try a free test", walks the wizard, takes the free test
// without an account (a reload in the middle keeps the answers), submits, verifies the mobile by code (the resend
// timer, a wrong code, the right one from the demo code endpoint) and lands on the attempt's analytics signed in,
// with the course in the course switcher. The same mobile trying again gets the already-attempted toast; a failed
// submit shows 'Error Submitting the Test' and its Retry succeeds. Fresh database per run, so the mobiles are new.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cell, answerCurrent } from './simulator-support';
import { expectNoSeriousA11yViolations, lastOtp } from './support';

/** JEE Advanced Problem Solving (Apex Academy): a course with a free test that the demo accounts do not have. */
const COURSE = { id: 105, title: 'JEE Advanced Problem Solving', organisation: 'Apex Academy' };
/** NEET Physics and Chemistry (Beacon Institute). */
const OTHER_COURSE = { id: 107, organisation: 'Beacon Institute' };
const GUEST = { name: 'Asha Verma', mobile: '9012345601', email: 'asha.verma@example.com' };
const RETRY_GUEST = { name: 'Ravi Kumar', mobile: '9012345602' };

const guestLink = (courseId: number) =>
  `/student/guest-testbegin?courseId=${courseId}&utm_source=catalogue&testUid=learning&testType=3&assessmentMode=advance`;

const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your details' });
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify OTP' });

/** Start Test from the wizard's last step, and the first question on screen. */
async function startFromWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Step 3 of 3: Ready to start' }).click();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/student\/guest-testsimulator\?/);
  await expect(cell(page, 1)).toBeVisible({ timeout: 15_000 });
}

/** Submit, Submit Now: the test is handed in and the verify form opens. */
async function submitAsGuest(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Questions' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Now' }).click();
  await expect(verifyDialog(page)).toBeVisible();
}

async function fillDetails(page: Page, guest: { name: string; mobile: string; email?: string }): Promise<void> {
  const form = verifyDialog(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(guest.name);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(guest.mobile);
  if (guest.email) await form.getByRole('textbox', { name: /Email/ }).fill(guest.email);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(codeDialog(page)).toBeVisible();
}

async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = codeDialog(page);
  const boxes = dialog.getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('guest trial', () => {
  test.beforeEach(async ({ page }) => {
    // the unload warning must not block the reload the test makes on purpose
    page.on('dialog', (d) => void d.accept());
  });

  test('a visitor finds the free test, walks the wizard, takes it, reloads, verifies by code and lands on the analytics signed in', async ({ page, request }) => {
    test.setTimeout(120_000);
    // the way in: the login page's link, then the course's card
    await page.goto('/student/login');
    await page.getByRole('link', { name: 'Try a free test' }).click();
    await expect(page).toHaveURL(/\/student\/selectyourcourse/);
    await page.getByRole('link', { name: `Try a free test: ${COURSE.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/student/guest-testbegin\\?courseId=${COURSE.id}&`));

    // the wizard: Next, Back, the arrow keys and the dots
    await expect(page.getByRole('heading', { level: 1, name: 'Free Test' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How to navigate' })).toBeFocused();
    for (const part of ['Time', 'Answering', 'Navigation', 'Status colours', 'Scoring', 'Warnings']) {
      await expect(page.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 2, name: 'Ready to start' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Step 2 of 3: How to navigate' })).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeFocused();
    // right-click is blocked on the wizard
    const rightClickAllowed = await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    expect(rightClickAllowed).toBe(false);

    // the test, without an account; a reload in the middle keeps the answers and marks
    await startFromWizard(page);
    await expect(page).toHaveURL(new RegExp(`courseId=${COURSE.id}.*testUid=learning.*testType=3.*assessmentMode=advance`));
    await expect(page.getByRole('timer', { name: 'Time Left' })).toBeVisible();
    await answerCurrent(page, 1);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await page.getByRole('button', { name: 'Next question' }).click();
    await answerCurrent(page, 0);
    await page.reload();
    await expect(cell(page, 1)).toHaveAccessibleName('Question 1, Answered', { timeout: 15_000 });
    await expect(cell(page, 2)).toHaveAccessibleName('Question 2, Marked for review');
    await expect(cell(page, 3)).toHaveAccessibleName('Question 3, Answered');

    // submit: the verify form, its messages, then the code screen
    await submitAsGuest(page);
    await expectNoSeriousA11yViolations(page);
    await verifyDialog(page).getByRole('button', { name: 'Send OTP' }).click();
    await expect(verifyDialog(page).getByText('Please fill your Name')).toBeVisible();
    await expect(verifyDialog(page).getByText('Please fill your Mobile Number')).toBeVisible();
    await verifyDialog(page).getByRole('textbox', { name: 'Mobile Number' }).fill('98765');
    await verifyDialog(page).getByRole('button', { name: 'Send OTP' }).click();
    await expect(verifyDialog(page).getByText('Please enter a valid 10 digit mobile number.')).toBeVisible();
    await fillDetails(page, GUEST);
    await expect(codeDialog(page).getByText('+91 ' + GUEST.mobile.slice(0, 5))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the resend countdown: Resend OTP only after 30 seconds
    const resend = codeDialog(page).getByRole('button', { name: 'Resend OTP' });
    const countdown = codeDialog(page).getByText(/^Resend OTP in \d+s$/);
    await expect(countdown).toBeVisible();
    await expect(resend).toHaveCount(0);
    await expect(resend).toBeEnabled({ timeout: 35_000 });
    await expect(countdown).toHaveCount(0);
    await resend.click();
    await expect(countdown).toBeVisible();

    // a wrong code, then the right one
    const code = await lastOtp(request, GUEST.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await expect(codeDialog(page).getByText('Invalid Otp')).toBeVisible();
    await enterCode(page, code);

    // the attempt's analytics, signed in as the new student, with the trial course
    await expect(page.getByText('Test Submit Successfully').first()).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3/);
    await expect(page.getByRole('button', { name: 'Switch course' })).toContainText(COURSE.organisation);
    await page.getByRole('button', { name: 'Switch course' }).click();
    await expect(page.getByRole('menuitemradio', { name: new RegExp(COURSE.organisation) })).toContainText('FREE TRIAL');
    await page.keyboard.press('Escape');
    // the attempt is the student's: it is in their reports
    const stored = await page.evaluate(() => localStorage.getItem('student-storage'));
    expect(stored).toContain(GUEST.mobile);
  });

  test('the same mobile trying again gets the already-attempted toast with Upgrade, and lands on the dashboard', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto(guestLink(COURSE.id));
    await startFromWizard(page);
    await answerCurrent(page, 0);
    await submitAsGuest(page);
    await fillDetails(page, { name: GUEST.name, mobile: GUEST.mobile });
    await enterCode(page, await lastOtp(request, GUEST.mobile));
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText('You have already attempted free trial test').first()).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/student\/dashboard/);
    await toasts.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/selectcourse\\?cid=${COURSE.id}`));
  });

  test('a failed submit says Error Submitting the Test, keeps the answers, and Retry succeeds without a new code', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto(guestLink(OTHER_COURSE.id));
    await startFromWizard(page);
    await answerCurrent(page, 0);
    await submitAsGuest(page);
    await fillDetails(page, RETRY_GUEST);
    let failed = false;
    await page.route('**/api/testsubmit', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ responseTxt: 'unavailable', message: 'Service Unavailable', obj: null }) });
    });
    await enterCode(page, await lastOtp(request, RETRY_GUEST.mobile));
    const dialog = page.getByRole('dialog').filter({ hasText: 'Error Submitting the Test' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/student\/testanalytics\?testSession=\d+&testType=3/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Switch course' })).toContainText(OTHER_COURSE.organisation);
  });

  test('a link without a course cannot start: the wizard offers the course list', async ({ page }) => {
    await page.goto('/student/guest-testbegin?utm_source=whatsapp');
    await page.getByRole('button', { name: 'Step 3 of 3: Ready to start' }).click();
    await expect(page.getByText('This link does not name a course, so the free test cannot start.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Choose a course' }).click();
    await expect(page).toHaveURL(/\/student\/selectyourcourse/);
  });

  test('an unknown free test says Failed to load guest test', async ({ page }) => {
    await page.goto('/student/guest-testsimulator?courseId=105&testUid=nosuchtest&testType=3&assessmentMode=advance');
    await expect(page.getByText('Failed to load guest test')).toBeVisible({ timeout: 15_000 });
  });
});
