// What the shared modals and the support card send (migration 006): feedback, course ratings, teacher invites and
// support tickets. Rows stay with the student id; an account deletion erases the personal parts (invites' sender id,
// tickets' contact data).
import type { Db } from '../db/migration';

export interface NewFeedback { studentId: number; typeId: number; subject: string; details: string; createdAt: number }
export interface NewRating { studentId: number; courseId: number; courseName: string; rating: number; remarks: string; createdAt: number }
export interface NewInvite { studentId: number; invitedTo: string; invitedToUserId: string; actionById: string; createdAt: number }
export interface NewTicket {
  studentId: number; type: string; subject: string; details: string;
  contactName: string; contactEmail: string; contactMobile: string; createdAt: number;
}

export class SupportRepository {
  private readonly typesStmt;
  private readonly feedbackStmt;
  private readonly ratingStmt;
  private readonly inviteStmt;
  private readonly ticketStmt;

  constructor(db: Db) {
    this.typesStmt = db.prepare<[], { id: number; title: string }>('SELECT id, title FROM feedback_types ORDER BY position, id');
    this.feedbackStmt = db.prepare<NewFeedback>(
      'INSERT INTO feedback (student_id, type_id, subject, details, created_at) VALUES (@studentId, @typeId, @subject, @details, @createdAt)');
    // a second rating of the same course changes nothing
    this.ratingStmt = db.prepare<NewRating>(
      `INSERT INTO ratings (student_id, course_id, course_name, rating, remarks, created_at)
       VALUES (@studentId, @courseId, @courseName, @rating, @remarks, @createdAt) ON CONFLICT (student_id, course_id) DO NOTHING`);
    this.inviteStmt = db.prepare<NewInvite>(
      `INSERT INTO invites (student_id, invited_to, invited_to_user_id, action_by_id, created_at)
       VALUES (@studentId, @invitedTo, @invitedToUserId, @actionById, @createdAt)`);
    this.ticketStmt = db.prepare<NewTicket>(
      `INSERT INTO support_tickets (student_id, type, subject, details, contact_name, contact_email, contact_mobile, created_at)
       VALUES (@studentId, @type, @subject, @details, @contactName, @contactEmail, @contactMobile, @createdAt)`);
  }

  /** The feedback types in their order. */
  feedbackTypes(): { id: number; title: string }[] {
    return this.typesStmt.all();
  }

  addFeedback(row: NewFeedback): void {
    this.feedbackStmt.run(row);
  }

  /** 'given' when the student had rated the course before (nothing is changed). */
  addRating(row: NewRating): 'saved' | 'given' {
    return this.ratingStmt.run(row).changes === 1 ? 'saved' : 'given';
  }

  addInvite(row: NewInvite): void {
    this.inviteStmt.run(row);
  }

  /** The new ticket's id. */
  addTicket(row: NewTicket): number {
    return Number(this.ticketStmt.run(row).lastInsertRowid);
  }
}
