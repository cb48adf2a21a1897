// The reply of GET /app/attempt-timeline (docs/attempt-timeline.md), validated with zod/mini. The events are read
// loosely here ({ seq, at, event: { type, v?, data } }) and then upcast to the current schema
// (domain/test-engine/upcasters.ts), which checks the rest: an unknown type or version makes the whole reply
// malformed (a fault), never a throw into the screen.
import * as z from 'zod/mini';
import type { AttemptTimelineData } from '../../application/reports/ports';
import { EVENT_LOG_STATUSES, type AnswerKeyEntry, type CohortStrategy } from '../../domain/reports/attempt-timeline-types';
import { upcastLog, type RawStoredEvent } from '../../domain/test-engine/upcasters';
import { replyOf, sessionId } from '../http/reply-schemas';

const num = z.number().check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const percentOrNull = z.nullable(num.check(z.gte(0), z.lte(100)));

const rawStoredEvent = z.object({
  seq: z.number().check(z.int(), z.gte(1)),
  at: num,
  event: z.object({
    type: z.string(),
    v: z.optional(z.number().check(z.int(), z.gte(0))),
    data: z.unknown(),
  }),
});

/** The raw events, upcast; any event that cannot be upcast fails the parse with the upcaster's reason. */
export const timelineEventsSchema = z.pipe(
  z.array(rawStoredEvent),
  z.transform((raw, ctx) => {
    try {
      return upcastLog(raw as RawStoredEvent[]);
    } catch (e) {
      ctx.issues.push({ code: 'custom', message: e instanceof Error ? e.message : 'event cannot be upcast', input: raw });
      return z.NEVER;
    }
  }),
);

export const answerKeyEntrySchema = z.object({
  questionId: z.number().check(z.int()),
  correctResponse: z.string(),
  result: z.enum(['Correct', 'Incorrect', 'NotAnswer']),
  marks: num,
}) satisfies z.ZodMiniType<AnswerKeyEntry, unknown>;

export const cohortStrategySchema = z.object({
  attempts: z.number().check(z.int(), z.gte(0)),
  firstLookPercent: percentOrNull,
  revisitPercent: percentOrNull,
  changeNetMarks: num,
  reviewResolvedPercent: percentOrNull,
  guessDelta: num,
}) satisfies z.ZodMiniType<CohortStrategy, unknown>;

export const attemptTimelineSchema = z.pipe(
  z.object({
    testSession: z.optional(sessionId),
    logStatus: z.enum(EVENT_LOG_STATUSES),
    events: timelineEventsSchema,
    key: z.array(answerKeyEntrySchema),
    cohort: z.nullable(cohortStrategySchema),
  }),
  z.transform(({ logStatus, events, key, cohort }): AttemptTimelineData => ({ logStatus, events, key, cohort })),
);

/** obj is null when the server has no timeline for the session. */
export const attemptTimelineReply = replyOf(z.nullable(attemptTimelineSchema));
