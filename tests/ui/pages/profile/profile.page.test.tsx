import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PendingVerification } from '../../../../application/profile/profile-use-cases';
import type { Student } from '../../../../domain/account/student';
import { err, ok } from '../../../../domain/shared/result';
import ProfilePage from '../../../../ui/pages/profile/profile.page';
import { aStudent } from '../../../mothers/student.mother';
import { fakeProfile } from '../../layout/modals/modal-harness';
import { renderPage } from '../../support/render-page';
import { RecordingAnalytics } from '../../support/unavailable-areas';

const student = (): Student => ({ ...aStudent(), studentName: 'Asha Verma', emailId: 'asha@example.com', phoneNo: '9876543210', profilePic: '' });

const renderProfile = (profile = fakeProfile(), s = student()) => {
  const analytics = new RecordingAnalytics();
  const view = renderPage(<ProfilePage />, { path: '/profile', student: s, areas: { profile, analytics } });
  return { ...view, profile, analytics };
};

const pendingEmail = (value: string): PendingVerification => ({ field: 'emailId', value, code: { token: 't1', tokenIdentify: 'email' } });

describe('/profile', () => {
  it('shows My Profile with the saved details and tracks the visit', () => {
    const { analytics } = renderProfile();
    expect(screen.getByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(analytics.events[0]).toMatchObject({ event: 'page_visit', page: 'profile' });
  });

  it('a changed name alone can be saved; Save is disabled with nothing changed', async () => {
    const profile = fakeProfile();
    profile.save.mockResolvedValue(ok({ ...student(), studentName: 'Asha V' }));
    const { services } = renderProfile(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Student Name' }), { target: { value: 'Asha V' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(services.session.student?.studentName).toBe('Asha V'));
    expect(profile.save).toHaveBeenCalledWith({ studentName: 'Asha V', emailId: 'asha@example.com', phoneNo: '9876543210' });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(services.toasts.toasts[0]).toMatchObject({ variant: 'success', message: 'Profile updated successfully.' });
  });

  it('a changed e-mail must be verified before Save; the code marks it verified', async () => {
    const profile = fakeProfile();
    profile.requestVerification.mockResolvedValue(ok(pendingEmail('new@example.com')));
    profile.verify.mockResolvedValueOnce(err({ message: 'Invalid OTP. Please try again.' }))
      .mockResolvedValueOnce(ok({ ...student(), emailId: 'new@example.com' }));
    const { services } = renderProfile(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    const verifyButtons = () => screen.getAllByRole('button', { name: 'Verify' });
    expect(verifyButtons()[1]).toBeDisabled();
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(verifyButtons()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email Address' });
    expect(within(dialog).getByText('Enter the 6-digit code sent to new@example.com.')).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(code, { target: { value: '12a3456789' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profile.verify).toHaveBeenLastCalledWith(pendingEmail('new@example.com'), '123456');
    expect(services.session.student?.emailId).toBe('new@example.com');
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('a taken e-mail shows the 409 message under the field', async () => {
    const profile = fakeProfile();
    profile.requestVerification.mockResolvedValue(err({ message: 'Email already exists. Try another Email' }));
    renderProfile(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Verify' })[1]!);
    expect(await screen.findByText('Email already exists. Try another Email')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the mobile keeps digits only, at most 10; Cancel restores the saved values', () => {
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    fireEvent.change(mobile, { target: { value: '98a765' } });
    expect(mobile).toHaveValue('98765');
    expect(screen.getByText('Please enter a valid 10 digit mobile number.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Student Name' }), { target: { value: 'Someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
  });

  it('uploads and removes the picture', async () => {
    const profile = fakeProfile();
    profile.uploadPicture.mockResolvedValue(ok({ ...student(), profilePic: '/api/profile-pics/a.png' }));
    profile.removePicture.mockResolvedValue(ok(student()));
    const { services } = renderProfile(profile);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload New', { selector: 'input' }), { target: { files: [file] } });
    await waitFor(() => expect(services.session.student?.profilePic).toBe('/api/profile-pics/a.png'));
    expect(profile.uploadPicture).toHaveBeenCalledWith(file);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(services.session.student?.profilePic).toBe(''));
  });

  it('a refused picture shows the reason', async () => {
    const profile = fakeProfile();
    profile.uploadPicture.mockResolvedValue(err({ message: 'Please choose an image file (PNG, JPEG or WebP).' }));
    const { services } = renderProfile(profile);
    const file = new File(['%PDF'], 'x.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload New', { selector: 'input' }), { target: { files: [file] } });
    await waitFor(() => expect(services.toasts.toasts[0]).toMatchObject({ variant: 'danger', message: 'Please choose an image file (PNG, JPEG or WebP).' }));
  });

  it('account removal: confirm, code, then logout with the notice', async () => {
    const profile = fakeProfile();
    profile.requestDeletion.mockResolvedValue(ok({ token: 'del-1' }));
    profile.confirmDeletion.mockResolvedValueOnce(err({ message: 'Invalid OTP. Please Try Again.' }))
      .mockResolvedValueOnce(ok({ ...student(), deleteFlag: 1 }));
    const { currentPath } = renderProfile(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Account Removal' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Verification code' }), { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid OTP. Please Try Again.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/logout?notice=account-deletion'));
    expect(profile.confirmDeletion).toHaveBeenLastCalledWith('del-1', '111111');
  });

  it("a failed deletion request toasts 'Delete Request Failed' with the cause", async () => {
    const profile = fakeProfile();
    profile.requestDeletion.mockResolvedValue(err({ message: 'Delete Request Failed: Something went wrong' }));
    const { services } = renderProfile(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(services.toasts.toasts[0]).toMatchObject({ variant: 'danger', message: 'Delete Request Failed: Something went wrong' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a deletion request the notice replaces the button', async () => {
    renderProfile(fakeProfile(), { ...student(), deleteFlag: 1 });
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Deletion completes automatically within a few hours.');
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });
});
