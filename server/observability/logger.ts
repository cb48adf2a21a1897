// The server's log: one JSON object a line (docs/reliability.md "Operating an instance").
//
//   {"time":"2026-01-15T09:01:00.000Z","level":"info","msg":"request","requestId":"…","method":"GET","path":"/api/…","status":200,"durationMs":1.42}
//
// Every line has time (ISO 8601, UTC), level and msg; the rest are the fields the caller gave (undefined ones are
// left out). The plain `log: (line: string) => void` the route modules receive (AppDeps.log: OTP lines in demo mode,
// payment lines, ...) is `Logger.line`: its text becomes the msg of an info line. Where the lines go is a
// `(line: string) => void` sink: standard output in server/main.ts (stdoutLines), the test's own array in the tests.

export type LogLevel = 'info' | 'warn' | 'error';

/** Extra fields of a line (requestId, method, path, status, durationMs, studentId, error, ...). */
export type LogFields = Readonly<Record<string, unknown>>;

/** A parsed line. */
export interface LogRecord {
  time: string;
  level: LogLevel;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

export interface Logger {
  log(level: LogLevel, msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A plain message as an info line: what AppDeps.log and the other `(line: string) => void` users get. */
  readonly line: (msg: string) => void;
}

/** The JSON line of a record: time, level and msg first (fields never override them), then the fields. */
export function formatLine(time: number, level: LogLevel, msg: string, fields?: LogFields): string {
  const record: Record<string, unknown> = { time: new Date(time).toISOString(), level, msg };
  for (const key in fields) if (!(key in record)) record[key] = fields[key];
  try {
    // without a replacer first: a replacer function takes V8 off its fast JSON path (a request line 2.1 -> 1.5 us in a loop)
    return JSON.stringify(record);
  } catch {
    // a bigint field (the only value JSON.stringify refuses besides a cycle): as its digits
    return JSON.stringify(record, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
  }
}

/**
 * A logger writing JSON lines to `write`. `now` is the wall clock of the lines (Date.now; not the app's test or
 * chaos clock: an operator compares these times with other machines' logs).
 */
export function jsonLogger(write: (line: string) => void, now: () => number = Date.now): Logger {
  const log = (level: LogLevel, msg: string, fields?: LogFields) => {
    let text: string;
    try {
      text = formatLine(now(), level, msg, fields);
    } catch {
      // a field that cannot be written (a cycle): keep the message
      text = formatLine(now(), level, msg);
    }
    write(text);
  };
  return {
    log,
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    line: (msg) => log('info', msg),
  };
}

/** An error as log text: its stack when it has one. */
export const errorText = (err: unknown): string =>
  (typeof err === 'object' && err !== null && 'stack' in err && err.stack ? String(err.stack) : String(err));

/** Parses a line written by jsonLogger (tests, scripts reading a server's output); null for anything else. */
export function parseLine(line: string): LogRecord | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && typeof (value as LogRecord).msg === 'string' ? value as LogRecord : null;
  } catch {
    return null;
  }
}

export interface LineWriter {
  /** queues one line; written with the others of the same event-loop turn */
  readonly write: (line: string) => void;
  /** writes whatever is queued now (before process.exit) */
  flush(): void;
}

/**
 * Lines to a stream (default standard output), one write per event-loop turn instead of one per line: under load
 * the request lines of a turn go out in one system call (stdout to a pipe or file is synchronous on Linux).
 * Queued lines are written before the process exits.
 */
export function streamLines(out: { write(chunk: string): unknown }): LineWriter {
  let queued: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (queued.length === 0) return;
    const text = `${queued.join('\n')}\n`;
    queued = [];
    out.write(text);
  };
  process.on('exit', flush);
  return {
    write: (line) => {
      queued.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let stdout: LineWriter | undefined;
/** The process's one writer to standard output (streamLines), made on first use. */
export const stdoutLines = (): LineWriter => (stdout ??= streamLines(process.stdout));
