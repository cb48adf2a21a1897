// The one result convention for expected failures: a use case or a port that can fail in a way the caller must
// handle answers a Result; a throw means a bug. `ok` is the discriminant, so `if (!r.ok) ...` narrows both sides.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = CallFailure> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** The value, or `fallback` when the result is a failure (a list's empty state, for example). */
export const valueOr = <T, E>(r: Result<T, E>, fallback: T): T => (r.ok ? r.value : fallback);

/**
 * Why a call to the server gave no value, in the app's terms:
 * - unavailable: the call was not made or never answered (offline, the code for it failed to load, missing ids);
 * - refused: the server answered with a refusal it names (`code`, e.g. a reply code such as invalid_otp);
 * - fault: the server failed or answered something malformed.
 * `message` is the server's own words when it sent any.
 */
export type CallFailure =
  | { readonly kind: 'unavailable'; readonly message?: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message?: string }
  | { readonly kind: 'fault'; readonly message?: string };

export const UNAVAILABLE: CallFailure = { kind: 'unavailable' };
