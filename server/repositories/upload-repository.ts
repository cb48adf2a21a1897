// Uploaded images of subjective answers (table uploads): who owns each file, how much a student uploaded in the last
// day (the quota), which files a saved or submitted attempt refers to (attached_at), and the ones nobody refers to
// a day after their upload (the sweep removes them). docs/security.md "Uploads".
import type { Db } from '../db/migration';

export interface UploadRow { fileName: string; studentId: number; contentType: string; size: number; createdAt: number }

/** An uploaded file's name as the upload route makes it: a random UUID and the image kind. */
export const UPLOAD_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg)/g;

export class UploadRepository {
  private readonly insertStmt;
  private readonly ownerStmt;
  private readonly removeStmt;
  private readonly bytesSinceStmt;
  private readonly attachStmt;
  private readonly staleStmt;

  constructor(private readonly db: Db) {
    this.insertStmt = db.prepare<[string, number, string, number, number]>(
      'INSERT INTO uploads (file_name, student_id, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)');
    this.ownerStmt = db.prepare<[string], { studentId: number; contentType: string }>(
      'SELECT student_id AS studentId, content_type AS contentType FROM uploads WHERE file_name = ?');
    this.removeStmt = db.prepare<[string]>('DELETE FROM uploads WHERE file_name = ?');
    this.bytesSinceStmt = db.prepare<[number, number], { bytes: number }>(
      'SELECT COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE student_id = ? AND created_at > ?');
    this.attachStmt = db.prepare<[number, string, number]>(
      'UPDATE uploads SET attached_at = COALESCE(attached_at, ?) WHERE file_name = ? AND student_id = ?');
    this.staleStmt = db.prepare<[number], { fileName: string }>(
      'SELECT file_name AS fileName FROM uploads WHERE attached_at IS NULL AND created_at <= ? ORDER BY created_at LIMIT 500');
  }

  add(row: UploadRow): void {
    this.insertStmt.run(row.fileName, row.studentId, row.contentType, row.size, row.createdAt);
  }

  ownerOf(fileName: string): { studentId: number; contentType: string } | undefined {
    return this.ownerStmt.get(fileName);
  }

  remove(fileName: string): void {
    this.removeStmt.run(fileName);
  }

  /** Bytes the student uploaded after `since` (files removed since do not count). */
  bytesSince(studentId: number, since: number): number {
    return this.bytesSinceStmt.get(studentId, since)?.bytes ?? 0;
  }

  /** Marks the student's files named anywhere in `texts` (answers, image fields) as used by an attempt. */
  attachNamedIn(studentId: number, texts: readonly string[], now: number): void {
    for (const text of texts) {
      for (const name of text.match(UPLOAD_NAME) ?? []) this.attachStmt.run(now, name, studentId);
    }
  }

  /** Files no attempt refers to, uploaded at or before `before` (at most 500 a call, oldest first). */
  staleBefore(before: number): string[] {
    return this.staleStmt.all(before).map((r) => r.fileName);
  }
}
