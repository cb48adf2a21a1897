// The printing half of the replay CLI (scripts/replay.ts): the checks of a log's events, one line per event and the
// summary (docs/event-log.md "Replay CLI"). Shared by the file form and the database form (scripts/replay-attempt.ts).
import type { StoredTestEvent, TestEvent } from '../domain/test-engine/events';
import { QUESTION_STATUSES } from '../domain/test-engine/question-response';
import { timeline, type Timeline, type TimelineRow } from '../domain/test-engine/replay';
import { scoreTest, type QuestionScore } from '../domain/test-engine/scoring';
import type { TestState } from '../domain/test-engine/state';
import { upcastEvent, type RawStoredEvent } from '../domain/test-engine/upcasters';
import { parseTestData } from '../infrastructure/test-engine/test-data-schema';

/** A problem the CLI reports in one line on stderr (exit code 1), never with a stack. */
export class ReplayError extends Error {}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 3723004 -> '01:02:03.004' */
export const clock = (ms: number): string => {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(t % 1000).padStart(3, '0')}`;
};

/** seconds -> '02:59:56' */
export const hms = (seconds: number): string => {
  const t = Math.max(0, Math.round(seconds));
  return `${pad2(Math.floor(t / 3600))}:${pad2(Math.floor((t % 3600) / 60))}:${pad2(t % 60)}`;
};

export const num = (n: number): string => String(Math.round(n * 100) / 100);

/** Every event upcast (naming the one that cannot be), and a first event that loads a valid test. */
export function checkEvents(path: string, events: RawStoredEvent[]): void {
  let previousAt = -Infinity;
  for (const e of events) {
    // named before it is upcast: another type's versions say nothing about a misplaced event
    if (e.seq === 1 && e.event.type !== 'TestLoaded') throw new ReplayError(`${path}: the first event is ${e.event.type}; a session log starts with TestLoaded`);
    let event: TestEvent;
    try {
      event = upcastEvent(e.event);
    } catch (err) {
      throw new ReplayError(`${path}: event seq ${e.seq}: ${(err as Error).message}`);
    }
    if (e.at < previousAt) throw new ReplayError(`${path}: event seq ${e.seq} is earlier than the one before it (at ${e.at} < ${previousAt})`);
    previousAt = e.at;
    if (event.type === 'TestLoaded') {
      if (e.seq !== 1) throw new ReplayError(`${path}: event seq ${e.seq}: TestLoaded may only be the first event`);
      const test = parseTestData(event.data?.test);
      if (!test.ok) throw new ReplayError(`${path}: event seq 1: TestLoaded does not hold valid test data (${test.problem})`);
    }
  }
}

const questionLabel = (s: TestState, index: number | undefined): string => {
  if (index === undefined) return '';
  const q = s.test.questionSet[index];
  return q ? `Q${index + 1}` : `Q${index + 1}?`;
};

const sectionName = (s: TestState, sectionIndex: number): string => s.test.sectionSet[sectionIndex]?.sectionName || `section ${sectionIndex + 1}`;

const detail = (s: TestState, event: TestEvent): string => {
  switch (event.type) {
    case 'TestLoaded':
      return `"${event.data.test.testName}" ${event.data.test.questionSet.length} questions, ${event.data.test.sectionSet.length} sections, mode ${event.data.mode}`;
    case 'SectionSwitchRequested':
      return `asks to enter ${sectionName(s, event.data.toSection)}`;
    case 'SectionEntered':
      return `${sectionName(s, event.data.sectionIndex)} (${event.data.cause})`;
    case 'TimerExpired':
      return `${event.data.scope} time up`;
    case 'TestSubmitted':
      return `reason ${event.data.reason}`;
    case 'AnswerGiven':
      return [event.data.response.values.join('~'), event.data.response.fileName].filter(Boolean).join(' + ') || '(empty)';
    case 'ImageUploaded':
      return event.data.fileName;
    case 'SubjectivePartsMarked':
      return event.data.ticks.map((t) => (t ? 'yes' : 'no')).join(',');
    default:
      return '';
  }
};

export function renderRow(row: TimelineRow, event: StoredTestEvent, s: TestState): string {
  const change = row.statusChange ? `${row.statusChange[0]} -> ${row.statusChange[1]}` : '';
  // other questions whose status changed too (leaving a visited question empty makes it not_attempted)
  const primary = (row.statusChanges.find((c) => c.index === row.questionIndex) ?? row.statusChanges[0])?.index;
  const others = row.statusChanges.filter((c) => c.index !== primary).map((c) => `Q${c.index + 1} ${c.from} -> ${c.to}`);
  const remaining = row.remainingSeconds === null ? '-' : hms(row.remainingSeconds);
  return [
    `+${clock(row.offsetMs)}`,
    `#${row.seq}`.padEnd(6),
    row.type.padEnd(22),
    questionLabel(s, row.questionIndex).padEnd(4),
    change.padEnd(38),
    `remaining ${remaining.padEnd(8)}`,
    [detail(s, event.event), others.length ? `(left ${others.join(', ')})` : ''].filter(Boolean).join(' '),
  ].join(' ').trimEnd();
}

