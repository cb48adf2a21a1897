// What the shared modals and the support card send (migration 006): feedback, course ratings, teacher invites and
// support tickets. Rows stay with the student id; an account deletion erases the personal parts (invites' sender id,
// tickets' contact data).
import type { SqlDatabase } from '../db/connect';

export interface NewFeedback { studentId: number; typeId: number; subject: string; details: string; createdAt: number }
export interface NewRating { studentId: number; courseId: number; courseName: string; rating: number; remarks: string; createdAt: number }
export interface NewInvite { studentId: number; invitedTo: string; invitedToUserId: string; actionById: string; createdAt: number }
export interface NewTicket {
  studentId: number; type: string; subject: string; details: string;
  contactName: string; contactEmail: string; contactMobile: string; createdAt: number;
}

export class SupportRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** The feedback types in their order. */
  async feedbackTypes(): Promise<{ id: number; title: string }[]> {
    return this.db.q().selectFrom('feedback_types').select(['id', 'title']).orderBy('position').orderBy('id').execute();
  }

  async addFeedback(row: NewFeedback): Promise<void> {
    await this.db.q().insertInto('feedback').values({
      student_id: row.studentId, type_id: row.typeId, subject: row.subject, details: row.details, created_at: row.createdAt,
    }).execute();
  }

  /** 'given' when the student had rated the course before (nothing is changed). */
  async addRating(row: NewRating): Promise<'saved' | 'given'> {
    // a second rating of the same course changes nothing (two at once on two instances: one row, one 'saved')
    const inserted = await this.db.q().insertInto('ratings').values({
      student_id: row.studentId, course_id: row.courseId, course_name: row.courseName, rating: row.rating,
      remarks: row.remarks, created_at: row.createdAt,
    }).onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing()).returning('id').executeTakeFirst();
    return inserted ? 'saved' : 'given';
  }

  async addInvite(row: NewInvite): Promise<void> {
    await this.db.q().insertInto('invites').values({
      student_id: row.studentId, invited_to: row.invitedTo, invited_to_user_id: row.invitedToUserId,
      action_by_id: row.actionById, created_at: row.createdAt,
    }).execute();
  }

  /** The new ticket's id. */
  async addTicket(row: NewTicket): Promise<number> {
    const inserted = await this.db.q().insertInto('support_tickets').values({
      student_id: row.studentId, type: row.type, subject: row.subject, details: row.details, contact_name: row.contactName,
      contact_email: row.contactEmail, contact_mobile: row.contactMobile, created_at: row.createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }
}
