// Score colour bands and the progress bars of the analytics screens.
// Colours are semantic tones; the UI maps each tone to a theme colour (light and dark).

export type Tone = 'green' | 'yellow' | 'yellow-orange' | 'orange' | 'red' | 'blue' | 'purple' | 'grey';

/** Percent thresholds of the bands. */
export const THRESHOLDS = { high: 80, mid: 60, low: 40 } as const;

export type BadgeBand = Extract<Tone, 'green' | 'yellow-orange' | 'red'>;
export type ScoreBand = Extract<Tone, 'green' | 'yellow' | 'orange' | 'red'>;

const assertPercent = (fn: string, pct: number): void => {
  if (!Number.isFinite(pct)) throw new RangeError(`${fn}: percentage must be finite, got ${pct}`);
};

/** Section percentage badge: 80 and above green, 60 and above yellow-orange, below 60 red. */
export const badgeBand = (pct: number): BadgeBand => {
  assertPercent('badgeBand', pct);
  return pct >= THRESHOLDS.high ? 'green' : pct >= THRESHOLDS.mid ? 'yellow-orange' : 'red';
};

/** Score text: 80 and above green, 60 yellow, 40 orange, else red. */
export const scoreBand = (pct: number): ScoreBand => {
  assertPercent('scoreBand', pct);
  return pct >= THRESHOLDS.high ? 'green' : pct >= THRESHOLDS.mid ? 'yellow' : pct >= THRESHOLDS.low ? 'orange' : 'red';
};

export const NOT_UPTO_MARK = 'Not upto mark. Continue Learning';
export const DEFAULT_BENCHMARK = 60;

/** progressBarObj: the percentage shown, its colour, and the caption under the bar. */
export interface ProgressBarObj {
  percentage: number;
  barColor: ScoreBand;
  caption: string | null;
}

/** Test analytics progress bar: coloured by `scoreBand`, no caption. */
export const scoreProgressBar = (percentage: number): ProgressBarObj =>
  ({ percentage, barColor: scoreBand(percentage), caption: null });

/**
 * Learning analytics progress bar. The pass mark is the course benchmark (the course field
 * `benchmark`, a percentage) when it is a number in (0, 100]; otherwise (missing, 0, out of range)
 * it is DEFAULT_BENCHMARK, 60 — the "mid" threshold. A percentage strictly below the pass
 * mark gets the caption 'Not upto mark. Continue Learning'; reaching it exactly does not.
 * The colour follows `scoreBand` whatever the benchmark.
 */
export const learningProgressBar = (percentage: number, benchmark?: number | null): ProgressBarObj => {
  const passMark = benchmark != null && Number.isFinite(benchmark) && benchmark > 0 && benchmark <= 100
    ? benchmark : DEFAULT_BENCHMARK;
  return { ...scoreProgressBar(percentage), caption: percentage < passMark ? NOT_UPTO_MARK : null };
};
