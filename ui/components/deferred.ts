// A component in a chunk of its own, for what the first paint does not need (a chart drawn once its data is in, a
// modal opened by a click). Its import starts at `preload()` (called in an effect, so after the first paint and
// alongside the page's data calls) or at the first render, whichever comes first; a failed import is tried again
// on the next preload or render. Render `Component` inside a Suspense boundary, or take it from `useDeferred` where
// a Suspense boundary must not hold the page's first commit.
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { afterPaint } from './after-paint';

export interface Deferred<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload(): void;
  /** the component once its chunk is in (null before); for useDeferred */
  readonly loaded: () => ComponentType<P> | null;
  /** starts the import (idempotent) */
  readonly start: () => Promise<ComponentType<P>>;
}

export const deferred = <P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> => {
  let loading: Promise<ComponentType<P>> | null = null;
  let done: ComponentType<P> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then((c) => {
      done = c;
      return c;
    }, (error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() => start().then((c) => ({ default: c }))),
    preload: () => { start().catch(() => undefined); },
    loaded: () => done,
    start,
  };
};

/**
 * The deferred component once its chunk is in, else null (render a placeholder of its size): the import starts after
 * the first paint. Unlike `Component` in a Suspense boundary, nothing suspends, so the page's first commit does not
 * wait for the chunk (React holds a commit that shows a new fallback for up to 300 ms after the last one, and the
 * dashboard's first paint and data calls waited for the QR codes' chunk, docs/performance.md "Lighthouse"). A failed
 * import leaves the placeholder; the next mount tries again.
 */
export function useDeferred<P>(d: Deferred<P>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(d.loaded);
  useEffect(() => {
    if (component) return undefined;
    let live = true;
    const cancel = afterPaint(() => {
      d.start().then((c) => { if (live) setComponent(() => c); }, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [d, component]);
  return component;
}
