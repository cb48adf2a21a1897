import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  BottomSheet, nearestStop, SHEET_FLICK_PX_PER_MS, SHEET_MIN_PX, sheetHeights, stopForKey,
} from '../../../ui/components/bottom-sheet';
import { renderThemed } from './render-themed';

describe('sheetHeights', () => {
  it('is 80 px, 60% of the viewport and the whole viewport (spec 001 §9)', () => {
    expect(sheetHeights(800)).toEqual([80, 480, 800]);
    expect(sheetHeights(768)).toEqual([80, 461, 768]);
  });

  it('takes another fraction for the middle stop, clamped to the viewport', () => {
    expect(sheetHeights(800, 0.5)).toEqual([80, 400, 800]);
    expect(sheetHeights(800, 1.4)).toEqual([80, 800, 800]);
    expect(sheetHeights(800, 0)).toEqual([80, 80, 800]);
    expect(sheetHeights(800, Number.NaN)).toEqual([80, 480, 800]);
  });

  it('keeps the stops in order on a viewport lower than the minimum', () => {
    expect(sheetHeights(60)).toEqual([SHEET_MIN_PX, SHEET_MIN_PX, SHEET_MIN_PX]);
  });
});

describe('nearestStop', () => {
  const stops = [80, 480, 800];

  it('snaps a release to the nearest stop', () => {
    expect(nearestStop(80, stops)).toBe(0);
    expect(nearestStop(250, stops)).toBe(0);
    expect(nearestStop(300, stops)).toBe(1);
    expect(nearestStop(630, stops)).toBe(1);
    expect(nearestStop(700, stops)).toBe(2);
    expect(nearestStop(5000, stops)).toBe(2);
    expect(nearestStop(-10, stops)).toBe(0);
  });

  it('picks the lower stop on a tie', () => {
    expect(nearestStop(280, stops)).toBe(0);
    expect(nearestStop(640, stops)).toBe(1);
  });

  it('lets a slow release snap to the nearest stop', () => {
    expect(nearestStop(300, stops, SHEET_FLICK_PX_PER_MS / 2)).toBe(1);
    expect(nearestStop(300, stops, -SHEET_FLICK_PX_PER_MS / 2)).toBe(1);
  });

  it('sends a flick on to the next stop in its direction', () => {
    expect(nearestStop(500, stops, SHEET_FLICK_PX_PER_MS)).toBe(2);
    expect(nearestStop(100, stops, 2)).toBe(1);
    expect(nearestStop(480, stops, 2)).toBe(2);
    expect(nearestStop(790, stops, 2)).toBe(2);
    expect(nearestStop(700, stops, -SHEET_FLICK_PX_PER_MS)).toBe(1);
    expect(nearestStop(470, stops, -2)).toBe(0);
    expect(nearestStop(80, stops, -2)).toBe(0);
  });

  it('answers 0 without stops', () => {
    expect(nearestStop(100, [])).toBe(0);
  });
});

describe('stopForKey', () => {
  it('moves one stop up or down, Home and End to the ends, and leaves other keys alone', () => {
    expect(stopForKey('ArrowUp', 1)).toBe(2);
    expect(stopForKey('ArrowRight', 0)).toBe(1);
    expect(stopForKey('PageUp', 2)).toBe(2);
    expect(stopForKey('ArrowDown', 1)).toBe(0);
    expect(stopForKey('ArrowLeft', 2)).toBe(1);
    expect(stopForKey('PageDown', 0)).toBe(0);
    expect(stopForKey('Home', 2)).toBe(0);
    expect(stopForKey('End', 0)).toBe(2);
    expect(stopForKey('Enter', 1)).toBeNull();
    expect(stopForKey('a', 1)).toBeNull();
  });
});

const renderSheet = (props: Partial<Parameters<typeof BottomSheet>[0]> = {}) =>
  renderThemed(
    <BottomSheet label="Study material panel" handleLabel="Resize the panel" handleHint="Use the arrow keys" {...props}>
      <p>Sheet content</p>
    </BottomSheet>,
  );

const sheet = () => screen.getByRole('region', { name: 'Study material panel' });
const handle = () => screen.getByRole('slider', { name: 'Resize the panel' });

/** A pointer event with the fields React reads (jsdom has no PointerEvent) and a set time. */
const pointer = (target: Element, type: string, { y, t, id = 1, kind = 'touch' }: { y: number; t: number; id?: number; kind?: string }) => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientY: y, button: 0 });
  Object.defineProperties(event, {
    pointerId: { value: id },
    pointerType: { value: kind },
    timeStamp: { value: t },
  });
  fireEvent(target, event);
};

