// Jest's global setup: one throwaway PostgreSQL cluster for the whole run (scripts/pg-cluster.ts), its URL in
// TEST_PG_URL for the workers (tests/server/engines.ts makes a database per suite on it). TEST_PG_URL already set
// (a cluster of your own) is used as it is. tests/pg-global-teardown.ts stops the cluster.
import { startPgCluster, type PgCluster } from '../scripts/pg-cluster';

declare global {
  // shared with the teardown (jest runs both in the same context)
  var __pgCluster: PgCluster | undefined;
}

export default async function setup(): Promise<void> {
  if (process.env.TEST_PG_URL) return;
  const cluster = await startPgCluster();
  globalThis.__pgCluster = cluster;
  process.env.TEST_PG_URL = cluster.url;
}
