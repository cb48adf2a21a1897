// `npm run replay -- <log.json>`: replays a test-session event log (docs/event-log.md).
// Reads an EventLogFile ({ schemaVersion, logId, events }, what TestSession.exportLog() gives) or a bare array
// of stored events, upcasts every event to the current version, folds it with the engine's evolve, and prints
// one line per event (time offset, seq, event type, question, status change from -> to, remaining time, detail)
// and a summary: counts per status, time per question, and the score where the answer key is in the log.
// `npm run replay -- --attempt <testSession>`: the same for the log a submitted attempt keeps in the database (the
// server's: DATABASE_URL, else DB_FILE, else data/app.db opened read-only), then the fold against the stored attempt
// (scripts/replay-attempt.ts).
// A missing or invalid file, attempt or log gives a one-line error on stderr and exit code 1 (never a stack trace).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { SCHEMA_VERSION } from '../domain/test-engine/events';
import type { RawStoredEvent } from '../domain/test-engine/upcasters';
import { checkLogFile } from '../infrastructure/test-engine/file-event-log-storage';
import { ReplayError, replayLines } from './replay-print';

const USAGE = 'usage: npm run replay -- <log.json>   (an EventLogFile { schemaVersion, logId, events } or an array of stored events)'
  + ' | npm run replay -- --attempt <testSession>   (the log kept with a submitted attempt; DB_FILE, default data/app.db)';

async function readLog(path: string): Promise<{ logId: string; events: RawStoredEvent[] }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReplayError(code === 'ENOENT' ? `${path}: file not found` : `${path}: cannot read (${code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ReplayError(`${path}: not valid JSON (${(e as Error).message})`);
  }
  const file = Array.isArray(json) ? { schemaVersion: SCHEMA_VERSION, logId: basename(path, '.json'), events: json } : json;
  let checked;
  try {
    checked = checkLogFile(file, path);
  } catch (e) {
    throw new ReplayError((e as Error).message);
  }
  if (checked.schemaVersion > SCHEMA_VERSION) {
    throw new ReplayError(`${path}: log format version ${checked.schemaVersion} is newer than this replay tool (${SCHEMA_VERSION})`);
  }
  if (checked.events.length === 0) throw new ReplayError(`${path}: the log has no events`);
  return { logId: checked.logId, events: checked.events as RawStoredEvent[] };
}

async function main(args: string[]): Promise<void> {
  const rest = args.filter((a) => a !== '--');
  const flag = rest.indexOf('--attempt');
  if (flag >= 0) {
    const testSession = rest[flag + 1];
    if (!testSession) throw new ReplayError(USAGE);
    // the database part (better-sqlite3, node-postgres) is loaded only for it
    const { replayAttempt } = await import('./replay-attempt');
    process.stdout.write(`${(await replayAttempt(testSession)).join('\n')}\n`);
    return;
  }
  const path = rest[0];
  if (!path) throw new ReplayError(USAGE);
  const { logId, events } = await readLog(path);
  process.stdout.write(`${replayLines(path, logId, events).lines.join('\n')}\n`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  const message = e instanceof ReplayError ? e.message : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
  process.stderr.write(`replay: ${message}\n`);
  process.exitCode = 1;
});
