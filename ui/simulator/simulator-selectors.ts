// What the simulator screen shows, read from the engine's state: pure functions (no MobX), so the stores' computed
// values and the views share one definition, and each can be tested on a plain TestState.
import { QUESTION_STATUSES, type QuestionStatus } from '../../domain/test-engine/question-response';
import type { TestState } from '../../domain/test-engine/state';
import { fitTicks, storedMarks, ticksTotal, type PartMark } from '../../domain/test-engine/subjective-review';
import type { Question } from '../../domain/test-engine/test-data';

/** One palette cell. */
export interface PaletteQuestion {
  questionId: number;
  /** the number shown (1-based, test-wide) */
  number: number;
  status: QuestionStatus;
}

/** The palette's questions of one section (or of the whole test when it has no sections). */
export interface PaletteSection {
  sectionId: number | string;
  /** heading of the group; empty for a test without sections */
  sectionName: string;
  questions: readonly PaletteQuestion[];
}

export type StatusCounts = Record<QuestionStatus, number>;

/** Marks shown in review for a subjective question: yes/no per part and the total. */
export interface ReviewMarks {
  options: PartMark[];
  totalMark: number;
}

export const countStatuses = (statuses: Iterable<QuestionStatus>): StatusCounts => {
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const s of statuses) counts[s] += 1;
  return counts;
};

export const statusCounts = (s: TestState | null): StatusCounts => countStatuses((s?.questions ?? []).map((q) => q.status));

/** The palette: question numbers grouped by section in navigation order; questions without a section last. */
export const paletteSections = (s: TestState | null): PaletteSection[] => {
  if (!s) return [];
  const { order, position, sectionOf, sectionsByRank } = s.layout;
  const cell = (i: number): PaletteQuestion => ({ questionId: s.test.questionSet[i].questionId, number: position[i] + 1, status: s.questions[i].status });
  if (s.test.sectionSet.length === 0) {
    return [{ sectionId: 'all', sectionName: '', questions: order.map(cell) }];
  }
  const groups = sectionsByRank.map((si) => ({
    sectionId: s.test.sectionSet[si].sectionId,
    sectionName: s.test.sectionSet[si].sectionName,
    questions: order.filter((i) => sectionOf[i] === si).map(cell),
  }));
  const loose = order.filter((i) => (sectionOf[i] ?? -1) === -1).map(cell);
  return loose.length ? [...groups, { sectionId: 'none', sectionName: 'Other', questions: loose }] : groups;
};

/** The question at an index of the question set. */
export const questionAt = (s: TestState | null, index: number): Question | null => s?.test.questionSet[index] ?? null;

export const statusAt = (s: TestState | null, index: number): QuestionStatus => s?.questions[index]?.status ?? 'not_visited';

export const isMarkedForReview = (status: QuestionStatus): boolean => status === 'marked_for_review' || status === 'answered_and_review';

/**
 * Q{n} of the question at an index: its position in navigation order, 1-based; in an adaptive session (one question
 * delivered at a time) the question's display number, i.e. how many questions the session has given.
 */
export const numberAt = (s: TestState | null, index: number, adaptive: boolean): number => {
  const position = (s?.layout.position[index] ?? 0) + 1;
  if (!adaptive) return position;
  const display = questionAt(s, index)?.questionDisplayId ?? 0;
  return display > 0 ? display : position;
};

/** The current question is the last in navigation order (in an adaptive session: the last one delivered). */
export const isLastInOrder = (s: TestState): boolean => s.layout.position[s.currentIndex] >= s.layout.order.length - 1;

export const hasPrevious = (s: TestState | null): boolean => !!s && s.layout.position[s.currentIndex] > 0;

/** Next is offered: a later question, or (adaptive) the next delivery until the session is finished. */
export const hasNext = (s: TestState | null, adaptive: boolean): boolean => {
  if (!s) return false;
  return adaptive ? !s.finished : !isLastInOrder(s);
};

export const isTimeEnded = (s: TestState | null): boolean => !!s?.timeEnded && !s.submitted;

/** Full screen was left while the test runs: the modal offering Re-enter or Submit Now. */
export const isFullScreenExited = (s: TestState | null): boolean => !!s?.fullScreenExited && !s.submitted && !s.timeEnded;

/** The section a pending Partially_Lock switch goes to; null when none is pending. */
export const pendingSectionName = (s: TestState | null): string | null => {
  const p = s?.pendingSectionSwitch;
  if (!p || !s) return null;
  return s.test.sectionSet[p.toSection]?.sectionName ?? '';
};

export const isMarksEditable = (s: TestState | null): boolean => !!s?.flags.marksEditable && !s.finished;

/**
 * Marks shown in review for the subjective question at an index: the parts ticked in this review, else as stored
 * (answerStatus 'yes,no,...'); the total typed in this review (`typed`), else the ticks' total, else the stored marks.
 * Null for a question that is not subjective.
 */
export const marksAt = (s: TestState | null, index: number, typed: number | undefined): ReviewMarks | null => {
  const q = questionAt(s, index);
  if (!s || !q || q.kind !== 'subjective') return null;
  const ticked = s.questions[index]?.ticks;
  if (ticked) {
    const options = fitTicks(q, ticked.map((t): PartMark => (t ? 'yes' : 'no')));
    return { options, totalMark: typed ?? ticksTotal(q, options) };
  }
  const stored = storedMarks(q);
  return { options: stored.options, totalMark: typed ?? (Number.isFinite(q.marks) && q.marks > 0 ? q.marks : stored.totalMark) };
};

/** Whether ticks differ from the ones recorded for the question at an index. */
export const ticksChanged = (s: TestState | null, index: number, options: readonly PartMark[]): boolean => {
  const before = s?.questions[index]?.ticks ?? [];
  return options.length !== before.length || options.some((o, i) => (o === 'yes') !== !!before[i]);
};
