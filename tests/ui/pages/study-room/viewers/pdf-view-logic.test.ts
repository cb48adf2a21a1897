import { describe, expect, it } from '@jest/globals';
import {
  canZoomIn, canZoomOut, clampPage, fitWidthScale, MAX_CANVAS_PIXELS, MAX_ZOOM, MIN_ZOOM, outputRatio, pageFromInput, zoomIn, zoomOut, zoomPercent,
} from '../../../../../ui/pages/study-room/viewers/pdf-view-logic';

describe('zoom steps', () => {
  it('steps up and down through 25% .. 400%', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(0.25)).toBe(0.5);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(2)).toBe(1.5);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('steps from a fitted scale to the next step beyond it', () => {
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(0.9999)).toBe(1.25);
    expect(zoomOut(1.0001)).toBe(0.75);
  });

  it('knows when a step is left', () => {
    expect(canZoomIn(3)).toBe(true);
    expect(canZoomIn(MAX_ZOOM)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
  });

  it('reads as a whole percent', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(0.4567)).toBe(46);
  });
});

describe('fitWidthScale', () => {
  it('fills the width, within the zoom range', () => {
    expect(fitWidthScale(600, 400)).toBe(1.5);
    expect(fitWidthScale(328, 794)).toBeCloseTo(0.413, 3);
    expect(fitWidthScale(100, 800)).toBe(MIN_ZOOM);
    expect(fitWidthScale(10000, 400)).toBe(MAX_ZOOM);
  });

  it('is 100% while a width is unknown', () => {
    expect(fitWidthScale(0, 400)).toBe(1);
    expect(fitWidthScale(-32, 400)).toBe(1);
    expect(fitWidthScale(600, 0)).toBe(1);
  });
});

describe('page numbers', () => {
  it('keeps a page within 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('reads a typed page, keeping the current one for text without a number', () => {
    expect(pageFromInput('4', 1, 10)).toBe(4);
    expect(pageFromInput(' 12 ', 1, 10)).toBe(10);
    expect(pageFromInput('0', 3, 10)).toBe(1);
    expect(pageFromInput('', 3, 10)).toBe(3);
    expect(pageFromInput('abc', 3, 10)).toBe(3);
  });
});

describe('outputRatio', () => {
  it('is the device pixel ratio for an ordinary page', () => {
    expect(outputRatio(800, 1100, 2)).toBe(2);
    expect(outputRatio(800, 1100, 1)).toBe(1);
  });

  it('is 1 for an unknown ratio', () => {
    expect(outputRatio(800, 1100, 0)).toBe(1);
    expect(outputRatio(800, 1100, Number.NaN)).toBe(1);
  });

  it('keeps a large page canvas within MAX_CANVAS_PIXELS', () => {
    const ratio = outputRatio(3000, 4000, 3);
    expect(ratio).toBeLessThan(3);
    expect(3000 * ratio * 4000 * ratio).toBeCloseTo(MAX_CANVAS_PIXELS, -2);
  });
});
