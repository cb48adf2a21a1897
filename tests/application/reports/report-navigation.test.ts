/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  emptyListText, learningAnswersHref, reportTabs, rowsOfTab, testAnswersHref, viewDetailsHref,
} from '../../../application/reports/report-navigation';
import { aReportRow } from '../../mothers/report.mother';

const flags = { selfTest: false, topicTest: false, mockTest: false, classTest: false };

describe('report tabs and View Details (spec 001 §2 Reports)', () => {
  it('Overview first, then the tabs the course enables, in the spec order', () => {
    expect(reportTabs(null).map((t) => t.label)).toEqual(['Overview']);
    expect(reportTabs(flags).map((t) => t.label)).toEqual(['Overview']);
    expect(reportTabs({ selfTest: true, topicTest: true, mockTest: true, classTest: true }).map((t) => t.label))
      .toEqual(['Overview', 'Learning Sessions', 'Competitive Sessions', 'Topic Tests', 'Mock Tests', 'Class Tests']);
    expect(reportTabs({ ...flags, mockTest: true }).map((t) => [t.label, t.testType])).toEqual([['Overview', null], ['Mock Tests', 3]]);
  });

  it('splits testType 1 rows into learning and competitive sessions', () => {
    const [, learning, competitive] = reportTabs({ ...flags, selfTest: true });
    const rows = [aReportRow({ testType: 'Learning Session', testSession: '1' }), aReportRow({ testType: 'Competitive Session', testSession: '2' })];
    expect(rowsOfTab(learning, rows).map((r) => r.testSession)).toEqual(['1']);
    expect(rowsOfTab(competitive, rows).map((r) => r.testSession)).toEqual(['2']);
    expect(emptyListText(competitive)).toBe('No Competitive Session Data Available');
    expect(emptyListText(learning)).toBe('No student report data available');
  });

  it('routes View Details by exam type and test type', () => {
    expect(viewDetailsHref(aReportRow({ examType: 'subjective', testSession: '9' }))).toBe('/testview?testSession=st9');
    expect(viewDetailsHref(aReportRow({ testType: 'Learning Session', testSession: '5', testTypeId: 1 })))
      .toBe('/learning-testanalytics?testSession=5&testType=1');
    expect(viewDetailsHref(aReportRow({ testType: 'Competitive Session', testSession: '6', testTypeId: 1 })))
      .toBe('/testanalytics?testSession=6&testType=1');
    expect(viewDetailsHref(aReportRow({ testSession: '41', testTypeId: 3 }))).toBe('/testanalytics?testSession=41&testType=3');
  });

  it('VIEW ANSWERS prefixes: mt for mock tests, st otherwise, ls for learning sessions', () => {
    expect(testAnswersHref('41', 3)).toBe('/testview?testSession=mt41');
    expect(testAnswersHref('41', 2)).toBe('/testview?testSession=st41');
    expect(learningAnswersHref('5')).toBe('/testview?testSession=ls5');
  });
});
