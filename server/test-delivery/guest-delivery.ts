// The signed delivery of a guest test (docs/api.md "Guest trial", docs/security.md "Guest trial"). Nothing is stored
// for a visitor before the code is verified, so /app/guest-testdetails hands out, with the test, the server's own
// record of what it handed out and when: base64url(JSON {c: courseId, t: testId, at: deliveredAt}) + '.' +
// base64url(HMAC-SHA256 of that first part), under a key of its own (server/security/hmac-key.ts).
// The guest submit sends it back: a valid one dates the sitting, so the server measures its time as for a signed-in
// delivery; the app cannot move the start, name another test or make one up. Valid DELIVERY_VALIDITY_MS.
import { hmacKey } from '../security/hmac-key';

/** The name of the signing key in server_secrets. */
export const GUEST_DELIVERY_SECRET = 'guest-delivery';

/** A day: a visitor may sign up and submit well after the test's time, but not with a delivery of last week. */
export const DELIVERY_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** What a signed delivery names. */
export interface GuestDelivery {
  courseId: number;
  testId: number;
  /** epoch ms */
  deliveredAt: number;
}

/** What a delivery sent back is: valid, genuine but older than DELIVERY_VALIDITY_MS, or not ours (forged, altered, malformed). */
export type DeliveryCheck =
  | { kind: 'valid'; delivery: GuestDelivery }
  | { kind: 'expired'; delivery: GuestDelivery }
  | { kind: 'invalid' };

/** At most this long: a payload of three numbers and the MAC are far shorter. */
export const MAX_DELIVERY_LENGTH = 300;

export interface GuestDeliverySigner {
  sign(delivery: GuestDelivery): Promise<string>;
  check(signed: string, now: number): Promise<DeliveryCheck>;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** A signer over the key that `secret()` answers (base64url; read when first needed, then kept). */
export function guestDeliverySigner(secret: () => string | Promise<string>): GuestDeliverySigner {
  const key = hmacKey(secret, 'guest-delivery');
  return {
    async sign({ courseId, testId, deliveredAt }) {
      const payload = Buffer.from(JSON.stringify({ c: courseId, t: testId, at: deliveredAt })).toString('base64url');
      return `${payload}.${await key.sign(payload)}`;
    },
    async check(signed, now) {
      if (signed.length > MAX_DELIVERY_LENGTH) return { kind: 'invalid' };
      const parts = signed.split('.');
      if (parts.length !== 2) return { kind: 'invalid' };
      const [payload, sig] = parts;
      if (!await key.verify(sig, payload)) return { kind: 'invalid' };
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { kind: 'invalid' };
      }
      if (typeof fields !== 'object' || fields === null) return { kind: 'invalid' };
      const { c, t, at } = fields as Record<string, unknown>;
      if (!isCount(c) || !isCount(t) || !isCount(at)) return { kind: 'invalid' };
      const delivery: GuestDelivery = { courseId: c, testId: t, deliveredAt: at };
      return at + DELIVERY_VALIDITY_MS <= now ? { kind: 'expired', delivery } : { kind: 'valid', delivery };
    },
  };
}
