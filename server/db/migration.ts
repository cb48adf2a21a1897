import type Database from 'better-sqlite3';

export type Db = Database.Database;

/** One schema step. Versions are numbered 1, 2, 3...; a later feature appends its own file to MIGRATIONS. */
export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}
