// Profile pictures (table profile_pictures, migration 006): which student owns each stored file. The student's
// current picture is students.profile_pic (/api/profile-pics/{file_name}); a replaced or removed one is deleted.
import type { Db } from '../db/migration';

export interface ProfilePictureRow { fileName: string; studentId: number; contentType: string; size: number; createdAt: number }

export class ProfilePictureRepository {
  private readonly insertStmt;
  private readonly byNameStmt;
  private readonly ofStudentStmt;
  private readonly removeStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare<ProfilePictureRow>(
      `INSERT INTO profile_pictures (file_name, student_id, content_type, size, created_at)
       VALUES (@fileName, @studentId, @contentType, @size, @createdAt)`);
    this.byNameStmt = db.prepare<[string], { studentId: number; contentType: string }>(
      'SELECT student_id AS studentId, content_type AS contentType FROM profile_pictures WHERE file_name = ?');
    this.ofStudentStmt = db.prepare<[number], { fileName: string }>(
      'SELECT file_name AS fileName FROM profile_pictures WHERE student_id = ? ORDER BY created_at');
    this.removeStmt = db.prepare<[string]>('DELETE FROM profile_pictures WHERE file_name = ?');
  }

  add(row: ProfilePictureRow): void {
    this.insertStmt.run(row);
  }

  ownerOf(fileName: string): { studentId: number; contentType: string } | undefined {
    return this.byNameStmt.get(fileName);
  }

  /** Every stored picture file of the student, oldest first. */
  filesOf(studentId: number): string[] {
    return this.ofStudentStmt.all(studentId).map((r) => r.fileName);
  }

  remove(fileName: string): void {
    this.removeStmt.run(fileName);
  }
}
