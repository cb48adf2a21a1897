// Helpers for the event-log tests (docs/attempt-timeline.md): a genuine log made by the domain engine sitting a
// delivered test as the app does, gzipped as the app sends it, and the submit that carries it.
import { gzipSync } from 'node:zlib';
import { TestEngine } from '../../domain/test-engine/engine';
import { cmd, SCHEMA_VERSION, type StoredTestEvent, type TestCommand } from '../../domain/test-engine/events';
import { buildSubmitAnsDetails } from '../../domain/test-engine/payloads';
import { decodeResponse } from '../../domain/test-engine/responses';
import type { TestData } from '../../domain/test-engine/test-data';
import type { WireStudent } from '../../server/http/wire-types';
import { course, JEE, newSubmissionId, postForm, progressOf } from './delivery-helpers';
import { MINUTE, SEED_TIME, type TestServer } from './test-server';

export interface LogFile {
  schemaVersion: number;
  logId: string;
  events: unknown[];
}

let logs = 0;

/**
 * The log of a sitting of `test` on the domain engine: loaded, then for each answered question (in test order) a jump
 * to it and the answer, 20 s apart, then the submit. `answers` are wire answers by question id (as submit sends them).
 */
export function sit(test: TestData, answers: ReadonlyMap<number, string>, start = SEED_TIME + 2 * MINUTE): LogFile {
  let now = start;
  const engine = new TestEngine({ now: () => now });
  const run = (command: TestCommand) => {
    const result = engine.dispatch(command);
    if (!result.ok) throw new Error(`the engine refused ${command.type}: ${result.refusal?.message}`);
  };
  run({ type: 'LoadTest', data: { test, mode: 'registered' } });
  test.questionSet.forEach((q, index) => {
    const wire = answers.get(q.questionId);
    if (wire === undefined) return;
    now += 10_000;
    run(cmd('JumpTo', { index }));
    now += 10_000;
    run(cmd('GiveAnswer', { response: decodeResponse(q.kind, wire) }));
  });
  now += 5_000;
  run(cmd('Submit', { reason: 'manual' }));
  return { schemaVersion: SCHEMA_VERSION, logId: `test-log-${process.pid}-${++logs}`, events: JSON.parse(JSON.stringify(engine.log)) as StoredTestEvent[] };
}

export const gz = (file: unknown): Uint8Array => new Uint8Array(gzipSync(Buffer.from(JSON.stringify(file))));

/** The log parts of a submit: the gzip file part and/or the status text part, as given. */
export interface LogParts {
  eventLog?: Uint8Array;
  eventLogStatus?: string;
}

/** A submit as the app sends it, with the log parts given; `extra` fields are added as they are. */
export function submitWithLog(
  s: TestServer, student: WireStudent, test: TestData, answers: ReadonlyMap<number, string>, parts: LogParts,
  clientSubmissionId = newSubmissionId(), extra: Record<string, string> = {},
) {
  const ansdetails = buildSubmitAnsDetails({ test, progress: progressOf(test, answers), course: course(JEE), testMode: 'registered', remainingTime: 60, helpCounter: 0 });
  return postForm(s, student, '/testsubmit', {
    ansdetails: JSON.stringify(ansdetails), clientSubmissionId, ...extra,
    ...(parts.eventLog ? { eventLog: new Blob([parts.eventLog as BlobPart], { type: 'application/gzip' }) } : {}),
    ...(parts.eventLogStatus !== undefined ? { eventLogStatus: parts.eventLogStatus } : {}),
  });
}

/** The stored log rows and the attempt's status. */
export const storedLogs = (s: TestServer) =>
  (s.db.prepare('SELECT COUNT(*) AS n FROM attempt_event_logs').get() as { n: number }).n;
export const logStatusOf = (s: TestServer, testSession: string) =>
  (s.db.prepare('SELECT event_log_status AS status FROM attempts WHERE id = ?').get(Number(testSession)) as { status: string } | undefined)?.status;
