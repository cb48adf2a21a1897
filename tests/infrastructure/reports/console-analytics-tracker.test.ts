import { describe, expect, it, jest } from '@jest/globals';
import { ConsoleAnalyticsTracker } from '../../../infrastructure/reports/console-analytics-tracker';

describe('ConsoleAnalyticsTracker', () => {
  it('logs the event with its properties', () => {
    const log = jest.fn();
    new ConsoleAnalyticsTracker(log).track('report_tab_selected', { tab: 'Mock Tests', courseId: 11 });
    expect(log).toHaveBeenCalledWith('[analytics] report_tab_selected', { tab: 'Mock Tests', courseId: 11 });
  });
});
