// Payment orders and transactions (migration 005). The rules (what may be paid, what is enrolled) are the routes'
// and server/catalogue/*; this file only reads and writes rows.
import type { Selectable } from 'kysely';
import type { SqlDatabase } from '../db/connect';
import type { PaymentOrdersTable } from '../db/schema';

export type OrderStatus = 'created' | 'paid' | 'failed';

/** A payment order as stored (server/db/schema.ts), its status narrowed to the three the table's CHECK allows. */
export type OrderRow = Omit<Selectable<PaymentOrdersTable>, 'status'> & { status: OrderStatus };

// status is a CHECKed TEXT column (created, paid, failed): the generated type says string
const asOrder = (row: Omit<OrderRow, 'status'> & { status: string } | undefined): OrderRow | undefined => row as OrderRow | undefined;

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
  constructor(private readonly db: SqlDatabase) {}

  async addOrder(order: NewOrder): Promise<void> {
    await this.db.q().insertInto('payment_orders').values({
      id: order.id, student_id: order.studentId, course_id: order.courseId, plan_id: order.planId, promo_code: order.promoCode,
      amount_paise: order.amountPaise, currency: order.currency, status: order.status, payment_id: order.paymentId ?? null,
      created_at: order.at, updated_at: order.at,
    }).execute();
  }

  async order(orderId: string): Promise<OrderRow | undefined> {
    return asOrder(await this.db.q().selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirst());
  }

  /** The order a payment id paid, if any. */
  async orderPaidBy(paymentId: string): Promise<OrderRow | undefined> {
    return asOrder(await this.db.q().selectFrom('payment_orders').selectAll().where('payment_id', '=', paymentId).executeTakeFirst());
  }

  /**
   * Marks an unpaid order paid by the payment; false when it was paid already. One statement: of two callbacks at
   * once (two instances), the second waits for the first's row lock, then finds the order paid and changes nothing.
   */
  async setPaid(orderId: string, paymentId: string, at: number): Promise<boolean> {
    const result = await this.db.q().updateTable('payment_orders').set({ status: 'paid', payment_id: paymentId, updated_at: at })
      .where('id', '=', orderId).where('status', '<>', 'paid').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks a created order failed (a paid one stays paid). */
  async setFailed(orderId: string, at: number): Promise<void> {
    await this.db.q().updateTable('payment_orders').set({ status: 'failed', updated_at: at })
      .where('id', '=', orderId).where('status', '=', 'created').execute();
  }

  async addTransaction(transaction: NewTransaction): Promise<void> {
    await this.db.q().insertInto('payment_transactions').values({
      order_id: transaction.orderId, student_id: transaction.studentId, course_id: transaction.courseId,
      course_name: transaction.courseName, amount_paise: transaction.amountPaise, reference_number: transaction.referenceNumber,
      created_at: transaction.at,
    }).execute();
  }

  /** The student's transactions, newest first. */
  async transactionsFor(studentId: number): Promise<TransactionRow[]> {
    return this.db.q().selectFrom('payment_transactions')
      .select(['id', 'order_id', 'course_name', 'amount_paise', 'reference_number', 'created_at'])
      .where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * Inside a transaction: makes every other purchase of the student (another instance's callback, free trial or
   * zero-amount order) wait until this transaction ends, so an enrolment is decided on the pack as the last purchase
   * left it. PostgreSQL locks the student's row; on SQLite the transaction's write lock already excludes every writer.
   */
  async lockPurchasesOf(studentId: number): Promise<void> {
    if (this.db.dialect === 'postgres') {
      await this.db.q().selectFrom('students').select('id').where('id', '=', studentId).forUpdate().execute();
    }
  }
}
