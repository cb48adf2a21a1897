// Writes server/db/schema.ts: the Kysely table types, read off a fresh database migrated to the newest version.
//   npm run db:types        (after adding a migration; tests/server/db/schema-types.test.ts fails while it is stale)
import { writeFileSync } from 'node:fs';
import { openSqlite } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { schemaTypesSource } from '../server/db/schema-source';

const OUT = 'server/db/schema.ts';
const db = openSqlite(':memory:');
await migrate(db);
writeFileSync(OUT, schemaTypesSource(db.sqlite!));
await db.close();
console.log(`Wrote ${OUT}`);
