// The instance's lifecycle as the operator sees it: serving, then stopping (server/main.ts on SIGTERM or SIGINT).
// While stopping, GET /api/readyz answers 503 and every reply carries `Connection: close`, so a load balancer stops
// sending and a keep-alive client does not hold the server open; then drain() runs the steps the app registered
// (the write queue's last batches) before the database is closed. docs/reliability.md "Operating an instance".

export interface Lifecycle {
  /** true from beginShutdown() on */
  readonly shuttingDown: boolean;
  /** Marks the instance as stopping (not ready). Idempotent. */
  beginShutdown(): void;
  /** Adds a step to drain(), e.g. committing the write queue's waiting items. */
  onDrain(step: () => void | Promise<void>): void;
  /** Runs the steps in the order they were added, each once, even when an earlier one fails; the failures are rethrown together. */
  drain(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  const steps: Array<() => void | Promise<void>> = [];
  return {
    get shuttingDown() { return shuttingDown; },
    beginShutdown() { shuttingDown = true; },
    onDrain(step) { steps.push(step); },
    async drain() {
      const errors: unknown[] = [];
      for (const step of steps.splice(0)) {
        try {
          await step();
        } catch (err) {
          errors.push(err);
        }
      }
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, 'Some drain steps failed');
    },
  };
}

/** SHUTDOWN_GRACE_MS: how long a stop waits for the requests in flight (default 10 s). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export function shutdownGraceFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.SHUTDOWN_GRACE_MS?.trim();
  if (!raw) return DEFAULT_SHUTDOWN_GRACE_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(ms)) {
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got "${env.SHUTDOWN_GRACE_MS}"`);
  }
  return ms;
}
