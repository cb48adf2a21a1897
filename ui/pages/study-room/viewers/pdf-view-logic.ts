// The PDF viewer's rules, pure: the zoom steps (a scale of 1 is 100%, the page at its printed size in CSS px), fitting
// a page to a width, the page number a student typed, and the canvas's device pixel ratio.

/** The zoom levels Zoom in and Zoom out step through. */
export const ZOOM_STEPS: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];
/** Steps closer than this count as the same (a fitted scale of 0.9999 is 100%). */
const EPSILON = 0.005;

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/** The next step above `scale` (from a fitted width too); MAX_ZOOM stays. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((s) => s > scale + EPSILON) ?? MAX_ZOOM;
}

/** The next step below `scale`; MIN_ZOOM stays. */
export function zoomOut(scale: number): number {
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i -= 1) if (ZOOM_STEPS[i] < scale - EPSILON) return ZOOM_STEPS[i];
  return MIN_ZOOM;
}

export const canZoomIn = (scale: number): boolean => scale < MAX_ZOOM - EPSILON;
export const canZoomOut = (scale: number): boolean => scale > MIN_ZOOM + EPSILON;

/** The scale at which a page `pageWidth` px wide (at 100%) fills `available` px, within the zoom range; 1 while
 *  either width is unknown (0). */
export function fitWidthScale(available: number, pageWidth: number): number {
  if (!(available > 0) || !(pageWidth > 0)) return 1;
  return clamp(available / pageWidth, MIN_ZOOM, MAX_ZOOM);
}

/** A page number within 1..count (a whole number). */
export function clampPage(page: number, count: number): number {
  if (count < 1) return 1;
  return clamp(Math.trunc(page), 1, count);
}

/** The page a typed text asks for: its whole number within 1..count; `current` when it holds no number. */
export function pageFromInput(text: string, current: number, count: number): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) ? clampPage(n, count) : clampPage(current, count);
}

/** The zoom as the student reads it: a whole percent. */
export const zoomPercent = (scale: number): number => Math.round(scale * 100);

/** The most pixels a page's canvas may hold (below iOS Safari's 16,777,216 limit, and kind to a phone's memory). */
export const MAX_CANVAS_PIXELS = 8_388_608;

/** The device pixels per CSS px for a page this large: the screen's (1 when unknown), but never more than
 *  MAX_CANVAS_PIXELS allows. */
export function outputRatio(cssWidth: number, cssHeight: number, pixelRatio: number): number {
  const wanted = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const area = cssWidth * cssHeight;
  if (!(area > 0)) return wanted;
  return Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / area));
}
