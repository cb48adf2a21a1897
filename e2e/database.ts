// The e2e server's database, for the specs that check the server's own numbers (a rank against the cohort, the seeded
// attempt of the timeline): SQLite at .tmp/e2e-<port>.db, or, when the run is on PostgreSQL (E2E_DATABASE=postgres),
// the cluster whose URL scripts/e2e-server.mjs wrote next to it (.tmp/e2e-<port>.db.url). Reads only.
import { existsSync, readFileSync } from 'node:fs';
import type { RawBuilder } from 'kysely';
import { openSqlite, postgresDatabase, type SqlDatabase } from '../server/db/connect';

/** The rows of a query on the e2e server's database of `port`. */
export async function e2eRows<R>(port: number, query: RawBuilder<R>): Promise<R[]> {
  const file = `.tmp/e2e-${port}.db`;
  const urlFile = `${file}.url`;
  const db: SqlDatabase = existsSync(urlFile) ? postgresDatabase(readFileSync(urlFile, 'utf8').trim(), 1) : openSqlite(file);
  try {
    return (await query.execute(db.q())).rows;
  } finally {
    await db.close();
  }
}
