// Starting a test from the exam room lists (spec 001 §2, §4; spec 000 §4, §6): the simulator URL and the
// figures the lists and the start modal show.
import type { MockTestSection } from './ports';

/** Test types of spec 001 §9. */
export const TEST_TYPE = { topic: 2, mock: 3, classTest: 4 } as const;

export interface SimulatorTarget {
  testId: number;
  testType: number;
  templateId: number;
  courseId: number;
  /** class tests: the schedule of the class test */
  classTestId?: number;
  /** Continue Test: the saved session to resume */
  testSession?: string;
}

/** /test-simulator?testId&testType[&classTestId]&templateId&courseId[&testSession] (spec 001 §2). */
export const simulatorHref = (t: SimulatorTarget): string => {
  const q = new URLSearchParams({ testId: String(t.testId), testType: String(t.testType) });
  if (t.classTestId !== undefined && t.classTestId > 0) q.set('classTestId', String(t.classTestId));
  q.set('templateId', String(t.templateId));
  q.set('courseId', String(t.courseId));
  if (t.testSession) q.set('testSession', t.testSession);
  return `/test-simulator?${q.toString()}`;
};

const plain = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * Marks with their sign (spec 001 §9): correct '+4', incorrect '-1' (the incorrect figure is the size of the
 * penalty, whichever sign the server gives it; see domain/test-engine/scoring.ts), not answered '0'.
 */
export const signedMark = (value: number, kind: 'correct' | 'incorrect' | 'notAnswered'): string => {
  if (!Number.isFinite(value) || value === 0) return '0';
  if (kind === 'incorrect') return `-${plain(Math.abs(value))}`;
  return value > 0 ? `+${plain(value)}` : `-${plain(Math.abs(value))}`;
};

/** 'N Tests Available', or '0 Test Available' for none (spec 001 §2; one test reads '1 Test Available'). */
export const testsAvailable = (count: number): string => `${count} ${count === 1 || count === 0 ? 'Test' : 'Tests'} Available`;

/** Sections in their sectionOrder. */
export const orderedSections = (sections: readonly MockTestSection[]): MockTestSection[] =>
  [...sections].sort((a, b) => a.sectionOrder - b.sectionOrder);

/** The rows of one page (1-based) of a list, and the page count (at least 1). */
export const pageOf = <T,>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number; pages: number } => {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
};
