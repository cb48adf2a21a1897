// What a free trial, a zero-amount purchase and a confirmed payment write: the enrolment (decided by enrolment.ts),
// the order and the transaction, each in one database transaction.
import type { SqlDatabase } from '../db/connect';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import type { CourseRepository } from '../repositories/course-repository';
import type { PaymentRepository } from '../repositories/payment-repository';
import { utcDay } from '../shared/dates';
import type { PlanRow } from './catalogue-types';
import { decideEnrolment, type EnrolmentDecision } from './enrolment';

export interface PurchaseDeps {
  db: SqlDatabase;
  courses: CourseRepository;
  courseCatalogue: CatalogueRepository;
  paymentRecords: PaymentRepository;
}

/**
 * Enrols the student in the plan's course or replaces their pack, as enrolment.ts decides. Run inside a transaction
 * that has locked the student's purchases (PaymentRepository.lockPurchasesOf): the pack read here is the one written.
 */
async function applyPlan(deps: PurchaseDeps, studentId: number, plan: PlanRow, at: number): Promise<EnrolmentDecision> {
  const decision = decideEnrolment(await deps.courses.currentPack(studentId, plan.course_id),
    { id: plan.id, packType: plan.pack_type, validityDays: plan.validity_days }, utcDay(at));
  if (decision.kind === 'enrol') await deps.courses.enrol(studentId, plan.course_id, decision.pack);
  if (decision.kind === 'replace') await deps.courses.replacePack(studentId, plan.course_id, decision.pack);
  return decision;
}

export type FreeTrialOutcome = 'enrolled' | 'course_already_taken' | 'no_free_plan';

/** The course's first FREE plan, if it has one. */
export const freePlanOf = async (deps: PurchaseDeps, courseId: number): Promise<PlanRow | undefined> =>
  (await deps.courseCatalogue.plansOf(courseId)).find((p) => p.pack_type === 'FREE');

/** A free trial of the plan (a FREE plan) for a student not enrolled in its course. */
export async function takeFreeTrial(deps: PurchaseDeps, studentId: number, plan: PlanRow | undefined, at: number): Promise<FreeTrialOutcome> {
  if (!plan) return 'no_free_plan';
  return deps.db.transaction(async () => {
    await deps.paymentRecords.lockPurchasesOf(studentId);
    return (await applyPlan(deps, studentId, plan, at)).kind === 'refuse' ? 'course_already_taken' : 'enrolled';
  });
}

const courseNameOf = async (deps: PurchaseDeps, courseId: number): Promise<string> =>
  (await deps.courseCatalogue.course(courseId))?.title ?? '';

/** A paid plan whose amount is zero (a 100% promo): an order of ours, paid, a ₹0 transaction and the enrolment. */
export async function completeFreeOrder(deps: PurchaseDeps, order: { id: string; studentId: number; plan: PlanRow; promoCode: string | null }, at: number): Promise<void> {
  const courseName = await courseNameOf(deps, order.plan.course_id);
  await deps.db.transaction(async () => {
    await deps.paymentRecords.lockPurchasesOf(order.studentId);
    await deps.paymentRecords.addOrder({ id: order.id, studentId: order.studentId, courseId: order.plan.course_id, planId: order.plan.id,
      promoCode: order.promoCode, amountPaise: 0, currency: 'INR', status: 'paid', at });
    await deps.paymentRecords.addTransaction({ orderId: order.id, studentId: order.studentId, courseId: order.plan.course_id,
      courseName, amountPaise: 0, referenceNumber: order.id, at });
    await applyPlan(deps, order.studentId, order.plan, at);
  });
}

export type PaidOrderOutcome = 'completed' | 'already_completed' | 'paid_by_another_payment' | 'unknown_order';

/** What a paid order means to a callback of the payment. */
const paidOutcome = (paidBy: string | null, paymentId: string): PaidOrderOutcome =>
  (paidBy === paymentId ? 'already_completed' : 'paid_by_another_payment');

/**
 * A payment the provider confirmed for the order: the order is marked paid, the transaction recorded (reference =
 * the payment id) and the course enrolled or extended, once. Checked again inside the transaction, after the
 * student's purchases are locked, so two callbacks at the same time (on two instances too) record one purchase.
 */
export async function completePaidOrder(deps: PurchaseDeps, orderId: string, paymentId: string, at: number): Promise<PaidOrderOutcome> {
  const seen = await deps.paymentRecords.order(orderId);
  if (!seen) return 'unknown_order';
  const courseName = await courseNameOf(deps, seen.course_id);
  return deps.db.transaction(async (): Promise<PaidOrderOutcome> => {
    await deps.paymentRecords.lockPurchasesOf(seen.student_id);
    // read again under the lock: another callback may have completed the order since
    const order = await deps.paymentRecords.order(orderId);
    if (!order) return 'unknown_order';
    if (order.status === 'paid') return paidOutcome(order.payment_id, paymentId);
    if (await deps.paymentRecords.orderPaidBy(paymentId)) return 'paid_by_another_payment';
    const plan = await deps.courseCatalogue.plan(order.plan_id);
    if (!plan) throw new Error(`order ${order.id} names plan ${order.plan_id}, which does not exist`);
    // the claim itself is atomic too: should a writer have bypassed the lock, only one UPDATE changes the row
    if (!(await deps.paymentRecords.setPaid(order.id, paymentId, at))) {
      return paidOutcome((await deps.paymentRecords.order(orderId))?.payment_id ?? null, paymentId);
    }
    await deps.paymentRecords.addTransaction({ orderId: order.id, studentId: order.student_id, courseId: order.course_id,
      courseName, amountPaise: order.amount_paise, referenceNumber: paymentId, at });
    await applyPlan(deps, order.student_id, plan, at);
    return 'completed';
  });
}
