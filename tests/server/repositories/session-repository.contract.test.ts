/** @jest-environment node */
// SessionRepository on SQLite and PostgreSQL (tests/server/engines.ts): a token is handed out once and kept as its
// hash; a session lives 30 days; logout ends one session, a reset every session of the student.
import { expect, it } from '@jest/globals';
import { SESSION_TTL_MS, SessionRepository } from '../../../server/repositories/session-repository';
import { sha256 } from '../../../server/security/tokens';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

eachEngine('SessionRepository', (engine) => {
  const repo = () => new SessionRepository(engine.db());

  it('opens a session whose token names its owner until it expires; only the token\'s hash is stored', async () => {
    const a = await addStudent(engine.db());
    const token = await repo().open(a.id, 'web', T0);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const owner = { studentId: a.id, loginId: a.loginId, mobile: a.mobile };
    expect(await repo().ownerOf(token, T0)).toEqual(owner);
    expect(await repo().ownerOf(token, T0 + SESSION_TTL_MS - 1)).toEqual(owner);
    expect(await repo().ownerOf(token, T0 + SESSION_TTL_MS)).toBeUndefined();
    expect(await repo().ownerOf(sha256(token), T0)).toBeUndefined();
    expect(await repo().ownerOf('f'.repeat(64), T0)).toBeUndefined();
  });

  it('opening a session removes the expired ones', async () => {
    const a = await addStudent(engine.db());
    const old = await repo().open(a.id, 'web', T0);
    await repo().open(a.id, 'web', T0 + SESSION_TTL_MS);
    // asked at a time it was still valid: it is gone all the same
    expect(await repo().ownerOf(old, T0 + 1)).toBeUndefined();
  });

  it('end revokes one session, endAllOf every session of the student and no other', async () => {
    const a = await addStudent(engine.db());
    const b = await addStudent(engine.db());
    const [a1, a2, a3, b1] = [await repo().open(a.id, 'web', T0), await repo().open(a.id, 'android', T0), await repo().open(a.id, 'ios', T0), await repo().open(b.id, 'web', T0)];
    await repo().end(a1);
    expect(await repo().ownerOf(a1, T0)).toBeUndefined();
    expect((await repo().ownerOf(a2, T0))?.studentId).toBe(a.id);
    await repo().endAllOf(a.id);
    expect(await repo().ownerOf(a2, T0)).toBeUndefined();
    expect(await repo().ownerOf(a3, T0)).toBeUndefined();
    expect((await repo().ownerOf(b1, T0))?.studentId).toBe(b.id);
    await repo().end('unknown-token'); // nothing to end: no error
  });

  it('sessions opened at once all work (distinct tokens)', async () => {
    const a = await addStudent(engine.db());
    const tokens = await Promise.all(Array.from({ length: 8 }, () => repo().open(a.id, 'web', T0)));
    expect(new Set(tokens).size).toBe(8);
    for (const t of tokens) expect((await repo().ownerOf(t, T0))?.studentId).toBe(a.id);
  });
});
