// Profile calls of the reference server (docs/api.md). /student-profile/update-email: the Update Email modal before a
// paid checkout, for an account without an e-mail ("Catalogue, checkout and payments"). My Profile ("Dashboard,
// profile, shared modals and media"): the name is saved at once; a new e-mail or mobile only after a code sent to the
// new address is verified; the picture is content-checked and stored under a random name in deps.files (the storage
// port, server/storage/file-storage.ts).
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { PICTURE_CONTENT_TYPES, pictureKind, pixelSize } from '../http/image-header';
import { NOT_YOUR_ACCOUNT } from '../http/messages';
import { forbidden, HttpError, reply, validationError } from '../http/reply';
import { digits, EMAIL_PATTERN, formOf, MOBILE_PATTERN, optional, positiveId, text, typeError } from '../http/validation';
import type { StudentCodePurpose } from '../repositories/one-time-code-repository';
import { isUniqueViolation, type StudentRow } from '../repositories/student-repository';
import { codeLimits } from '../security/code-limits';
import { ADDRESS_CHANGES_PER_STUDENT, PICTURES_PER_STUDENT, TOO_MANY_ADDRESS_CHANGES, TOO_MANY_PICTURES } from '../security/dashboard-limits';
import { EMAIL_UPDATES_PER_STUDENT, TOO_MANY_EMAIL_UPDATES } from '../security/payment-limits';
import { imageBodyLimit, NO_SUCH_FILE, storedImageReply, uploadedFileBytes } from './upload-routes';

export const EMAIL_EXISTS = 'Email already exists. Try another Email';
export const NUMBER_EXISTS = 'Number already exists. Try another Number';
export const EMAIL_ALREADY_SET = 'Your account already has an e-mail address. Change it from your profile, where it is verified.';
export const INVALID_PROFILE_OTP = 'Invalid OTP. Please try again.';
export const CODE_EXPIRED = 'The code has expired or is not known. Request a new code.';

export const PICTURE_PATH = '/student-profile-pics-upload';
export const PICTURE_URL_PREFIX = '/api/profile-pics/';
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
/** The widest and tallest picture taken, read from its header. */
export const MAX_PICTURE_SIDE = 4096;
export const PICTURE_NOT_AN_IMAGE = 'Only PNG, JPEG and WebP images can be uploaded';
const PICTURE_TOO_LARGE = 'The image is larger than 2 MB';
const PICTURE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

const updateEmailForm = z.object({ emailId: text(254).regex(EMAIL_PATTERN, 'must be an e-mail address') });

const email = () => text(254).regex(EMAIL_PATTERN, 'must be an e-mail address');
const mobile = () => digits(10);
const detailsForm = z.object({
  studentId: positiveId(),
  studentName: text(100),
  userId: text(100),
  emailId: optional(email()),
  mobile: optional(mobile()),
});
type AddressKind = 'email' | 'mobile';
const verifyForm = z.object({
  studentId: positiveId(),
  token: text(200),
  tokenIdentify: z.enum(['email', 'mobile'], { error: 'must be email or mobile' }),
  otpForEmail: optional(digits(6)),
  otpForMobile: optional(digits(6)),
});
const removePictureForm = z.object({ fileName: z.string({ error: typeError('text') }).trim().max(200, 'must be at most 200 characters') });

const PURPOSE: Readonly<Record<AddressKind, StudentCodePurpose>> = { email: 'profile_email', mobile: 'profile_mobile' };
const TAKEN: Readonly<Record<AddressKind, string>> = { email: EMAIL_EXISTS, mobile: NUMBER_EXISTS };
const taken = (kind: AddressKind) => new HttpError(409, 'already_exists', TAKEN[kind]);

/** The profile as the app shows it after a save. */
const savedProfile = (row: StudentRow) => ({ studentName: row.name, emailId: row.email ?? '', phoneNo: row.mobile ?? '' });

