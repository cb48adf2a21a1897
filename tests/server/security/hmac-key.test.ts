/** @jest-environment node */
// The server's signing keys (server/security/hmac-key.ts): a signature checks only for its own message and label,
// only in its canonical spelling, and the key is read once, when first needed.
import { describe, expect, it, jest } from '@jest/globals';
import { hmacKey, newSecret } from '../../../server/security/hmac-key';

describe('hmacKey', () => {
  const secret = newSecret();

  it('signs and verifies a message; another message or label does not verify', () => {
    const key = hmacKey(() => secret, 'study-file');
    const sig = key.sign('1\n2\nfile\n99');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.verify(sig, '1\n2\nfile\n99')).toBe(true);
    expect(key.verify(sig, '1\n2\nfile\n100')).toBe(false);
    expect(hmacKey(() => secret, 'guest-delivery').verify(sig, '1\n2\nfile\n99')).toBe(false);
    expect(hmacKey(() => newSecret(), 'study-file').verify(sig, '1\n2\nfile\n99')).toBe(false);
  });

  it('refuses a signature that is not the canonical spelling, too short, or empty', () => {
    const key = hmacKey(() => secret, 'x');
    const sig = key.sign('m');
    expect(key.verify(`${sig}=`, 'm')).toBe(false);
    expect(key.verify(`${sig.slice(0, 10)}.${sig.slice(10)}`, 'm')).toBe(false);
    expect(key.verify(sig.slice(0, -1), 'm')).toBe(false);
    expect(key.verify('', 'm')).toBe(false);
  });

  it('reads the secret once, on first use', () => {
    const read = jest.fn(() => secret);
    const key = hmacKey(read, 'x');
    expect(read).not.toHaveBeenCalled();
    key.verify(key.sign('a'), 'a');
    key.sign('b');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
