// The sandbox's own database: its merchant key, orders and payments. Nothing here knows the API's tables. SQLite or
// PostgreSQL (server/db/connect.ts): two instances of the API that share it see the same key, orders and payments,
// so a checkout opened through one may be paid and confirmed through the other.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { SqlDatabase } from '../db/connect';

export type SandboxOrderStatus = 'created' | 'attempted' | 'paid';
export type SandboxPaymentStatus = 'captured' | 'failed';

export interface SandboxOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: SandboxOrderStatus;
  createdAt: number;
  /** set when the browser opens the checkout */
  checkout: CheckoutContext | null;
}

/** What the app's checkout form said: shown on the page and used for the redirects. */
export interface CheckoutContext {
  merchant: string;
  description: string;
  prefillName: string;
  prefillEmail: string;
  callbackUrl: string;
  cancelUrl: string;
}

export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: SandboxPaymentStatus;
  createdAt: number;
}

// a type, not an interface: Kysely's withTables wants an index-compatible record
type SandboxTables = {
  sandbox_meta: { key: string; value: string };
  sandbox_orders: {
    id: string; amount: number; currency: string; receipt: string; notes: string; status: SandboxOrderStatus;
    created_at: number; checkout: string | null;
  };
  sandbox_payments: { id: string; order_id: string; amount: number; currency: string; status: SandboxPaymentStatus; created_at: number };
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 14 random letters and digits, like a Razorpay id ('order_' / 'pay_' + 14). */
export const randomId = (prefix: string): string =>
  prefix + Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('');

// The same DDL on both databases (BIGINT is an integer on SQLite too): amounts and millisecond times.
const SCHEMA = [
  'CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  `CREATE TABLE IF NOT EXISTS sandbox_orders (
    id TEXT PRIMARY KEY,
    amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    receipt TEXT NOT NULL,
    notes TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    checkout TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS sandbox_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES sandbox_orders(id),
    amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS sandbox_payments_by_order ON sandbox_payments (order_id)',
];

/** PostgreSQL: the advisory lock two instances creating the tables at once take in turn (any constant of ours). */
const SCHEMA_LOCK = 7_261_001;

export class SandboxStore {
  private constructor(private readonly db: SqlDatabase, readonly keyId: string, readonly keySecret: string) {}

  /** The store on the database: its tables created when missing, its merchant key made once and kept. */
  static async open(db: SqlDatabase, keySecret?: string): Promise<SandboxStore> {
    await db.transaction(async () => {
      // CREATE TABLE IF NOT EXISTS of two PostgreSQL sessions at once can still collide; SQLite's write lock orders them
      if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${sql.lit(SCHEMA_LOCK)})`.execute(db.q());
      for (const statement of SCHEMA) await sql.raw(statement).execute(db.q());
    });
    // the merchant key is made once and kept, so orders and signatures survive a restart
    const keyId = await meta(db, 'key_id', () => `rzp_test_${randomBytes(7).toString('hex')}`);
    const stored = await meta(db, 'key_secret', () => randomBytes(18).toString('base64url'));
    return new SandboxStore(db, keyId, keySecret || stored);
  }

  private q(): Kysely<SandboxTables> {
    return tables(this.db);
  }

  async addOrder(order: Omit<SandboxOrder, 'checkout' | 'status'>): Promise<SandboxOrder> {
    await this.q().insertInto('sandbox_orders').values({
      id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt, notes: JSON.stringify(order.notes),
      status: 'created', created_at: order.createdAt,
    }).execute();
    return { ...order, status: 'created', checkout: null };
  }

  async order(id: string): Promise<SandboxOrder | undefined> {
    const row = await this.q().selectFrom('sandbox_orders').selectAll().where('id', '=', id).executeTakeFirst();
    return row && {
      id: row.id, amount: row.amount, currency: row.currency, receipt: row.receipt,
      notes: JSON.parse(row.notes) as Record<string, string>, status: row.status, createdAt: row.created_at,
      checkout: row.checkout === null ? null : JSON.parse(row.checkout) as CheckoutContext,
    };
  }

  async setCheckout(orderId: string, checkout: CheckoutContext): Promise<void> {
    await this.q().updateTable('sandbox_orders').set({ checkout: JSON.stringify(checkout) }).where('id', '=', orderId).execute();
  }

  /**
   * Records a payment of the order; a captured one marks the order paid, a failed one 'attempted'. False (nothing
   * recorded) when the order is paid already: two payments of one order at once, through two instances too, pay it
   * once, as the UPDATE of the second waits for the first's and then finds the order paid.
   */
  async addPayment(payment: SandboxPayment): Promise<boolean> {
    return this.db.transaction(async () => {
      const changed = await this.q().updateTable('sandbox_orders').set({ status: payment.status === 'captured' ? 'paid' : 'attempted' })
        .where('id', '=', payment.orderId).where('status', '<>', 'paid').executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      await this.q().insertInto('sandbox_payments').values({
        id: payment.id, order_id: payment.orderId, amount: payment.amount, currency: payment.currency, status: payment.status,
        created_at: payment.createdAt,
      }).execute();
      return true;
    });
  }

  async payment(id: string): Promise<SandboxPayment | undefined> {
    return this.q().selectFrom('sandbox_payments')
      .select(['id', 'order_id as orderId', 'amount', 'currency', 'status', 'created_at as createdAt'])
      .where('id', '=', id).executeTakeFirst();
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

/** The executor of the current transaction (or the database), typed with the sandbox's tables. */
const tables = (db: SqlDatabase): Kysely<SandboxTables> => db.q().withTables<SandboxTables>() as unknown as Kysely<SandboxTables>;

/** The stored value of a key, stored first when missing. */
async function meta(db: SqlDatabase, key: string, make: () => string): Promise<string> {
  const read = () => tables(db).selectFrom('sandbox_meta').select('value').where('key', '=', key).executeTakeFirst();
  const row = await read();
  if (row) return row.value;
  // two instances sharing the sandbox's database may start at once: the first writer wins, both read its value
  await tables(db).insertInto('sandbox_meta').values({ key, value: make() }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await read();
  if (!stored) throw new Error(`sandbox_meta ${key} could not be stored`);
  return stored.value;
}
