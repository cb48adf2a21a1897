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
  sign(message: string): string;
  /** Whether `signature` signs `message`. */
  verify(signature: string, message: string): boolean;
}

/** The key that `secret()` answers (base64url; read when first needed, then kept), for messages of `label`. */
export function hmacKey(secret: () => string, label: string): HmacKey {
  let key: Buffer | undefined;
  const mac = (message: string): Buffer => {
    key ??= Buffer.from(secret(), 'base64url');
    return createHmac('sha256', key).update(`${label}\n${message}`).digest();
  };
  return {
    sign: (message) => mac(message).toString('base64url'),
    verify(signature, message) {
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return false;
      return timingSafeEqual(given, mac(message));
    },
  };
}
