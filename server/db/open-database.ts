import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './migration';

/**
 * The settings every connection gets (docs/security.md "Operations"). SQLite keeps only journal_mode in the file; the
 * others are per connection, so they are set on every open (synchronous was FULL on the first start and NORMAL after
 * a restart before this): WAL lets readers run beside the writer; synchronous=FULL syncs every commit, so an
 * acknowledged submit survives a power cut; a 5 s busy timeout makes a second writer wait instead of failing at once;
 * foreign keys on, as the schema relies on ON DELETE CASCADE; temporary files in memory: the savepoint journal of the
 * group commit (server/db/write-queue.ts: a savepoint per item) otherwise spills to a temporary file past 64 KiB, and
 * its writes cost a third of a submit's SQLite time (docs/reliability.md "Group commit"). That journal only undoes a
 * savepoint inside a running transaction; a crash is recovered from the WAL, so durability is unchanged.
 */
export const CONNECTION_PRAGMAS = [
  // the busy timeout first: switching a new file to WAL takes a lock that a second process starting on the same file
  // at the same moment must wait for, not fail on ("database is locked")
  'busy_timeout = 5000', 'journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'temp_store = MEMORY',
  // reads through a memory map of the file instead of a read(2) a page the cache does not hold; a bigger cache for the
  // pages that come from the WAL: a 5-question submit made 0.96 pread(2) calls, now 0.50 (strace -c of the benched server)
  'mmap_size = 268435456', 'cache_size = -32768',
] as const;

/** Opens (creating its folder) the SQLite file with CONNECTION_PRAGMAS. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
  return db;
}
