import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HASH_CONCURRENCY, HASH_MAX_WAITING, WorkQueue } from './work-queue';

// Stored as scrypt$N$r$p$salt$hash (base64), so the cost can be raised later without breaking old hashes.
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** Every hash of the process goes through this queue (security/work-queue.ts says why). */
export const hashQueue = new WorkQueue(HASH_CONCURRENCY, HASH_MAX_WAITING);

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  hashQueue.run(() => new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A stored hash that no password matches (not a scrypt$ hash): the accounts that have no password (a guest who
 * signed up by a code, the report cohort, an erased account). They sign in by a code, or set a password by a reset.
 */
export const UNUSABLE_PASSWORD_HASH = '!';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) {
    // the same work as a real check: an account without a password is not told apart by timing
    await verifyAgainstDummy(password);
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown user id is not told apart by timing. */
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
};
