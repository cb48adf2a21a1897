// The event logs kept with submitted attempts and their strategy figures (migration 011, docs/attempt-timeline.md):
// `attempts.event_log_status`, `attempt_event_logs` (the gzip exactly as the submit carried it) and
// `attempt_strategies` (the figures the cohort averages of the strategy panel come from). Writes run inside the
// submit's transaction (server/test-delivery/submit-attempt.ts); reads serve GET /app/attempt-timeline and the replay CLI.
import { gunzipSync } from 'node:zlib';
import type { CohortStrategy, EventLogStatus } from '../../domain/reports/attempt-timeline-types';
import { EVENT_LOG_MAX_RAW_BYTES } from '../../domain/test-engine/event-log-limits';
import type { RawStoredEvent } from '../../domain/test-engine/upcasters';
import { sql } from 'kysely';
import { one, run, type SqlDatabase } from '../db/connect';
import { insertRows } from '../db/insert-rows';

/** A checked log to keep with its attempt. */
export interface NewEventLog {
  /** the gzip of the EventLogFile's JSON, as received */
  gz: Uint8Array;
  schemaVersion: number;
  eventCount: number;
  /** its size decompressed */
  rawBytes: number;
  createdAt: number;
}

/** A kept log, decompressed and parsed: its events as they were submitted (not upcast). */
export interface StoredEventLog {
  schemaVersion: number;
  logId: string;
  events: RawStoredEvent[];
}

/** One attempt's strategy figures (CohortStrategy without the count: what is averaged). */
export type StrategyFigures = Omit<CohortStrategy, 'attempts'>;

/** Percentages are averaged to one decimal, marks to two. */
const round1 = (n: number | null): number | null => (n === null ? null : Math.round(n * 10) / 10);
const round2 = (n: number | null): number => (n === null ? 0 : Math.round(n * 100) / 100);

export class AttemptLogRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** Keeps a checked log with its attempt (status 'stored'). Run in the submit's transaction. */
  async store(attemptId: number, log: NewEventLog): Promise<void> {
    const gz = Buffer.from(log.gz.buffer, log.gz.byteOffset, log.gz.byteLength);
    await run(this.db, insertRows(this.db, 'attempt_event_logs', [{
      attempt_id: attemptId, schema_version: log.schemaVersion, event_count: log.eventCount, raw_bytes: log.rawBytes,
      log_gz: gz, created_at: log.createdAt,
    }]));
    await this.setStatus(attemptId, 'stored');
  }

  /** Records why the attempt has no log (refused, too_large, unavailable; none is the default). */
  async setStatus(attemptId: number, status: EventLogStatus): Promise<void> {
    await run(this.db, this.db.q().updateTable('attempts').set({ event_log_status: status }).where('id', '=', attemptId));
  }

  /** How the attempt's log was kept; undefined for an unknown attempt. */
  async status(attemptId: number): Promise<EventLogStatus | undefined> {
    const row = await this.db.q().selectFrom('attempts').select('event_log_status').where('id', '=', attemptId).executeTakeFirst();
    return row?.event_log_status as EventLogStatus | undefined;
  }

  /** The attempt's kept log, decompressed (never past EVENT_LOG_MAX_RAW_BYTES) and parsed; undefined when none. */
  async logOf(attemptId: number): Promise<StoredEventLog | undefined> {
    const row = await this.db.q().selectFrom('attempt_event_logs').select('log_gz').where('attempt_id', '=', attemptId).executeTakeFirst();
    if (!row) return undefined;
    const file = JSON.parse(gunzipSync(row.log_gz, { maxOutputLength: EVENT_LOG_MAX_RAW_BYTES }).toString('utf8')) as StoredEventLog;
    return { schemaVersion: file.schemaVersion, logId: file.logId, events: file.events };
  }

  /** Saves (or replaces) the attempt's strategy figures; the student and test are the attempt's. */
  async saveStrategy(attemptId: number, f: StrategyFigures): Promise<void> {
    // the student and the test are copied from the attempt, so a cohort is one range of attempt_strategies_by_test;
    // the figures are cast, as a parameter in a SELECT list has no type on PostgreSQL (a null one least of all)
    const figure = (v: number | null) => sql`CAST(${v} AS DOUBLE PRECISION)`;
    await run(this.db, sql`INSERT INTO attempt_strategies (attempt_id, student_id, test_type, test_id, first_look_percent, revisit_percent,
         change_net_marks, review_resolved_percent, guess_delta)
       SELECT id, student_id, test_type, test_id, ${figure(f.firstLookPercent)}, ${figure(f.revisitPercent)},
         ${figure(f.changeNetMarks)}, ${figure(f.reviewResolvedPercent)}, ${figure(f.guessDelta)} FROM attempts WHERE id = ${attemptId}
       ON CONFLICT (attempt_id) DO UPDATE SET first_look_percent = excluded.first_look_percent,
         revisit_percent = excluded.revisit_percent, change_net_marks = excluded.change_net_marks,
         review_resolved_percent = excluded.review_resolved_percent, guess_delta = excluded.guess_delta`);
  }

  /**
   * The figures averaged over the other students' attempts of the test that have a stored log (each attempt counts,
   * a percentage over the attempts that have one); null when there is none.
   */
  async cohortOf(testType: number, testId: number, exceptStudentId: number): Promise<CohortStrategy | null> {
    const row = await one(this.db, sql<{
      attempts: number; firstLook: number | null; revisit: number | null; net: number | null; resolved: number | null; guess: number | null;
    }>`SELECT COUNT(*) AS attempts, AVG(first_look_percent) AS "firstLook", AVG(revisit_percent) AS revisit,
         AVG(change_net_marks) AS net, AVG(review_resolved_percent) AS resolved, AVG(guess_delta) AS guess
       FROM attempt_strategies WHERE test_type = ${testType} AND test_id = ${testId} AND student_id <> ${exceptStudentId}`);
    if (!row || Number(row.attempts) === 0) return null;
    return {
      attempts: Number(row.attempts),
      firstLookPercent: round1(row.firstLook),
      revisitPercent: round1(row.revisit),
      changeNetMarks: round2(row.net),
      reviewResolvedPercent: round1(row.resolved),
      guessDelta: round2(row.guess),
    };
  }
}
