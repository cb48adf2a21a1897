// Browser-side guards of a running test: full screen entered on load when the mode
// says so and its loss reported; devtools and view-source shortcuts blocked; copy, cut and right-click blocked
// (outside the student's own text fields); a warning before leaving the page; keyboard shortcuts for
// next/previous and the option number keys.
import { useEffect, useRef } from 'react';
import { isBlockedShortcut } from '../components/blocked-shortcuts';

/** A field where the student types (copy/cut stay allowed there, shortcuts do not fire). */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'file', 'reset'].includes(el.type);
}

/** Where an arrow key belongs to the control itself (radio groups, the palette, sliders, text). */
const ownsArrows = (el: EventTarget | null): boolean =>
  isTextField(el)
  || (el instanceof HTMLInputElement && el.type === 'radio')
  || (el instanceof HTMLElement && el.closest('nav, [role="dialog"], [role="menu"], [role="listbox"], [role="tablist"]') !== null);

export type ShortcutAction = { type: 'next' } | { type: 'previous' } | { type: 'option'; index: number } | null;

/**
 * The simulator shortcut a key press stands for: ArrowRight or N = next question, ArrowLeft or P = previous
 * (not inside text fields, radio groups, the palette or a dialog), and digits 1-9 = option n (not in text fields
 * or dialogs).
 */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): ShortcutAction {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const target = e.target;
  if (/^[1-9]$/.test(e.key)) {
    if (isTextField(target) || (target instanceof HTMLElement && target.closest('[role="dialog"]'))) return null;
    return { type: 'option', index: Number(e.key) - 1 };
  }
  if (ownsArrows(target)) return null;
  switch (e.key) {
    case 'ArrowRight': case 'n': case 'N': return { type: 'next' };
    case 'ArrowLeft': case 'p': case 'P': return { type: 'previous' };
    default: return null;
  }
}

export interface ExamGuardOptions {
  /** the test is running (loaded, not submitted) */
  active: boolean;
  /** the mode wants full screen */
  fullScreen: boolean;
  unloadWarning: boolean;
  /** full screen was left (Escape, F11, switching apps) */
  onFullScreenLeft: () => void;
  onShortcut: (action: Exclude<ShortcutAction, null>) => void;
}

const fullScreenElement = (): Element | null => document.fullscreenElement ?? null;

/** Asks for full screen; resolves false where the browser refuses (no user gesture, not supported). */
export async function enterFullScreen(): Promise<boolean> {
  const el = document.documentElement;
  if (fullScreenElement()) return true;
  if (typeof el.requestFullscreen !== 'function') return false;
  try {
    await el.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}

export function useExamGuards(opts: ExamGuardOptions): void {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  // devtools/view-source shortcuts, copy/cut/right-click, simulator shortcuts: while the simulator is shown
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isBlockedShortcut(e)) {
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      if (!latest.current.active || e.defaultPrevented) return;
      const action = shortcutFor(e);
      if (action) {
        e.preventDefault();
        latest.current.onShortcut(action);
      }
    };
    const onClipboard = (e: Event) => {
      if (!isTextField(e.target)) e.preventDefault();
    };
    const onContextMenu = (e: Event) => e.preventDefault();
    document.addEventListener('keydown', onKey);
    document.addEventListener('copy', onClipboard);
    document.addEventListener('cut', onClipboard);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('copy', onClipboard);
      document.removeEventListener('cut', onClipboard);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, []);

  // unload warning (all modes but adaptive)
  const warn = opts.active && opts.unloadWarning;
  useEffect(() => {
    if (!warn) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);

  // full screen: entered on load (or at the first click when the browser wants a gesture); leaving it is reported
  const wantFull = opts.active && opts.fullScreen;
  useEffect(() => {
    if (!wantFull) return;
    let entered = fullScreenElement() !== null;
    let cancelled = false;
    const retry = () => {
      void enterFullScreen();
    };
    void enterFullScreen().then((ok) => {
      if (!ok && !cancelled) document.addEventListener('pointerdown', retry, { once: true, capture: true });
    });
    const onChange = () => {
      if (fullScreenElement()) {
        entered = true;
        return;
      }
      if (entered) {
        entered = false;
        latest.current.onFullScreenLeft();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      cancelled = true;
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('pointerdown', retry, { capture: true });
    };
  }, [wantFull]);

  // leave full screen when the test ends here (submitted, navigated away)
  useEffect(() => () => {
    if (fullScreenElement() && typeof document.exitFullscreen === 'function') void document.exitFullscreen().catch(() => undefined);
  }, []);
}
