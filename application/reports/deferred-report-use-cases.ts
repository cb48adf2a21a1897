// ReportUseCases whose implementation (the container with the HTTP client and the gateway) loads on first
// use, as the account use cases do (docs/architecture.md "Start-up and the login budget"). A failed load is
// logged and answers the empty value, like any other report failure (spec 001 §8); the next call retries.
import type { ReportUseCases } from './report-use-cases';
import type { LearningAnalytics, OverviewItem, ReportRow, TestAnalytics } from './ports';

export class DeferredReportUseCases implements ReportUseCases {
  private loading: Promise<ReportUseCases> | null = null;

  constructor(private readonly load: () => Promise<ReportUseCases>) {}

  private loaded(): Promise<ReportUseCases> {
    this.loading ??= this.load().catch((e: unknown) => {
      this.loading = null;
      throw e;
    });
    return this.loading;
  }

  private async via<T>(call: (u: ReportUseCases) => Promise<T> | T, fallback: T): Promise<T> {
    let real: ReportUseCases;
    try {
      real = await this.loaded();
    } catch (e) {
      console.error('Loading the report services failed', e);
      return fallback;
    }
    return call(real);
  }

  overview(courseId: number): Promise<OverviewItem[]> {
    return this.via((u) => u.overview(courseId), []);
  }

  reportList(courseId: number, testType: number): Promise<ReportRow[]> {
    return this.via((u) => u.reportList(courseId, testType), []);
  }

  learningAnalytics(testSession: string): Promise<LearningAnalytics | null> {
    return this.via((u) => u.learningAnalytics(testSession), null);
  }

  testAnalytics(testSession: string): Promise<TestAnalytics | null> {
    return this.via((u) => u.testAnalytics(testSession), null);
  }

  trackReportTab(tab: string, courseId: number): void {
    void this.via((u) => u.trackReportTab(tab, courseId), undefined);
  }
}
