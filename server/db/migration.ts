import type Database from 'better-sqlite3';
import type { Dialect } from './dialect';

/** The raw SQLite connection (better-sqlite3): tests' assertions and SQLite-only tools; the server queries through SqlDatabase. */
export type Db = Database.Database;

/** What a schema step writes with: its engine, and DDL that runs on both (server/db/portable-ddl.ts). */
export interface SchemaWriter {
  readonly dialect: Dialect;
  /**
   * Runs one or more statements written for SQLite; on PostgreSQL they are translated first (portable-ddl.ts:
   * BIGINT for INTEGER, identity keys, STORED generated columns, CITEXT for NOCASE, no WITHOUT ROWID).
   */
  exec(ddl: string): Promise<void>;
  /** Runs statements as written, on this engine only (triggers: PL/pgSQL on PostgreSQL) */
  execAsIs(statements: string): Promise<void>;
}

/** One schema step. Versions are numbered 1, 2, 3...; a later feature appends its own file to MIGRATIONS. */
export interface Migration {
  version: number;
  name: string;
  up(db: SchemaWriter): Promise<void>;
}
