// The storage port of uploaded files (answer images, profile pictures): every write, read and delete of an upload goes
// through a FileStorage, so instances can share one store (docs/deploy.md "File storage"). The default adapter is a
// folder (local-folder-storage.ts, UPLOAD_DIR); an object store plugs in as another adapter of this interface.
// What a file is, who owns it and when it goes are the database's (uploads, profile_pictures): the store only
// holds bytes under a key.

/** A stored file as read back: its size, its bytes as a stream, and its type when the store keeps one. */
export interface StoredObject {
  /** bytes */
  size: number;
  /** the type given at put, when the store keeps it (an object store does; the folder does not) */
  contentType?: string;
  /**
   * The bytes. Read it to the end or cancel it: the store may hold a file handle or a connection until then.
   * Bytes written once never change (put refuses to overwrite), so the stream is the file as put.
   */
  body: ReadableStream<Uint8Array>;
}

export interface FileStorage {
  /**
   * Stores `bytes` under `key`. Never replaces a file: when `key` is taken the promise rejects with a
   * FileExistsError (code 'exists') and the stored file stays as it was; of concurrent puts of one key exactly one
   * succeeds. A file is readable only once complete.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the file under `key`: true when one was there, false when there was none (both are fine). */
  delete(key: string): Promise<boolean>;
}

/** put on a key that is taken. */
export class FileExistsError extends Error {
  readonly code = 'exists';
  constructor(readonly key: string) {
    super(`a file is already stored under ${key}`);
    this.name = 'FileExistsError';
  }
}

/** A key outside the rule of checkKey: a bug of the caller, which validates names first. */
export class InvalidKeyError extends Error {
  readonly code = 'invalid_key';
  constructor(readonly key: string) {
    super(`not a valid file key: ${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}...` : key)}`);
    this.name = 'InvalidKeyError';
  }
}

/** Short enough to be one file name on any disk (255 bytes) and far inside an object key (1024). */
export const MAX_KEY_LENGTH = 200;
/** One segment: starts with a letter or digit, then letters, digits, '.', '_' or '-'. */
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/**
 * The one rule for keys, applied by every adapter on every call: segments separated by single '/', each of ASCII
 * letters, digits, '.', '_' and '-', starting with a letter or a digit; at most MAX_KEY_LENGTH characters; no '..'
 * anywhere. So there is no '.' or '..' segment, no leading or trailing '/', no '\\', no empty segment and nothing an
 * adapter must escape: a key is the same relative path on disk and the same object key in a bucket. A name that
 * starts with '.' is never a key, so adapters may use such names for their own files (the folder's temporary files).
 */
export const isValidKey = (key: string): boolean => key.length <= MAX_KEY_LENGTH && KEY.test(key) && !key.includes('..');

/** The key itself, or an InvalidKeyError. */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || !isValidKey(key)) throw new InvalidKeyError(String(key));
  return key;
}

/** The whole body of a stored file (the contract tests; small files). */
export async function readAll(file: StoredObject): Promise<Uint8Array<ArrayBuffer>> {
  const reader = file.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(new ArrayBuffer(length));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
