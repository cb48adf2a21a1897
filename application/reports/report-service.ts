// ReportUseCases over the ReportGateway port: a call without the ids it needs is not made (unavailable), a failure
// the gateway answers is logged once, here, and handed on.
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../domain/reports/analytics-reports';
import type { OverviewItem } from '../../domain/reports/overview';
import { hasId, hasSessionId } from '../../domain/shared/ids';
import { err, UNAVAILABLE, type Result } from '../../domain/shared/result';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import type { AttemptTimelineData, ReportGateway } from './ports';
import type { ReportUseCases } from './report-use-cases';

const notMade = <T>(): Promise<Result<T>> => Promise.resolve(err(UNAVAILABLE));

export class ReportService implements ReportUseCases {
  constructor(
    private readonly gateway: ReportGateway,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  overview(courseId: number): Promise<Result<OverviewItem[]>> {
    if (!hasId(courseId)) return notMade();
    return logFailure(this.log, 'Loading the report overview failed', this.gateway.dashboard(courseId));
  }

  reportList(courseId: number, testType: number): Promise<Result<ReportRow[]>> {
    if (!hasId(courseId) || !hasId(testType)) return notMade();
    return logFailure(this.log, 'Loading the student report list failed', this.gateway.studentReportList(courseId, testType));
  }

  learningAnalytics(testSession: string): Promise<Result<LearningAnalyticsReport | null>> {
    if (!hasSessionId(testSession)) return notMade();
    return logFailure(this.log, 'Loading the learning analytics failed', this.gateway.learningAnalytics(testSession.trim()));
  }

  testAnalytics(testSession: string): Promise<Result<TestAnalyticsReport | null>> {
    if (!hasSessionId(testSession)) return notMade();
    return logFailure(this.log, 'Loading the test analytics failed', this.gateway.testAnalytics(testSession.trim()));
  }

  attemptTimeline(testSession: string): Promise<Result<AttemptTimelineData | null>> {
    if (!hasSessionId(testSession)) return notMade();
    return logFailure(this.log, 'Loading the attempt timeline failed', this.gateway.attemptTimeline(testSession.trim()));
  }
}
