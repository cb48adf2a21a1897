// The server's own secrets (server_secrets, migration 007): the signing keys of server/security/hmac-key.ts, kept in
// the database so that a restart and every other instance accept what one instance signed.
import type { Db } from '../db/migration';

export class ServerSecretRepository {
  private readonly insertSecret;
  private readonly secretRow;

  constructor(db: Db) {
    this.insertSecret = db.prepare<[string, string]>('INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)');
    this.secretRow = db.prepare<[string], { value: string }>('SELECT value FROM server_secrets WHERE name = ?');
  }

  /** The secret named `name`, made by `create` the first time (the first writer wins when two race). */
  secret(name: string, create: () => string): string {
    const stored = this.secretRow.get(name);
    if (stored) return stored.value;
    this.insertSecret.run(name, create());
    const value = this.secretRow.get(name)?.value;
    if (value === undefined) throw new Error(`server secret ${name} could not be stored`);
    return value;
  }
}