export function renderSummary(t: Timeline, logId: string): string[] {
  const s = t.finalState;
  const { summary } = t;
  const out: string[] = ['', `Summary of ${logId}`];
  out.push(`  events: ${summary.events} over ${clock(summary.durationMs)}; test "${s.test.testName}" (id ${s.test.testId}, type ${s.test.testType}), mode ${s.mode}`);
  const end = summary.submitted ? 'submitted' : s.finished ? 'finished' : summary.timeEnded ? "time ended (Time's Up), not submitted" : 'in progress';
  out.push(`  state: ${end}${summary.timeEnded && summary.submitted ? " after Time's Up" : ''}; current question Q${s.currentIndex + 1}`);
  out.push(`  statuses: ${QUESTION_STATUSES.map((x) => `${x} ${summary.statusCounts[x]}`).join(', ')}`);
  out.push('  time per question:');
  const times = summary.timePerQuestionMs;
  const width = String(times.length).length + 1;
  for (let i = 0; i < times.length; i++) {
    const q = s.questions[i];
    const section = s.layout.sectionOf[i] >= 0 ? `  ${sectionName(s, s.layout.sectionOf[i])}` : '';
    out.push(`    ${`Q${i + 1}`.padEnd(width + 1)} ${hms(times[i] / 1000)}  ${q.status.padEnd(19)}${section}`.trimEnd());
  }
  out.push(`  total time on questions: ${hms(times.reduce((a, b) => a + b, 0) / 1000)}`);

  const score = scoreTest(s.test, s.questions.map((q) => q.response));
  const known = (q: QuestionScore) => q.autoScored && !q.keyMissing;
  const scored = score.questions.filter(known);
  const unscored = score.questions.length - scored.length;
  if (scored.length === 0) {
    out.push('  score: not known (the log holds no answer key)');
  } else {
    const line = (qs: QuestionScore[]) => {
      const marks = qs.reduce((a, q) => a + q.marks, 0);
      const full = qs.reduce((a, q) => a + q.maxMarks, 0);
      const c = qs.filter((q) => q.answerStatus === 'Correct').length;
      const w = qs.filter((q) => q.answerStatus === 'Incorrect').length;
      const n = qs.filter((q) => q.answerStatus === 'NotAnswer').length;
      return `${num(marks)} / ${num(full)} (correct ${c}, incorrect ${w}, not answered ${n})`;
    };
    out.push(`  score: ${line(scored)}${unscored ? `; ${unscored} questions without a key (or subjective) not scored` : ''}`);
    for (const section of score.sections) {
      const qs = score.questions.filter((q) => q.sectionId === section.sectionId && known(q));
      if (qs.length) out.push(`    ${section.sectionName}: ${line(qs)}`);
    }
  }
  return out;
}

/**
 * The replay of a log's events: checked (`label` names the log in a problem), upcast, folded, one line per event and
 * the summary; with the timeline (its final state is the fold).
 */
export function replayLines(label: string, logId: string, events: RawStoredEvent[]): { lines: string[]; timeline: Timeline } {
  checkEvents(label, events);
  let t: Timeline;
  try {
    t = timeline(events);
  } catch (e) {
    throw new ReplayError(`${label}: the log cannot be replayed (${(e as Error).message})`);
  }
  const upcast = events.map((e) => ({ seq: e.seq, at: e.at, event: upcastEvent(e.event) }));
  // rows are rendered against the final state's test (the test never changes after TestLoaded)
  const lines = [`Replay of ${logId}: ${events.length} events from ${new Date(events[0].at).toISOString()}`, ''];
  t.rows.forEach((row, i) => lines.push(renderRow(row, upcast[i], t.finalState)));
  lines.push(...renderSummary(t, logId));
  return { lines, timeline: t };
}
