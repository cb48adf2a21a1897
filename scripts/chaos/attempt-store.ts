// The stored attempts, read back from the server's SQLite file, read-only (better-sqlite3 { readonly: true }): the
// chaos suite (npm run chaos) counts the attempts a session stored and compares their answers with what the script
// did. The file rather than the API because it is what was stored, whatever a reply says, and it needs no student
// token or request budget; the server keeps writing to it meanwhile (WAL: a reader sees every committed write).
import Database from 'better-sqlite3';
import type { StoredQuestion } from './checks';

export interface StoredAttempt {
  id: number;
  status: string;
  clientSubmissionId: string | null;
}

export class AttemptStore {
  private readonly db: Database.Database;

  constructor(dbFile: string) {
    this.db = new Database(dbFile, { readonly: true, fileMustExist: true });
  }

  /** The highest attempt id so far (attempts after it are new). */
  maxAttemptId(): number {
    return this.db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM attempts').get()?.id ?? 0;
  }

  /** Submitted attempts of a student and test with an id above `afterId`, oldest first. */
  submittedSince(studentId: number, testId: number, afterId: number): StoredAttempt[] {
    return this.db.prepare<[number, number, number], StoredAttempt>(
      `SELECT id, status, client_submission_id AS clientSubmissionId FROM attempts
       WHERE student_id = ? AND test_id = ? AND status = 'submitted' AND id > ? ORDER BY id`).all(studentId, testId, afterId);
  }

  /** The stored questions of an attempt in position order, with their question type (to decode the answers). */
  questions(attemptId: number): StoredQuestion[] {
    return this.db.prepare<[number], StoredQuestion>(
      `SELECT aq.position AS position, q.question_type AS questionType, aq.student_response AS studentResponse
       FROM attempt_questions aq JOIN questions q ON q.id = aq.question_id WHERE aq.attempt_id = ? ORDER BY aq.position`).all(attemptId);
  }

  close(): void {
    this.db.close();
  }
}
