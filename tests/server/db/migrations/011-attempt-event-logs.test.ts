/** @jest-environment node */
// Migration 011 and server/repositories/attempt-log-repository.ts: the status column (default 'none' for the attempts
// already there, the five values only), the kept log (gzip as given, read back parsed), the strategy figures and their
// cohort averages (other students only, null without any), and both removed with their attempt.
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { gzipSync } from 'node:zlib';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/migration';
import { EVENT_LOG_STATUSES } from '../../../../domain/reports/attempt-timeline-types';
import { AttemptLogRepository } from '../../../../server/repositories/attempt-log-repository';

const withStudents = (db: Db, n: number): number[] => {
  const student = db.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
  return Array.from({ length: n }, (_, i) => Number(student.run(`s.${i}`, `S ${i}`).lastInsertRowid));
};
const attempt = (db: Db, studentId: number, testId = 3002, testType = 3): number => Number(db.prepare(
  `INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, total_time, remaining_time,
     started_at, updated_at, submitted_at)
   VALUES (?, 101, 5001, ?, ?, 'configured', 'T', 'submitted', 600, 0, 1, 1, 1)`).run(studentId, testId, testType).lastInsertRowid);

const figures = (firstLook: number | null, net: number) =>
  ({ firstLookPercent: firstLook, revisitPercent: null, changeNetMarks: net, reviewResolvedPercent: 50, guessDelta: 1 });

describe('migration 011: attempt event logs', () => {
  it("gives the attempts already stored 'none' and takes only the five statuses", () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 10));
    const [a] = withStudents(db, 1);
    const old = attempt(db, a);
    migrate(db);
    const logs = new AttemptLogRepository(db);
    expect(logs.status(old)).toBe('none');
    for (const status of EVENT_LOG_STATUSES) {
      logs.setStatus(old, status);
      expect(logs.status(old)).toBe(status);
    }
    expect(() => db.prepare("UPDATE attempts SET event_log_status = 'lost' WHERE id = ?").run(old)).toThrow(/CHECK constraint failed/);
    expect(logs.status(old + 1)).toBeUndefined();
  });

  it('keeps the gzip as given and reads it back parsed; one log per attempt; removed with the attempt', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.pragma('foreign_keys = ON');
    const [a] = withStudents(db, 1);
    const id = attempt(db, a);
    const file = { schemaVersion: 1, logId: 'log-1', events: [{ seq: 1, at: 5, event: { type: 'TestSubmitted', v: 1, data: { reason: 'manual' } } }] };
    const gz = new Uint8Array(gzipSync(JSON.stringify(file)));
    const logs = new AttemptLogRepository(db);
    expect(logs.logOf(id)).toBeUndefined();
    logs.store(id, { gz, schemaVersion: 1, eventCount: 1, rawBytes: 99, createdAt: 7 });
    expect(logs.status(id)).toBe('stored');
    expect(logs.logOf(id)).toEqual(file);
    expect(db.prepare('SELECT attempt_id, schema_version, event_count, raw_bytes, log_gz, created_at FROM attempt_event_logs').get())
      .toEqual({ attempt_id: id, schema_version: 1, event_count: 1, raw_bytes: 99, log_gz: Buffer.from(gz), created_at: 7 });
    expect(() => logs.store(id, { gz, schemaVersion: 1, eventCount: 1, rawBytes: 99, createdAt: 8 })).toThrow(/UNIQUE|PRIMARY KEY/);
    logs.saveStrategy(id, figures(80, 2));
    db.prepare('DELETE FROM attempts WHERE id = ?').run(id);
    expect(db.prepare('SELECT (SELECT COUNT(*) FROM attempt_event_logs) AS logs, (SELECT COUNT(*) FROM attempt_strategies) AS strategies').get())
      .toEqual({ logs: 0, strategies: 0 });
  });

  it("averages the other students' figures of the same test (every attempt counts; null percentages left out)", () => {
    const db = new Database(':memory:');
    migrate(db);
    const [me, b, c] = withStudents(db, 3);
    const logs = new AttemptLogRepository(db);
    logs.saveStrategy(attempt(db, me), figures(100, 9));
    expect(logs.cohortOf(3, 3002, me)).toBeNull();
    logs.saveStrategy(attempt(db, b), figures(70, -1.5));
    logs.saveStrategy(attempt(db, b), figures(null, 0));
    logs.saveStrategy(attempt(db, c), figures(71.25, 1));
    // another test, and the same id of another type, are other cohorts
    logs.saveStrategy(attempt(db, c, 3001), figures(0, 0));
    logs.saveStrategy(attempt(db, c, 3002, 2), figures(0, 0));
    expect(logs.cohortOf(3, 3002, me)).toEqual({
      attempts: 3, firstLookPercent: 70.6, revisitPercent: null, changeNetMarks: -0.17, reviewResolvedPercent: 50, guessDelta: 1,
    });
    // a second save replaces the attempt's figures
    const again = attempt(db, c);
    logs.saveStrategy(again, figures(10, 0));
    logs.saveStrategy(again, figures(20, 0));
    expect(db.prepare('SELECT first_look_percent AS f, student_id AS s, test_id AS t FROM attempt_strategies WHERE attempt_id = ?').get(again))
      .toEqual({ f: 20, s: c, t: 3002 });
  });
});
