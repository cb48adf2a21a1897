// View state of /learning-testanalytics (spec 001 §2 "Learning analytics"): loads once per session id.
import { makeAutoObservable, runInAction } from 'mobx';
import type { LearningAnalytics } from '../../../application/reports/ports';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';

export class LearningAnalyticsStore {
  data: LearningAnalytics | null = null;
  loading = true;
  tab: 'performance' | 'answers' = 'performance';

  constructor(private readonly reports: ReportUseCases, readonly testSession: string) {
    makeAutoObservable<LearningAnalyticsStore, 'reports'>(this, { reports: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    const data = await this.reports.learningAnalytics(this.testSession);
    runInAction(() => {
      this.data = data;
      this.loading = false;
    });
  }

  setTab(tab: LearningAnalyticsStore['tab']): void {
    this.tab = tab;
  }
}
