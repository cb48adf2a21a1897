// The sandbox's own database: its merchant key, orders and payments. Nothing here knows the API's tables.
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

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

interface OrderRow {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: string;
  status: SandboxOrderStatus;
  created_at: number;
  checkout: string | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 14 random letters and digits, like a Razorpay id ('order_' / 'pay_' + 14). */
export const randomId = (prefix: string): string =>
  prefix + Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS sandbox_orders (
    id TEXT PRIMARY KEY,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    receipt TEXT NOT NULL,
    notes TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    checkout TEXT
  );
  CREATE TABLE IF NOT EXISTS sandbox_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES sandbox_orders(id),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sandbox_payments_by_order ON sandbox_payments (order_id);
`;

export class SandboxStore {
  readonly keyId: string;
  readonly keySecret: string;

  constructor(private readonly db: Database.Database, keySecret?: string) {
    db.exec(SCHEMA);
    // the merchant key is made once and kept, so orders and signatures survive a restart
    this.keyId = this.meta('key_id', () => `rzp_test_${randomBytes(7).toString('hex')}`);
    const stored = this.meta('key_secret', () => randomBytes(18).toString('base64url'));
    this.keySecret = keySecret || stored;
  }

  addOrder(order: Omit<SandboxOrder, 'checkout' | 'status'>): SandboxOrder {
    this.db.prepare(`INSERT INTO sandbox_orders (id, amount, currency, receipt, notes, status, created_at)
      VALUES (?, ?, ?, ?, ?, 'created', ?)`).run(order.id, order.amount, order.currency, order.receipt,
      JSON.stringify(order.notes), order.createdAt);
    return { ...order, status: 'created', checkout: null };
  }

  order(id: string): SandboxOrder | undefined {
    const row = this.db.prepare<[string], OrderRow>('SELECT * FROM sandbox_orders WHERE id = ?').get(id);
    return row && {
      id: row.id, amount: row.amount, currency: row.currency, receipt: row.receipt,
      notes: JSON.parse(row.notes) as Record<string, string>, status: row.status, createdAt: row.created_at,
      checkout: row.checkout === null ? null : JSON.parse(row.checkout) as CheckoutContext,
    };
  }

  setCheckout(orderId: string, checkout: CheckoutContext): void {
    this.db.prepare('UPDATE sandbox_orders SET checkout = ? WHERE id = ?').run(JSON.stringify(checkout), orderId);
  }

  /** Records a payment of the order; a captured one marks the order paid, a failed one 'attempted'. */
  addPayment(payment: SandboxPayment): void {
    this.db.transaction(() => {
      this.db.prepare(`INSERT INTO sandbox_payments (id, order_id, amount, currency, status, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`).run(payment.id, payment.orderId, payment.amount, payment.currency, payment.status, payment.createdAt);
      this.db.prepare("UPDATE sandbox_orders SET status = ? WHERE id = ? AND status <> 'paid'")
        .run(payment.status === 'captured' ? 'paid' : 'attempted', payment.orderId);
    })();
  }

  payment(id: string): SandboxPayment | undefined {
    return this.db.prepare<[string], SandboxPayment>(
      `SELECT id, order_id AS orderId, amount, currency, status, created_at AS createdAt FROM sandbox_payments WHERE id = ?`).get(id);
  }

  close(): void {
    this.db.close();
  }

  private meta(key: string, make: () => string): string {
    const row = this.db.prepare<[string], { value: string }>('SELECT value FROM sandbox_meta WHERE key = ?').get(key);
    if (row) return row.value;
    // two instances sharing the sandbox's file may start at once: the first writer wins, both read its value
    this.db.prepare('INSERT OR IGNORE INTO sandbox_meta (key, value) VALUES (?, ?)').run(key, make());
    const stored = this.db.prepare<[string], { value: string }>('SELECT value FROM sandbox_meta WHERE key = ?').get(key);
    if (!stored) throw new Error(`sandbox_meta ${key} could not be stored`);
    return stored.value;
  }
}
