// Node only (replay CLI, support exports): event logs as EventLogFile JSON files.
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { EventLogFile, EventLogStorage, StoredEvent } from '../../application/test-engine/ports';
import { checkAppend, checkLogId } from './check-append';
import { describeIssues } from './describe-issues';

/** A log file that cannot be read or does not have the EventLogFile shape; the message names the file and the problem. */
export class LogFileError extends Error {
  override readonly name = 'LogFileError';

  constructor(message: string, readonly reason: 'not_found' | 'unreadable' | 'malformed' | 'mismatch') {
    super(message);
  }
}

const logFileSchema = z.object({
  schemaVersion: z.number().check(z.int(), z.gte(1)),
  logId: z.string().check(z.minLength(1)),
  events: z.array(z.object({
    seq: z.number().check(z.int(), z.gte(1)),
    at: z.number(),
    event: z.looseObject({ type: z.string().check(z.minLength(1)) }),
  })),
});

/** Parses and checks an EventLogFile: JSON, shape, and seq 1, 2, 3... with no gap or duplicate. `source` names it in errors. */
export function parseLogFile(text: string, source: string): EventLogFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new LogFileError(`${source}: not valid JSON (${(e as Error).message})`, 'malformed');
  }
  return checkLogFile(json, source);
}

/** Checks parsed JSON as an EventLogFile (see parseLogFile). */
export function checkLogFile(json: unknown, source: string): EventLogFile {
  const parsed = z.safeParse(logFileSchema, json);
  if (!parsed.success) {
    throw new LogFileError(`${source}: not an event log file: ${describeIssues(parsed.error.issues)}`, 'malformed');
  }
  parsed.data.events.forEach((e, i) => {
    if (e.seq !== i + 1) {
      const problem = e.seq > i + 1 ? 'a gap' : 'a duplicate or out of order';
      throw new LogFileError(`${source}: events[${i}].seq is ${e.seq}, expected ${i + 1} (${problem}; seq must run 1, 2, 3...)`, 'malformed');
    }
  });
  return parsed.data as EventLogFile;
}

export async function readLogFile(path: string): Promise<EventLogFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new LogFileError(`${path}: file not found`, 'not_found');
    throw new LogFileError(`${path}: cannot read (${code ?? (e as Error).message})`, 'unreadable');
  }
  return parseLogFile(text, path);
}

/** Writes the file durably: a synced temporary file renamed over the target, so a crash never leaves half a log. */
export async function writeLogFile(path: string, file: EventLogFile): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const handle = await open(tmp, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(file, null, 2)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** One EventLogFile per log in `dir` (named after the encoded logId), written with `schemaVersion`. */
export class FileEventLogStorage implements EventLogStorage {
  /** appends and removals run one at a time, so read-modify-write cannot interleave */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string, private readonly schemaVersion: number) {}

  append(logId: string, events: StoredEvent[]): Promise<void> {
    return this.serial(async () => {
      checkLogId(logId);
      const file = await this.load(logId);
      if (file && file.schemaVersion !== this.schemaVersion) {
        throw new LogFileError(`${this.pathOf(logId)}: schema version ${file.schemaVersion}, this store writes ${this.schemaVersion}; upcast the log first`, 'mismatch');
      }
      const existing = file?.events ?? [];
      const checked = checkAppend(logId, existing.at(-1)?.seq ?? 0, events);
      if (checked.length === 0) return;
      await mkdir(this.dir, { recursive: true });
      await writeLogFile(this.pathOf(logId), { schemaVersion: this.schemaVersion, logId, events: [...existing, ...checked] });
    });
  }

  async read(logId: string): Promise<StoredEvent[]> {
    checkLogId(logId);
    return (await this.load(logId))?.events ?? [];
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    });
    return names.filter((n) => n.endsWith('.json')).map((n) => decodeURIComponent(n.slice(0, -'.json'.length))).sort();
  }

  remove(logId: string): Promise<void> {
    return this.serial(async () => {
      checkLogId(logId);
      await rm(this.pathOf(logId), { force: true });
    });
  }

  private pathOf(logId: string): string {
    return join(this.dir, `${encodeURIComponent(logId)}.json`);
  }

  private async load(logId: string): Promise<EventLogFile | null> {
    const path = this.pathOf(logId);
    try {
      const file = await readLogFile(path);
      if (file.logId !== logId) throw new LogFileError(`${path}: holds log "${file.logId}", expected "${logId}"`, 'mismatch');
      return file;
    } catch (e) {
      if (e instanceof LogFileError && e.reason === 'not_found') return null;
      throw e;
    }
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
