// The event log part of POST /testsubmit (docs/attempt-timeline.md "Wire: the log with the submit"), taken before the
// submit is queued for the group commit: the log's check (server/test-delivery/event-log-check.ts) and the strategy
// figures are CPU work that must not hold a batch. What it accepts goes to the writer (submit-attempt.ts), which keeps
// it in the submit's own transaction, once, with the attempt.
import type { AnswerKeyEntry } from '../../domain/reports/attempt-timeline-types';
import type { EventLogAbsence } from '../../domain/test-engine/event-log-limits';
import type { StoredTestEvent } from '../../domain/test-engine/events';
import type { AppDeps } from '../app-deps';
import { validationError } from '../http/reply';
import type { StrategyFigures } from '../repositories/attempt-log-repository';
import { HOUR, MINUTE, type Rule } from '../security/throttle';
import { checkOwnCourse } from './access';
import { scoredRows } from './attempt-view';
import { isDeliveredByThisServer, NOT_DELIVERED } from './delivered-test-types';
import { checkEventLog } from './event-log-check';
import type { Sittings } from './sittings';
import { answerKeyOf, strategyFiguresOf } from './strategy-figures';
import type { AcceptedEventLog } from './submit-attempt';
import type { AnsDetails } from './wire-inputs';

/**
 * Logs checked per student (docs/security.md "Integrity"): a check decompresses up to 16 MiB and folds up to 50,000
 * events, and a refused log stores nothing, so the submit limits alone would not count it. A real student sends one
 * log per submit (a refused one is followed by the submit without it): the same numbers as the submits.
 */
export const EVENT_LOGS_PER_MINUTE: Rule = { bucket: 'testsubmit-log-minute', limit: 20, windowMs: MINUTE };
export const EVENT_LOGS_PER_HOUR: Rule = { bucket: 'testsubmit-log-hour', limit: 200, windowMs: HOUR };
export const TOO_MANY_EVENT_LOGS = 'You have sent too many test logs in a short time';

export const LOG_WITH_STATUS = 'eventLogStatus is sent only without an eventLog';

/** The log parts of a submit form. */
export interface EventLogParts {
  eventLog?: File;
  eventLogStatus?: EventLogAbsence;
}

export function createEventLogIntake(deps: Pick<AppDeps, 'courses' | 'attempts' | 'now' | 'log'>, sittings: Pick<Sittings, 'sittingOf' | 'progressOf'>) {
  const { attempts, now, log } = deps;

  /** The figures, or null (logged) when the domain cannot make them: the log itself passed its check, so it is kept. */
  const figuresOf = (events: StoredTestEvent[], key: AnswerKeyEntry[]): StrategyFigures | null => {
    try {
      return strategyFiguresOf(events, key);
    } catch (e) {
      log(`STRATEGY FIGURES not made for a checked log: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      return null;
    }
  };

  /**
   * The submit's log, checked against its answers and the test the server delivered; undefined when there is none to
   * keep (no log, or a replay of a stored clientSubmissionId, which is answered with the stored attempt and keeps
   * nothing). `count` records the check under the limits above (429 when full) before the work is done. Throws the
   * writer's own refusals for a course or test the submit may not use, and the 422 of a log it cannot trust.
   */
  const accept = async (
    studentId: number, clientSubmissionId: string, details: AnsDetails, parts: EventLogParts, guest: boolean, count: () => Promise<void>,
  ): Promise<AcceptedEventLog | undefined> => {
    if (parts.eventLog && parts.eventLogStatus) throw validationError(LOG_WITH_STATUS);
    if (!parts.eventLog) return undefined;
    await checkOwnCourse(deps, studentId, details.courseId, details.templateId);
    if (await attempts.bySubmissionId(studentId, clientSubmissionId)) return undefined;
    await count();
    if (!isDeliveredByThisServer(details.testType)) throw validationError(NOT_DELIVERED);
    return check(studentId, details, new Uint8Array(await parts.eventLog.arrayBuffer()), guest);
  };

  /**
   * The log's check itself (CPU work, after reading the delivered test): the gzip checked against the submit's answers
   * and the test the server delivered, and the strategy figures; throws the 422 of a log it cannot trust. `accept`
   * runs it once the request is admitted; the demo history (server/db/seed-event-log.ts) runs it on the logs it seeds.
   */
  const check = async (studentId: number, details: AnsDetails, gz: Uint8Array, guest = false): Promise<AcceptedEventLog> => {
    // the test the writer will score the submit against (it checks again, in the batch, that it still is)
    const { test } = await sittings.sittingOf(studentId, details.templateId, details.testType, details.testId,
      details.questionSet.map((q) => q.questionId), 'ansdetails.questionSet', now(), guest ? {} : undefined);
    const checked = checkEventLog(gz, details, test.questionSet);
    // the key as the attempt will store it: the test's keys (the server's), the submit scored as the writer scores it
    const keys = new Map(test.questionSet.map((q) => [q.questionId, q.correctResponse]));
    const key = answerKeyOf(scoredRows(test, sittings.progressOf(test, details.questionSet), () => 0), (id) => keys.get(id) ?? '');
    return {
      gz, schemaVersion: checked.schemaVersion, eventCount: checked.events.length, rawBytes: checked.rawBytes,
      questionIds: test.questionSet.map((q) => q.questionId),
      figures: figuresOf(checked.events, key),
    };
  };

  return { accept, check };
}
