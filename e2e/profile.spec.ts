// My Profile against the real server: edit, verify a changed e-mail and mobile by the code the demo endpoint reads
// back, the 409 of an e-mail taken by another student, Cancel, picture upload and remove. Every change to
// demo.student is undone before the test ends (other specs rely on the seeded account).
import { expect, test } from './fixtures';
import { DEMO, expectNoSeriousA11yViolations, lastOtp, loginAsDemo, NEW } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('My Profile', () => {
  test('edit the name, Cancel restores; a taken e-mail says so; axe passes', async ({ page }) => {
    await loginAsDemo(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/student\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Student Name' }).fill('Demo Student Renamed');
    await expect(save).toBeEnabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Demo Student', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email Address' }).fill(NEW.email);
    await page.getByRole('button', { name: 'Verify' }).nth(1).click();
    await expect(page.getByText('Email already exists. Try another Email')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // a name change alone saves, and survives a reload (then it is put back)
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Student Name' }).fill('Demo Student Renamed');
    await save.click();
    await expect(page.getByText('Profile updated successfully.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Demo Student Renamed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Student Name' }).fill('Demo Student');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Demo Student', { exact: true })).toBeVisible();
  });

  test('verify a changed e-mail and mobile by code (a wrong code first), then put them back', async ({ page, request }) => {
    await loginAsDemo(page);
    await page.goto('/student/profile');
    const changed = 'demo.student.e2e@example.com';

    const verifyEmail = async (email: string, wrongFirst: boolean) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByRole('button', { name: 'Verify' }).nth(1).click();
      const dialog = page.getByRole('dialog', { name: 'Verify Email Address' });
      await expect(dialog).toContainText(`Enter the 6-digit code sent to ${email}.`);
      const code = await lastOtp(request, email);
      if (wrongFirst) {
        await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
        await dialog.getByRole('button', { name: 'Verify' }).click();
        await expect(dialog.getByText('Invalid OTP. Please try again.')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Email verified and saved.').first()).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
    };
    await verifyEmail(changed, true);
    await verifyEmail(DEMO.email, false);

    const verifyMobile = async (mobile: string) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
      await page.getByRole('button', { name: 'Verify' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Verify Mobile Number' });
      await dialog.getByLabel('Verification code').fill(await lastOtp(request, mobile));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText(mobile, { exact: true })).toBeVisible();
    };
    await verifyMobile('9000012345');
    await verifyMobile(DEMO.mobile);
  });

  test('upload a picture (shown in the header), then remove it; a non-image is refused', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/student/profile');
    const picture = page.getByLabel('Profile picture');
    await page.getByLabel('Upload New', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile picture updated.').first()).toBeVisible();
    await expect(picture.locator('img')).toHaveAttribute('src', /\/api\/profile-pics\/[0-9a-f-]+\.png$/);
    await expect(page.getByRole('button', { name: 'Profile menu' }).locator('img')).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Profile picture removed.').first()).toBeVisible();
    await expect(picture.locator('img')).toHaveCount(0);

    await page.getByLabel('Upload New', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') });
    await expect(page.getByText(/Only PNG, JPEG and WebP images can be uploaded|Please choose an image file/).first()).toBeVisible();
  });
});
