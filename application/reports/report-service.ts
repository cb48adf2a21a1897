// ReportUseCases over the ReportGateway port: calls are skipped without the ids they need, failures are
// logged and answer the empty value (spec 001 §8 Reports), so the views show their empty states.
import type { ReportUseCases } from './report-use-cases';
import type { AnalyticsTracker, LearningAnalytics, OverviewItem, ReportGateway, ReportRow, TestAnalytics } from './ports';
import { hasId, orFallback, type ErrorLog } from '../shared/fallible';

const hasSession = (s: string): boolean => typeof s === 'string' && s.trim() !== '';

export const REPORT_TAB_EVENT = 'report_tab_selected';

export class ReportService implements ReportUseCases {
  constructor(
    private readonly gateway: ReportGateway,
    private readonly tracker: AnalyticsTracker,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  overview(courseId: number): Promise<OverviewItem[]> {
    if (!hasId(courseId)) return Promise.resolve([]);
    return this.attempt('Loading the report overview failed', () => this.gateway.dashboard(courseId), []);
  }

  reportList(courseId: number, testType: number): Promise<ReportRow[]> {
    if (!hasId(courseId) || !hasId(testType)) return Promise.resolve([]);
    return this.attempt('Loading the student report list failed', () => this.gateway.studentReportList(courseId, testType), []);
  }

  learningAnalytics(testSession: string): Promise<LearningAnalytics | null> {
    if (!hasSession(testSession)) return Promise.resolve(null);
    return this.attempt('Loading the learning analytics failed', () => this.gateway.learningAnalytics(testSession.trim()), null);
  }

  testAnalytics(testSession: string): Promise<TestAnalytics | null> {
    if (!hasSession(testSession)) return Promise.resolve(null);
    return this.attempt('Loading the test analytics failed', () => this.gateway.testAnalytics(testSession.trim()), null);
  }

  trackReportTab(tab: string, courseId: number): void {
    try {
      this.tracker.track(REPORT_TAB_EVENT, { tab, courseId });
    } catch (e) {
      this.log('Tracking the report tab failed', e);
    }
  }

  private attempt<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
    return orFallback(this.log, what, call, fallback);
  }
}
