// AnalyticsTracker that logs the event (no analytics vendor is configured for the reference deployment).
import type { AnalyticsTracker } from '../../application/reports/ports';

export class ConsoleAnalyticsTracker implements AnalyticsTracker {
  constructor(private readonly log: (line: string, properties: Record<string, string | number>) => void = (l, p) => console.info(l, p)) {}

  track(event: string, properties: Record<string, string | number>): void {
    this.log(`[analytics] ${event}`, properties);
  }
}
