/** @jest-environment node */
// CodeOutbox on SQLite and PostgreSQL (tests/server/engines.ts): in demo mode the last code per recipient is kept in
// the database (any instance reads it), replaced by a newer one, and dropped once older than a code's validity; in
// production nothing is kept and the log masks the recipient.
import { expect, it } from '@jest/globals';
import { CODE_TTL_MS } from '../../../server/repositories/one-time-code-repository';
import { CodeOutbox } from '../../../server/security/code-outbox';
import { eachEngine } from '../engines';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

eachEngine('CodeOutbox', (engine) => {
  it('demo: keeps the last code per recipient (trimmed, any case), readable by another instance', async () => {
    let now = T0;
    const lines: string[] = [];
    const a = new CodeOutbox(engine.db(), 'demo', (l) => lines.push(l), () => now);
    const b = new CodeOutbox(engine.db(), 'demo', () => {}, () => now);
    await a.deliver('Someone@Example.com', '111111');
    expect(await b.lastCode(' someone@example.com ')).toBe('111111');
    now += 1000;
    await b.deliver('someone@example.com', '222222');
    expect(await a.lastCode('SOMEONE@example.com')).toBe('222222');
    expect(await a.lastCode('9876500000')).toBeUndefined();
    expect(lines).toEqual(['OTP for Someone@Example.com: 111111']);
  });

  it('demo: codes older than a code\'s validity go with the next delivery', async () => {
    let now = T0;
    const outbox = new CodeOutbox(engine.db(), 'demo', () => {}, () => now);
    await outbox.deliver('9876500001', '333333');
    now += CODE_TTL_MS;
    await outbox.deliver('9876500002', '444444');
    expect(await outbox.lastCode('9876500001')).toBe('333333'); // exactly the validity: kept
    now += 1;
    await outbox.deliver('9876500002', '555555');
    expect(await outbox.lastCode('9876500001')).toBeUndefined();
    expect(await outbox.lastCode('9876500002')).toBe('555555');
  });

  it('demo: deliveries to one recipient at once leave one of their codes', async () => {
    const outbox = new CodeOutbox(engine.db(), 'demo', () => {}, () => T0 + 5 * CODE_TTL_MS);
    const codes = ['600001', '600002', '600003', '600004', '600005'];
    await Promise.all(codes.map((code) => outbox.deliver('9876500003', code)));
    expect(codes).toContain(await outbox.lastCode('9876500003'));
  });

  it('production: keeps nothing, answers no code, and logs the recipient masked', async () => {
    const lines: string[] = [];
    const outbox = new CodeOutbox(engine.db(), 'production', (l) => lines.push(l), () => T0);
    await outbox.deliver('9876500009', '777777');
    await outbox.deliver('person@example.com', '888888');
    expect(await outbox.lastCode('9876500009')).toBeUndefined();
    expect(await new CodeOutbox(engine.db(), 'demo', () => {}, () => T0).lastCode('9876500009')).toBeUndefined();
    expect(lines).toEqual(['OTP issued for 98******09 (no delivery provider configured)', 'OTP issued for pe****@example.com (no delivery provider configured)']);
  });
});
