/** @jest-environment node */
// OneTimeCodeRepository on SQLite and PostgreSQL (tests/server/engines.ts): 6 digits, 10 minutes, single use, 5 wrong
// tries, a new code retires the last; and what two checks at the same moment (two instances) do: one use of a code,
// and every wrong try counted once.
import { describe, expect, it } from '@jest/globals';
import {
  CODE_TTL_MS, MAX_WRONG_TRIES, OneTimeCodeRepository,
} from '../../../server/repositories/one-time-code-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
/** A code of 6 digits that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

eachEngine('OneTimeCodeRepository', (engine) => {
  const repo = () => new OneTimeCodeRepository(engine.db());

  describe('issue, pending and redeem', () => {
    it('issues a 6-digit code with a token; the right code redeems once, for its student', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('login', a.id, a.mobile, T0);
      expect(issued).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), code: expect.stringMatching(/^\d{6}$/) });
      expect(await repo().pendingRecipient('login', issued.token, null, T0)).toBe(a.mobile);
      expect(await repo().pending('login', issued.token, null, T0)).toEqual({ recipient: a.mobile, studentId: a.id });
      expect(await repo().redeem('login', issued.token, null, issued.code, T0 + 1)).toEqual({ outcome: 'ok', studentId: a.id });
      expect(await repo().redeem('login', issued.token, null, issued.code, T0 + 2)).toEqual({ outcome: 'unknown' });
      expect(await repo().pending('login', issued.token, null, T0 + 2)).toBeUndefined();
    });

    it('a code is unknown for another purpose, an unknown token, and from its expiry on', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('login', a.id, a.mobile, T0);
      expect(await repo().redeem('password_reset', issued.token, null, issued.code, T0)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeem('login', 'f'.repeat(64), null, issued.code, T0)).toEqual({ outcome: 'unknown' });
      expect(await repo().pendingRecipient('login', issued.token, null, T0 + CODE_TTL_MS)).toBeUndefined();
      expect(await repo().redeem('login', issued.token, null, issued.code, T0 + CODE_TTL_MS)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeem('login', issued.token, null, issued.code, T0 + CODE_TTL_MS - 1)).toEqual({ outcome: 'ok', studentId: a.id });
    });

    it('a new code of the same purpose retires the student\'s last one; other purposes and students keep theirs', async () => {
      const a = await addStudent(engine.db());
      const b = await addStudent(engine.db());
      const first = await repo().issue('login', a.id, a.mobile, T0);
      const deletion = await repo().issue('account_deletion', a.id, a.mobile, T0);
      const theirs = await repo().issue('login', b.id, b.mobile, T0);
      const second = await repo().issue('login', a.id, a.mobile, T0 + 1);
      expect(await repo().redeem('login', first.token, null, first.code, T0 + 2)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeem('login', second.token, null, second.code, T0 + 2)).toEqual({ outcome: 'ok', studentId: a.id });
      expect((await repo().redeem('account_deletion', deletion.token, null, deletion.code, T0 + 2)).outcome).toBe('ok');
      expect((await repo().redeem('login', theirs.token, null, theirs.code, T0 + 2)).outcome).toBe('ok');
    });

    it('a code issued with an identifier needs it: without it or with another one it is unknown', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('password_reset', a.id, a.email, T0, true);
      expect(issued.tokenIdentify).toMatch(/^[0-9a-f]{64}$/);
      expect(await repo().pendingRecipient('password_reset', issued.token, null, T0)).toBeUndefined();
      expect(await repo().pendingRecipient('password_reset', issued.token, 'e'.repeat(64), T0)).toBeUndefined();
      expect(await repo().pendingRecipient('password_reset', issued.token, issued.tokenIdentify!, T0)).toBe(a.email);
      expect(await repo().redeem('password_reset', issued.token, null, issued.code, T0)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeem('password_reset', issued.token, issued.tokenIdentify!, issued.code, T0)).toEqual({ outcome: 'ok', studentId: a.id });
    });
  });

  describe('wrong codes', () => {
    it('four wrong codes answer wrong_code, the fifth too_many_attempts, and then even the right code is refused', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('login', a.id, a.mobile, T0);
      const got: string[] = [];
      for (let i = 0; i < MAX_WRONG_TRIES; i++) got.push((await repo().redeem('login', issued.token, null, other(issued.code), T0)).outcome);
      expect(got).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'too_many_attempts']);
      expect(await repo().redeem('login', issued.token, null, issued.code, T0)).toEqual({ outcome: 'too_many_attempts' });
      // still pending (its destination's budget is what decides): the code itself is spent
      expect(await repo().pendingRecipient('login', issued.token, null, T0)).toBe(a.mobile);
    });

    it('ten wrong codes at the same moment count ten tries: exactly four answer wrong_code', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('login', a.id, a.mobile, T0);
      const got = await Promise.all(Array.from({ length: 10 }, () =>
        engine.db().transaction(() => repo().redeem('login', issued.token, null, other(issued.code), T0))));
      expect(got.filter((r) => r.outcome === 'wrong_code')).toHaveLength(MAX_WRONG_TRIES - 1);
      expect(got.filter((r) => r.outcome === 'too_many_attempts')).toHaveLength(10 - (MAX_WRONG_TRIES - 1));
    });

    it('the right code checked five times at the same moment is used once', async () => {
      const a = await addStudent(engine.db());
      const issued = await repo().issue('login', a.id, a.mobile, T0);
      const got = await Promise.all(Array.from({ length: 5 }, () =>
        engine.db().transaction(() => repo().redeem('login', issued.token, null, issued.code, T0))));
      expect(got.filter((r) => r.outcome === 'ok')).toEqual([{ outcome: 'ok', studentId: a.id }]);
      expect(got.filter((r) => r.outcome === 'unknown')).toHaveLength(4);
    });
  });

  describe('guest sign-up codes', () => {
    it('prove their recipient; a new one to the same mobile retires the last, another mobile\'s stays', async () => {
      const first = await repo().issueGuest('9555500001', T0);
      const elsewhere = await repo().issueGuest('9555500002', T0);
      expect(await repo().pending('guest_signup', first.token, null, T0)).toEqual({ recipient: '9555500001', studentId: null });
      const second = await repo().issueGuest('9555500001', T0 + 1);
      expect(await repo().redeemGuest(first.token, first.code, T0 + 2)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeemGuest(second.token, other(second.code), T0 + 2)).toEqual({ outcome: 'wrong_code' });
      expect(await repo().redeemGuest(second.token, second.code, T0 + 2)).toEqual({ outcome: 'ok', recipient: '9555500001' });
      expect(await repo().redeemGuest(second.token, second.code, T0 + 3)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeemGuest(elsewhere.token, elsewhere.code, T0 + 3)).toEqual({ outcome: 'ok', recipient: '9555500002' });
    });

    it('a student\'s code is not a guest code, nor a guest code a student\'s', async () => {
      const a = await addStudent(engine.db());
      const login = await repo().issue('login', a.id, a.mobile, T0);
      const guest = await repo().issueGuest(a.mobile, T0);
      expect(await repo().redeemGuest(login.token, login.code, T0)).toEqual({ outcome: 'unknown' });
      expect(await repo().redeem('login', guest.token, null, guest.code, T0)).toEqual({ outcome: 'unknown' });
      // the guest code did not retire the student's code
      expect((await repo().redeem('login', login.token, null, login.code, T0)).outcome).toBe('ok');
    });
  });

  it('issuing removes the expired codes', async () => {
    const a = await addStudent(engine.db());
    const old = await repo().issue('account_deletion', a.id, a.mobile, T0);
    await repo().issue('login', a.id, a.mobile, T0 + CODE_TTL_MS);
    expect(await repo().pending('account_deletion', old.token, null, T0)).toBeUndefined();
  });
});
