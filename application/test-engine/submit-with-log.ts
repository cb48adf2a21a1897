// The post of a submit with the attempt's event log (docs/attempt-timeline.md), and what happens when the server
// refuses the log.
import type { Result } from '../../domain/shared/result';
import { EVENT_LOG_REJECTED } from '../../domain/test-engine/event-log-limits';
import type { SubmitAnsDetails } from '../../domain/test-engine/payloads';
import type { EventLogFile, SubmitOptions, TestRepository } from './ports';

/**
 * The post of a submit with its event log (docs/attempt-timeline.md). A log the server cannot trust is refused with
 * event_log_rejected and nothing is stored: the same submit goes again at once without it (eventLogStatus refused,
 * which the attempt keeps), so the answers never wait on the log.
 */
export async function submitWithEventLog(repository: TestRepository, ansdetails: SubmitAnsDetails, options: SubmitOptions, eventLog: EventLogFile): Promise<Result<string>> {
  const res = await repository.submitTest(ansdetails, { ...options, eventLog });
  if (res.ok || res.error.kind !== 'refused' || res.error.code !== EVENT_LOG_REJECTED) return res;
  console.error(`Event log ${eventLog.logId}: refused by the server; submitting without it:`, res.error.message ?? res.error.code);
  return repository.submitTest(ansdetails, { ...options, eventLogStatus: 'refused' });
}
