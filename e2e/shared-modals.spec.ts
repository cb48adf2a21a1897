// The shared modals of the profile menu against the real server (Feedback, Rate This Course, Invite Teacher,
// Tutorials), each with its happy path and its failure toast, the notifications bell, and the data layer events.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, loginAsDemo } from './support';

const openFromMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
};

const failNext = async (page: Page, path: string) => {
  await page.route(`**/api${path}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"responseTxt":"error","message":"down","obj":null}' }), { times: 1 });
};

test.describe('shared modals', () => {
  test('Feedback: types from the server, Send needs a subject, success and failure toasts', async ({ page }) => {
    await loginAsDemo(page);
    let dialog = await openFromMenu(page, 'Feedback');
    const type = dialog.getByRole('combobox', { name: 'Feedback Type' });
    await expect(type.locator('option')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('The timer is clear');
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Thanks for the full-screen mode.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thanks for your Feedback!').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await failNext(page, '/student-feedback');
    dialog = await openFromMenu(page, 'Feedback');
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Second note');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Failed to submit your Feedback!').first()).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Second note');
  });

  test('Rate This Course: stars and n/5, saved, then already given; a failure toast', async ({ page }) => {
    await loginAsDemo(page);
    await failNext(page, '/rating-create');
    let dialog = await openFromMenu(page, 'Rate This Course');
    await expect(dialog.getByText('No rating')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.locator('label').filter({ hasText: '5 stars' }).click();
    await expect(dialog.getByText('5/5')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Clear explanations and fair tests.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Something went wrong. Please try again later.').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thanks for sharing your experience with us.').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    dialog = await openFromMenu(page, 'Rate This Course');
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Again');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('You have already submitted your experience with us for this course.').first()).toBeVisible();
  });

  test('Invite Teacher: invite, and a failure toast', async ({ page }) => {
    await loginAsDemo(page);
    let dialog = await openFromMenu(page, 'Invite Teacher');
    await expectNoSeriousA11yViolations(page);
    const field = dialog.getByRole('textbox', { name: 'Teacher User-ID / Email / Mobile' });
    await expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await field.fill('teacher.rao@school.example');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Invitation sent to your teacher.').first()).toBeVisible();

    await failNext(page, '/student-invite');
    dialog = await openFromMenu(page, 'Invite Teacher');
    await dialog.getByRole('textbox', { name: 'Teacher User-ID / Email / Mobile' }).fill('T-42');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Something went wrong. Please try again later.').first()).toBeVisible();
  });

  test('Tutorials: bullets, categories, and a real video with captions in the full-screen player', async ({ page }) => {
    await loginAsDemo(page);
    const dialog = await openFromMenu(page, 'Tutorials');
    for (const text of ['Guided Walkthrough', 'Interactive Features', 'Personalized Experience']) await expect(dialog.getByText(`${text}:`)).toBeVisible();
    for (const name of ['My Study Room', 'Smart Learning', 'My Exam Room', 'Report & Analytics']) {
      await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /My Exam Room/ }).click();
    await dialog.getByRole('listitem').filter({ visible: true }).getByRole('button').first().click();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks.length)).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(video).toBeHidden();
  });
});

test('notifications: the bell shows the count and the list', async ({ page }) => {
  await loginAsDemo(page);
  const bell = page.getByRole('button', { name: /^Notifications \(\d+\)$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Your notifications' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('data layer: a dashboard visit and a sidebar click are pushed, without personal data', async ({ page }) => {
  await loginAsDemo(page);
  const events = () => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
  await expect.poll(async () => (await events()).some((e) => e.event === 'page_visit' && e.page === 'dashboard')).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mock Test', exact: true }).click();
  await expect.poll(async () => (await events()).some((e) => e.event === 'click' && e.target === 'sidebar' && e.item === 'mockTest')).toBe(true);
  const text = JSON.stringify(await events());
  for (const personal of ['demo.student', '9876543210', 'Demo Student']) expect(text).not.toContain(personal);
});
