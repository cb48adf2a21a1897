// The server's one data layer on two databases (docs/deploy.md "Databases"): Kysely over SQLite (better-sqlite3, the
// default: a file at DB_FILE) or over PostgreSQL (node-postgres, when DATABASE_URL is postgres://...).
//
//   const db = connectDatabase(process.env);                 // SqlDatabase
//   await one(db, sql<Row>`SELECT * FROM students WHERE id = ${id}`);
//   await db.q().insertInto('sessions').values(row).execute();
//   await db.transaction(async () => { ...every db.q() in here runs in the transaction... });
//
// - db.q() is the executor of the transaction the calling code is inside (AsyncLocalStorage), else the database.
//   Repositories always query through it, so the same method works alone and inside a caller's transaction.
// - SQLite has one connection, used by one query (or one transaction) at a time: Kysely 0.29's SQLite driver does
//   not serialise, so SerialSqliteDriver adds a mutex; without it a query of another request would run inside a
//   transaction that is waiting on an await. Transactions begin IMMEDIATE (the write lock first: a second process
//   waits busy_timeout instead of failing on the upgrade from read to write).
// - PostgreSQL: a pool (PG_POOL_MAX, default 10); BIGINT and NUMERIC arrive as numbers (every id and millisecond time
//   is BIGINT there, every mark NUMERIC or DOUBLE PRECISION), as they do from SQLite.
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { type CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, type QueryResult, type RawBuilder, SqliteDialect, SqliteDriver, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from './open-database';
import type { Db } from './migration';
import type { Schema } from './schema';
import type { Dialect } from './dialect';

export type { Dialect };
export type Executor = Kysely<Schema>;
/** A statement: a Kysely query builder or a sql`...` template. */
export interface Runnable<R> { compile(executor: Executor): CompiledQuery<R> }

export interface SqlDatabase {
  readonly dialect: Dialect;
  /** the current transaction's executor when called inside db.transaction, else the database's */
  q(): Executor;
  /**
   * Runs work in a transaction (BEGIN IMMEDIATE on SQLite); commits when it resolves, rolls back when it throws.
   * Inside another transaction it is a savepoint of that one.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs one statement on the current transaction's connection, else the database's: what query.execute(db.q()) does,
   * without Kysely's executor on SQLite (the hot path, see runCompiled). one(), all() and run() go through it.
   */
  execute<R>(query: Runnable<R>): Promise<QueryResult<R>>;
  /** whether the calling code runs inside a transaction */
  readonly inTransaction: boolean;
  /** Runs fn outside any transaction of the caller: what it schedules (a flush, a timer) starts with none. */
  outside<T>(fn: () => T): T;
  /** SQLite only: the connection itself (tests' assertions, pragmas); null on PostgreSQL */
  readonly sqlite: Db | null;
  /** connections open, idle, and clients waiting for one (SQLite: its one connection, idle outside a transaction) */
  pool(): { total: number; idle: number; waiting: number };
  /** a short description for the start-up log ('SQLite data/app.db', 'PostgreSQL db@host:port') */
  readonly describe: string;
  close(): Promise<void>;
}

/** A FIFO lock: the SQLite connection's one user at a time. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** holders and waiters: 0 when the lock is free and nobody waits for it */
  private users = 0;
  get idle(): boolean { return this.users === 0; }
  lock(): Promise<() => void> {
    this.users++;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = () => { this.users--; r(); }; });
    const granted = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return granted;
  }
}

class SerialSqliteDriver extends SqliteDriver {
  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], private readonly mutex: Mutex) { super(config); }
  private release: (() => void) | null = null;
  override async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    this.release = release;
    return super.acquireConnection();
  }
  override async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }
}

class SerialSqliteDialect extends SqliteDialect {
  constructor(private readonly statements: ReturnType<typeof cachedStatements>, private readonly mutex: Mutex) {
    super({ database: statements });
  }
  override createDriver() { return new SerialSqliteDriver({ database: this.statements }, this.mutex); }
}

/**
 * better-sqlite3 with its statements kept by text: Kysely prepares every query it runs, and parsing a statement
 * costs more than running most of ours. Bounded (the texts are the code's own, plus multi-row inserts of seeds).
 */
function cachedStatements(db: Db, limit = 1000) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = db.prepare(text);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

