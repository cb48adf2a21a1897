// INSERTs of plain rows without the query builder, for the hot paths (a submit stores an attempt, its question rows
// and its rate-limit hits; every sign-in a session; every test handed out a delivery).
//
//   await one(db, insertRows(db, 'attempts', [row], { returning: 'id' }));
//   await run(db, insertRows(db, 'throttle_hits', hits));
//
// Kysely's builder parses the row objects and compiles the statement at every call: on a 30-column attempt that cost
// more than SQLite's insert itself (docs/performance.md "Server"). Here the text is made once per shape (table,
// columns, number of rows, RETURNING, ON CONFLICT, dialect) and kept; a call only lists the values. The same text
// Kysely writes: quoted names, ? on SQLite and $n on PostgreSQL.
// - Rows are plain values (numbers, strings, null, Buffers): an expression (sql`...`) is refused, use the builder.
// - Every row has the same columns (a value left undefined counts as absent, as in Kysely): refused otherwise, since
//   SQLite has no DEFAULT inside VALUES.
import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import type { Runnable, SqlDatabase } from './connect';
import type { Schema } from './schema';

type Table = keyof Schema & string;

export interface InsertOptions<T extends Table, C extends string> {
  /** the column to return (one row per inserted row) */
  returning?: C;
  /** ON CONFLICT (these columns) DO NOTHING */
  onConflictDoNothing?: readonly (keyof Schema[T] & string)[];
}

const NAME = /^[a-z_][a-z0-9_]*$/;
const quoted = (name: string): string => {
  if (!NAME.test(name)) throw new RangeError(`not a column or table name: ${name}`);
  return `"${name}"`;
};

const TEXT_LIMIT = 500;
const texts = new Map<string, string>();

function textOf(dialect: SqlDatabase['dialect'], table: string, columns: readonly string[], rows: number, returning?: string, conflict?: readonly string[]): string {
  const key = `${dialect}|${table}|${columns.join(',')}|${rows}|${returning ?? ''}|${conflict?.join(',') ?? '-'}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    const tuple = () => `(${columns.map(() => (dialect === 'postgres' ? `$${++n}` : '?')).join(', ')})`;
    text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${Array.from({ length: rows }, tuple).join(', ')}`
      + (conflict ? ` on conflict (${conflict.map(quoted).join(', ')}) do nothing` : '')
      + (returning ? ` returning ${quoted(returning)}` : '');
    if (texts.size >= TEXT_LIMIT) texts.delete(texts.keys().next().value as string);
    texts.set(key, text);
  }
  return text;
}

const isExpression = (v: unknown): boolean =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && 'toOperationNode' in v);

/** One INSERT of rows (at least one) into table; see the header. */
export function insertRows<T extends Table, C extends keyof Selectable<Schema[T]> & string = never>(
  db: SqlDatabase, table: T, rows: readonly Insertable<Schema[T]>[], opts: InsertOptions<T, C> = {},
): Runnable<Pick<Selectable<Schema[T]>, C>> {
  if (rows.length === 0) throw new RangeError(`no rows to insert into ${table}`);
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.keys(first).filter((k) => first[k] !== undefined);
  const parameters: unknown[] = [];
  for (const row of rows as readonly Record<string, unknown>[]) {
    let present = 0;
    for (const k in row) if (row[k] !== undefined) present++;
    if (present !== columns.length) throw new RangeError(`the rows into ${table} do not have the same columns`);
    for (const c of columns) {
      const v = row[c];
      if (v === undefined) throw new RangeError(`the rows into ${table} do not have the same columns`);
      if (isExpression(v)) throw new TypeError(`insertRows takes plain values; ${table}.${c} is an expression`);
      parameters.push(v);
    }
  }
  const text = textOf(db.dialect, table, columns, rows.length, opts.returning, opts.onConflictDoNothing);
  return { compile: () => CompiledQuery.raw(text, parameters) as CompiledQuery<Pick<Selectable<Schema[T]>, C>> };
}

/**
 * insertRows with the values already listed, row after row, in the order of `columns` (rows x columns values): for a
 * writer that knows its columns and makes many rows (a 200-question submit's rows), which then builds no row objects
 * (making 200 objects of 18 computed keys and reading them back cost 0.36 of the 3.8 ms such a submit took).
 */
export function insertValues<T extends Table>(db: SqlDatabase, table: T, columns: readonly (keyof Schema[T] & string)[], rows: number, values: readonly unknown[]): Runnable<never> {
  if (rows <= 0 || columns.length === 0) throw new RangeError(`no rows to insert into ${table}`);
  if (values.length !== rows * columns.length) throw new RangeError(`${values.length} values for ${rows} rows of ${columns.length} columns into ${table}`);
  for (const v of values) {
    if (v === undefined) throw new RangeError(`a value into ${table} is missing`);
    if (isExpression(v)) throw new TypeError(`insertValues takes plain values; one into ${table} is an expression`);
  }
  const text = textOf(db.dialect, table, columns, rows);
  return { compile: () => CompiledQuery.raw(text, values as unknown[]) as CompiledQuery<never> };
}

