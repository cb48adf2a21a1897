// What the read-only use cases share (spec 001 §8): a call is skipped without the ids it needs, and a failed call
// is logged and answers an empty value, so a view shows its empty state instead of failing.

/** A usable id: a positive safe integer. */
export const hasId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

export type ErrorLog = (message: string, error: unknown) => void;

/** The call's value, or `fallback` after logging `what` with the error. */
export async function orFallback<T>(log: ErrorLog, what: string, call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (e) {
    log(what, e);
    return fallback;
  }
}
