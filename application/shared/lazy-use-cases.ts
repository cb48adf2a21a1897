// Use cases whose implementation loads on first use: the one helper for every area. The app entry hands each area a
// loader (a dynamic import of the area's container module), so the first screen does not wait for the HTTP client,
// the gateways or the test engine. Until the area has loaded, each call waits for it; when loading fails (offline,
// a stale deployment) the call answers the area's fallback for that method (its unavailable outcome) and the
// next call tries again. Nothing throws into a view.

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

/**
 * An object with the methods named by `fallbacks`, each forwarding to the loaded use cases. `what` names the area
 * in the log line of a failed load. A method of T that answers synchronously (returns void) is forwarded once the
 * area has loaded; its caller does not wait.
 */
export function lazyUseCases<T, K extends MethodKeys<T>>(
  what: string,
  load: () => Promise<T>,
  fallbacks: Fallbacks<T, K>,
  log: ErrorLog = consoleLog,
): Pick<T, K> & Prefetch {
  let loading: Promise<T> | null = null;
  const loaded = (): Promise<T> => {
    loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    });
    return loading;
  };
  const lazy: Record<string, unknown> = {
    prefetch: () => {
      loaded().catch((e: unknown) => log(`Loading the ${what} services failed`, e));
    },
  };
  for (const key of Object.keys(fallbacks) as K[]) {
    const fallback = fallbacks[key] as unknown as Method;
    lazy[key as string] = async (...args: unknown[]) => {
      let real: T;
      try {
        real = await loaded();
      } catch (e) {
        log(`Loading the ${what} services failed`, e);
        return fallback(...args);
      }
      return (real[key] as unknown as Method).apply(real, args);
    };
  }
  return lazy as Pick<T, K> & Prefetch;
}

/** The use cases of an area that is not there at all (a harness of another screen): every method answers its fallback. */
export function unavailableUseCases<T, K extends MethodKeys<T>>(fallbacks: Fallbacks<T, K>): Pick<T, K> {
  const methods: Record<string, unknown> = {};
  for (const key of Object.keys(fallbacks) as K[]) {
    const fallback = fallbacks[key] as unknown as Method;
    methods[key as string] = async (...args: unknown[]) => fallback(...args);
  }
  return methods as Pick<T, K>;
}
