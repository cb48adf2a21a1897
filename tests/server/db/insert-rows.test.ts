/** @jest-environment node */
// server/db/insert-rows.ts: the hot paths' INSERTs without the query builder, on both engines: the rows go in, RETURNING
// and ON CONFLICT DO NOTHING answer as Kysely's builder does, the text is the one Kysely writes, and what it cannot
// write (expressions, rows of different columns, no rows, odd names) is refused before anything runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { all, one, run, type SqlDatabase } from '../../../server/db/connect';
import { insertRows, insertValues } from '../../../server/db/insert-rows';
import { ENGINES, twoConnections } from '../engines';

const dir = mkdtempSync(join(tmpdir(), 'insert-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const dialect of ENGINES) {
  describe(`insertRows (${dialect})`, () => {
    let pair: Awaited<ReturnType<typeof twoConnections>>;
    let db: SqlDatabase;
    beforeAll(async () => {
      pair = await twoConnections(dialect, dir, 'insert-rows');
      db = pair.a;
      // throttle_hits as the schema has it (the types insertRows checks against), with a unique key for ON CONFLICT
      await run(db, sql`CREATE TABLE throttle_hits (bucket TEXT NOT NULL, key TEXT NOT NULL, at BIGINT NOT NULL, UNIQUE (bucket, key, at))`);
    }, 60_000);
    afterAll(async () => { await pair?.close(); }, 60_000);
    beforeEach(async () => { await run(db, sql`DELETE FROM throttle_hits`); });

    const stored = () => all(db, sql<{ bucket: string; key: string; at: number }>`SELECT bucket, key, at FROM throttle_hits ORDER BY at, bucket`);

    it('inserts one row or many in one statement, and says how many', async () => {
      expect(await run(db, insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }]))).toBe(1);
      expect(await run(db, insertRows(db, 'throttle_hits', [{ bucket: 'b', key: 'k', at: 2 }, { bucket: 'c', key: 'k', at: 3 }]))).toBe(2);
      expect(await stored()).toEqual([{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k', at: 2 }, { bucket: 'c', key: 'k', at: 3 }]);
    });

    it('returns the column asked for, one row per inserted row; ON CONFLICT DO NOTHING returns none for a kept row', async () => {
      expect(await all(db, insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'a', key: 'k', at: 5 }], { returning: 'at' })))
        .toEqual([{ at: 1 }, { at: 5 }]);
      const again = insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }], { returning: 'at', onConflictDoNothing: ['bucket', 'key', 'at'] });
      expect(await one(db, again)).toBeUndefined();
      const other = insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 2 }], { returning: 'at', onConflictDoNothing: ['bucket', 'key', 'at'] });
      expect(await one(db, other)).toEqual({ at: 2 });
      // without ON CONFLICT the unique key refuses it
      await expect(run(db, insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }]))).rejects.toMatchObject({ message: expect.stringMatching(/unique|UNIQUE/) });
    });

    it('writes the text Kysely writes (quoted names, the dialect\'s placeholders) and keeps it per shape', () => {
      const a = insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k', at: 2 }], { returning: 'at' }).compile(db.q());
      const kysely = db.q().insertInto('throttle_hits').values([{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k', at: 2 }]).returning('at').compile();
      expect(a.sql).toBe(kysely.sql);
      expect(a.parameters).toEqual(['a', 'k', 1, 'b', 'k', 2]);
      const b = insertRows(db, 'throttle_hits', [{ bucket: 'x', key: 'y', at: 3 }, { bucket: 'z', key: 'y', at: 4 }], { returning: 'at' }).compile(db.q());
      expect(b.sql).toBe(a.sql);
      expect(b.parameters).toEqual(['x', 'y', 3, 'z', 'y', 4]);
      const conflict = insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }], { onConflictDoNothing: ['bucket', 'key', 'at'] }).compile(db.q());
      expect(conflict.sql).toBe(db.q().insertInto('throttle_hits').values({ bucket: 'a', key: 'k', at: 1 })
        .onConflict((oc) => oc.columns(['bucket', 'key', 'at']).doNothing()).compile().sql);
    });

    it('leaves a column given as undefined out, as Kysely does', async () => {
      const q = insertRows(db, 'throttle_hits', [{ bucket: 'a', key: undefined as never, at: 1 }]).compile(db.q());
      expect(q.sql).not.toContain('"key"');
      expect(q.parameters).toEqual(['a', 1]);
    });

    it('refuses no rows, rows of different columns, expressions and odd names, before anything runs', async () => {
      expect(() => insertRows(db, 'throttle_hits', [])).toThrow(RangeError);
      expect(() => insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k' } as never])).toThrow(/same columns/);
      expect(() => insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k' } as never, { bucket: 'b', key: 'k', at: 2 }])).toThrow(/same columns/);
      expect(() => insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: sql<number>`1` as never }])).toThrow(TypeError);
      expect(() => insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1, 'x"; DROP TABLE t; --': 1 } as never])).toThrow(/not a column/);
      expect(await stored()).toEqual([]);
    });

    it('insertValues: the values listed row after row go in, with the text insertRows writes for the same rows', async () => {
      const listed = insertValues(db, 'throttle_hits', ['bucket', 'key', 'at'], 2, ['a', 'k', 1, 'b', 'k', 2]);
      expect(listed.compile(db.q()).sql).toBe(insertRows(db, 'throttle_hits', [{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k', at: 2 }]).compile(db.q()).sql);
      expect(await run(db, listed)).toBe(2);
      expect(await stored()).toEqual([{ bucket: 'a', key: 'k', at: 1 }, { bucket: 'b', key: 'k', at: 2 }]);
    });

    it('insertValues refuses a count of values that is not rows x columns, a missing value and an expression, before anything runs', async () => {
      expect(() => insertValues(db, 'throttle_hits', ['bucket', 'key', 'at'], 2, ['a', 'k', 1, 'b', 'k'])).toThrow(/5 values for 2 rows of 3 columns/);
      expect(() => insertValues(db, 'throttle_hits', ['bucket', 'key', 'at'], 0, [])).toThrow(RangeError);
      expect(() => insertValues(db, 'throttle_hits', ['bucket', 'key', 'at'], 1, ['a', undefined, 1])).toThrow(/missing/);
      expect(() => insertValues(db, 'throttle_hits', ['bucket', 'key', 'at'], 1, ['a', 'k', sql<number>`1`])).toThrow(TypeError);
      expect(() => insertValues(db, 'throttle_hits', ['bucket', 'key', 'x"; DROP TABLE t; --' as never], 1, ['a', 'k', 1])).toThrow(/not a column/);
      expect(await stored()).toEqual([]);
    });
  });
}
