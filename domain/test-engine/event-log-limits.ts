// The bounds of an event log sent with a submit (docs/attempt-timeline.md "Wire: the log with the submit"), shared
// by the app (which leaves out a log over the bound and says so) and the server (which refuses one).

/** The most a log may weigh gzip-compressed: a 3-hour, 300-question session is about 1.1 MB raw, ~0.1 MB gzip. */
export const EVENT_LOG_MAX_BYTES = 1024 * 1024;
/** The most a log may weigh once decompressed (the server never inflates past it). */
export const EVENT_LOG_MAX_RAW_BYTES = 16 * 1024 * 1024;
/** The most events a log may hold. */
export const EVENT_LOG_MAX_EVENTS = 50_000;
/** responseTxt of the 422 that refuses a log the server cannot trust. */
export const EVENT_LOG_REJECTED = 'event_log_rejected';

/** Why a submit carries no log (the multipart part eventLogStatus). */
export const EVENT_LOG_ABSENCES = ['refused', 'too_large', 'unavailable'] as const;
export type EventLogAbsence = (typeof EVENT_LOG_ABSENCES)[number];
