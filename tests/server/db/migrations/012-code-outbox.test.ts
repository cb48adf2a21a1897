/** @jest-environment node */
// Migration 012 and server/security/code-outbox.ts (docs/reliability.md "Shared state"): demo mode keeps the last
// one-time code per recipient in code_outbox, so every instance of the database reads what another one sent; one row
// per recipient; rows older than a code's validity go with the next write; production mode keeps nothing.
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/migration';
import { CODE_TTL_MS } from '../../../../server/repositories/one-time-code-repository';
import { CodeOutbox } from '../../../../server/security/code-outbox';

const rows = (db: Db) => db.prepare('SELECT recipient, code, sent_at FROM code_outbox ORDER BY recipient').all();

describe('migration 012: code outbox', () => {
  it('adds code_outbox to a database at version 11 and keeps one row per recipient', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 11));
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'code_outbox'").get()).toBeUndefined();
    migrate(db);
    expect(rows(db)).toEqual([]);
    db.prepare("INSERT INTO code_outbox (recipient, code, sent_at) VALUES ('9876543210', '111111', 1)").run();
    expect(() => db.prepare("INSERT INTO code_outbox (recipient, code, sent_at) VALUES ('9876543210', '222222', 2)").run()).toThrow(/UNIQUE/);
  });
});

describe('CodeOutbox', () => {
  const setup = (mode: 'demo' | 'production' = 'demo') => {
    const db = new Database(':memory:');
    migrate(db);
    let time = 1_000_000;
    const logs: string[] = [];
    const outboxOn = () => new CodeOutbox(db, mode, (l) => logs.push(l), () => time);
    return { db, logs, outboxOn, advance: (ms: number) => { time += ms; }, now: () => time };
  };

  it('keeps the last code per recipient (trimmed, any case) in the database, where another instance reads it', () => {
    const { db, logs, outboxOn, advance, now } = setup();
    const a = outboxOn();
    const b = outboxOn(); // a second instance: its own CodeOutbox, the same database
    a.deliver('9876543210', '123456');
    a.deliver(' Demo.Student@Example.com ', '654321');
    advance(1000);
    b.deliver('9876543210', '777777');
    expect(a.lastCode('9876543210')).toBe('777777');
    expect(b.lastCode('demo.student@example.com')).toBe('654321');
    expect(a.lastCode('9123456780')).toBeUndefined();
    expect(rows(db)).toEqual([
      { recipient: '9876543210', code: '777777', sent_at: now() },
      { recipient: 'demo.student@example.com', code: '654321', sent_at: now() - 1000 },
    ]);
    expect(logs).toEqual(['OTP for 9876543210: 123456', 'OTP for  Demo.Student@Example.com : 654321', 'OTP for 9876543210: 777777']);
  });

  it("deletes the rows older than a code's validity when it writes, and reads an older row until then", () => {
    const { db, outboxOn, advance } = setup();
    const outbox = outboxOn();
    outbox.deliver('9876543210', '123456');
    advance(CODE_TTL_MS);
    outbox.deliver('9123456780', '222222');
    // exactly the validity old: still kept
    expect(rows(db)).toHaveLength(2);
    advance(1);
    expect(outbox.lastCode('9876543210')).toBe('123456');
    outbox.deliver('9123456780', '333333');
    expect(outbox.lastCode('9876543210')).toBeUndefined();
    expect(rows(db)).toEqual([{ recipient: '9123456780', code: '333333', sent_at: expect.any(Number) }]);
  });

  it('keeps nothing in production mode and prints only the masked recipient', () => {
    const { db, logs, outboxOn } = setup('production');
    const outbox = outboxOn();
    outbox.deliver('9876543210', '123456');
    outbox.deliver('demo.student@example.com', '654321');
    expect(rows(db)).toEqual([]);
    expect(outbox.lastCode('9876543210')).toBeUndefined();
    expect(logs.join('\n')).not.toMatch(/\d{6}/);
  });
});
