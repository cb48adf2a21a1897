// Account Removal against the real server, on trial.student (after the purchases project, the last user of that
// account): confirm, a code to the mobile (read from the demo code endpoint), a wrong code, the right one, then the
// logout with the notice, and sign-in refused while the deletion is pending.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, lastOtp, loginWithPassword } from './support';

const TRIAL = { id: 'trial.student', mobile: '9345678012', password: 'Demo@1234' };

test('account removal: confirm, code, signed out with the notice; sign-in is refused meanwhile', async ({ page, request }) => {
  await loginWithPassword(page, TRIAL.id, TRIAL.password);
  await expect(page).toHaveURL(/\/student\/(dashboard|selectyourcourse)/);
  await page.goto('/student/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Send Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Removal' });
  await expect(dialog).toBeVisible();
  const code = await lastOtp(request, TRIAL.mobile);
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Invalid OTP. Please Try Again.')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/student\/login\?notice=account-deletion$/);
  await expect(page.getByRole('status')).toContainText('Deletion completes automatically within a few hours.');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email or User ID or Mobile').fill(TRIAL.id);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRIAL.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('This account is being deleted. Deletion completes automatically within a few hours.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/student\/login/);
});
