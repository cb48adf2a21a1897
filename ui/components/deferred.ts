// A component in a chunk of its own, for what the first paint does not need (a chart drawn once its data is in, a
// modal opened by a click). Its import starts at `preload()` (called in an effect, so after the first paint and
// alongside the page's data calls) or at the first render, whichever comes first; a failed import is tried again
// on the next preload or render. Render `Component` inside a Suspense boundary.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Deferred<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload(): void;
}

export const deferred = <P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> => {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() => start().then((c) => ({ default: c }))),
    preload: () => { start().catch(() => undefined); },
  };
};
