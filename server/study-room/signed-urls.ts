// Short-lived signed URLs of study files (docs/api.md "Study room", GET /study-files/{id}/{kind}). A <video>,
// <track>, <img> or a PDF worker cannot send the session headers, so the URL itself carries the permission: the
// student (sid), the expiry (exp, epoch seconds) and an HMAC-SHA256 (sig, base64url) over the student, the item, the
// kind and the expiry under a key of its own (server/security/hmac-key.ts). A URL is valid for LINK_VALIDITY_MS.
import { hmacKey } from '../security/hmac-key';

/** The files of an item: the document or video itself, and a video's captions (WebVTT) and poster (JPEG). */
export const STUDY_FILE_KINDS = ['file', 'captions', 'poster'] as const;
export type StudyFileKind = (typeof STUDY_FILE_KINDS)[number];

/** Two hours: long enough to read a document or watch a lesson in one sitting (a player re-requests ranges). */
export const LINK_VALIDITY_MS = 2 * 60 * 60 * 1000;

/** Where the files are served: the route /study-files under the API's base (server/app.ts mounts it at /api). */
export const STUDY_FILES_URL = '/api/study-files';

/** The name of the signing secret in server_secrets. */
export const STUDY_FILES_SECRET = 'study-files';

/** What a signed URL names. */
export interface SignedFile {
  studentId: number;
  contentId: number;
  kind: StudyFileKind;
  /** epoch seconds */
  expires: number;
}

export interface StudyFileSigner {
  /** The URL of the file, valid LINK_VALIDITY_MS from `now`. */
  url(studentId: number, contentId: number, kind: StudyFileKind, now: number): Promise<string>;
  /** Whether `sig` signs the file and the URL has not expired at `now`. */
  verify(file: SignedFile, sig: string, now: number): Promise<boolean>;
}

/** A signer over the secret that `secret()` answers (read when first needed, then kept). */
export function studyFileSigner(secret: () => string | Promise<string>): StudyFileSigner {
  const key = hmacKey(secret, 'study-file');
  const message = (f: SignedFile): string => `${f.studentId}\n${f.contentId}\n${f.kind}\n${f.expires}`;
  return {
    async url(studentId, contentId, kind, now) {
      const expires = Math.floor((now + LINK_VALIDITY_MS) / 1000);
      const sig = await key.sign(message({ studentId, contentId, kind, expires }));
      return `${STUDY_FILES_URL}/${contentId}/${kind}?${new URLSearchParams({ sid: String(studentId), exp: String(expires), sig })}`;
    },
    async verify(file, sig, now) {
      if (file.expires * 1000 <= now) return false;
      return key.verify(sig, message(file));
    },
  };
}
