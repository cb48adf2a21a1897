// Runs `apply` once `value` has stayed unchanged for `delayMs` (the topic search waits 300 ms).
import { useEffect, useRef } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export const useDebouncedEffect = (value: string, apply: () => void, delayMs = SEARCH_DEBOUNCE_MS): void => {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
};
