// The one place a use case logs a failed call: the result is handed on unchanged, so the caller decides what the
// failure shows (a list's empty state, a message), and nothing else logs it again.
import type { Result } from '../../domain/shared/result';
import type { ErrorLog } from './lazy-use-cases';

/** The call's result, with `what` and the failure logged when it failed. */
export async function logFailure<T, E>(log: ErrorLog, what: string, call: Promise<Result<T, E>>): Promise<Result<T, E>> {
  const r = await call;
  if (!r.ok) log(what, r.error);
  return r;
}
