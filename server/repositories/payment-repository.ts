// Payment orders and transactions (migration 005). The rules (what may be paid, what is enrolled) are the routes'
// and server/catalogue/*; this file only reads and writes rows.
import type { Db } from '../db/migration';

export type OrderStatus = 'created' | 'paid' | 'failed';

export interface OrderRow {
  id: string;
  student_id: number;
  course_id: number;
  plan_id: number;
  promo_code: string | null;
  amount_paise: number;
  currency: string;
  status: OrderStatus;
  payment_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface NewOrder {
  id: string;
  studentId: number;
  courseId: number;
  planId: number;
  promoCode: string | null;
  amountPaise: number;
  currency: string;
  status: OrderStatus;
  paymentId?: string | null;
  at: number;
}

export interface TransactionRow {
  id: number;
  order_id: string;
  course_name: string;
  amount_paise: number;
  reference_number: string;
  created_at: number;
}

export interface NewTransaction {
  orderId: string;
  studentId: number;
  courseId: number;
  courseName: string;
  amountPaise: number;
  referenceNumber: string;
  at: number;
}

export class PaymentRepository {
  private readonly insertOrder;
  private readonly oneOrder;
  private readonly orderByPayment;
  private readonly markPaid;
  private readonly markFailed;
  private readonly insertTransaction;
  private readonly transactionsOf;

  constructor(db: Db) {
    this.insertOrder = db.prepare(
      `INSERT INTO payment_orders (id, student_id, course_id, plan_id, promo_code, amount_paise, currency, status, payment_id,
                                   created_at, updated_at)
       VALUES (@id, @studentId, @courseId, @planId, @promoCode, @amountPaise, @currency, @status, @paymentId, @at, @at)`);
    this.oneOrder = db.prepare<[string], OrderRow>('SELECT * FROM payment_orders WHERE id = ?');
    this.orderByPayment = db.prepare<[string], OrderRow>('SELECT * FROM payment_orders WHERE payment_id = ?');
    this.markPaid = db.prepare<[string, number, string]>(
      "UPDATE payment_orders SET status = 'paid', payment_id = ?, updated_at = ? WHERE id = ? AND status <> 'paid'");
    this.markFailed = db.prepare<[number, string]>(
      "UPDATE payment_orders SET status = 'failed', updated_at = ? WHERE id = ? AND status = 'created'");
    this.insertTransaction = db.prepare(
      `INSERT INTO payment_transactions (order_id, student_id, course_id, course_name, amount_paise, reference_number, created_at)
       VALUES (@orderId, @studentId, @courseId, @courseName, @amountPaise, @referenceNumber, @at)`);
    this.transactionsOf = db.prepare<[number], TransactionRow>(
      `SELECT id, order_id, course_name, amount_paise, reference_number, created_at FROM payment_transactions
       WHERE student_id = ? ORDER BY created_at DESC, id DESC`);
  }

  addOrder(order: NewOrder): void {
    this.insertOrder.run({ ...order, paymentId: order.paymentId ?? null });
  }

  order(orderId: string): OrderRow | undefined {
    return this.oneOrder.get(orderId);
  }

  /** The order a payment id paid, if any. */
  orderPaidBy(paymentId: string): OrderRow | undefined {
    return this.orderByPayment.get(paymentId);
  }

  /** Marks an unpaid order paid by the payment; false when it was paid already. */
  setPaid(orderId: string, paymentId: string, at: number): boolean {
    return this.markPaid.run(paymentId, at, orderId).changes === 1;
  }

  /** Marks a created order failed (a paid one stays paid). */
  setFailed(orderId: string, at: number): void {
    this.markFailed.run(at, orderId);
  }

  addTransaction(transaction: NewTransaction): void {
    this.insertTransaction.run(transaction);
  }

  /** The student's transactions, newest first. */
  transactionsFor(studentId: number): TransactionRow[] {
    return this.transactionsOf.all(studentId);
  }
}
