/** @jest-environment node */
// Migration 011 and server/repositories/attempt-log-repository.ts on SQLite and PostgreSQL: the status column (default
// 'none' for the attempts already there, the five values only), the kept log (gzip as given, read back parsed), the
// strategy figures and their cohort averages (other students only, null without any), and both removed with their
// attempt. (The repository's own contract: tests/server/repositories/attempt-log-repository.contract.test.ts.)
import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { gzipSync } from 'node:zlib';
import { all, type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../../../server/db/connect';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import { EVENT_LOG_STATUSES } from '../../../../domain/reports/attempt-timeline-types';
import { AttemptLogRepository } from '../../../../server/repositories/attempt-log-repository';
import { ENGINES, newPgDatabase, freshDatabase } from '../../engines';

/** a database of the engine of its own, migrated to the first `version` steps; close() closes (and drops) it */
const atVersion = (dialect: Dialect, version = MIGRATIONS.length) => freshDatabase(dialect, { migrations: MIGRATIONS.slice(0, version) });
const using = async (dialect: Dialect, version: number | undefined, test: (db: SqlDatabase) => Promise<void>) => {
  const { db, close } = await atVersion(dialect, version);
  try { await test(db); } finally { await close(); }
};

const withStudents = async (db: SqlDatabase, n: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await all(db, sql<{ id: number }>`INSERT INTO students (login_id, password_hash, name) VALUES (${`s.${i}`}, '!', ${`S ${i}`}) RETURNING id`))[0].id);
  }
  return ids;
};
const attempt = async (db: SqlDatabase, studentId: number, testId = 3002, testType = 3): Promise<number> => (await all(db, sql<{ id: number }>`
  INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, total_time, remaining_time,
     started_at, updated_at, submitted_at)
  VALUES (${studentId}, 101, 5001, ${testId}, ${testType}, 'configured', 'T', 'submitted', 600, 0, 1, 1, 1) RETURNING id`))[0].id;
/** the message a promise rejects with ('' when it resolves; better-sqlite3's errors may be of another realm) */
const rejectionMessage = (p: Promise<unknown>): Promise<string> =>
  p.then(() => '', (e: unknown) => String((e as { message?: unknown } | null)?.message ?? e));

const figures = (firstLook: number | null, net: number) =>
  ({ firstLookPercent: firstLook, revisitPercent: null, changeNetMarks: net, reviewResolvedPercent: 50, guessDelta: 1 });

for (const dialect of ENGINES) {
  describe(`migration 011: attempt event logs (${dialect})`, () => {
    it("gives the attempts already stored 'none' and takes only the five statuses", () => using(dialect, 10, async (db) => {
      const [a] = await withStudents(db, 1);
      const old = await attempt(db, a);
      await migrate(db);
      const logs = new AttemptLogRepository(db);
      expect(await logs.status(old)).toBe('none');
      for (const status of EVENT_LOG_STATUSES) {
        await logs.setStatus(old, status);
        expect(await logs.status(old)).toBe(status);
      }
      expect(await rejectionMessage(sql`UPDATE attempts SET event_log_status = 'lost' WHERE id = ${old}`.execute(db.q())))
        .toMatch(/check constraint/i);
      expect(await logs.status(old + 1)).toBeUndefined();
    }), 60_000);

    it('keeps the gzip as given and reads it back parsed; one log per attempt; removed with the attempt', () => using(dialect, undefined, async (db) => {
      const [a] = await withStudents(db, 1);
      const id = await attempt(db, a);
      const file = { schemaVersion: 1, logId: 'log-1', events: [{ seq: 1, at: 5, event: { type: 'TestSubmitted', v: 1, data: { reason: 'manual' } } }] };
      const gz = new Uint8Array(gzipSync(JSON.stringify(file)));
      const logs = new AttemptLogRepository(db);
      expect(await logs.logOf(id)).toBeUndefined();
      await logs.store(id, { gz, schemaVersion: 1, eventCount: 1, rawBytes: 99, createdAt: 7 });
      expect(await logs.status(id)).toBe('stored');
      expect(await logs.logOf(id)).toEqual(file);
      expect(await all(db, sql`SELECT attempt_id, schema_version, event_count, raw_bytes, log_gz, created_at FROM attempt_event_logs`))
        .toEqual([{ attempt_id: id, schema_version: 1, event_count: 1, raw_bytes: 99, log_gz: Buffer.from(gz), created_at: 7 }]);
      expect(await rejectionMessage(logs.store(id, { gz, schemaVersion: 1, eventCount: 1, rawBytes: 99, createdAt: 8 })))
        .toMatch(/UNIQUE|PRIMARY KEY|duplicate key/i);
      await logs.saveStrategy(id, figures(80, 2));
      await sql`DELETE FROM attempts WHERE id = ${id}`.execute(db.q());
      expect(await all(db, sql`SELECT (SELECT COUNT(*) FROM attempt_event_logs) AS logs, (SELECT COUNT(*) FROM attempt_strategies) AS strategies`))
        .toEqual([{ logs: 0, strategies: 0 }]);
    }), 60_000);

    it("averages the other students' figures of the same test (every attempt counts; null percentages left out)", () => using(dialect, undefined, async (db) => {
      const [me, b, c] = await withStudents(db, 3);
      const logs = new AttemptLogRepository(db);
      await logs.saveStrategy(await attempt(db, me), figures(100, 9));
      expect(await logs.cohortOf(3, 3002, me)).toBeNull();
      await logs.saveStrategy(await attempt(db, b), figures(70, -1.5));
      await logs.saveStrategy(await attempt(db, b), figures(null, 0));
      await logs.saveStrategy(await attempt(db, c), figures(71.25, 1));
      // another test, and the same id of another type, are other cohorts
      await logs.saveStrategy(await attempt(db, c, 3001), figures(0, 0));
      await logs.saveStrategy(await attempt(db, c, 3002, 2), figures(0, 0));
      expect(await logs.cohortOf(3, 3002, me)).toEqual({
        attempts: 3, firstLookPercent: 70.6, revisitPercent: null, changeNetMarks: -0.17, reviewResolvedPercent: 50, guessDelta: 1,
      });
      // a second save replaces the attempt's figures
      const again = await attempt(db, c);
      await logs.saveStrategy(again, figures(10, 0));
      await logs.saveStrategy(again, figures(20, 0));
      expect(await all(db, sql`SELECT first_look_percent AS f, student_id AS s, test_id AS t FROM attempt_strategies WHERE attempt_id = ${again}`))
        .toEqual([{ f: 20, s: c, t: 3002 }]);
    }), 60_000);
  });
}
