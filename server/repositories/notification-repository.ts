import { sqlLimit, type SqlDatabase } from '../db/connect';
import type { WireNotification } from '../http/wire-types';

/** The panel shows the newest notifications only. */
export const NOTIFICATIONS_MAX = 50;

export class NotificationRepository {
  constructor(private readonly db: SqlDatabase) {}

  async add(studentId: number, title: string, body: string, createdAt: number): Promise<void> {
    await this.db.q().insertInto('notifications').values({ student_id: studentId, title, body, created_at: createdAt }).execute();
  }

  /** The student's newest notifications (at most NOTIFICATIONS_MAX), newest first. */
  async of(studentId: number): Promise<WireNotification[]> {
    const rows = await this.db.q().selectFrom('notifications').select(['id', 'title', 'body', 'created_at'])
      .where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(sqlLimit(NOTIFICATIONS_MAX)).execute();
    return rows.map((n) => ({ id: n.id, title: n.title, body: n.body, createdAt: new Date(n.created_at).toISOString() }));
  }
}
