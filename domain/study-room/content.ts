// Study material: the content items of a topic, the per-type limits of a course's pack, the client's counters of
// opened items, and the content-opening rule (spec 001 §4 "Content opening", §6, §9). Pure: the access state is
// passed in.
import type { AccessState } from '../account/access-state';

export const CONTENT_TYPES = ['Text', 'PPT', 'PDF', 'Video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The type filter of the content list: All, Text, PPT, PDF, Video. */
export const CONTENT_FILTERS = ['All', ...CONTENT_TYPES] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number];

/** An item of a topic's content list (GET /syllabus/v2). */
export interface ContentItem {
  id: number;
  contentTitle: string;
  contentType: ContentType;
  language: string;
  /** the topic the item belongs to (the list holds the chosen topic's items and those of every topic under it) */
  topicId: number;
  topicName: string;
}

/** The most items of each type the student may open in the course; null: no limit. */
export interface ContentLimit {
  pdfMax: number | null;
  pptMax: number | null;
  videoMax: number | null;
  textMax: number | null;
}

export const NO_CONTENT_LIMIT: ContentLimit = { pdfMax: null, pptMax: null, videoMax: null, textMax: null };

/** A topic's content: its items, the course's limits, and the ids the server already counted for this student. */
export interface TopicContent {
  items: ContentItem[];
  limit: ContentLimit;
  counted: number[];
}

/** A heading of a Text item, as the server lists it (tag h1..h6). */
export interface ContentLink {
  tag: string;
  id: string;
  title: string;
}

/** An opened item (GET /smartlearning-details): Text with its HTML, the rest with a short-lived URL of the file. */
export interface OpenedContent extends ContentItem {
  /** Text: the HTML (rendered only through the sanitiser); '' for the other types */
  description: string;
  links: ContentLink[];
  /** PDF, PPT (a PDF of the slides) and Video: the file's signed URL; '' for Text */
  contentUrl: string;
  /** Video: captions (WebVTT) and poster; '' otherwise */
  captionsUrl: string;
  posterUrl: string;
}

/** The client's counter of one type in one course: the distinct items opened (counter = contentIds.length). */
export interface ContentCounter {
  counter: number;
  courseId: number;
  contentIds: number[];
}

export type ContentCounters = Record<ContentType, ContentCounter>;

/** The outcome of the content-opening rule. */
export type OpeningDecision =
  /** open it; `counters` include the item (unchanged when it was counted before) */
  | { kind: 'open'; counters: ContentCounters }
  /** renew and not a video: the Validity Expired modal, nothing shown */
  | { kind: 'validity-expired' }
  /** the type's limit is reached and the item was not counted before: the Limit Exceeded modal */
  | { kind: 'limit-exceeded' };

/** The limit of a type: pdfMax for PDF, pptMax for PPT, videoMax for Video, textMax for Text. */
export function limitOf(limit: ContentLimit, type: ContentType): number | null {
  switch (type) {
    case 'PDF': return limit.pdfMax;
    case 'PPT': return limit.pptMax;
    case 'Video': return limit.videoMax;
    case 'Text': return limit.textMax;
    default: {
      const never: never = type;
      return never;
    }
  }
}

const emptyCounter = (courseId: number): ContentCounter => ({ counter: 0, courseId, contentIds: [] });

/** No item counted yet in the course. */
export function emptyCounters(courseId: number): ContentCounters {
  return { Text: emptyCounter(courseId), PPT: emptyCounter(courseId), PDF: emptyCounter(courseId), Video: emptyCounter(courseId) };
}

/** The ids a counter holds, each once (a stored counter may repeat one; the counter is their number). */
const distinctIds = (counter: ContentCounter): number[] => [...new Set(counter.contentIds)];

/** The counters with these items counted too (each distinct id once per type; the server's `counted` ids are merged
 *  with the types of the listed items they name). Every counter keeps its courseId and has `counter` equal to the
 *  number of its distinct ids. No limit applies here: what the server counted stays counted. Never mutates its
 *  input; answers the same object when nothing changes (every item counted already). */
export function withCounted(counters: ContentCounters, items: readonly Pick<ContentItem, 'id' | 'contentType'>[]): ContentCounters {
  let next: ContentCounters | null = null;
  for (const type of CONTENT_TYPES) {
    const added = items.filter((i) => i.contentType === type).map((i) => i.id);
    const current = counters[type];
    const ids = [...new Set([...current.contentIds, ...added])];
    const same = ids.length === current.contentIds.length && current.counter === ids.length
      && ids.every((id, i) => id === current.contentIds[i]);
    if (!same) {
      next ??= { ...counters };
      next[type] = { counter: ids.length, courseId: current.courseId, contentIds: ids };
    }
  }
  return next ?? counters;
}

/**
 * Spec 001 §4: renew and not Video -> validity-expired; else an item already counted opens (the counters as they
 * are); else under its type's limit (or no limit: null) it opens and is counted; else limit-exceeded. The number of
 * a type's items opened is the number of distinct ids of its counter. Applied by the app over its stored counters
 * and by the server over the items it recorded.
 */
export function decideOpening(input: {
  accessState: AccessState | null;
  item: Pick<ContentItem, 'id' | 'contentType'>;
  limit: ContentLimit;
  counters: ContentCounters;
}): OpeningDecision {
  const { accessState, item, limit, counters } = input;
  if (accessState === 'renew' && item.contentType !== 'Video') return { kind: 'validity-expired' };
  const counter = counters[item.contentType];
  if (counter.contentIds.includes(item.id)) return { kind: 'open', counters };
  const max = limitOf(limit, item.contentType);
  if (max === null || distinctIds(counter).length < max) return { kind: 'open', counters: withCounted(counters, [item]) };
  return { kind: 'limit-exceeded' };
}

/** The items of the filter (All: every item), in list order. */
export function filterContent(items: readonly ContentItem[], filter: ContentFilter): ContentItem[] {
  return filter === 'All' ? [...items] : items.filter((i) => i.contentType === filter);
}