describe('BottomSheet', () => {
  it('is a labelled region opening half open (60% of the viewport), its content inside', () => {
    renderSheet();
    expect(window.innerHeight).toBe(768);
    expect(sheet()).toHaveStyle({ height: '461px' });
    expect(sheet()).toHaveTextContent('Sheet content');
    const h = handle();
    expect(h).toHaveAttribute('tabindex', '0');
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
    expect(h).toHaveAttribute('aria-valuenow', '1');
    expect(h).toHaveAttribute('aria-valuemin', '0');
    expect(h).toHaveAttribute('aria-valuemax', '2');
    expect(h).toHaveAttribute('aria-orientation', 'vertical');
    expect(h).toHaveAccessibleDescription('Use the arrow keys');
  });

  it('moves between the stops with the arrow keys, Page Up/Down, Home and End', () => {
    const onStopChange = jest.fn();
    renderSheet({ onStopChange });
    const h = handle();
    fireEvent.keyDown(h, { key: 'ArrowUp' });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');
    expect(sheet()).toHaveStyle({ height: '768px' });
    fireEvent.keyDown(h, { key: 'ArrowUp' });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');
    fireEvent.keyDown(h, { key: 'Home' });
    expect(h).toHaveAttribute('aria-valuetext', 'collapsed');
    expect(sheet()).toHaveStyle({ height: '80px' });
    fireEvent.keyDown(h, { key: 'ArrowDown' });
    expect(h).toHaveAttribute('aria-valuetext', 'collapsed');
    fireEvent.keyDown(h, { key: 'PageUp' });
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
    fireEvent.keyDown(h, { key: 'End' });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');
    fireEvent.keyDown(h, { key: 'ArrowLeft' });
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
    expect(onStopChange.mock.calls.map((c) => c[0])).toEqual(['max', 'min', 'mid', 'max', 'mid']);
  });

  it('prevents the page from scrolling on the keys it uses, and only those', () => {
    renderSheet();
    expect(fireEvent.keyDown(handle(), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(handle(), { key: 'Tab' })).toBe(true);
  });

  it('takes its texts, its middle fraction and where it opens', () => {
    renderSheet({ stopTexts: { min: 'closed', mid: 'middle', max: 'open' }, fraction: 0.5, initialStop: 'min' });
    expect(handle()).toHaveAttribute('aria-valuetext', 'closed');
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    expect(handle()).toHaveAttribute('aria-valuetext', 'middle');
    expect(sheet()).toHaveStyle({ height: '384px' });
  });

  it('follows a drag of its handle and snaps to the nearest stop on release', () => {
    renderSheet();
    const h = handle();
    pointer(h, 'pointerdown', { y: 400, t: 1000 });
    expect(sheet()).toHaveAttribute('data-dragging');
    pointer(h, 'pointermove', { y: 300, t: 1100 });
    expect(sheet()).toHaveStyle({ height: '561px' });
    pointer(h, 'pointermove', { y: 250, t: 1200 });
    expect(sheet()).toHaveStyle({ height: '611px' });
    // held still before the release: no flick; 611 is nearer 461 than 768
    pointer(h, 'pointerup', { y: 250, t: 1500 });
    expect(sheet()).not.toHaveAttribute('data-dragging');
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
    expect(sheet()).toHaveStyle({ height: '461px' });

    pointer(h, 'pointerdown', { y: 400, t: 2000 });
    pointer(h, 'pointermove', { y: 150, t: 2400 });
    pointer(h, 'pointerup', { y: 150, t: 2450 });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');
  });

  it('keeps a drag within the lowest and highest stops', () => {
    renderSheet();
    const h = handle();
    pointer(h, 'pointerdown', { y: 300, t: 1000 });
    pointer(h, 'pointermove', { y: 2000, t: 1500 });
    expect(sheet()).toHaveStyle({ height: '80px' });
    pointer(h, 'pointermove', { y: -2000, t: 2000 });
    expect(sheet()).toHaveStyle({ height: '768px' });
    pointer(h, 'pointerup', { y: -2000, t: 2500 });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');
  });

  it('goes on to the next stop after a flick', () => {
    renderSheet();
    const h = handle();
    // 60 px up in 20 ms: 3 px/ms
    pointer(h, 'pointerdown', { y: 400, t: 1000 });
    pointer(h, 'pointermove', { y: 370, t: 1010 });
    pointer(h, 'pointermove', { y: 340, t: 1020 });
    pointer(h, 'pointerup', { y: 340, t: 1030 });
    expect(h).toHaveAttribute('aria-valuetext', 'full screen');

    pointer(h, 'pointerdown', { y: 100, t: 2000 });
    pointer(h, 'pointermove', { y: 130, t: 2010 });
    pointer(h, 'pointermove', { y: 160, t: 2020 });
    pointer(h, 'pointerup', { y: 160, t: 2025 });
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
  });

  it('ignores moves of another pointer and snaps without a flick when the drag is cancelled', () => {
    renderSheet();
    const h = handle();
    pointer(h, 'pointerdown', { y: 400, t: 1000, id: 1 });
    pointer(h, 'pointermove', { y: 0, t: 1010, id: 2 });
    expect(sheet()).toHaveStyle({ height: '461px' });
    pointer(h, 'pointermove', { y: 360, t: 1010, id: 1 });
    pointer(h, 'pointercancel', { y: 360, t: 1015, id: 1 });
    expect(h).toHaveAttribute('aria-valuetext', 'half open');
    expect(sheet()).not.toHaveAttribute('data-dragging');
  });

  it('follows the viewport height', () => {
    renderSheet();
    const before = window.innerHeight;
    try {
      act(() => {
        Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(sheet()).toHaveStyle({ height: '600px' });
    } finally {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: before });
    }
  });

  it('moves with a transition that prefers-reduced-motion and dragging turn off', () => {
    renderSheet();
    const sheetClass = Array.from(sheet().classList).find((c) => c.startsWith('css-'))!;
    const rules = Array.from(document.styleSheets)
      .flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText))
      .filter((r) => r.includes(sheetClass))
      .join('\n');
    expect(rules).toMatch(/transition: height 220ms ease-out/);
    expect(rules).toMatch(/\[data-dragging\] \{[^}]*transition: none;/);
    expect(rules).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^}]*transition: none;/);
  });
});
