/** @jest-environment node */
// The throwaway PostgreSQL cluster of the tests (scripts/pg-cluster.ts): it starts on a free loopback port (as nobody
// when the tests run as root), answers SQL through node-postgres, keeps what a transaction committed, and stop()
// removes its folder. Debian's postgresql package is part of the machine (.ci/run installs it).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { postgresBinDir, startPgCluster, type PgCluster } from '../../scripts/pg-cluster';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
});

describe('a throwaway PostgreSQL cluster', () => {
  it('finds the programs of the installed postgresql package', () => {
    expect(postgresBinDir()).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
  });

  it('answers SQL on its loopback port, and keeps what a transaction committed', async () => {
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ v: number }>("SELECT current_setting('server_version_num')::int AS v");
      expect(rows[0].v).toBeGreaterThanOrEqual(130000);
      await client.query('CREATE TABLE t (id BIGINT PRIMARY KEY, at BIGINT NOT NULL)');
      await client.query('BEGIN');
      await client.query('INSERT INTO t VALUES ($1, $2)', [1, 1_795_424_400_000]);
      await client.query('COMMIT');
      await client.query('BEGIN');
      await client.query('INSERT INTO t VALUES ($1, $2)', [2, 0]);
      await client.query('ROLLBACK');
      const stored = await client.query<{ id: string; at: string }>('SELECT id, at FROM t ORDER BY id');
      // BIGINT comes back as text from node-postgres: the data layer must convert it (issue 17)
      expect(stored.rows).toEqual([{ id: '1', at: '1795424400000' }]);
    } finally {
      await client.end();
    }
  });

  it('stops and removes its folder; a second stop does nothing', async () => {
    const other = await startPgCluster();
    expect(existsSync(other.dataDir)).toBe(true);
    await other.stop();
    expect(existsSync(other.dataDir)).toBe(false);
    await other.stop();
    const client = new pg.Client({ connectionString: other.url, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow();
  }, 90_000);
});
