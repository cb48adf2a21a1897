// The server's own secrets (server_secrets, migration 007): the signing keys of server/security/hmac-key.ts, kept in
// the database so that a restart and every other instance accept what one instance signed.
import type { SqlDatabase } from '../db/connect';

export class ServerSecretRepository {
  constructor(private readonly db: SqlDatabase) {}

  private async read(name: string): Promise<string | undefined> {
    return (await this.db.q().selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;
  }

  /** The secret named `name`, made by `create` the first time (the first writer wins when two race). */
  async secret(name: string, create: () => string): Promise<string> {
    const stored = await this.read(name);
    if (stored !== undefined) return stored;
    // a second instance making it at the same moment: its row stays, ours is not written, and both read the same one
    await this.db.q().insertInto('server_secrets').values({ name, value: create() })
      .onConflict((oc) => oc.column('name').doNothing()).execute();
    const value = await this.read(name);
    if (value === undefined) throw new Error(`server secret ${name} could not be stored`);
    return value;
  }
}
