/** @jest-environment node */
// server/db/connect.ts, the data layer's port on SQLite and PostgreSQL: q() is the current transaction's executor,
// transactions commit, roll back and nest as savepoints, concurrent transactions are isolated (and on SQLite's one
// connection run one at a time, a query from outside waiting for them), numbers arrive as numbers on both, and
// connectDatabase picks the engine by DATABASE_URL. Each engine gets two connections to one database, the second
// seeing only what is committed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  all, connectDatabase, type Dialect, isPostgresUrl, one, openSqlite, postgresDatabase, run, safeUrl, sqlLimit, type SqlDatabase,
} from '../../../server/db/connect';
import { schemaWriter } from '../../../server/db/migrate';
import { ENGINES, newPgDatabase, twoConnections as twoOf } from '../engines';

const dir = mkdtempSync(join(tmpdir(), 'connect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const delay = (ms: number) => new Promise<void>((done) => { setTimeout(done, ms); });

/** two connections to one new database of the engine (tests/server/engines.ts) */
const twoConnections = async (dialect: Dialect, name: string) => {
  const { a, b, location, close } = await twoOf(dialect, dir, name);
  return { db: a, other: b, url: location, close };
};

for (const dialect of ENGINES) {
  describe(`SqlDatabase (${dialect})`, () => {
    let pair: Awaited<ReturnType<typeof twoConnections>>;
    let db: SqlDatabase;
    const insert = (v: string, n: number | null = null) => run(db, sql`INSERT INTO t (v, n) VALUES (${v}, ${n})`);
    const values = async (on: SqlDatabase = db) => (await all(on, sql<{ v: string }>`SELECT v FROM t ORDER BY id`)).map((r) => r.v);
    /** what another connection sees: only what is committed */
    const committed = () => values(pair.other);

    beforeAll(async () => {
      pair = await twoConnections(dialect, 'port');
      db = pair.db;
      await db.transaction(() => schemaWriter(db).exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL, n INTEGER, r REAL)'));
    }, 60_000);
    afterAll(async () => { await pair?.close(); }, 60_000);
    beforeEach(async () => { await run(db, sql`DELETE FROM t`); });

    it('sqlLimit writes the limit into the text and limits the rows; only a non-negative integer passes', async () => {
      for (const v of ['a', 'b', 'c']) await insert(v);
      const query = sql<{ v: string }>`SELECT v FROM t ORDER BY id LIMIT ${sqlLimit(2)}`;
      const compiled = query.compile(db.q());
      expect(compiled.sql).toMatch(/LIMIT 2$/);
      expect(compiled.parameters).toEqual([]);
      expect((await all(db, query)).map((r) => r.v)).toEqual(['a', 'b']);
      expect((await all(db, sql<{ v: string }>`SELECT v FROM t LIMIT ${sqlLimit(0)}`))).toEqual([]);
      for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => sqlLimit(bad)).toThrow(RangeError);
    });

    it('q() is the database outside a transaction and the transaction inside it, also after awaits', async () => {
      const outside = db.q();
      expect(db.inTransaction).toBe(false);
      const seen = await db.transaction(async () => {
        const first = db.q();
        await insert('a');
        await delay(1);
        return { first, later: db.q(), inTransaction: db.inTransaction };
      });
      expect(seen.first).not.toBe(outside);
      expect(seen.later).toBe(seen.first);
      expect(seen.inTransaction).toBe(true);
      expect(db.q()).toBe(outside);
      expect(db.inTransaction).toBe(false);
    });

    it('commits when the work resolves: its writes are visible to another connection only then', async () => {
      const result = await db.transaction(async () => {
        await insert('a');
        await insert('b');
        // its own writes, and none of them for the other connection yet
        return { inside: await values(), other: await committed() };
      });
      expect(result).toEqual({ inside: ['a', 'b'], other: [] });
      expect(await committed()).toEqual(['a', 'b']);
    });

    it('rolls back when the work throws, and rejects with its error', async () => {
      await insert('before');
      const boom = new Error('boom');
      await expect(db.transaction(async () => {
        await insert('undone');
        throw boom;
      })).rejects.toBe(boom);
      // a statement the database refuses rolls back as well
      await expect(db.transaction(async () => {
        await insert('undone too');
        await run(db, sql`INSERT INTO t (v) VALUES (NULL)`);
      })).rejects.toHaveProperty('message', expect.stringMatching(/not null|null value/i));
      expect(db.inTransaction).toBe(false);
      expect(await committed()).toEqual(['before']);
      await db.transaction(() => insert('after'));
      expect(await committed()).toEqual(['before', 'after']);
    });

    it('makes a nested transaction a savepoint: its rollback keeps the outer writes, at any depth', async () => {
      await db.transaction(async () => {
        await insert('outer');
        await expect(db.transaction(async () => {
          await insert('inner, undone');
          throw new Error('inner');
        })).rejects.toThrow('inner');
        // a refused statement in a savepoint: the outer transaction goes on (PostgreSQL aborts it without one)
        await expect(db.transaction(() => run(db, sql`INSERT INTO t (v) VALUES (NULL)`))).rejects.toBeDefined();
        await db.transaction(async () => {
          await insert('inner, kept');
          await db.transaction(async () => {
            await insert('deeper, kept');
            await db.transaction(async () => { await insert('deepest, undone'); throw new Error('deepest'); }).catch(() => {});
          });
        });
        expect(db.inTransaction).toBe(true);
        await insert('outer again');
      });
      expect(await committed()).toEqual(['outer', 'inner, kept', 'deeper, kept', 'outer again']);
      // a savepoint that was released is still undone with its outer transaction
      await db.transaction(async () => {
        await db.transaction(() => insert('released'));
        throw new Error('outer');
      }).catch(() => {});
      expect(await committed()).toEqual(['outer', 'inner, kept', 'deeper, kept', 'outer again']);
    });

    // Fails at the time of writing: the nested transactions share one savepoint name (nested_transaction_<depth>), so
    // the rollback of the second rolls back to the savepoint it made, after the first's savepoint and write: the
    // first's write is lost although its transaction resolved.
    it('keeps the writes of a nested transaction that ran beside another one that rolled back (Promise.all)', async () => {
      await db.transaction(async () => {
        await Promise.all([
          db.transaction(async () => { await insert('first'); await delay(20); await insert('first, later'); }),
          db.transaction(async () => { await insert('second, undone'); throw new Error('second'); }).catch(() => {}),
        ]);
      });
      expect(await committed()).toEqual(['first', 'first, later']);
    });

    // Fails at the time of writing: a callback scheduled inside a transaction (a timer, a flush of the write queue)
    // keeps its AsyncLocalStorage context after the COMMIT, so db.q() there is the released connection (SQLite: used
    // without the lock, inside whatever transaction holds it then; PostgreSQL: a pooled client another request may
    // hold) and db.transaction() makes a savepoint instead of a transaction.
    it('runs what a callback scheduled inside a transaction does after the commit outside of it', async () => {
      let later!: Promise<{ inTransaction: boolean; stored: string }>;
      await db.transaction(async () => {
        await insert('inside');
        later = new Promise((resolve, reject) => {
          setTimeout(() => {
            const inTransaction = db.inTransaction;
            db.transaction(() => insert('after')).then(() => resolve({ inTransaction, stored: 'yes' }), reject);
          }, 20);
        });
      });
      await expect(later).resolves.toEqual({ inTransaction: false, stored: 'yes' });
      expect(await committed()).toEqual(['inside', 'after']);
    });

    it(`runs concurrent transactions isolated${dialect === 'sqlite' ? ', one at a time' : ', side by side'}`, async () => {
      const events: string[] = [];
      let bBegan!: () => void;
      const bBegins = new Promise<void>((done) => { bBegan = done; });
      const a = db.transaction(async () => {
        events.push('a begins');
        await insert('a');
        // PostgreSQL: until b has begun and written; SQLite: b cannot begin before a ends, so a waits in vain
        await Promise.race([bBegins, delay(200)]);
        const seen = await values();
        events.push('a ends');
        return seen;
      });
      const b = db.transaction(async () => {
        events.push('b begins');
        await insert('b');
        bBegan();
        await delay(100);
        const seen = await values();
        events.push('b ends');
        return seen;
      });
      // a never sees b's uncommitted row; b reads after a committed
      expect(await a).toEqual(['a']);
      expect(await b).toEqual(['a', 'b']);
      expect(events).toEqual(dialect === 'sqlite'
        ? ['a begins', 'a ends', 'b begins', 'b ends']
        : ['a begins', 'b begins', 'a ends', 'b ends']);
      expect(await committed()).toEqual(['a', 'b']);
    });

    it(dialect === 'sqlite'
      ? 'makes a query from outside wait for the running transaction (its one connection), then see its commit'
      : 'answers a query from outside at once on another pooled connection, without the uncommitted writes', async () => {
      const events: string[] = [];
      let inserted!: () => void;
      const written = new Promise<void>((done) => { inserted = done; });
      let answered!: () => void;
      const outsideAnswered = new Promise<void>((done) => { answered = done; });
      const writing = db.transaction(async () => {
        await insert('x');
        inserted();
        // PostgreSQL: until the query from outside is answered; SQLite: it cannot be before the commit
        await Promise.race([outsideAnswered, delay(200)]);
        events.push('committing');
      }).then(() => events.push('committed'));
      await written;
      // issued here, outside the transaction's async context
      const seen = await values().then((rows) => { events.push('outside answered'); answered(); return rows; });
      await writing;
      if (dialect === 'sqlite') {
        expect(events).toEqual(['committing', 'committed', 'outside answered']);
        expect(seen).toEqual(['x']);
      } else {
        expect(events).toEqual(['outside answered', 'committing', 'committed']);
        expect(seen).toEqual([]);
      }
    });

    it('brings integers (BIGINT), sums, counts and NUMERIC back as numbers', async () => {
      await insert('a', 1_795_424_400_000);
      await insert('b', 2);
      const row = await one(db, sql<Record<string, unknown>>`SELECT CAST(1795424400000 AS BIGINT) AS big, SUM(n) AS total,
        COUNT(*) AS count, MAX(n) AS most, CAST(2.5 AS NUMERIC) AS numeric, AVG(n) AS mean, MIN(id) * 0 AS zero FROM t`);
      expect(row).toEqual({ big: 1_795_424_400_000, total: 1_795_424_400_002, count: 2, most: 1_795_424_400_000, numeric: 2.5,
        mean: 897_712_200_001, zero: 0 });
      // a SUM of no rows is NULL on both
      expect(await one(db, sql<{ s: number | null }>`SELECT SUM(n) AS s FROM t WHERE v = 'none'`)).toEqual({ s: null });
    });

    it('all, one and run: the rows, the first row, the number of changed rows', async () => {
      await insert('a', 1);
      await insert('b', 1);
      await insert('c', 2);
      expect(await run(db, sql`UPDATE t SET r = 0.5 WHERE n = 1`)).toBe(2);
      expect(await run(db, sql`DELETE FROM t WHERE n = 99`)).toBe(0);
      expect(await all(db, sql<{ v: string; r: number | null }>`SELECT v, r FROM t ORDER BY id`))
        .toEqual([{ v: 'a', r: 0.5 }, { v: 'b', r: 0.5 }, { v: 'c', r: null }]);
      expect(await one(db, sql<{ v: string }>`SELECT v FROM t WHERE n = 2`)).toEqual({ v: 'c' });
      expect(await one(db, sql<{ v: string }>`SELECT v FROM t WHERE n = 3`)).toBeUndefined();
    });

    it('all, one and run take Kysely builders too, inside and outside a transaction; a bad statement rejects', async () => {
      await run(db, db.q().insertInto('t' as never).values({ v: 'a', n: 1 } as never));
      await db.transaction(async () => {
        await run(db, db.q().insertInto('t' as never).values({ v: 'b', n: 2 } as never));
        expect(await all(db, db.q().selectFrom('t' as never).select('v' as never).orderBy('id' as never))).toEqual([{ v: 'a' }, { v: 'b' }]);
      });
      expect(await one(db, db.q().selectFrom('t' as never).select('v' as never).where('n' as never, '=', 2 as never))).toEqual({ v: 'b' });
      expect(await run(db, db.q().deleteFrom('t' as never).where('n' as never, '=', 1 as never))).toBe(1);
      // a rejection, not a synchronous throw, also on SQLite's direct path (nothing holds its connection here)
      const bad = all(db, sql`SELECT v FROM missing_table`);
      expect(bad).toBeInstanceOf(Promise);
      // (SQLite's errors come from another realm than jest's Error: matched by message)
      const missing = { message: expect.stringMatching(/missing_table/) };
      await expect(bad).rejects.toMatchObject(missing);
      await expect(db.transaction(() => run(db, sql`INSERT INTO missing_table VALUES (1)`))).rejects.toMatchObject(missing);
      expect(await values()).toEqual(['b']);
    });

    if (dialect === 'sqlite') {
      it('reports its one connection: idle outside a transaction, busy inside, none once closed', async () => {
        const extra = openSqlite(':memory:');
        expect(extra.pool()).toEqual({ total: 1, idle: 1, waiting: 0 });
        expect(await extra.transaction(async () => extra.pool())).toEqual({ total: 1, idle: 0, waiting: 0 });
        await extra.close();
        expect(extra.pool()).toEqual({ total: 0, idle: 0, waiting: 0 });
        expect(extra.sqlite).not.toBeNull();
        expect(extra.describe).toBe('SQLite :memory:');
      });
    } else {
      it('describes itself without the password and has no SQLite handle', () => {
        expect(db.sqlite).toBeNull();
        expect(db.describe).toMatch(/^PostgreSQL postgres@127\.0\.0\.1:\d+\/t_/);
      });
    }
  });
}

describe('connectDatabase', () => {
  it('opens SQLite at DB_FILE (or the default file) unless DATABASE_URL is a postgres:// URL', async () => {
    const file = join(dir, 'picked.db');
    for (const env of [{ DB_FILE: file }, { DB_FILE: file, DATABASE_URL: 'mysql://x@y/z' }, { DB_FILE: file, DATABASE_URL: ' ' }]) {
      const db = connectDatabase(env);
      expect([db.dialect, db.describe]).toEqual(['sqlite', `SQLite ${file}`]);
      await db.close();
    }
    const byDefault = connectDatabase({}, join(dir, 'default.db'));
    expect(byDefault.describe).toBe(`SQLite ${join(dir, 'default.db')}`);
    await byDefault.close();
  });

  it('opens PostgreSQL for DATABASE_URL=postgres://..., a pool of at most PG_POOL_MAX connections', async () => {
    const made = await newPgDatabase();
    const db = connectDatabase({ DATABASE_URL: ` ${made.url} `, PG_POOL_MAX: '2', DB_FILE: join(dir, 'unused.db') });
    try {
      expect(db.dialect).toBe('postgres');
      expect(db.describe).toBe(`PostgreSQL ${safeUrl(made.url)}`);
      const sleeping = Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.3)`.execute(db.q())));
      await delay(100);
      expect(db.pool()).toEqual({ total: 2, idle: 0, waiting: 1 });
      await sleeping;
      expect(db.pool()).toEqual({ total: 2, idle: 2, waiting: 0 });
    } finally {
      await db.close();
      await made.drop();
    }
  });

  it('isPostgresUrl: postgres:// and postgresql://, any case, trimmed', () => {
    for (const url of ['postgres://u@h/db', 'postgresql://u:p@h:5433/db', ' POSTGRES://h/db ']) expect(isPostgresUrl(url)).toBe(true);
    for (const url of [undefined, '', 'data/app.db', 'sqlite://x', 'http://postgres/', 'mysql://u@h/db']) expect(isPostgresUrl(url)).toBe(false);
  });

  it('safeUrl: the user, host, port and database, never the password', () => {
    expect(safeUrl('postgres://app:s3cret@db.example:6543/exam')).toBe('app@db.example:6543/exam');
    expect(safeUrl('postgresql://db.example/exam')).toBe('postgres@db.example:5432/exam');
    expect(safeUrl('postgres://app:s3cret@db.example/exam?sslmode=require')).not.toContain('s3cret');
    expect(safeUrl('not a url with s3cret')).toBe('PostgreSQL');
  });
});
