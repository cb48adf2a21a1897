// Use cases whose implementation loads on first use: the one helper for every area. The app entry hands each area a
// loader (a dynamic import of the area's container module), so the first screen does not wait for the HTTP client,
// the gateways or the test engine. Until the area has loaded, each call waits for it; when loading fails (offline,
// a stale deployment) the call answers the area's fallback for that method (its unavailable outcome) and the
// next call tries again. Nothing throws into a view.

import { err, type Result } from '../../domain/shared/result';

type Method = (...args: any[]) => unknown;

/** The keys of T's methods. */
export type MethodKeys<T> = { [K in keyof T]-?: T[K] extends Method ? K : never }[keyof T];

/** What a method answers when its area could not be loaded: the awaited value of the real method, given at once. */
export type Fallbacks<T, K extends MethodKeys<T>> = {
  [P in K]: T[P] extends (...args: infer A) => infer R ? (...args: A) => Awaited<R> : never;
};

export interface Prefetch {
  /** starts loading now (idempotent); a failure is logged and retried on the next call */
  prefetch(): void;
}

export type ErrorLog = (message: string, error: unknown) => void;

const consoleLog: ErrorLog = (message, error) => console.error(message, error);

/** The fallback of an area whose every method answers a Result (or nothing): each answers `err(error)`, so a new
 *  method of the area needs no fallback line. */
export interface EveryMethodFails<E> {
  readonly everyMethodFails: E;
}

export const everyMethodFails = <E>(error: E): EveryMethodFails<E> => ({ everyMethodFails: error });

/** Use cases whose every method answers a Result with errors of type E, or nothing (fire and forget). */
export type ResultUseCases<T, E> = { [K in keyof T]: T[K] extends (...args: any[]) => Promise<Result<unknown, E>> | void ? T[K] : never };

const isEvery = (f: object): f is EveryMethodFails<unknown> => 'everyMethodFails' in f;

/** Names a Proxy never answers with a method: promise detection, serialisation, React and MobX probes. */
const NOT_METHODS = new Set(['then', 'toJSON', 'constructor', 'prefetch']);

/** The methods of a use-case object built on demand by name (for fallbacks that cover every method). */
const byName = <T extends object>(base: object, method: (name: string) => Method): T => {
  const made = new Map<string, Method>();
  return new Proxy(base, {
    get(target, key) {
      if (key in target) return (target as Record<PropertyKey, unknown>)[key];
      if (typeof key !== 'string' || NOT_METHODS.has(key) || key.startsWith('$$') || key.startsWith('@@')) return undefined;
      let m = made.get(key);
      if (!m) {
        m = method(key);
        made.set(key, m);
      }
      return m;
    },
  }) as T;
};

/**
 * An object with the area's methods, each forwarding to the loaded use cases. `what` names the area in the log line
 * of a failed load. With a fallbacks object, the methods are the ones it names; with `everyMethodFails(error)`,
 * every method of T. A method of T that answers synchronously (returns void) is forwarded once the area has
 * loaded; its caller does not wait.
 */
export function lazyUseCases<T, K extends MethodKeys<T>>(what: string, load: () => Promise<T>, fallbacks: Fallbacks<T, K>, log?: ErrorLog): Pick<T, K> & Prefetch;
export function lazyUseCases<T extends ResultUseCases<T, E>, E>(what: string, load: () => Promise<T>, fallbacks: EveryMethodFails<E>, log?: ErrorLog): T & Prefetch;
export function lazyUseCases<T>(
  what: string,
  load: () => Promise<T>,
  fallbacks: Record<string, Method> | EveryMethodFails<unknown>,
  log: ErrorLog = consoleLog,
): unknown {
  let loading: Promise<T> | null = null;
  const loaded = (): Promise<T> => {
    loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    });
    return loading;
  };
  const forward = (key: string, fallback: Method): Method => async (...args: unknown[]) => {
    let real: T;
    try {
      real = await loaded();
    } catch (e) {
      log(`Loading the ${what} services failed`, e);
      return fallback(...args);
    }
    return (real[key as keyof T] as unknown as Method).apply(real, args);
  };
  const lazy: Record<string, unknown> = {
    prefetch: () => {
      loaded().catch((e: unknown) => log(`Loading the ${what} services failed`, e));
    },
  };
  if (isEvery(fallbacks)) {
    const failed = err(fallbacks.everyMethodFails);
    return byName(lazy, (key) => forward(key, () => failed));
  }
  for (const key of Object.keys(fallbacks)) lazy[key] = forward(key, fallbacks[key]);
  return lazy;
}

/** The use cases of an area that is not there at all (a harness of another screen): every method answers its fallback. */
export function unavailableUseCases<T, K extends MethodKeys<T>>(fallbacks: Fallbacks<T, K>): Pick<T, K>;
export function unavailableUseCases<T extends ResultUseCases<T, E>, E>(fallbacks: EveryMethodFails<E>): T;
export function unavailableUseCases(fallbacks: Record<string, Method> | EveryMethodFails<unknown>): unknown {
  if (isEvery(fallbacks)) {
    const failed = err(fallbacks.everyMethodFails);
    return byName({}, () => async () => failed);
  }
  const methods: Record<string, unknown> = {};
  for (const key of Object.keys(fallbacks)) {
    const fallback = fallbacks[key];
    methods[key] = async (...args: unknown[]) => fallback(...args);
  }
  return methods;
}
