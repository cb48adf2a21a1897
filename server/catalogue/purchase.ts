// What a free trial, a zero-amount purchase and a confirmed payment write: the enrolment (decided by enrolment.ts),
// the order and the transaction, each in one database transaction.
import type { Db } from '../db/migration';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import type { CourseRepository } from '../repositories/course-repository';
import type { OrderRow, PaymentRepository } from '../repositories/payment-repository';
import { utcDay } from '../shared/dates';
import type { PlanRow } from './catalogue-types';
import { decideEnrolment, type EnrolmentDecision } from './enrolment';

export interface PurchaseDeps {
  db: Db;
  courses: CourseRepository;
  courseCatalogue: CatalogueRepository;
  paymentRecords: PaymentRepository;
}

/** Enrols the student in the plan's course or replaces their pack, as enrolment.ts decides. Run inside a transaction. */
function applyPlan(deps: PurchaseDeps, studentId: number, plan: PlanRow, at: number): EnrolmentDecision {
  const decision = decideEnrolment(deps.courses.currentPack(studentId, plan.course_id),
    { id: plan.id, packType: plan.pack_type, validityDays: plan.validity_days }, utcDay(at));
  if (decision.kind === 'enrol') deps.courses.enrol(studentId, plan.course_id, decision.pack);
  if (decision.kind === 'replace') deps.courses.replacePack(studentId, plan.course_id, decision.pack);
  return decision;
}

export type FreeTrialOutcome = 'enrolled' | 'course_already_taken' | 'no_free_plan';

/** The course's first FREE plan, if it has one. */
export const freePlanOf = (deps: PurchaseDeps, courseId: number): PlanRow | undefined =>
  deps.courseCatalogue.plansOf(courseId).find((p) => p.pack_type === 'FREE');

/** A free trial of the plan (a FREE plan) for a student not enrolled in its course. */
export function takeFreeTrial(deps: PurchaseDeps, studentId: number, plan: PlanRow | undefined, at: number): FreeTrialOutcome {
  if (!plan) return 'no_free_plan';
  return deps.db.transaction(() => (applyPlan(deps, studentId, plan, at).kind === 'refuse' ? 'course_already_taken' : 'enrolled'))();
}

const courseNameOf = (deps: PurchaseDeps, courseId: number): string => deps.courseCatalogue.course(courseId)?.title ?? '';

/** A paid plan whose amount is zero (a 100% promo): an order of ours, paid, a ₹0 transaction and the enrolment. */
export function completeFreeOrder(deps: PurchaseDeps, order: { id: string; studentId: number; plan: PlanRow; promoCode: string | null }, at: number): void {
  deps.db.transaction(() => {
    deps.paymentRecords.addOrder({ id: order.id, studentId: order.studentId, courseId: order.plan.course_id, planId: order.plan.id,
      promoCode: order.promoCode, amountPaise: 0, currency: 'INR', status: 'paid', at });
    deps.paymentRecords.addTransaction({ orderId: order.id, studentId: order.studentId, courseId: order.plan.course_id,
      courseName: courseNameOf(deps, order.plan.course_id), amountPaise: 0, referenceNumber: order.id, at });
    applyPlan(deps, order.studentId, order.plan, at);
  })();
}

export type PaidOrderOutcome = 'completed' | 'already_completed' | 'paid_by_another_payment' | 'unknown_order';

/**
 * A payment the provider confirmed for the order: the order is marked paid, the transaction recorded (reference =
 * the payment id) and the course enrolled or extended, once. Checked again inside the transaction, so two callbacks
 * at the same time record one purchase.
 */
export function completePaidOrder(deps: PurchaseDeps, orderId: string, paymentId: string, at: number): PaidOrderOutcome {
  return deps.db.transaction((): PaidOrderOutcome => {
    const order: OrderRow | undefined = deps.paymentRecords.order(orderId);
    if (!order) return 'unknown_order';
    if (order.status === 'paid') return order.payment_id === paymentId ? 'already_completed' : 'paid_by_another_payment';
    if (deps.paymentRecords.orderPaidBy(paymentId)) return 'paid_by_another_payment';
    const plan = deps.courseCatalogue.plan(order.plan_id);
    if (!plan) throw new Error(`order ${order.id} names plan ${order.plan_id}, which does not exist`);
    deps.paymentRecords.setPaid(order.id, paymentId, at);
    deps.paymentRecords.addTransaction({ orderId: order.id, studentId: order.student_id, courseId: order.course_id,
      courseName: courseNameOf(deps, order.course_id), amountPaise: order.amount_paise, referenceNumber: paymentId, at });
    applyPlan(deps, order.student_id, plan, at);
    return 'completed';
  })();
}
