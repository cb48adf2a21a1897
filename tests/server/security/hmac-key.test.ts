/** @jest-environment node */
// The server's signing keys (server/security/hmac-key.ts): a signature checks only for its own message and label,
// only in its canonical spelling, and the key is read once, when first needed.
import { describe, expect, it, jest } from '@jest/globals';
import { hmacKey, newSecret } from '../../../server/security/hmac-key';

describe('hmacKey', () => {
  const secret = newSecret();

  it('signs and verifies a message; another message or label does not verify', async () => {
    const key = hmacKey(() => secret, 'study-file');
    const sig = await key.sign('1\n2\nfile\n99');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await key.verify(sig, '1\n2\nfile\n99')).toBe(true);
    expect(await key.verify(sig, '1\n2\nfile\n100')).toBe(false);
    expect(await hmacKey(() => secret, 'guest-delivery').verify(sig, '1\n2\nfile\n99')).toBe(false);
    expect(await hmacKey(() => newSecret(), 'study-file').verify(sig, '1\n2\nfile\n99')).toBe(false);
  });

  it('refuses a signature that is not the canonical spelling, too short, or empty', async () => {
    const key = hmacKey(() => secret, 'x');
    const sig = await key.sign('m');
    expect(await key.verify(`${sig}=`, 'm')).toBe(false);
    expect(await key.verify(`${sig.slice(0, 10)}.${sig.slice(10)}`, 'm')).toBe(false);
    expect(await key.verify(sig.slice(0, -1), 'm')).toBe(false);
    expect(await key.verify('', 'm')).toBe(false);
  });

  it('reads the secret once, on first use, also when it is read from the database (a promise)', async () => {
    const read = jest.fn(async () => secret);
    const key = hmacKey(read, 'x');
    expect(read).not.toHaveBeenCalled();
    await Promise.all([key.verify(await key.sign('a'), 'a'), key.sign('b')]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await key.sign('a')).toBe(await hmacKey(() => secret, 'x').sign('a'));
  });

  it('reads the secret again at the next use when a read failed', async () => {
    const read = jest.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(secret);
    const key = hmacKey(read, 'x');
    await expect(key.sign('a')).rejects.toThrow('database down');
    expect(await key.sign('a')).toBe(await hmacKey(() => secret, 'x').sign('a'));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
