/** @jest-environment node */
// docs/security.md "Operations": every connection runs with WAL, synchronous=FULL, a busy timeout and foreign keys on,
// on the first open of a file and after a restart alike; temporary files (the group commit's savepoint journal) in memory;
// reads through a memory map, and a page cache of 32 MiB (strace -c of the benched server: 0.96 -> 0.50 pread(2) a 5-question submit).
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-pragmas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settings = async (file: string) => {
  const db = openSqlite(file);
  await migrate(db);
  const read = (p: string) => db.sqlite!.pragma(p, { simple: true });
  const out = { journal: read('journal_mode'), synchronous: read('synchronous'), busyTimeout: read('busy_timeout'), foreignKeys: read('foreign_keys'), tempStore: read('temp_store'), mmapSize: read('mmap_size'), cacheSize: read('cache_size') };
  await db.close();
  return out;
};

describe('openDatabase', () => {
  it('pins WAL, synchronous=FULL (2), a 5 s busy timeout, foreign keys temp_store=MEMORY (2), a 256 MiB memory map and a 32 MiB page cache, on the first open and after a restart', async () => {
    const file = join(dir, 'app.db');
    const expected = { journal: 'wal', synchronous: 2, busyTimeout: 5000, foreignKeys: 1, tempStore: 2, mmapSize: 268435456, cacheSize: -32768 };
    expect(await settings(file)).toEqual(expected);
    expect(await settings(file)).toEqual(expected);
  });
});
