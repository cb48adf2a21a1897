// The event logs kept with submitted attempts and their strategy figures (migration 011, docs/attempt-timeline.md):
// `attempts.event_log_status`, `attempt_event_logs` (the gzip exactly as the submit carried it) and
// `attempt_strategies` (the figures the cohort averages of the strategy panel come from). Writes run inside the
// submit's transaction (server/test-delivery/submit-attempt.ts); reads serve GET /app/attempt-timeline and the replay CLI.
import { gunzipSync } from 'node:zlib';
import type { CohortStrategy, EventLogStatus } from '../../domain/reports/attempt-timeline-types';
import { EVENT_LOG_MAX_RAW_BYTES } from '../../domain/test-engine/event-log-limits';
import type { RawStoredEvent } from '../../domain/test-engine/upcasters';
import type { Db } from '../db/migration';

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
  private readonly insertLog;
  private readonly setStatusStmt;
  private readonly statusStmt;
  private readonly logStmt;
  private readonly upsertStrategy;
  private readonly cohortStmt;

  constructor(db: Db) {
    this.insertLog = db.prepare<[number, number, number, number, Buffer, number]>(
      'INSERT INTO attempt_event_logs (attempt_id, schema_version, event_count, raw_bytes, log_gz, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    this.setStatusStmt = db.prepare<[EventLogStatus, number]>('UPDATE attempts SET event_log_status = ? WHERE id = ?');
    this.statusStmt = db.prepare<[number], { status: EventLogStatus }>('SELECT event_log_status AS status FROM attempts WHERE id = ?');
    this.logStmt = db.prepare<[number], { gz: Buffer }>('SELECT log_gz AS gz FROM attempt_event_logs WHERE attempt_id = ?');
    // the student and the test are copied from the attempt, so a cohort is one range of attempt_strategies_by_test
    this.upsertStrategy = db.prepare<[number | null, number | null, number, number | null, number, number]>(
      `INSERT INTO attempt_strategies (attempt_id, student_id, test_type, test_id, first_look_percent, revisit_percent,
         change_net_marks, review_resolved_percent, guess_delta)
       SELECT id, student_id, test_type, test_id, ?, ?, ?, ?, ? FROM attempts WHERE id = ?
       ON CONFLICT (attempt_id) DO UPDATE SET first_look_percent = excluded.first_look_percent,
         revisit_percent = excluded.revisit_percent, change_net_marks = excluded.change_net_marks,
         review_resolved_percent = excluded.review_resolved_percent, guess_delta = excluded.guess_delta`);
    this.cohortStmt = db.prepare<[number, number, number], {
      attempts: number; firstLook: number | null; revisit: number | null; net: number | null; resolved: number | null; guess: number | null;
    }>(
      `SELECT COUNT(*) AS attempts, AVG(first_look_percent) AS firstLook, AVG(revisit_percent) AS revisit,
         AVG(change_net_marks) AS net, AVG(review_resolved_percent) AS resolved, AVG(guess_delta) AS guess
       FROM attempt_strategies WHERE test_type = ? AND test_id = ? AND student_id <> ?`);
  }

  /** Keeps a checked log with its attempt (status 'stored'). Run in the submit's transaction. */
  store(attemptId: number, log: NewEventLog): void {
    const gz = Buffer.from(log.gz.buffer, log.gz.byteOffset, log.gz.byteLength);
    this.insertLog.run(attemptId, log.schemaVersion, log.eventCount, log.rawBytes, gz, log.createdAt);
    this.setStatusStmt.run('stored', attemptId);
  }

  /** Records why the attempt has no log (refused, too_large, unavailable; none is the default). */
  setStatus(attemptId: number, status: EventLogStatus): void {
    this.setStatusStmt.run(status, attemptId);
  }

  /** How the attempt's log was kept; undefined for an unknown attempt. */
  status(attemptId: number): EventLogStatus | undefined {
    return this.statusStmt.get(attemptId)?.status;
  }

  /** The attempt's kept log, decompressed (never past EVENT_LOG_MAX_RAW_BYTES) and parsed; undefined when none. */
  logOf(attemptId: number): StoredEventLog | undefined {
    const row = this.logStmt.get(attemptId);
    if (!row) return undefined;
    const file = JSON.parse(gunzipSync(row.gz, { maxOutputLength: EVENT_LOG_MAX_RAW_BYTES }).toString('utf8')) as StoredEventLog;
    return { schemaVersion: file.schemaVersion, logId: file.logId, events: file.events };
  }

  /** Saves (or replaces) the attempt's strategy figures; the student and test are the attempt's. */
  saveStrategy(attemptId: number, figures: StrategyFigures): void {
    this.upsertStrategy.run(figures.firstLookPercent, figures.revisitPercent, figures.changeNetMarks,
      figures.reviewResolvedPercent, figures.guessDelta, attemptId);
  }

  /**
   * The figures averaged over the other students' attempts of the test that have a stored log (each attempt counts,
   * a percentage over the attempts that have one); null when there is none.
   */
  cohortOf(testType: number, testId: number, exceptStudentId: number): CohortStrategy | null {
    const row = this.cohortStmt.get(testType, testId, exceptStudentId);
    if (!row || row.attempts === 0) return null;
    return {
      attempts: row.attempts,
      firstLookPercent: round1(row.firstLook),
      revisitPercent: round1(row.revisit),
      changeNetMarks: round2(row.net),
      reviewResolvedPercent: round1(row.resolved),
      guessDelta: round2(row.guess),
    };
  }
}
