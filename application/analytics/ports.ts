// Where analytics events go (a tag manager reads window.dataLayer), and the timer of the visit heartbeat. Both are
// built at start-up (infrastructure/analytics) without the container: the sidebar and the login page track clicks.

export interface DataLayer {
  push(entry: Readonly<Record<string, unknown>>): void;
}

/** The page's visibility (document.visibilityState). */
export interface PageVisibility {
  visible(): boolean;
}

/** A repeating timer: `every(ms, tick)` calls tick every ms until the returned stop is called. */
export interface Ticker {
  every(ms: number, tick: () => void): () => void;
}
