// The stored attempts, read back from the server's SQLite file, read-only (better-sqlite3 { readonly: true } under
// server/db/connect.ts's SqlDatabase): the chaos suite (npm run chaos) counts the attempts a session stored and
// compares their answers with what the script did. The file rather than the API because it is what was stored,
// whatever a reply says, and it needs no student token or request budget; the server keeps writing to it meanwhile
// (WAL: a reader sees every committed write).
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { all, type SqlDatabase, sqliteDatabase } from '../../server/db/connect';
import type { StoredQuestion } from './checks';

export interface StoredAttempt {
  id: number;
  status: string;
  clientSubmissionId: string | null;
}

export class AttemptStore {
  private readonly db: SqlDatabase;

  constructor(dbFile: string) {
    this.db = sqliteDatabase(new Database(dbFile, { readonly: true, fileMustExist: true }), `SQLite ${dbFile} (read-only)`);
  }

  /** The highest attempt id so far (attempts after it are new). */
  async maxAttemptId(): Promise<number> {
    const row = await this.db.q().selectFrom('attempts').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Submitted attempts of a student and test with an id above `afterId`, oldest first. */
  async submittedSince(studentId: number, testId: number, afterId: number): Promise<StoredAttempt[]> {
    return this.db.q().selectFrom('attempts').select(['id', 'status', 'client_submission_id as clientSubmissionId'])
      .where('student_id', '=', studentId).where('test_id', '=', testId).where('status', '=', 'submitted').where('id', '>', afterId)
      .orderBy('id').execute();
  }

  /** The stored questions of an attempt in position order, with their question type (to decode the answers). */
  async questions(attemptId: number): Promise<StoredQuestion[]> {
    return all(this.db, sql<StoredQuestion>`
      SELECT aq.position AS position, q.question_type AS "questionType", aq.student_response AS "studentResponse"
      FROM attempt_questions aq JOIN questions q ON q.id = aq.question_id WHERE aq.attempt_id = ${attemptId} ORDER BY aq.position`);
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
