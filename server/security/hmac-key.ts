// The HMAC-SHA256 keys the server signs its own tokens with (study file URLs, guest test deliveries): each kept in
// server_secrets (server/repositories/server-secret-repository.ts), made once from 32 random bytes, read when first
// needed. Every message is prefixed with its purpose's label, so a signature of one purpose is never valid for
// another even under the same key. Signatures are base64url; a check accepts only the canonical spelling (the
// decoder skips stray characters and ignores the last character's spare bits) and compares in constant time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 32;

/** A new secret: 32 random bytes, base64url. */
export const newSecret = (): string => randomBytes(MAC_BYTES).toString('base64url');

export interface HmacKey {
  /** The signature of `message` (base64url). */
  sign(message: string): Promise<string>;
  /** Whether `signature` signs `message`. */
  verify(signature: string, message: string): Promise<boolean>;
}

/**
 * The key that `secret()` answers (base64url; read when first needed, then kept: a read that fails is tried again
 * at the next use), for messages of `label`.
 */
export function hmacKey(secret: () => string | Promise<string>, label: string): HmacKey {
  let key: Promise<Buffer> | undefined;
  const keyOf = (): Promise<Buffer> => {
    if (!key) {
      const reading = (async () => Buffer.from(await secret(), 'base64url'))();
      reading.catch(() => { if (key === reading) key = undefined; });
      key = reading;
    }
    return key;
  };
  const mac = async (message: string): Promise<Buffer> =>
    createHmac('sha256', await keyOf()).update(`${label}\n${message}`).digest();
  return {
    sign: async (message) => (await mac(message)).toString('base64url'),
    async verify(signature, message) {
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return false;
      return timingSafeEqual(given, await mac(message));
    },
  };
}