const SAVEPOINT = 'nested_transaction';

/** A transaction (or savepoint) in progress: its connection, depth, whether it is still open, its nested ones' lock. */
type TxStore = { executor: Executor; depth: number; open: boolean; lock: Mutex };
/** The transactions the running code is inside, innermost first, one frame per database (owner). */
interface Frame { owner: object; tx: TxStore; parent: Frame | undefined }
/**
 * One AsyncLocalStorage for every database of the process: Node keeps each instance that was ever run in a global
 * list and visits every one of them at each new promise, so one instance per database made each promise cost more
 * with every database opened (tests open thousands).
 */
const frames = new AsyncLocalStorage<Frame>();

/**
 * How a database runs a compiled statement. owned: the caller is inside one of its transactions (on SQLite: the one
 * connection is the caller's). executor: that transaction's, else the database's.
 */
type RunCompiled = (compiled: CompiledQuery, owned: boolean, executor: Executor) => Promise<QueryResult<unknown>>;

const viaKysely: RunCompiled = (compiled, _owned, executor) => executor.executeQuery(compiled);

/**
 * SQLite's hot path: the cached statement run at once, as Kysely's SQLite connection runs it (all() for a statement
 * that returns rows, run() for the others), without the executor's promise chain and the driver's lock when nobody
 * else has the connection: a transaction's own statements, and any statement while the lock is free (it runs to its
 * end before anything else can take the lock). Otherwise it waits for the lock like any Kysely query. Measured in a
 * loop on a one-row read: 3.2 against 9-12 us a statement (docs/performance.md "Server throughput").
 */
function sqliteRunner(statements: ReturnType<typeof cachedStatements>, mutex: Mutex): RunCompiled {
  const direct = ({ sql: text, parameters }: CompiledQuery): QueryResult<unknown> => {
    const stmt = statements.prepare(text);
    if (stmt.reader) return { rows: stmt.all(parameters as unknown[]) };
    const { changes, lastInsertRowid } = stmt.run(parameters as unknown[]);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  };
  return (compiled, owned) => {
    if (owned || mutex.idle) {
      try {
        return Promise.resolve(direct(compiled));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return mutex.lock().then((release) => {
      try {
        return direct(compiled);
      } finally {
        release();
      }
    });
  };
}

function makeDatabase(dialect: Dialect, kysely: Kysely<Schema>, raw: Db | null, describe: string, pool: SqlDatabase['pool'], runCompiled: RunCompiled, end: () => Promise<void>): SqlDatabase {
  // open: false once the transaction (or savepoint) settled: a callback scheduled inside it keeps its frame
  // (AsyncLocalStorage) but must not use its connection any more. lock: its nested transactions, one at a time.
  const owner = {};
  const active = (): TxStore | undefined => {
    for (let f = frames.getStore(); f; f = f.parent) if (f.owner === owner && f.tx.open) return f.tx;
    return undefined;
  };
  const within = <T>(tx: TxStore, work: () => Promise<T>) => frames.run({ owner, tx, parent: frames.getStore() }, work);
  const begin = dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN';
  /** a statement of the transaction machinery on the transaction's connection */
  const command = (executor: Executor, text: string) => runCompiled(sql.raw(text).compile(executor), true, executor);
  return {
    dialect, describe, sqlite: raw, pool,
    q: () => active()?.executor ?? kysely,
    execute<R>(query: Runnable<R>): Promise<QueryResult<R>> {
      const tx = active();
      const executor = tx?.executor ?? kysely;
      let compiled: CompiledQuery<R>;
      try {
        compiled = query.compile(executor);
      } catch (error) {
        return Promise.reject(error);
      }
      return runCompiled(compiled, tx !== undefined, executor) as Promise<QueryResult<R>>;
    },
    get inTransaction() { return active() !== undefined; },
    outside: (fn) => frames.exit(fn),
    async transaction<T>(work: () => Promise<T>): Promise<T> {
      const outer = active();
      if (outer) {
        const release = await outer.lock.lock();
        const inner: TxStore = { executor: outer.executor, depth: outer.depth + 1, open: true, lock: new Mutex() };
        const name = `${SAVEPOINT}_${outer.depth}`;
        try {
          await command(outer.executor, `SAVEPOINT ${name}`);
          try {
            const value = await within(inner, work);
            inner.open = false;
            await command(outer.executor, `RELEASE ${name}`);
            return value;
          } catch (error) {
            inner.open = false;
            await command(outer.executor, `ROLLBACK TO ${name}`);
            await command(outer.executor, `RELEASE ${name}`);
            throw error;
          }
        } finally {
          inner.open = false;
          release();
        }
      }
      return kysely.connection().execute(async (conn) => {
        await command(conn, begin);
        const store: TxStore = { executor: conn, depth: 1, open: true, lock: new Mutex() };
        let value: T;
        try {
          value = await within(store, work);
        } catch (error) {
          store.open = false;
          await command(conn, 'ROLLBACK').catch(() => { /* the transaction may already be gone */ });
          throw error;
        }
        store.open = false;
        try {
          await command(conn, 'COMMIT');
        } catch (error) {
          await command(conn, 'ROLLBACK').catch(() => {});
          throw error;
        }
        return value;
      });
    },
    close: end,
  };
}

/** A SqlDatabase over an open better-sqlite3 connection (tests build theirs on ':memory:'). */
export function sqliteDatabase(raw: Db, describe = 'SQLite'): SqlDatabase {
  const statements = cachedStatements(raw);
  const mutex = new Mutex();
  const kysely = new Kysely<Schema>({ dialect: new SerialSqliteDialect(statements, mutex) });
  const pool = () => ({ total: raw.open ? 1 : 0, idle: raw.open && !raw.inTransaction ? 1 : 0, waiting: 0 });
  return makeDatabase('sqlite', kysely, raw, describe, pool, sqliteRunner(statements, mutex), async () => {
    await kysely.destroy();
    if (raw.open) raw.close(); // destroy closes it only when a query ran
  });
}

/** Opens the SQLite file (or ':memory:') as a SqlDatabase. */
export const openSqlite = (file: string): SqlDatabase => sqliteDatabase(openDatabase(file), `SQLite ${file}`);

const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (v: string) => (v === null ? null : Number(v)) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Where a postgres:// URL points, without its password (for logs). */
export const safeUrl = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.username || 'postgres'}@${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
};

/** A SqlDatabase on PostgreSQL at url (a pool of PG_POOL_MAX connections). */
export function postgresDatabase(url: string, poolMax = 10): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, types: pgTypes });
  pool.on('error', () => { /* an idle client's error: the pool drops it and connects again */ });
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return makeDatabase('postgres', kysely, null, `PostgreSQL ${safeUrl(url)}`, stats, viaKysely, async () => { await kysely.destroy(); });
}

