/** @jest-environment node */
// server/db/schema.ts (Kysely's table types) is generated from the migrations by `npm run db:types`
// (scripts/db-schema-types.ts). It is committed, so a migration added without running that leaves the types stale:
// queries of the new columns would not type-check, or old ones would type-check against columns that are gone.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { schemaTypesSource } from '../../../server/db/schema-source';

describe('server/db/schema.ts', () => {
  it('is what `npm run db:types` writes for the migrations as they are (run it after adding a migration)', async () => {
    const db = openSqlite(':memory:');
    try {
      await migrate(db);
      const committed = readFileSync(join(__dirname, '../../../server/db/schema.ts'), 'utf8');
      expect(committed).toBe(schemaTypesSource(db.sqlite!));
    } finally {
      await db.close();
    }
  });
});
