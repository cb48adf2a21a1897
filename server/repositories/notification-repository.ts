import type { Db } from '../db/migration';
import type { WireNotification } from '../http/wire-types';

/** The panel shows the newest notifications only. */
export const NOTIFICATIONS_MAX = 50;

export class NotificationRepository {
  private readonly list;
  private readonly insert;

  constructor(db: Db) {
    this.list = db.prepare<[number], { id: number; title: string; body: string; created_at: number }>(
      `SELECT id, title, body, created_at FROM notifications WHERE student_id = ? ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_MAX}`);
    this.insert = db.prepare<[number, string, string, number]>(
      'INSERT INTO notifications (student_id, title, body, created_at) VALUES (?, ?, ?, ?)');
  }

  add(studentId: number, title: string, body: string, createdAt: number): void {
    this.insert.run(studentId, title, body, createdAt);
  }

  /** The student's newest notifications (at most NOTIFICATIONS_MAX), newest first. */
  of(studentId: number): WireNotification[] {
    return this.list.all(studentId).map((n) => ({
      id: n.id, title: n.title, body: n.body, createdAt: new Date(n.created_at).toISOString(),
    }));
  }
}
