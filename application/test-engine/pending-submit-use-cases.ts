// Sending the handed-in attempts the server has not taken yet, from any page of the app: a registered student who
// submitted while offline and closed the simulator still gets the attempt stored when the app next runs online.
// Each such attempt's log meta holds what it is sent with (EventLogMeta.pendingSubmit, written by the session's
// submit before its first post). Only the signed-in student's own attempts are sent; each is rebuilt from its log
// and sent through the same TestSession.submit as the simulator's, with its own submission id, so an attempt also
// being sent by an open simulator page is stored once.
import { TestEngine } from '../../domain/test-engine/engine';
import { isRetryableSubmitFailure } from './submit-retry';
import { TestSession, type TestSessionDeps } from './test-session';

/** An attempt the server has now taken. */
export interface PendingSubmitSent {
  testSession: string;
  testId: number;
  testType: number;
  testName: string;
}

export interface PendingSubmitsReport {
  sent: PendingSubmitSent[];
  /** the owner's handed-in attempts still not taken (offline, a server failure): tried again later */
  kept: number;
  /** attempts the server refused (submit-retry.ts): left on the device for the simulator's Submit Now, not sent again
   *  from other pages */
  refused: number;
}

const logError = (what: string, e: unknown): void => {
  console.error(`${what}:`, e instanceof Error ? e.message : e);
};

/** Sends every handed-in, unsent attempt of `owner` (a loginId) on this device, one at a time. Never rejects. */
export async function sendPendingSubmits(deps: TestSessionDeps, owner: string): Promise<PendingSubmitsReport> {
  const report: PendingSubmitsReport = { sent: [], kept: 0, refused: 0 };
  let logIds: string[];
  try {
    logIds = await deps.logs.list();
  } catch (e) {
    logError('Event logs not readable', e);
    return report;
  }
  for (const logId of logIds) {
    try {
      const meta = await deps.logs.readMeta(logId);
      const pending = meta?.pendingSubmit;
      if (!meta || !pending || pending.owner !== owner) continue;
      const events = await deps.logs.read(logId);
      if (events.length === 0) continue;
      const session = new TestSession(deps, meta, undefined, (options) => TestEngine.fromLog(events, deps.clock, options), events.at(-1)!.seq);
      const s = session.state;
      if (!s.loaded || !s.submitted || s.mode !== 'registered') continue;
      const posted = await session.submit({ ...pending, owner });
      if (posted.ok) {
        report.sent.push({ testSession: posted.value, testId: s.test.testId, testType: s.test.testType, testName: s.test.testName });
      } else if (isRetryableSubmitFailure(posted.error)) {
        report.kept += 1;
      } else {
        report.refused += 1;
        await session.saveMeta({ ...meta, pendingSubmit: undefined, updatedAt: deps.clock.now() })
          .catch((e) => logError(`Event log ${logId}: meta not saved`, e));
      }
    } catch (e) {
      logError(`Event log ${logId}: the pending submit not sent`, e);
      report.kept += 1;
    }
  }
  return report;
}
