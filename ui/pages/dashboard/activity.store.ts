// View state of the Activity Chart: the year picker, the heatmap's months and the tests of the chosen day. A failed
// call shows the card's empty state (valueOr); an answer that arrives after a newer request is dropped.
//
// The default day. The server owns "today" (its months end with its current month, in its time zone), but it does not
// say which day today is, and the months list every day of the month, the future ones too. So in the rolling window
// (the current year) the default day is the device's today when the window holds it, else the window's last day (the
// device and the server can be a day apart around midnight); days after it are drawn as future days. For an earlier
// year it is that year's latest day with activity, else its last day.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DashboardUseCases } from '../../../application/dashboard/dashboard-use-cases';
import type { DayTest } from '../../../domain/dashboard/activity';
import { activityYearOptions, type HeatmapDay, type HeatmapMonth } from '../../../domain/dashboard/heatmap';
import { valueOr } from '../../../domain/shared/result';

const daysOf = (months: readonly HeatmapMonth[]): HeatmapDay[] =>
  months.flatMap((m) => m.weeks.flatMap((w) => w.filter((d): d is HeatmapDay => d !== null)))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** The day the chart opens on (see the file's comment). */
export const defaultDay = (months: readonly HeatmapMonth[], today: string, rollingWindow: boolean): string | null => {
  const days = daysOf(months);
  if (days.length === 0) return null;
  if (rollingWindow) return days.some((d) => d.date === today) ? today : days[days.length - 1].date;
  return [...days].reverse().find((d) => d.count > 0)?.date ?? days[days.length - 1].date;
};

export class ActivityStore {
  /** the picker's years, newest first */
  years: number[];
  year: number;
  months: HeatmapMonth[] = [];
  loading = true;
  selectedDate: string | null = null;
  dayTests: DayTest[] = [];
  dayLoading = false;
  private activityRequest = 0;
  private dayRequest = 0;

  /** `today`: the device's calendar day (YYYY-MM-DD). */
  constructor(private readonly dashboard: DashboardUseCases, readonly courseId: number, readonly today: string) {
    this.year = this.currentYear;
    this.years = [this.currentYear];
    makeAutoObservable<ActivityStore, 'dashboard' | 'activityRequest' | 'dayRequest'>(this, {
      dashboard: false, courseId: false, today: false, activityRequest: false, dayRequest: false,
      // replies are replaced whole: kept by reference, not converted into observables (a year is 365 days)
      months: observableRef, dayTests: observableRef, years: observableRef,
    });
  }

  get currentYear(): number {
    return Number(this.today.slice(0, 4));
  }

  /** The 12 months ending with the current one (not a calendar year). */
  get rollingWindow(): boolean {
    return this.year === this.currentYear;
  }

  /** The last day that has happened, in the rolling window; none for an earlier year. */
  get lastDate(): string | undefined {
    return this.rollingWindow ? (this.selectableLastDay ?? undefined) : undefined;
  }

  private get selectableLastDay(): string | null {
    const days = daysOf(this.months);
    if (days.length === 0) return null;
    return days.some((d) => d.date === this.today) ? this.today : days[days.length - 1].date;
  }

  get total(): number {
    return this.months.reduce((n, m) => n + m.total, 0);
  }

  async start(): Promise<void> {
    await Promise.all([this.loadYears(), this.loadActivity()]);
  }

  async chooseYear(year: number): Promise<void> {
    if (year === this.year && !this.loading) return;
    this.year = year;
    await this.loadActivity();
  }

  /** Shows the tests of a day (again when it is chosen again: the list may have grown). */
  async selectDay(date: string): Promise<void> {
    const id = ++this.dayRequest;
    this.selectedDate = date;
    this.dayLoading = true;
    const r = await this.dashboard.testsOfDay(this.courseId, date);
    if (id !== this.dayRequest) return;
    runInAction(() => {
      this.dayTests = valueOr(r, []);
      this.dayLoading = false;
    });
  }

  private async loadYears(): Promise<void> {
    const r = await this.dashboard.activityYears(this.courseId);
    const years = valueOr(r, []);
    runInAction(() => {
      this.years = activityYearOptions(years, this.currentYear);
    });
  }

  private async loadActivity(): Promise<void> {
    const id = ++this.activityRequest;
    this.loading = true;
    const year = this.year;
    const r = await this.dashboard.activity(this.courseId, year === this.currentYear ? undefined : year);
    if (id !== this.activityRequest) return;
    const months = valueOr(r, []);
    const day = defaultDay(months, this.today, year === this.currentYear);
    runInAction(() => {
      this.months = months;
      this.loading = false;
      if (!day) {
        this.dayRequest++;
        this.selectedDate = null;
        this.dayTests = [];
        this.dayLoading = false;
      }
    });
    if (day) await this.selectDay(day);
  }
}