/** Whether a DATABASE_URL names PostgreSQL. */
export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url?.trim() ?? '');

/** DATABASE_URL=postgres://... selects PostgreSQL; otherwise SQLite at DB_FILE (default data/app.db). */
export function connectDatabase(env: Readonly<Record<string, string | undefined>>, defaultFile = 'data/app.db'): SqlDatabase {
  if (isPostgresUrl(env.DATABASE_URL)) {
    const max = Number(env.PG_POOL_MAX);
    return postgresDatabase(env.DATABASE_URL.trim(), Number.isInteger(max) && max > 0 ? max : 10);
  }
  return openSqlite(env.DB_FILE ?? defaultFile);
}

/** The rows of a query (a sql`...` template or a Kysely builder made from db.q()). */
export async function all<R>(db: SqlDatabase, query: Runnable<R>): Promise<R[]> {
  return (await db.execute(query)).rows;
}

/** The first row of a query, or undefined. */
export async function one<R>(db: SqlDatabase, query: Runnable<R>): Promise<R | undefined> {
  return (await db.execute(query)).rows[0];
}

/** Runs a statement; how many rows it changed. */
export async function run(db: SqlDatabase, query: Runnable<unknown>): Promise<number> {
  return Number((await db.execute(query)).numAffectedRows ?? 0);
}

/**
 * A LIMIT written into the statement's text, not bound: SQLite plans a bound LIMIT for any size, and that cost 15 us
 * more a run on the deliveries' newest-first read (28 against 12.5 us, measured on a bench database). Safe: only a
 * non-negative integer passes.
 */
export function sqlLimit(n: number): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row limit: ${n}`);
  return sql.lit<number>(n);
}
