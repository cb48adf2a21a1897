// A draggable bottom sheet (spec 001 §9): a labelled region fixed to the bottom of the screen whose height snaps to
// three stops, 80 px (collapsed), a fraction of the viewport height (60% by default: half open) and 100% (full
// screen). Its handle works by pointer (pointer events with pointer capture; on release the sheet snaps to the nearest
// stop, or a quick flick goes on to the next stop in its direction) and by keyboard: the handle is a focusable
// slider whose value is the stop (aria-valuetext 'collapsed', 'half open', 'full screen'); ArrowUp/ArrowRight and
// PageUp go one stop up, ArrowDown/ArrowLeft and PageDown one down, Home and End to the lowest and highest. The content
// scrolls inside the sheet. The height moves with a short transition, none under prefers-reduced-motion or while
// dragging. The height is set through the style property (the CSSOM), never a style attribute in markup.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

/** The lowest stop, in px (spec 001 §9). */
export const SHEET_MIN_PX = 80;
/** The middle stop's share of the viewport height by default (spec 001 §9). */
export const SHEET_DEFAULT_FRACTION = 0.6;
/** Release speed (px per ms, about 500 px/s) from which a drag counts as a flick. */
export const SHEET_FLICK_PX_PER_MS = 0.5;

export type SheetStop = 'min' | 'mid' | 'max';
export const SHEET_STOPS: readonly SheetStop[] = ['min', 'mid', 'max'];

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/**
 * The heights of the three stops, in px, for a viewport this high: 80, the fraction of the viewport (rounded; 0.6
 * unless given) and the whole viewport. Always in order: on a viewport lower than 80 px every stop is 80.
 */
export function sheetHeights(viewportHeight: number, fraction: number = SHEET_DEFAULT_FRACTION): [number, number, number] {
  const max = Math.max(Math.round(viewportHeight), SHEET_MIN_PX);
  const share = Number.isFinite(fraction) ? clamp(fraction, 0, 1) : SHEET_DEFAULT_FRACTION;
  return [SHEET_MIN_PX, clamp(Math.round(max * share), SHEET_MIN_PX, max), max];
}

/**
 * The index of the stop a sheet released at `height` snaps to (stops in ascending order). Without a flick
 * (|velocity| below SHEET_FLICK_PX_PER_MS; velocity in px per ms, positive while the sheet grows) the nearest stop,
 * the lower one on a tie. A flick up goes to the first stop above the height (the highest when none is), a flick down
 * to the last stop below it (the lowest when none is).
 */
export function nearestStop(height: number, stops: readonly number[], velocity = 0): number {
  if (stops.length === 0) return 0;
  if (velocity >= SHEET_FLICK_PX_PER_MS) {
    const above = stops.findIndex((s) => s > height);
    return above === -1 ? stops.length - 1 : above;
  }
  if (velocity <= -SHEET_FLICK_PX_PER_MS) {
    for (let i = stops.length - 1; i >= 0; i -= 1) if (stops[i] < height) return i;
    return 0;
  }
  let best = 0;
  for (let i = 1; i < stops.length; i += 1) {
    if (Math.abs(stops[i] - height) < Math.abs(stops[best] - height)) best = i;
  }
  return best;
}

/** The stop a key moves to from `current` (an index into SHEET_STOPS), or null for a key the handle leaves alone. */
export function stopForKey(key: string, current: number, count: number = SHEET_STOPS.length): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowUp': case 'ArrowRight': case 'PageUp': return Math.min(current + 1, last);
    case 'ArrowDown': case 'ArrowLeft': case 'PageDown': return Math.max(current - 1, 0);
    case 'Home': return 0;
    case 'End': return last;
    default: return null;
  }
}

/** The window's inner height, followed as it changes (768 in jsdom). */
function useViewportHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 768 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

export interface BottomSheetProps {
  /** the accessible name of the sheet (a region) */
  label: string;
  /** the accessible name of the handle, e.g. 'Resize the study material panel' */
  handleLabel: string;
  /** how to use the handle, read after its name */
  handleHint?: string;
  /** the handle's value texts */
  stopTexts?: Readonly<Record<SheetStop, string>>;
  /** the middle stop's share of the viewport height (0..1), default 0.6 */
  fraction?: number;
  /** where the sheet opens, default 'mid' */
  initialStop?: SheetStop;
  /** told when the sheet settles on a stop */
  onStopChange?: (stop: SheetStop) => void;
  children: ReactNode;
}

