// Profile pictures (table profile_pictures, migration 006): which student owns each stored file. The student's
// current picture is students.profile_pic (/api/profile-pics/{file_name}); a replaced or removed one is deleted.
import type { SqlDatabase } from '../db/connect';

export interface ProfilePictureRow { fileName: string; studentId: number; contentType: string; size: number; createdAt: number }

export class ProfilePictureRepository {
  constructor(private readonly db: SqlDatabase) {}

  async add(row: ProfilePictureRow): Promise<void> {
    await this.db.q().insertInto('profile_pictures').values({
      file_name: row.fileName, student_id: row.studentId, content_type: row.contentType, size: row.size, created_at: row.createdAt,
    }).execute();
  }

  async ownerOf(fileName: string): Promise<{ studentId: number; contentType: string } | undefined> {
    return this.db.q().selectFrom('profile_pictures').select(['student_id as studentId', 'content_type as contentType'])
      .where('file_name', '=', fileName).executeTakeFirst();
  }

  /** Every stored picture file of the student, oldest first. */
  async filesOf(studentId: number): Promise<string[]> {
    const rows = await this.db.q().selectFrom('profile_pictures').select('file_name')
      .where('student_id', '=', studentId).orderBy('created_at').orderBy('file_name').execute();
    return rows.map((r) => r.file_name);
  }

  async remove(fileName: string): Promise<void> {
    await this.db.q().deleteFrom('profile_pictures').where('file_name', '=', fileName).execute();
  }
}
