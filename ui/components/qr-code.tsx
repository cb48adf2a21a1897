// A QR code drawn as SVG by React: the `qrcode` package computes the module matrix (error correction M), and each run
// of dark modules in a row becomes one <rect> (a few hundred elements, no canvas, no innerHTML). Always dark on light
// with the standard 4-module quiet zone, in both themes: scanners read that reliably. Only the dashboard imports this
// file, so the qrcode package loads with the dashboard's chunk.
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { lightTheme } from '../theme/theme';

const QUIET_ZONE = 4;

export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/** The dark runs of the code of `value` (module units, quiet zone included) and the symbol's size with it. */
export const qrRuns = (value: string): { size: number; runs: QrRun[] } => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const runs: QrRun[] = [];
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ x: start + QUIET_ZONE, y: row + QUIET_ZONE, width: col - start });
        start = -1;
      }
    }
  }
  return { size: n + 2 * QUIET_ZONE, runs };
};

export interface QrCodeProps {
  value: string;
  /** the accessible name, e.g. 'Scan to get the app on Google Play' */
  label: string;
  /** px */
  size?: number;
}

export function QrCode({ value, label, size = 132 }: QrCodeProps) {
  const code = useMemo(() => {
    try {
      return qrRuns(value);
    } catch {
      return null; // a value too long for a QR code: nothing to draw
    }
  }, [value]);
  if (!code) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr=""
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      css={{ display: 'block', borderRadius: 6 }}
    >
      <rect width={code.size} height={code.size} fill={lightTheme.colors.surface} />
      <g fill={lightTheme.colors.text}>
        {code.runs.map((r) => <rect key={`${r.y}-${r.x}`} x={r.x} y={r.y} width={r.width} height={1} />)}
      </g>
    </svg>
  );
}