const DEFAULT_TEXTS: Readonly<Record<SheetStop, string>> = { min: 'collapsed', mid: 'half open', max: 'full screen' };

interface Drag {
  pointerId: number;
  startY: number;
  startHeight: number;
  height: number;
  lastY: number;
  lastT: number;
  /** px per ms, positive while the sheet grows */
  velocity: number;
}

/** A release this long after the last move is no flick. */
const FLICK_WINDOW_MS = 100;

export function BottomSheet({
  label, handleLabel, handleHint, stopTexts = DEFAULT_TEXTS, fraction = SHEET_DEFAULT_FRACTION, initialStop = 'mid', onStopChange, children,
}: BottomSheetProps) {
  const hintId = useId();
  const viewport = useViewportHeight();
  const heights = sheetHeights(viewport, fraction);
  const [stop, setStop] = useState(() => Math.max(SHEET_STOPS.indexOf(initialStop), 0));
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const changed = useRef(onStopChange);
  changed.current = onStopChange;

  const settle = (index: number) => {
    setStop(index);
    changed.current?.(SHEET_STOPS[index]);
  };

  const finishDrag = (withVelocity: boolean, timeStamp: number) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    const fresh = timeStamp - d.lastT <= FLICK_WINDOW_MS;
    settle(nearestStop(d.height, heights, withVelocity && fresh ? d.velocity : 0));
    setDragHeight(null);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const height = heights[stop];
    drag.current = { pointerId: e.pointerId, startY: e.clientY, startHeight: height, height, lastY: e.clientY, lastT: e.timeStamp, velocity: 0 };
    setDragHeight(height);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    d.height = clamp(d.startHeight + (d.startY - e.clientY), heights[0], heights[2]);
    const dt = e.timeStamp - d.lastT;
    if (dt > 0) {
      // smoothed, so one jittery sample does not decide a flick
      d.velocity = 0.7 * ((d.lastY - e.clientY) / dt) + 0.3 * d.velocity;
      d.lastY = e.clientY;
      d.lastT = e.timeStamp;
    }
    setDragHeight(d.height);
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    finishDrag(true, e.timeStamp);
  };

  const onPointerCancel = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === e.pointerId) finishDrag(false, e.timeStamp);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = stopForKey(e.key, stop);
    if (next === null) return;
    e.preventDefault();
    if (next !== stop) settle(next);
  };

  const height = dragHeight ?? heights[stop];
  const name = SHEET_STOPS[stop];

  return (
    <section
      aria-label={label}
      data-stop={name}
      data-dragging={dragHeight !== null || undefined}
      style={{ height }}
      css={(t) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 800,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        borderTopLeftRadius: name === 'max' ? 0 : t.radii.lg,
        borderTopRightRadius: name === 'max' ? 0 : t.radii.lg,
        borderTop: `1px solid ${t.colors.border}`,
        background: t.colors.surface,
        color: t.colors.text,
        boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.18)',
        paddingBottom: 'env(safe-area-inset-bottom)',
        transition: 'height 220ms ease-out',
        '&[data-dragging]': { transition: 'none' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <div
        role="slider"
        tabIndex={0}
        aria-label={handleLabel}
        aria-describedby={handleHint ? hintId : undefined}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={SHEET_STOPS.length - 1}
        aria-valuenow={stop}
        aria-valuetext={stopTexts[name]}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={(e) => { if (drag.current?.pointerId === e.pointerId) finishDrag(false, e.timeStamp); }}
        css={(t) => ({
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 44,
          cursor: dragHeight !== null ? 'grabbing' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
          borderTopLeftRadius: 'inherit',
          borderTopRightRadius: 'inherit',
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: -3 },
        })}
      >
        <span aria-hidden="true" css={(t) => ({ width: 44, height: 5, borderRadius: t.radii.pill, background: t.colors.textMuted })} />
      </div>
      {handleHint && <VisuallyHidden id={hintId}>{handleHint}</VisuallyHidden>}
      <div css={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: '0 16px 16px' }}>{children}</div>
    </section>
  );
}
