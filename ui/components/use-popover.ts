// A non-modal popover anchored to a trigger button: opens and closes, closes on Escape (focus returns
// to the trigger), on a click outside, when focus leaves it and when the path changes.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'wouter';

export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [pathname] = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  /** put on the element wrapping trigger and panel */
  const onBlur = (e: FocusEvent<T>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
  };

  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: () => setOpen((o) => !o),
  };

  return { open, setOpen, close, root, onBlur, panelId, triggerProps };
}

/** Arrow keys, Home and End move focus among the menu items of a role="menu" panel. */
export const moveMenuFocus = (e: { key: string; currentTarget: HTMLElement; preventDefault(): void }): void => {
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
  if (!items.length) return;
  const i = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1)
    : e.key === 'ArrowUp' ? (i <= 0 ? last : i - 1)
    : e.key === 'Home' ? 0
    : e.key === 'End' ? last
    : null;
  if (next === null) return;
  e.preventDefault();
  items[next].focus();
};
