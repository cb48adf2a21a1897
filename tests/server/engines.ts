// The same tests on both databases (issue 17): eachEngine runs a describe block once on SQLite (in memory) and once
// on PostgreSQL (a new database on the throwaway cluster that jest's global setup started: tests/pg-global-setup.ts,
// its URL in TEST_PG_URL). Each block gets its own freshly migrated database (seeded with the demo data when asked).
//
//   eachEngine('StudentRepository', (engine) => {
//     it('finds a student by e-mail', async () => {
//       const repo = new StudentRepository(engine.db());
//       ...
//     });
//   }, { seed: true });
import { afterAll, beforeAll, describe } from '@jest/globals';
import { createDatabaseOn } from '../../scripts/pg-cluster';
import { type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import type { Migration } from '../../server/db/migration';
import { join } from 'node:path';
import { seedDemoData } from '../../server/db/seed';
import { resetIdentities } from '../../server/db/prepare-database';

export const ENGINES: readonly Dialect[] = ['sqlite', 'postgres'];
/** the demo data's clock (as tests/server/test-server.ts) */
export const ENGINE_SEED_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);

export interface TestEngine {
  readonly dialect: Dialect;
  /** the block's database (available inside tests and hooks, not while the block is declared) */
  db(): SqlDatabase;
}

export interface EngineOptions {
  /** seed the demo data (server/db/seed.ts) at ENGINE_SEED_TIME; default false (migrated, empty) */
  seed?: boolean;
  /** the migrations to run (default all of them; MIGRATIONS.slice(0, n) for a database at version n) */
  migrations?: readonly Migration[];
}

/** The cluster's URL, or a clear failure: the PostgreSQL half never silently passes. */
export function testPgUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('TEST_PG_URL is not set: jest starts a PostgreSQL cluster in its global setup (tests/pg-global-setup.ts)');
  return url;
}

/** A new, empty PostgreSQL database on the test cluster; its URL and a function that drops it. */
export const newPgDatabase = (): Promise<{ url: string; drop: () => Promise<void> }> =>
  createDatabaseOn(testPgUrl(), `t_${process.pid}`);

/** A migrated (and, when asked, seeded) database of the dialect; close() closes it and drops a PostgreSQL one. */
export async function freshDatabase(dialect: Dialect, options: EngineOptions = {}): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  let db: SqlDatabase;
  let drop = async () => {};
  if (dialect === 'sqlite') db = openSqlite(':memory:');
  else {
    const made = await newPgDatabase();
    db = postgresDatabase(made.url, 4);
    drop = made.drop;
  }
  await migrate(db, options.migrations);
  if (options.seed) {
    await seedDemoData(db, ENGINE_SEED_TIME);
    await resetIdentities(db);
  }
  return { db, close: async () => { await db.close(); await drop(); } };
}

export function eachEngine(title: string, body: (engine: TestEngine) => void, options: EngineOptions = {}): void {
  for (const dialect of ENGINES) {
    describe(`${title} (${dialect})`, () => {
      let made: { db: SqlDatabase; close: () => Promise<void> } | undefined;
      beforeAll(async () => { made = await freshDatabase(dialect, options); }, 180_000);
      afterAll(async () => { await made?.close(); }, 60_000);
      body({
        dialect,
        db: () => {
          if (!made) throw new Error(`The ${dialect} database of "${title}" is not ready`);
          return made.db;
        },
      });
    });
  }
}

/**
 * Two connections to one new, empty database of the engine (SQLite: two SqlDatabases on a file `name`.db in `dir`;
 * PostgreSQL: two pools on a new database): what two instances of the server would have. close() closes both (and
 * drops a PostgreSQL database).
 */
export async function twoConnections(dialect: Dialect, dir: string, name: string) {
  if (dialect === 'sqlite') {
    const file = join(dir, `${name}.db`);
    const a = openSqlite(file);
    const b = openSqlite(file);
    return { a, b, location: file, close: async () => { await a.close(); await b.close(); } };
  }
  const made = await newPgDatabase();
  const a = postgresDatabase(made.url, 4);
  const b = postgresDatabase(made.url, 2);
  return { a, b, location: made.url, close: async () => { await a.close(); await b.close(); await made.drop(); } };
}
