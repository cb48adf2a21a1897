// The server's half of the content-opening rule (spec 001 §4 "Content opening", docs/api.md "Study room"): the rule
// itself is decideOpening (domain/study-room/content.ts), applied here to what the server knows, never to what the
// client says: the course's access state on the server's date, the course's limits for the pack the student holds, and
// the items the student opened in the course (content_opens). An item that opens is recorded once.
import { courseAccessState } from '../../domain/account/access-state';
import { decideOpening, emptyCounters, withCounted, type OpeningDecision } from '../../domain/study-room/content';
import type { AppDeps } from '../app-deps';
import { localDay } from '../http/zoned-days';
import type { WireCourse } from '../http/wire-types';
import type { StudyItem } from '../repositories/study-content-repository';

/** Decides whether the student may open the item in the course and, when so, records the open (in one write
 *  transaction, so two parallel opens cannot both take the last place under a limit). */
export async function openItem(
  { db, studyContents, timeZone, now }: Pick<AppDeps, 'db' | 'studyContents' | 'timeZone' | 'now'>,
  studentId: number, course: WireCourse, item: Pick<StudyItem, 'id' | 'contentType'>,
): Promise<OpeningDecision> {
  const at = now();
  const accessState = courseAccessState(course, localDay(at, timeZone));
  const limit = await studyContents.limitOf(course.courseId, course.packTypeTitle);
  return db.transaction(async () => {
    // PostgreSQL takes no write lock at BEGIN (SQLite's BEGIN IMMEDIATE does): two opens of the student would both
    // read the same counts and both take the last place
    await studyContents.lockOpensOf(studentId);
    const opened = (await studyContents.openedIn(studentId, course.courseId)).map((o) => ({ id: o.contentId, contentType: o.contentType }));
    const decision = decideOpening({ accessState, item, limit, counters: withCounted(emptyCounters(course.courseId), opened) });
    if (decision.kind === 'open') await studyContents.recordOpen(studentId, course.courseId, item, at);
    return decision;
  });
}
