// What the demo seeds share (server/db/seed*.ts): their app_meta markers, and multi-row inserts, so a seed writes
// hundreds of rows in a few statements (one round trip each on PostgreSQL) rather than one statement a row.
import type { Insertable } from 'kysely';
import type { SqlDatabase } from './connect';
import type { Schema } from './schema';

/** Rows a statement: 500 rows of up to 25 columns stay far below SQLite's and PostgreSQL's limits of parameters. */
export const ROWS_PER_INSERT = 500;

/**
 * Inserts `rows` into `table` in statements of at most ROWS_PER_INSERT rows, in order. Every row must name the same
 * columns (a missing one would be DEFAULT, which SQLite's VALUES does not take): give null where there is none.
 * `ignoreConflicts`: a row whose key is taken is left out (ON CONFLICT DO NOTHING, SQLite's INSERT OR IGNORE of before).
 */
export async function insertRows<T extends keyof Schema & string>(
  db: SqlDatabase, table: T, rows: readonly Insertable<Schema[T]>[], options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const insert = db.q().insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never);
    await (options.ignoreConflicts ? insert.onConflict((oc) => oc.doNothing()) : insert).execute();
  }
}

/** Whether the seed that sets the app_meta key `key` was written. */
export async function seededAt(db: SqlDatabase, key: string): Promise<boolean> {
  return (await db.q().selectFrom('app_meta').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
}

/** Marks the seed of `key` written at `now`. */
export async function markSeeded(db: SqlDatabase, key: string, now: number): Promise<void> {
  await db.q().insertInto('app_meta').values({ key, value: new Date(now).toISOString() }).execute();
}

/** The id of demo.student (or of another login), or undefined. */
export async function studentIdOf(db: SqlDatabase, loginId: string): Promise<number | undefined> {
  return (await db.q().selectFrom('students').select('id').where('login_id', '=', loginId).executeTakeFirst())?.id;
}
