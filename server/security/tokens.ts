import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as hex: session and one-time-code tokens. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Six digits, uniformly random. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
