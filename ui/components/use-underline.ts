// Measures the active item of a tab row so an underline can slide to it (transition in CSS).
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Underline {
  left: number;
  width: number;
}

/** `selector` finds the active element inside the container; re-measured when `key` changes or on resize. */
export function useUnderline(container: RefObject<HTMLElement | null>, selector: string, key: unknown): Underline | null {
  const [line, setLine] = useState<Underline | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const active = container.current?.querySelector<HTMLElement>(selector);
      setLine(active ? { left: active.offsetLeft, width: active.offsetWidth } : null);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [container, selector, key]);
  return line;
}
