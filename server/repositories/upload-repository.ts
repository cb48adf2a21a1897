// Uploaded images of subjective answers (table uploads): who owns each file, how much a student uploaded in the last
// day (the quota), which files a saved or submitted attempt refers to (attached_at), and the ones nobody refers to
// a day after their upload (the sweep removes them). docs/security.md "Uploads".
import type { SqlDatabase } from '../db/connect';

export interface UploadRow { fileName: string; studentId: number; contentType: string; size: number; createdAt: number }

/** An uploaded file's name as the upload route makes it: a random UUID and the image kind. */
export const UPLOAD_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg)/g;

/** The most names one UPDATE names (a saved test with many answer images is split into several). */
const ATTACH_CHUNK = 500;
const STALE_BATCH = 500;

export class UploadRepository {
  constructor(private readonly db: SqlDatabase) {}

  async add(row: UploadRow): Promise<void> {
    await this.db.q().insertInto('uploads').values({
      file_name: row.fileName, student_id: row.studentId, content_type: row.contentType, size: row.size, created_at: row.createdAt,
    }).execute();
  }

  async ownerOf(fileName: string): Promise<{ studentId: number; contentType: string } | undefined> {
    return this.db.q().selectFrom('uploads').select(['student_id as studentId', 'content_type as contentType'])
      .where('file_name', '=', fileName).executeTakeFirst();
  }

  async remove(fileName: string): Promise<void> {
    await this.db.q().deleteFrom('uploads').where('file_name', '=', fileName).execute();
  }

  /** Bytes the student uploaded after `since` (files removed since do not count). */
  async bytesSince(studentId: number, since: number): Promise<number> {
    const row = await this.db.q().selectFrom('uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
      .where('student_id', '=', studentId).where('created_at', '>', since).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Marks the student's files named anywhere in `texts` (answers, image fields) as used by an attempt. */
  async attachNamedIn(studentId: number, texts: readonly string[], now: number): Promise<void> {
    const names = [...new Set(texts.flatMap((text) => text.match(UPLOAD_NAME) ?? []))];
    for (let i = 0; i < names.length; i += ATTACH_CHUNK) {
      await this.db.q().updateTable('uploads')
        .set((eb) => ({ attached_at: eb.fn.coalesce('attached_at', eb.val(now)) }))
        .where('file_name', 'in', names.slice(i, i + ATTACH_CHUNK)).where('student_id', '=', studentId).execute();
    }
  }

  /** Files no attempt refers to, uploaded at or before `before` (at most 500 a call, oldest first). */
  async staleBefore(before: number): Promise<string[]> {
    const rows = await this.db.q().selectFrom('uploads').select('file_name')
      .where('attached_at', 'is', null).where('created_at', '<=', before)
      .orderBy('created_at').orderBy('file_name').limit(STALE_BATCH).execute();
    return rows.map((r) => r.file_name);
  }
}
