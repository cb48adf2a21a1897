// The width of a container, followed with ResizeObserver. Without ResizeObserver (jsdom, old
// browsers) or before the first measure it is `fallback`. Effects do not run during SSR.
import { useEffect, useRef, useState, type RefObject } from 'react';

export const FALLBACK_WIDTH = 600;

export const useContainerWidth = <E extends HTMLElement>(fallback: number = FALLBACK_WIDTH): [RefObject<E | null>, number] => {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
};
