// The My Profile use cases (and the first-time welcome's "seen"). Implemented in profile-service.ts. Each one that
// changes the student saves the new values into the stored student (ACCOUNT.studentStorage) and answers the
// updated Student, which the UI puts into its session store (SessionStore.replaceStudent). Each failure carries the
// exact words to show (profile-messages.ts).
import type { Student } from '../../domain/account/student';
import type { ProfileFields, VerifiableField } from '../../domain/profile/profile-edit';
import type { Result } from '../../domain/shared/result';
import type { PictureFile, ProfileCodeToken } from './ports';

export interface ProfileFailure {
  readonly message: string;
  readonly retryAfterSeconds?: number;
}

/** A code sent to a changed e-mail or mobile, awaiting entry. */
export interface PendingVerification {
  readonly field: VerifiableField;
  readonly value: string;
  readonly code: ProfileCodeToken;
}

/** The biggest picture the app sends (the server's limit too). */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export interface ProfileUseCases {
  /** Sends a code to the changed e-mail or mobile (the validation error first: 'Please enter a valid email
   *  address.' / 'Please enter a valid 10 digit mobile number.'). 409: 'Email already exists. Try another Email' /
   *  'Number already exists. Try another Number'; other failures: 'Somethings wrong. Try again Later.' */
  requestVerification(field: VerifiableField, value: string): Promise<Result<PendingVerification, ProfileFailure>>;
  /** Checks the 6-digit code: the value is saved and the stored student updated. Wrong code: 'Invalid OTP. Please try
   *  again.'; other failures: 'Something went wrong. Please try again later.' */
  verify(pending: PendingVerification, otp: string): Promise<Result<Student, ProfileFailure>>;
  /** Save: the name (e-mail and mobile are saved by their verification). 'Somethings wrong. Try again Later.' */
  save(fields: ProfileFields): Promise<Result<Student, ProfileFailure>>;
  /** Upload New: images only ('Please choose an image file (PNG, JPEG or WebP).'), at most 2 MB ('The picture must
   *  be 2 MB or smaller.'), checked before any call and again by the server (by content). */
  uploadPicture(file: PictureFile & Blob): Promise<Result<Student, ProfileFailure>>;
  /** Remove: the picture is deleted and profilePic cleared. */
  removePicture(): Promise<Result<Student, ProfileFailure>>;
  /** Account Removal, after the confirm dialog: a code is sent. Failure: 'Delete Request Failed' followed by the
   *  cause (': ' + the server's words or 'Something went wrong'). */
  requestDeletion(): Promise<Result<{ token: string }, ProfileFailure>>;
  /** Checks the deletion code: deleteFlag is set in the stored student (the caller then goes to /logout). Wrong code:
   *  'Invalid OTP. Please Try Again.' */
  confirmDeletion(token: string, otp: string): Promise<Result<Student, ProfileFailure>>;
  /** The welcome modal was shown: firstTimeUser becomes 0 on the server and in the stored student (best effort: a
   *  failure is logged and the stored flag still cleared, so it does not show twice in this browser). */
  welcomeSeen(): Promise<Result<Student, ProfileFailure>>;
}
