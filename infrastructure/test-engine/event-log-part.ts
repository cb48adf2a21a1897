// The event log as the multipart part of /testsubmit (docs/attempt-timeline.md): the EventLogFile's JSON, gzip-
// compressed with the platform's CompressionStream (no library: every supported browser and Node 18+ have it). A log
// over EVENT_LOG_MAX_BYTES compressed, or one the device cannot compress, is left out and the reason sent instead,
// so the submit itself never depends on the log.
import { EVENT_LOG_MAX_BYTES, type EventLogAbsence } from '../../domain/test-engine/event-log-limits';
import type { EventLogFile } from '../../application/test-engine/ports';

export type EventLogPart = { blob: Blob; status?: undefined } | { blob?: undefined; status: EventLogAbsence };

/** gzip of the text; null where CompressionStream is missing or fails. */
export async function gzipText(text: string): Promise<Uint8Array | null> {
  if (typeof CompressionStream !== 'function') return null;
  try {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (e) {
    console.error('Event log not compressed:', e instanceof Error ? e.message : e);
    return null;
  }
}

/** The part to send for `log`: the gzip blob, or why there is none (too_large, unavailable). */
export async function eventLogPart(log: EventLogFile, maxBytes = EVENT_LOG_MAX_BYTES): Promise<EventLogPart> {
  let text: string;
  try {
    text = JSON.stringify(log);
  } catch (e) {
    console.error('Event log not serialised:', e instanceof Error ? e.message : e);
    return { status: 'unavailable' };
  }
  const gz = await gzipText(text);
  if (!gz) return { status: 'unavailable' };
  if (gz.byteLength > maxBytes) {
    console.error(`Event log ${log.logId}: ${gz.byteLength} bytes compressed, over ${maxBytes}: submitted without it`);
    return { status: 'too_large' };
  }
  return { blob: new Blob([gz as BlobPart], { type: 'application/gzip' }) };
}
