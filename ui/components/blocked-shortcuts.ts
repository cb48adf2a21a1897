// The keys and the right-click a test screen blocks: devtools and view-source shortcuts, and the context menu.
// Used by the simulator's guards (ui/simulator/use-exam-guards.ts) and by the guest test wizard.
import { useEffect } from 'react';

/** F12, Ctrl/Cmd+Shift+I/J/C (devtools), Ctrl/Cmd+U (view source), Cmd+Alt+I/J/C/U (macOS devtools). */
export function isBlockedShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  const key = e.key.toLowerCase();
  if (key === 'f12') return true;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.shiftKey && ['i', 'j', 'c'].includes(key)) return true;
  if (e.metaKey && e.altKey && ['i', 'j', 'c', 'u'].includes(key)) return true;
  if (mod && !e.shiftKey && key === 'u') return true;
  return false;
}

/** While active: the devtools/view-source shortcuts and the context menu (right-click) do nothing on the page. */
export function useBlockedShortcuts(active = true): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isBlockedShortcut(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    const onContextMenu = (e: Event) => e.preventDefault();
    document.addEventListener('keydown', onKey);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [active]);
}