export function profileRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, students, codes, outbox, profilePictures, files, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();
  const limits = codeLimits(deps);

  const signedIn = async (studentId: number): Promise<StudentRow> => {
    const row = await students.findById(studentId);
    if (!row) throw new Error(`the session's student ${studentId} is missing`);
    return row;
  };
  /** Another account that has the address. */
  const ownerOf = (kind: AddressKind, address: string) => (kind === 'email' ? students.findByEmail(address) : students.findByMobile(address));

  routes.post('/student-profile/update-email', auth, async (c) => {
    const { studentId } = c.var.session;
    const { emailId } = await formOf(c, updateEmailForm);
    await throttle.limit(EMAIL_UPDATES_PER_STUDENT, String(studentId), now(), TOO_MANY_EMAIL_UPDATES);
    const student = await students.findById(studentId);
    if (student?.email) throw new HttpError(409, 'email_already_set', EMAIL_ALREADY_SET);
    const owner = await students.findByEmail(emailId);
    if (owner) throw taken('email');
    let saved: boolean;
    try {
      saved = await students.setFirstEmail(studentId, emailId);
    } catch (err) {
      if (isUniqueViolation(err)) throw taken('email');
      throw err;
    }
    if (!saved) throw new HttpError(409, 'email_already_set', EMAIL_ALREADY_SET);
    return reply(c, 'success', { emailId }, 'Email updated');
  });

  // A changed e-mail or mobile is not saved here: a code goes to the new address (verify-otp saves it). Otherwise
  // the name is saved.
  routes.post('/student-profile/update-details', auth, async (c) => {
    const { studentId, loginId } = c.var.session;
    const form = await formOf(c, detailsForm);
    if (form.studentId !== studentId || form.userId !== loginId) throw forbidden(NOT_YOUR_ACCOUNT);
    const student = await signedIn(studentId);
    const changes: [AddressKind, string][] = [];
    if (form.emailId !== undefined && form.emailId.toLowerCase() !== (student.email ?? '').toLowerCase()) changes.push(['email', form.emailId]);
    if (form.mobile !== undefined && form.mobile !== (student.mobile ?? '')) changes.push(['mobile', form.mobile]);
    if (changes.length > 1) throw validationError('emailId and mobile must be changed one at a time');
    if (changes.length === 1) {
      const [kind, address] = changes[0];
      // counted before the 409: finding out which addresses are taken is as slow as sending codes
      await throttle.limit(ADDRESS_CHANGES_PER_STUDENT, String(studentId), now(), TOO_MANY_ADDRESS_CHANGES);
      const owner = await ownerOf(kind, address);
      if (owner && owner.id !== studentId) throw taken(kind);
      await limits.beforeSend(c, address);
      const issued = await codes.issue(PURPOSE[kind], studentId, address, now());
      await outbox.deliver(address, issued.code);
      return reply(c, 'success', { token: issued.token, tokenIdentify: kind }, 'OTP sent');
    }
    await students.setName(studentId, form.studentName);
    return reply(c, 'success', savedProfile(await signedIn(studentId)), 'Profile updated');
  });

  routes.post('/student-profile/verify-otp', auth, async (c) => {
    const { studentId } = c.var.session;
    const form = await formOf(c, verifyForm);
    if (form.studentId !== studentId) throw forbidden(NOT_YOUR_ACCOUNT);
    const kind = form.tokenIdentify;
    const field = kind === 'email' ? 'otpForEmail' : 'otpForMobile';
    const otp = form[field];
    if (otp === undefined) throw validationError(`${field} is required`);
    const purpose = PURPOSE[kind];
    const at = now();
    const pending = await codes.pending(purpose, form.token, null, at);
    if (!pending || pending.studentId !== studentId) return reply(c, 'expired_otp', null, CODE_EXPIRED);
    const address = pending.recipient;
    await limits.beforeCheck(c, address);
    const result = await db.transaction(async () => {
      const check = await codes.redeem(purpose, form.token, null, otp, at);
      if (check.outcome !== 'ok') return check;
      const owner = await ownerOf(kind, address);
      if (owner && owner.id !== studentId) return { outcome: 'taken' as const };
      try {
        if (kind === 'email') await students.setVerifiedEmail(studentId, address);
        else await students.setMobile(studentId, address);
      } catch (err) {
        if (isUniqueViolation(err)) return { outcome: 'taken' as const };
        throw err;
      }
      return check;
    });
    switch (result.outcome) {
      case 'ok':
        return reply(c, 'success', savedProfile(await signedIn(studentId)), kind === 'email' ? 'Email verified' : 'Mobile verified');
      case 'taken':
        throw taken(kind);
      case 'unknown':
        return reply(c, 'expired_otp', null, CODE_EXPIRED);
      case 'wrong_code':
        await limits.afterWrong(c, address);
        return reply(c, 'invalid_otp', null, INVALID_PROFILE_OTP);
      case 'too_many_attempts':
        await limits.afterWrong(c, address);
        throw new HttpError(429, 'too_many_attempts', 'Too many wrong codes. Request a new code.');
    }
  });

  routes.post(PICTURE_PATH,
    auth,
    // before the body is read: a student over the day's pictures is refused without it
    async (c, next) => {
      await throttle.refuseWhenFull(PICTURES_PER_STUDENT, String(c.var.session.studentId), now(), TOO_MANY_PICTURES);
      await next();
    },
    imageBodyLimit(MAX_PICTURE_BYTES, PICTURE_TOO_LARGE),
    async (c) => {
      const { studentId } = c.var.session;
      const bytes = await uploadedFileBytes(c, MAX_PICTURE_BYTES, PICTURE_TOO_LARGE);
      const kind = pictureKind(bytes);
      const size = kind && pixelSize(bytes, kind);
      if (!kind || !size) throw new HttpError(415, 'unsupported_media_type', PICTURE_NOT_AN_IMAGE);
      if (size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE) {
        throw validationError(`The image is ${size.width} x ${size.height} pixels; at most ${MAX_PICTURE_SIDE} x ${MAX_PICTURE_SIDE} are allowed`);
      }
      await throttle.limit(PICTURES_PER_STUDENT, String(studentId), now(), TOO_MANY_PICTURES);
      const fileName = `${randomUUID()}.${kind}`;
      const virtualUrlFile = `${PICTURE_URL_PREFIX}${fileName}`;
      const contentType = PICTURE_CONTENT_TYPES[kind];
      await files.put(fileName, bytes, contentType);
      const previous = await db.transaction(async () => {
        const older = await profilePictures.filesOf(studentId);
        for (const old of older) await profilePictures.remove(old);
        await profilePictures.add({ fileName, studentId, contentType, size: bytes.length, createdAt: now() });
        await students.setProfilePic(studentId, virtualUrlFile);
        return older;
      });
      for (const old of previous) await files.delete(old);
      return reply(c, 'success', { fileName, virtualUrlFile }, 'Profile picture updated');
    });

  routes.post('/student-profile-pics-remove', auth, async (c) => {
    const { studentId } = c.var.session;
    // the name, or the picture's URL as the app shows it
    const fileName = (await formOf(c, removePictureForm)).fileName.split('/').at(-1) ?? '';
    const current = (await signedIn(studentId)).profile_pic === `${PICTURE_URL_PREFIX}${fileName}`
      && (await profilePictures.ownerOf(fileName))?.studentId === studentId;
    if (!PICTURE_NAME.test(fileName) || !current) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    await db.transaction(async () => {
      await profilePictures.remove(fileName);
      await students.setProfilePic(studentId, '');
    });
    await files.delete(fileName);
    return reply(c, 'success', null, 'Profile picture removed');
  });

  // Public on purpose: <img> cannot send the auth headers; names are random UUIDs.
  routes.get(`${PICTURE_URL_PREFIX.slice('/api'.length)}:fileName`, async (c) => {
    const fileName = c.req.param('fileName') ?? '';
    const row = PICTURE_NAME.test(fileName) ? await profilePictures.ownerOf(fileName) : undefined;
    if (!row) throw new HttpError(404, 'not_found', NO_SUCH_FILE);
    return storedImageReply(c, files, fileName, row.contentType);
  });

  return routes;
}
