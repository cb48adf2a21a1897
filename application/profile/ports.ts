// The My Profile port (docs/api.md "Dashboard, profile, shared modals and media"). Each call needs a signed-in
// student; without one it is not made (unavailable).
import type { CallFailure, Result } from '../../domain/shared/result';
import type { RateLimited, Refusal } from '../account/ports';

/** Where a profile code went: tokenIdentify 'email' or 'mobile'. */
export interface ProfileCodeToken {
  token: string;
  tokenIdentify: 'email' | 'mobile';
}

/** The profile as the server saved it. */
export interface SavedProfile {
  studentName: string;
  emailId: string;
  phoneNo: string;
}

/** update-details: saved (a name change), or a code was sent to a changed e-mail or mobile. */
export type DetailsUpdate = { kind: 'saved'; profile: SavedProfile } | { kind: 'code-sent'; code: ProfileCodeToken };

/** The e-mail or mobile is another account's (409), or tries must wait. */
export type DetailsRefusal = Refusal<'email_taken' | 'mobile_taken'> | RateLimited;
/** A profile or deletion code: wrong, unknown/expired token, taken meanwhile, or tries must wait. */
export type CodeCheckRefusal = Refusal<'wrong_code' | 'expired_code' | 'email_taken' | 'mobile_taken'> | RateLimited;
/** A picture: not an image by content, too large, or too many today. */
export type PictureRefusal = Refusal<'not_an_image' | 'too_large'> | RateLimited;

/** A picture to upload: its bytes, name and declared type (the browser's File satisfies it). */
export interface PictureFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export interface MyProfileGateway {
  updateDetails(input: { studentId: number; studentName: string; userId: string; emailId?: string; mobile?: string }):
    Promise<Result<DetailsUpdate, DetailsRefusal | CallFailure>>;
  verifyCode(input: { studentId: number; code: ProfileCodeToken; otp: string }):
    Promise<Result<SavedProfile, CodeCheckRefusal | CallFailure>>;
  /** Sent as multipart (the bytes are the Blob's). */
  uploadPicture(file: PictureFile & Blob): Promise<Result<{ fileName: string; url: string }, PictureRefusal | CallFailure>>;
  removePicture(fileName: string): Promise<Result<void>>;
  sendDeletionCode(): Promise<Result<{ token: string }, RateLimited | CallFailure>>;
  confirmDeletion(token: string, otp: string): Promise<Result<void, CodeCheckRefusal | CallFailure>>;
  /** The first-time welcome was shown: the server clears firstTimeUser. */
  welcomeSeen(): Promise<Result<void>>;
}
