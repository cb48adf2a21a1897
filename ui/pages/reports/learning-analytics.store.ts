// View state of /learning-testanalytics: loads once per session id; a failure shows the no-data state.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import type { LearningAnalyticsReport } from '../../../domain/reports/analytics-reports';
import { valueOr } from '../../../domain/shared/result';

export class LearningAnalyticsStore {
  data: LearningAnalyticsReport | null = null;
  loading = true;

  constructor(private readonly reports: ReportUseCases, readonly testSession: string) {
    makeAutoObservable<LearningAnalyticsStore, 'reports'>(this, { reports: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    const data = valueOr(await this.reports.learningAnalytics(this.testSession), null);
    runInAction(() => {
      this.data = data;
      this.loading = false;
    });
  }
}
