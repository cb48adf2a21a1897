import type { Db } from '../db/migration';
import type { WireNotification } from '../http/wire-types';

export class NotificationRepository {
  private readonly list;

  constructor(db: Db) {
    this.list = db.prepare<[number], { id: number; title: string; body: string; created_at: number }>(
      'SELECT id, title, body, created_at FROM notifications WHERE student_id = ? ORDER BY created_at DESC, id DESC');
  }

  of(studentId: number): WireNotification[] {
    return this.list.all(studentId).map((n) => ({
      id: n.id, title: n.title, body: n.body, createdAt: new Date(n.created_at).toISOString(),
    }));
  }
}
