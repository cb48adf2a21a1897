// `npm run replay -- --attempt <testSession>` (scripts/replay.ts): the event log a submitted attempt keeps in the
// database (attempt_event_logs, docs/attempt-timeline.md), replayed and printed as the file form prints a log, then the
// fold set against what the server stored for the attempt: per question the fold's final answer (encoded as the app
// sends it) against attempt_questions.student_response, and the totals (the fold scored with the bank's keys and the
// stored marks against the attempt's). The database is DB_FILE, else the server's default data/app.db, opened
// read-only. A missing database, attempt or log is a ReplayError (one line, exit code 1).
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { encodeResponse } from '../domain/test-engine/responses';
import { scoreQuestion, type QuestionScore } from '../domain/test-engine/scoring';
import type { TestState } from '../domain/test-engine/state';
import { questionKind } from '../domain/test-engine/test-data';
import type { Db } from '../server/db/migration';
import { AttemptLogRepository } from '../server/repositories/attempt-log-repository';
import { type Attempt, type AttemptQuestion, AttemptRepository } from '../server/repositories/attempt-repository';
import { QuestionBankRepository } from '../server/repositories/question-bank-repository';
import { canonicalAnswer } from '../server/test-delivery/event-log-check';
import { toQuestion } from '../server/test-delivery/test-builder';
import { num, ReplayError, replayLines } from './replay-print';

/** The server's database when DB_FILE is not set (server/main.ts). */
export const DEFAULT_DB_FILE = 'data/app.db';
export const NO_DIFFERENCE = 'No difference between the fold and the stored attempt.';

/** The attempt id of a test session as the app writes it ('42', or 'st42' with the /testview prefix). */
const attemptIdOf = (testSession: string): number => {
  const m = /^(?:[A-Za-z]{2})?(\d{1,12})$/.exec(testSession.trim());
  if (!m) throw new ReplayError(`${testSession}: not a test session id (an attempt id such as 42)`);
  return Number(m[1]);
};

function openReadOnly(file: string): Db {
  if (!existsSync(file)) throw new ReplayError(`${file}: database not found (set DB_FILE)`);
  try {
    return new Database(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new ReplayError(`${file}: cannot open the database (${(e as Error).message})`);
  }
}

interface Repositories {
  attempts: AttemptRepository;
  logs: AttemptLogRepository;
  bank: QuestionBankRepository;
}

function repositoriesOf(db: Db, file: string): Repositories {
  try {
    return { attempts: new AttemptRepository(db), logs: new AttemptLogRepository(db), bank: new QuestionBankRepository(db) };
  } catch (e) {
    // a database of an older schema (before migration 011) keeps no logs
    throw new ReplayError(`${file}: not a database of this server's schema (${(e as Error).message})`);
  }
}

/** The fold's answers against the stored rows, question by question (labels are the log's Q1, Q2...). */
function answerDifferences(state: TestState, rows: readonly AttemptQuestion[], bank: QuestionBankRepository): string[] {
  const out: string[] = [];
  const rowById = new Map(rows.map((r) => [r.questionId, r]));
  const inLog = new Set<number>();
  state.test.questionSet.forEach((q, i) => {
    inLog.add(q.questionId);
    const row = rowById.get(q.questionId);
    const label = `Q${i + 1} (question ${q.questionId})`;
    if (!row) {
      out.push(`  ${label}: in the log, not in the stored attempt`);
      return;
    }
    const stored = bank.question(q.questionId);
    const kind = stored ? questionKind(stored.questionType) : q.kind;
    const folded = encodeResponse(kind, state.questions[i].response);
    if (canonicalAnswer(kind, folded) !== canonicalAnswer(kind, row.studentResponse)) {
      out.push(`  ${label}: fold ${JSON.stringify(folded)}, stored ${JSON.stringify(row.studentResponse)}`);
    }
  });
  for (const r of rows) if (!inLog.has(r.questionId)) out.push(`  question ${r.questionId}: in the stored attempt, not in the log`);
  return out;
}

/** The fold scored as the server scores a submit (the bank's keys, the stored marks) against the attempt's totals. */
function totalDifferences(state: TestState, attempt: Attempt, rows: readonly AttemptQuestion[], bank: QuestionBankRepository): string[] {
  const responseOf = new Map(state.test.questionSet.map((q, i) => [q.questionId, state.questions[i].response]));
  const scores: QuestionScore[] = rows.flatMap((r, i) => {
    const b = bank.question(r.questionId);
    const response = responseOf.get(r.questionId);
    if (!b || !response) return [];
    const question = toQuestion(b, i, { correct: r.correctMarks, incorrect: r.incorrectMarks, notAnswer: r.notAnswerMarks },
      { sectionId: r.sectionId, sectionName: r.sectionName, sectionTime: 0 });
    // a subjective answer's marks are the marker's, as stored
    return [scoreQuestion(question, response, i, { subjectiveMarks: new Map([[r.questionId, r.marks]]) })];
  });
  const figures: [string, number, number][] = [
    ['correct', scores.filter((s) => s.answerStatus === 'Correct').length, attempt.correctCount],
    ['incorrect', scores.filter((s) => s.answerStatus === 'Incorrect').length, attempt.incorrectCount],
    ['not answered', scores.filter((s) => s.answerStatus === 'NotAnswer').length, attempt.unattemptedCount],
    ['marks', Math.round(scores.reduce((sum, s) => sum + s.marks, 0) * 100) / 100, Math.round(attempt.marksObtained * 100) / 100],
  ];
  return figures.filter(([, fold, stored]) => fold !== stored).map(([name, fold, stored]) => `  total ${name}: fold ${num(fold)}, stored ${num(stored)}`);
}

/** The printed replay of the attempt's stored log and its comparison with the stored attempt. */
export function replayAttempt(testSession: string, file: string = process.env.DB_FILE || DEFAULT_DB_FILE): string[] {
  const id = attemptIdOf(testSession);
  const db = openReadOnly(file);
  try {
    const { attempts, logs, bank } = repositoriesOf(db, file);
    const attempt = attempts.get(id);
    if (!attempt) throw new ReplayError(`no attempt ${id}`);
    const log = logs.logOf(id);
    if (!log) throw new ReplayError(`attempt ${id} has no stored log (status ${logs.status(id) ?? 'none'})`);
    const { lines, timeline } = replayLines(`attempt ${id}`, log.logId, log.events);
    const rows = attempts.questions(id);
    const differences = [
      ...answerDifferences(timeline.finalState, rows, bank),
      ...totalDifferences(timeline.finalState, attempt, rows, bank),
    ];
    return [
      ...lines,
      '',
      `Fold against the stored attempt ${id} (test ${attempt.testId}, type ${attempt.testType}, status ${attempt.status}, `
        + `${rows.length} questions, marks ${num(attempt.marksObtained)})`,
      ...(differences.length ? differences : [`  ${NO_DIFFERENCE}`]),
    ];
  } finally {
    db.close();
  }
}
