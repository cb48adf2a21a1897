// Whether a CSS media query matches, kept in sync with the viewport (false where matchMedia is missing: jsdom, the
// server). One MediaQueryList per query, kept: window.matchMedia() builds a new list on each call, and
// useSyncExternalStore reads the snapshot on every render (measurable in the simulator at 4x CPU throttling, npm run
// bench:simulator). The one copy: the simulator, the dashboard and the study room use it.
import { useCallback, useSyncExternalStore } from 'react';

// keyed by the matchMedia function too, so a replaced window.matchMedia (tests) is asked again
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

const listFor = (query: string): MediaQueryList | null => {
  const matchMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia : null;
  if (!matchMedia) return null;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) lists.set(matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = window.matchMedia(query)));
  return list;
};

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => !!listFor(query)?.matches, () => false);
}

/** prefers-reduced-motion, read once where a hook cannot be used (an event handler); false without matchMedia. */
export const prefersReducedMotion = (): boolean => !!listFor('(prefers-reduced-motion: reduce)')?.matches;
