// The Support action: the session's event log as a JSON file the student can send to support, which
// `npm run replay -- <file>` reads (EventLogFile: schemaVersion, logId, events).
import type { EventLogFile } from '../../application/test-engine/ports';

/** A safe file name for a log: test-session-{logId}.json (characters outside [A-Za-z0-9_-] become '-'). */
export const logFileName = (logId: string): string => `test-session-${logId.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80) || 'log'}.json`;

export function downloadLog(log: EventLogFile): void {
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = logFileName(log.logId);
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
