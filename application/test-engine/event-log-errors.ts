// Errors an EventLogStorage raises on a refused append, so the application can tell them apart.

export type EventSeqProblem = 'gap' | 'duplicate' | 'not_an_integer';

/** The batch does not continue the log: a seq is not exactly last + 1. Nothing of the batch was written. */
export class EventSeqError extends Error {
  override readonly name = 'EventSeqError';
  readonly problem: EventSeqProblem;

  constructor(readonly logId: string, readonly expected: number, readonly received: unknown) {
    const problem: EventSeqProblem = typeof received !== 'number' || !Number.isSafeInteger(received) ? 'not_an_integer'
      : received > expected ? 'gap' : 'duplicate';
    super(`Event log "${logId}": expected seq ${expected}, got ${String(received)} (${problem.replaceAll('_', ' ')})`);
    this.problem = problem;
  }
}

/** The log id or an event is malformed (apart from its seq). Nothing of the batch was written. */
export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';

  constructor(readonly logId: string, reason: string) {
    super(`Event log "${logId}": ${reason}`);
  }
}
