import { expect, test } from './fixtures';
import { DEMO, NEW, lastOtp, loginAsDemo, loginWithPassword } from './support';

test.describe('password login', () => {
  test('a good password lands on the dashboard', async ({ page }) => {
    await loginAsDemo(page);
    await expect(page.getByRole('heading', { name: /Welcome, Demo Student/ })).toBeVisible();
  });

  test('a bad password shows the spec message and stays on /login', async ({ page }) => {
    await loginWithPassword(page, DEMO.id, 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid User-Id or password.' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/student\/login/);
  });

  test('Log In is disabled until both fields are filled', async ({ page }) => {
    await page.goto('/student/login');
    const button = page.getByRole('button', { name: 'Log In' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Email or User ID or Mobile').fill('   ');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
    await expect(button).toBeDisabled();
  });

  test('a student without courses goes to /selectyourcourse', async ({ page }) => {
    await loginWithPassword(page, NEW.id, NEW.password);
    await expect(page).toHaveURL(/\/student\/selectyourcourse/);
  });
});

test.describe('OTP login', () => {
  test('code from the server signs in', async ({ page, request }) => {
    await page.goto('/student/login');
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Mobile Number').fill(DEMO.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await lastOtp(request, DEMO.mobile);
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/dashboard/);
  });

  test('a wrong code shows Invalid Otp Number', async ({ page, request }) => {
    await page.goto('/student/login');
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Mobile Number').fill(DEMO.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await lastOtp(request, DEMO.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid Otp Number').first()).toBeVisible();
    await expect(page).toHaveURL(/\/student\/login/);
  });

  test('an unknown mobile shows Invalid Number', async ({ page }) => {
    await page.goto('/student/login');
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Mobile Number').fill('9000000001');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Invalid Number').first()).toBeVisible();
  });

  test('the mobile field keeps digits only, at most 10', async ({ page }) => {
    await page.goto('/student/login');
    await page.getByRole('tab', { name: 'OTP' }).click();
    const field = page.getByLabel('Mobile Number');
    await field.pressSequentially('98a76-54321099');
    await expect(field).toHaveValue('9876543210');
  });
});

test.describe('logout and guards', () => {
  test('a visitor without a token is sent to /login', async ({ page }) => {
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(/\/student\/login/);
  });

  test('a logged-in student is sent away from /login; logout clears the session', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/student/login');
    await expect(page).toHaveURL(/\/student\/dashboard/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/student\/login/);
    expect(await page.evaluate(() => localStorage.getItem('student-storage'))).toBeNull();
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(/\/student\/login/);
  });
});

test.describe('forgot password, three phases', () => {
  test('reset by mobile, then sign in with the new password', async ({ page, request }) => {
    await page.goto('/student/forget-password');
    await expect(page.getByRole('heading', { name: 'Forget Password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByLabel('Email or Mobile').fill('12345');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email or Mobile').fill(NEW.mobile);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const code = await lastOtp(request, NEW.mobile);
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
    await page.getByLabel('New Password').fill('Changed@2026');
    await page.getByLabel('Confirm Password').fill('Different@2026');
    await page.getByRole('button', { name: /Change Password|Submit|Update/ }).click();
    await expect(page.getByText('Your confirm password does not match with new password')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('Changed@2026');
    await page.getByRole('button', { name: /Change Password|Submit|Update/ }).click();
    await expect(page.getByText('Password Changed Successfully')).toBeVisible();
    // Sign in with the new password, then put the seeded password back for the other tests.
    await loginWithPassword(page, NEW.id, 'Changed@2026');
    await expect(page).toHaveURL(/\/student\/selectyourcourse/);
    await page.goto('/student/logout');
    await expect(page).toHaveURL(/\/student\/login/);
    await page.goto('/student/forget-password');
    await page.getByLabel('Email or Mobile').fill(NEW.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await lastOtp(request, NEW.email));
    await page.getByLabel('New Password').fill(NEW.password);
    await page.getByLabel('Confirm Password').fill(NEW.password);
    await page.getByRole('button', { name: /Change Password|Submit|Update/ }).click();
    await expect(page.getByText('Password Changed Successfully')).toBeVisible();
  });

  test('an unknown user id gets the spec toast', async ({ page }) => {
    await page.goto('/student/forget-password');
    await page.getByLabel('Email or Mobile').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sorry, We could not find your detail in our record. Enter correct detail.')).toBeVisible();
  });

  test('a wrong code shows Invalid OTP inline', async ({ page, request }) => {
    await page.goto('/student/forget-password');
    await page.getByLabel('Email or Mobile').fill(DEMO.mobile);
    await page.getByRole('button', { name: 'Submit' }).click();
    const code = await lastOtp(request, DEMO.mobile);
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New Password').fill('Whatever@2026');
    await page.getByLabel('Confirm Password').fill('Whatever@2026');
    await page.getByRole('button', { name: /Change Password|Submit|Update/ }).click();
    await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();
  });
});
