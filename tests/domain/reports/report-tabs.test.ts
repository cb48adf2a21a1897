/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { REPORT_TABS, reportTabs, rowsOfTab, tabIndexOf, viewDetailsPath } from '../../../domain/reports/report-tabs';
import { REPORT_TAB_IDS } from '../../../domain/shared/paths';
import { aReportRow } from '../../mothers/report.mother';

const flags = { selfTest: false, topicTest: false, mockTest: false, classTest: false };

describe('report tabs and View Details', () => {
  it('Overview first, then the tabs the course enables, in their order', () => {
    expect(reportTabs(null).map((t) => t.label)).toEqual(['Overview']);
    expect(reportTabs(flags).map((t) => t.label)).toEqual(['Overview']);
    expect(reportTabs({ selfTest: true, topicTest: true, mockTest: true, classTest: true }).map((t) => t.label))
      .toEqual(['Overview', 'Learning Sessions', 'Competitive Sessions', 'Topic Tests', 'Mock Tests', 'Class Tests']);
    expect(reportTabs({ ...flags, mockTest: true }).map((t) => [t.label, t.testType])).toEqual([['Overview', null], ['Mock Tests', 3]]);
  });

  it('has a tab for every /report?tab= id; an unknown or hidden tab reads as Overview', () => {
    expect(Object.keys(REPORT_TABS).sort()).toEqual([...REPORT_TAB_IDS].sort());
    const tabs = reportTabs({ ...flags, mockTest: true });
    expect(tabIndexOf(tabs, ' Mock-Test ')).toBe(1);
    expect(tabIndexOf(tabs, 'class-test')).toBe(0);
    expect(tabIndexOf(tabs, null)).toBe(0);
  });

  it('splits self test rows into learning and competitive sessions', () => {
    const [, learning, competitive] = reportTabs({ ...flags, selfTest: true });
    const rows = [aReportRow({ testType: 'Learning Session', testSession: '1' }), aReportRow({ testType: 'Competitive Session', testSession: '2' })];
    expect(rowsOfTab(learning, rows).map((r) => r.testSession)).toEqual(['1']);
    expect(rowsOfTab(competitive, rows).map((r) => r.testSession)).toEqual(['2']);
    expect(M.emptyList(competitive.id)).toBe('No Competitive Session Data Available');
    expect(M.emptyList(learning.id)).toBe('No student report data available');
  });

  it('routes View Details by exam type and test type', () => {
    expect(viewDetailsPath(aReportRow({ examType: 'subjective', testSession: '9' }))).toBe('/testview?testSession=st9');
    expect(viewDetailsPath(aReportRow({ testType: 'Learning Session', testSession: '5', testTypeId: 1 })))
      .toBe('/learning-testanalytics?testSession=5&testType=1');
    expect(viewDetailsPath(aReportRow({ testType: 'Competitive Session', testSession: '6', testTypeId: 1 })))
      .toBe('/testanalytics?testSession=6&testType=1');
    expect(viewDetailsPath(aReportRow({ testSession: '41', testTypeId: 3 }))).toBe('/testanalytics?testSession=41&testType=3');
  });
});
