// View state of the ATTEMPT TIMELINE tab (and of "Your session timeline" on /learning-testanalytics): the attempt's
// event log loaded once, the timeline and the strategy computed once from it (kept-alive computeds), the scrubber's
// moment and the palette folded up to it, the time zoom and the sections opened into their question lanes.
// One store per session and use cases (storeFor), so leaving the tab and coming back keeps the data and the moment.
import { computed, makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { AttemptTimelineData, ReportUseCases } from '../../../application/reports/report-use-cases';
import { attemptStrategy, compareWithCohort } from '../../../domain/reports/attempt-strategy';
import { attemptTimeline, paletteAt } from '../../../domain/reports/attempt-timeline';
import type { AttemptTimeline, PaletteAtMoment, StrategyReport } from '../../../domain/reports/attempt-timeline-types';
import { laneRows, type LaneRow } from './attempt-timeline-view';

/** The domain functions the store calls (the tests count the calls). */
export interface TimelineCompute {
  attemptTimeline: typeof attemptTimeline;
  attemptStrategy: typeof attemptStrategy;
  paletteAt: typeof paletteAt;
  compareWithCohort: typeof compareWithCohort;
}

export const DOMAIN_COMPUTE: TimelineCompute = { attemptTimeline, attemptStrategy, paletteAt, compareWithCohort };

export type TimelineLoadState = 'idle' | 'loading' | 'failed' | 'ready';

export const MAX_ZOOM = 16;

export class AttemptTimelineStore {
  state: TimelineLoadState = 'idle';
  data: AttemptTimelineData | null = null;
  /** the scrubber's moment, in whole seconds since the start */
  scrubSeconds = 0;
  /** horizontal zoom of the lanes: 1, 2, 4 ... MAX_ZOOM */
  zoom = 1;
  /** groups (sections) opened into their question lanes */
  readonly expanded = observable.set<number>();

  constructor(
    private readonly reports: ReportUseCases,
    readonly testSession: string,
    private readonly compute: TimelineCompute = DOMAIN_COMPUTE,
  ) {
    makeAutoObservable<AttemptTimelineStore, 'reports' | 'compute'>(this, {
      reports: false,
      compute: false,
      testSession: false,
      data: observableRef,
      timeline: computed({ keepAlive: true }),
      strategy: computed({ keepAlive: true }),
      cohortSentences: computed({ keepAlive: true }),
    });
  }

  /** Loads once: a call while loading or after the data is in does nothing; after a failure it tries again. */
  async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'ready') return;
    this.state = 'loading';
    const r = await this.reports.attemptTimeline(this.testSession);
    runInAction(() => {
      if (!r.ok) {
        this.state = 'failed';
        return;
      }
      this.data = r.value;
      this.state = 'ready';
      this.scrubSeconds = this.durationSeconds;
    });
  }

  /** Retry after a failure (the same as load). */
  retry(): Promise<void> {
    return this.load();
  }

  /** The log is there to draw: stored and not empty. */
  get hasLog(): boolean {
    return this.data?.logStatus === 'stored' && this.data.events.length > 0;
  }

  get timeline(): AttemptTimeline | null {
    const data = this.data;
    return data && this.hasLog ? this.compute.attemptTimeline(data.events, data.key) : null;
  }

  get strategy(): StrategyReport | null {
    const data = this.data;
    const timeline = this.timeline;
    return data && timeline ? this.compute.attemptStrategy(data.events, data.key, timeline) : null;
  }

  /** The cohort comparison's sentences; [] without a cohort. */
  get cohortSentences(): string[] {
    const cohort = this.data?.cohort ?? null;
    const strategy = this.strategy;
    return cohort && strategy ? this.compute.compareWithCohort(strategy, cohort) : [];
  }

  /** The chart's rows: the question lanes, or the sections with the opened ones' questions. */
  get rows(): LaneRow[] {
    const t = this.timeline;
    return t ? laneRows(t, this.expanded, M.groupLabel) : [];
  }

  /** From the first event to the submit, in ms. */
  get durationMs(): number {
    const t = this.timeline;
    return t ? Math.max(0, t.endAt - t.startAt) : 0;
  }

  get durationSeconds(): number {
    return Math.ceil(this.durationMs / 1000);
  }

  /** The scrubber's moment in ms since the start (never past the end). */
  get scrubMs(): number {
    return Math.min(this.scrubSeconds * 1000, this.durationMs);
  }

  /** The palette as it was at the scrubber's moment. */
  get palette(): PaletteAtMoment | null {
    const data = this.data;
    const t = this.timeline;
    return data && t ? this.compute.paletteAt(data.events, t.startAt + this.scrubMs) : null;
  }

  setScrubSeconds(seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    this.scrubSeconds = Math.min(this.durationSeconds, Math.max(0, Math.round(seconds)));
  }

  zoomIn(): void {
    this.zoom = Math.min(MAX_ZOOM, this.zoom * 2);
  }

  zoomOut(): void {
    this.zoom = Math.max(1, this.zoom / 2);
  }

  resetZoom(): void {
    this.zoom = 1;
  }

  toggleGroup(index: number): void {
    if (this.expanded.has(index)) this.expanded.delete(index);
    else this.expanded.add(index);
  }
}

const stores = new WeakMap<ReportUseCases, Map<string, AttemptTimelineStore>>();

/** The one store of a session (per use cases object, so each app instance and each test has its own). */
export function storeFor(reports: ReportUseCases, testSession: string): AttemptTimelineStore {
  let bySession = stores.get(reports);
  if (!bySession) {
    bySession = new Map();
    stores.set(reports, bySession);
  }
  let store = bySession.get(testSession);
  if (!store) {
    store = new AttemptTimelineStore(reports, testSession);
    bySession.set(testSession, store);
  }
  return store;
}
