/** The two database engines of the server (server/db/connect.ts): SQLite by default, PostgreSQL with DATABASE_URL. */
export type Dialect = 'sqlite' | 'postgres';
