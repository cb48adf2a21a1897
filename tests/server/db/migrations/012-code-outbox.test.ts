/** @jest-environment node */
// Migration 012 and server/security/code-outbox.ts (docs/reliability.md "Shared state") on SQLite and PostgreSQL:
// demo mode keeps the last one-time code per recipient in code_outbox, so every instance of the database reads what
// another one sent (PostgreSQL: two pools on one database); one row per recipient; rows older than a code's validity
// go with the next write; production mode keeps nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { all, type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../../../server/db/connect';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import { CODE_TTL_MS } from '../../../../server/repositories/one-time-code-repository';
import { CodeOutbox } from '../../../../server/security/code-outbox';
import { ENGINES, newPgDatabase } from '../../engines';

/**
 * A database of the engine migrated to the first `version` steps, and a second connection to it (another instance;
 * SQLite in memory has one connection, shared). close() closes both and drops a PostgreSQL one.
 */
async function atVersion(dialect: Dialect, version = MIGRATIONS.length) {
  if (dialect === 'sqlite') {
    const db = openSqlite(':memory:');
    await migrate(db, MIGRATIONS.slice(0, version));
    return { db, second: db, close: () => db.close() };
  }
  const made = await newPgDatabase();
  const db = postgresDatabase(made.url, 2);
  const second = postgresDatabase(made.url, 2);
  await migrate(db, MIGRATIONS.slice(0, version));
  return { db, second, close: async () => { await db.close(); await second.close(); await made.drop(); } };
}

const rows = (db: SqlDatabase) => all(db, sql`SELECT recipient, code, sent_at FROM code_outbox ORDER BY recipient`);
const tableExists = async (db: SqlDatabase, table: string) => (db.dialect === 'sqlite'
  ? (await all(db, sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${table}`)).length > 0
  : (await all(db, sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${table}`)).length > 0);

for (const dialect of ENGINES) {
  describe(`migration 012: code outbox (${dialect})`, () => {
    it('adds code_outbox to a database at version 11 and keeps one row per recipient', async () => {
      const { db, close } = await atVersion(dialect, 11);
      try {
        expect(await tableExists(db, 'code_outbox')).toBe(false);
        await migrate(db);
        expect(await tableExists(db, 'code_outbox')).toBe(true);
        expect(await rows(db)).toEqual([]);
        await sql`INSERT INTO code_outbox (recipient, code, sent_at) VALUES ('9876543210', '111111', 1)`.execute(db.q());
        await expect(sql`INSERT INTO code_outbox (recipient, code, sent_at) VALUES ('9876543210', '222222', 2)`.execute(db.q()))
          .rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|duplicate key/i));
        // a millisecond time past 2^31 fits (BIGINT on PostgreSQL)
        await sql`INSERT INTO code_outbox (recipient, code, sent_at) VALUES ('x', '333333', 1795424400000)`.execute(db.q());
        expect(await rows(db)).toEqual([
          { recipient: '9876543210', code: '111111', sent_at: 1 }, { recipient: 'x', code: '333333', sent_at: 1_795_424_400_000 },
        ]);
      } finally {
        await close();
      }
    }, 60_000);
  });

  describe(`CodeOutbox (${dialect})`, () => {
    let made: Awaited<ReturnType<typeof atVersion>>;
    let time: number;
    let logs: string[];
    beforeAll(async () => { made = await atVersion(dialect); }, 60_000);
    afterAll(async () => { await made?.close(); }, 60_000);
    beforeEach(async () => {
      await sql`DELETE FROM code_outbox`.execute(made.db.q());
      time = 1_000_000;
      logs = [];
    });
    const outboxOn = (db: SqlDatabase, mode: 'demo' | 'production' = 'demo') => new CodeOutbox(db, mode, (l) => logs.push(l), () => time);
    const advance = (ms: number) => { time += ms; };

    it('keeps the last code per recipient (trimmed, any case) in the database, where another instance reads it', async () => {
      const a = outboxOn(made.db);
      const b = outboxOn(made.second); // a second instance: its own CodeOutbox (and connection), the same database
      await a.deliver('9876543210', '123456');
      await a.deliver(' Demo.Student@Example.com ', '654321');
      advance(1000);
      await b.deliver('9876543210', '777777');
      expect(await a.lastCode('9876543210')).toBe('777777');
      expect(await b.lastCode('demo.student@example.com')).toBe('654321');
      expect(await a.lastCode('9123456780')).toBeUndefined();
      expect(await rows(made.db)).toEqual([
        { recipient: '9876543210', code: '777777', sent_at: time },
        { recipient: 'demo.student@example.com', code: '654321', sent_at: time - 1000 },
      ]);
      expect(logs).toEqual(['OTP for 9876543210: 123456', 'OTP for  Demo.Student@Example.com : 654321', 'OTP for 9876543210: 777777']);
    });

    it("deletes the rows older than a code's validity when it writes, and reads an older row until then", async () => {
      const outbox = outboxOn(made.db);
      await outbox.deliver('9876543210', '123456');
      advance(CODE_TTL_MS);
      await outbox.deliver('9123456780', '222222');
      // exactly the validity old: still kept
      expect(await rows(made.db)).toHaveLength(2);
      advance(1);
      expect(await outbox.lastCode('9876543210')).toBe('123456');
      await outbox.deliver('9123456780', '333333');
      expect(await outbox.lastCode('9876543210')).toBeUndefined();
      expect(await rows(made.db)).toEqual([{ recipient: '9123456780', code: '333333', sent_at: time }]);
    });

    it('keeps nothing in production mode and prints only the masked recipient', async () => {
      const outbox = outboxOn(made.db, 'production');
      await outbox.deliver('9876543210', '123456');
      await outbox.deliver('demo.student@example.com', '654321');
      expect(await rows(made.db)).toEqual([]);
      expect(await outbox.lastCode('9876543210')).toBeUndefined();
      expect(logs).toHaveLength(2);
      expect(logs.join('\n')).not.toMatch(/\d{6}/);
    });
  });
}
