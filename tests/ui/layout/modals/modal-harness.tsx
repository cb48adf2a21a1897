// Renders the shell's modals alone (the one UiStore.openModal names) with fake support and profile use cases.
import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ProfileUseCases } from '../../../../application/profile/profile-use-cases';
import type { SupportNotice, SupportUseCases } from '../../../../application/support/support-use-cases';
import type { Student } from '../../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../../domain/shared/result';
import { ShellModals } from '../../../../ui/layout/shell-modals';
import type { ShellModal } from '../../../../ui/stores/ui.store';
import { aStudent } from '../../../mothers/student.mother';
import { renderPage } from '../../support/render-page';
import { RecordingAnalytics } from '../../support/unavailable-areas';

const notice = (tone: SupportNotice['tone'], message: string): SupportNotice => ({ tone, message });

export const fakeSupport = () => ({
  feedbackTypes: jest.fn<SupportUseCases['feedbackTypes']>(async () => ok(['Content', 'Test Simulator', 'Other'])),
  sendFeedback: jest.fn<SupportUseCases['sendFeedback']>(async () => ok(notice('success', 'Thanks for your Feedback!'))),
  rateCourse: jest.fn<SupportUseCases['rateCourse']>(async () => ok(notice('success', 'Thanks for sharing your experience with us.'))),
  inviteTeacher: jest.fn<SupportUseCases['inviteTeacher']>(async () => ok(notice('success', 'Invitation sent to your teacher.'))),
  raiseTicket: jest.fn<SupportUseCases['raiseTicket']>(async () => ok(notice('success', 'Your ticket has been raised. Our team will get back to you.'))),
});

export const fakeProfile = (): { [K in keyof ProfileUseCases]: jest.Mock<ProfileUseCases[K]> } => ({
  requestVerification: jest.fn<ProfileUseCases['requestVerification']>(async () => err({ message: 'Something went wrong' })),
  verify: jest.fn<ProfileUseCases['verify']>(async () => err({ message: 'Something went wrong' })),
  save: jest.fn<ProfileUseCases['save']>(async () => err({ message: 'Something went wrong' })),
  uploadPicture: jest.fn<ProfileUseCases['uploadPicture']>(async () => err({ message: 'Something went wrong' })),
  removePicture: jest.fn<ProfileUseCases['removePicture']>(async () => err({ message: 'Something went wrong' })),
  requestDeletion: jest.fn<ProfileUseCases['requestDeletion']>(async () => err({ message: 'Something went wrong' })),
  confirmDeletion: jest.fn<ProfileUseCases['confirmDeletion']>(async () => err({ message: 'Something went wrong' })),
  welcomeSeen: jest.fn<ProfileUseCases['welcomeSeen']>(async () => err({ message: UNAVAILABLE.kind })),
});

export const renderModal = (modal: ShellModal | null, { student = aStudent(), support = fakeSupport(), profile = fakeProfile(), path = '/dashboard' }: {
  student?: Student; support?: ReturnType<typeof fakeSupport>; profile?: ReturnType<typeof fakeProfile>; path?: string;
} = {}) => {
  const analytics = new RecordingAnalytics();
  const view = renderPage(<ShellModals />, { path, student, areas: { support, profile, analytics } });
  if (modal) act(() => view.services.ui.showModal(modal));
  return { ...view, support, profile, analytics };
};
