// The analytics adapters of the browser: window.dataLayer (a tag manager reads it; created as an array when the page
// has none), document.visibilityState and setInterval. Built by the app's entry (ui/main.tsx) without the container,
// so this file stays tiny: no zod, no inversify.
import type { DataLayer, PageVisibility, Ticker } from '../../application/analytics/ports';

/** What the adapters use of the browser's window (given, so a test can stand in for it). */
export interface AnalyticsWindow {
  dataLayer?: unknown;
  readonly document: { readonly visibilityState: DocumentVisibilityState };
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

interface PushTarget {
  push(entry: unknown): unknown;
}

const isPushTarget = (v: unknown): v is PushTarget =>
  typeof v === 'object' && v !== null && typeof (v as { push?: unknown }).push === 'function';

export function createAnalyticsAdapters(win: AnalyticsWindow = window as unknown as AnalyticsWindow):
  { dataLayer: DataLayer; visibility: PageVisibility; ticker: Ticker } {
  if (!isPushTarget(win.dataLayer)) win.dataLayer = [];
  return {
    // a tag manager replaces the array's push with its own, and a page script may replace the array: each push goes
    // to the data layer the window holds then
    dataLayer: {
      push(entry) {
        if (!isPushTarget(win.dataLayer)) win.dataLayer = [];
        (win.dataLayer as PushTarget).push(entry);
      },
    },
    visibility: { visible: () => win.document.visibilityState === 'visible' },
    ticker: {
      every(ms, tick) {
        const id = win.setInterval(tick, ms);
        return () => win.clearInterval(id);
      },
    },
  };
}
