// `npm run replay -- --attempt <testSession>` (scripts/replay.ts): the event log a submitted attempt keeps in the
// database (attempt_event_logs, docs/attempt-timeline.md), replayed and printed as the file form prints a log, then the
// fold set against what the server stored for the attempt: per question the fold's final answer (encoded as the app
// sends it) against attempt_questions.student_response, and the totals (the fold scored with the bank's keys and the
// stored marks against the attempt's). The database is the server's (server/db/connect.ts): PostgreSQL when
// DATABASE_URL is postgres://..., else the SQLite file DB_FILE (default data/app.db), opened read-only. A missing
// database, attempt or log is a ReplayError (one line, exit code 1).
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { encodeResponse } from '../domain/test-engine/responses';
import { scoreQuestion, type QuestionScore } from '../domain/test-engine/scoring';
import type { TestState } from '../domain/test-engine/state';
import { questionKind } from '../domain/test-engine/test-data';
import { isPostgresUrl, postgresDatabase, safeUrl, type SqlDatabase, sqliteDatabase } from '../server/db/connect';
import { AttemptLogRepository } from '../server/repositories/attempt-log-repository';
import { type Attempt, type AttemptQuestion, AttemptRepository } from '../server/repositories/attempt-repository';
import { QuestionBankRepository } from '../server/repositories/question-bank-repository';
import type { BankQuestion } from '../server/test-delivery/question-bank-types';
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

function openReadOnly(file: string): SqlDatabase {
  if (!existsSync(file)) throw new ReplayError(`${file}: database not found (set DB_FILE)`);
  try {
    return sqliteDatabase(new Database(file, { readonly: true, fileMustExist: true }), `SQLite ${file}`);
  } catch (e) {
    throw new ReplayError(`${file}: cannot open the database (${(e as Error).message})`);
  }
}

/** The database the server would use (DATABASE_URL, else DB_FILE) and its name for messages. */
function openDatabase(env: Readonly<Record<string, string | undefined>>): { db: SqlDatabase; name: string } {
  if (isPostgresUrl(env.DATABASE_URL)) return { db: postgresDatabase(env.DATABASE_URL.trim(), 1), name: safeUrl(env.DATABASE_URL.trim()) };
  const file = env.DB_FILE || DEFAULT_DB_FILE;
  return { db: openReadOnly(file), name: file };
}

/** A table or column this code reads is missing: a database of an older schema (before migration 011 keeps no logs). */
const OLDER_SCHEMA = /no such (table|column)|relation .* does not exist|column .* does not exist/i;

/** The fold's answers against the stored rows, question by question (labels are the log's Q1, Q2...). */
function answerDifferences(state: TestState, rows: readonly AttemptQuestion[], bank: ReadonlyMap<number, BankQuestion>): string[] {
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
    const stored = bank.get(q.questionId);
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
function totalDifferences(state: TestState, attempt: Attempt, rows: readonly AttemptQuestion[], bank: ReadonlyMap<number, BankQuestion>): string[] {
  const responseOf = new Map(state.test.questionSet.map((q, i) => [q.questionId, state.questions[i].response]));
  const scores: QuestionScore[] = rows.flatMap((r, i) => {
    const b = bank.get(r.questionId);
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
export async function replayAttempt(testSession: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<string[]> {
  const id = attemptIdOf(testSession);
  const { db, name } = openDatabase(env);
  try {
    const attempts = new AttemptRepository(db);
    const logs = new AttemptLogRepository(db);
    const attempt = await attempts.get(id);
    if (!attempt) throw new ReplayError(`no attempt ${id}`);
    const log = await logs.logOf(id);
    if (!log) throw new ReplayError(`attempt ${id} has no stored log (status ${await logs.status(id) ?? 'none'})`);
    const { lines, timeline } = replayLines(`attempt ${id}`, log.logId, log.events);
    const rows = await attempts.questions(id);
    const ids = rows.map((r) => r.questionId);
    const found = await new QuestionBankRepository(db).questions(ids);
    const bank = new Map(ids.flatMap((qid, i) => { const q = found[i]; return q ? [[qid, q] as const] : []; }));
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
  } catch (e) {
    if (e instanceof ReplayError || !OLDER_SCHEMA.test((e as Error).message)) throw e;
    throw new ReplayError(`${name}: not a database of this server's schema (${(e as Error).message})`);
  } finally {
    await db.close();
  }
}
