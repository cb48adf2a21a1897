// StudyRoomUseCases over the StudyRoomGateway and the ContentCounterStore: a call without the ids it needs is not
// made (unavailable), a failure is logged once, here, and handed on. The content-opening rule is the domain's
// (decideOpening): the stored counters answer the two modals at once, without a call; the server applies the same
// rule again and its refusals become the same two outcomes. Plain class: the container builds it.
import type { AccessState } from '../../domain/account/access-state';
import type { RunningTest } from '../../domain/exam-room/running-test';
import {
  decideOpening, emptyCounters, withCounted, type ContentCounters, type ContentItem, type ContentLimit, type OpenedContent,
  type TopicContent,
} from '../../domain/study-room/content';
import type { TestOption } from '../../domain/study-room/self-test';
import type { TopicProgress } from '../../domain/study-room/topic-progress';
import { hasId } from '../../domain/shared/ids';
import { err, UNAVAILABLE, type Result } from '../../domain/shared/result';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import { OPEN_REFUSALS, type ContentCounterStore, type StudyRoomGateway } from './ports';
import type { CourseRef, OpenRefusal, StudyRoomUseCases } from './study-room-use-cases';

/** The longest search the server takes (docs/api.md GET /syllabus/v2): a longer one is cut to it. */
export const MAX_CONTENT_SEARCH = 300;

const notMade = <T>(): Promise<Result<T>> => Promise.resolve(err(UNAVAILABLE));

const isCourse = (course: CourseRef): boolean => hasId(course.courseId) && hasId(course.templateId);
const isTestMode = (mode: string): mode is 'beginner' | 'advance' => mode === 'beginner' || mode === 'advance';

/** The server's refusal of an open, as the modal it stands for; any other failure as it is. */
const openRefusalOf = (failure: OpenRefusal): OpenRefusal => {
  if (failure.kind !== 'refused') return failure;
  if (failure.code === OPEN_REFUSALS.validityExpired) return { kind: 'validity-expired' };
  if (failure.code === OPEN_REFUSALS.limitExceeded) return { kind: 'limit-exceeded' };
  return failure;
};

export class StudyRoomService implements StudyRoomUseCases {
  constructor(
    private readonly gateway: StudyRoomGateway,
    private readonly counters: ContentCounterStore,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  /** The search is trimmed (blank: none) and cut to MAX_CONTENT_SEARCH characters. Listed items the server counted
   *  are counted in the stored counters too (only those, with their listed types). */
  async content(course: CourseRef, topicId: number, searchQuery?: string): Promise<Result<TopicContent>> {
    if (!isCourse(course) || !hasId(topicId)) return notMade();
    const search = searchQuery?.trim().slice(0, MAX_CONTENT_SEARCH) || undefined;
    const r = await logFailure(this.log, 'Loading the study material failed', search === undefined
      ? this.gateway.content(course.templateId, topicId)
      : this.gateway.content(course.templateId, topicId, search));
    if (r.ok && r.value.counted.length > 0) {
      const counted = new Set(r.value.counted);
      this.count(course.courseId, r.value.items.filter((i) => counted.has(i.id)));
    }
    return r;
  }

  /** A refusal the rule or the server gives (the two modals) is an expected outcome, not logged; any other failed
   *  call is. Once opened, the item is counted in the counters stored at that moment. */
  async openContent(
    course: CourseRef & { accessState: AccessState | null },
    item: ContentItem,
    limit: ContentLimit,
  ): Promise<Result<OpenedContent, OpenRefusal>> {
    if (!isCourse(course) || !hasId(item.id)) return notMade();
    const decision = decideOpening({ accessState: course.accessState, item, limit, counters: this.stored(course.courseId) });
    if (decision.kind !== 'open') return err({ kind: decision.kind });
    const r = await this.gateway.openContent(course.templateId, item.id);
    if (!r.ok) {
      const refusal = openRefusalOf(r.error);
      if (refusal.kind !== 'validity-expired' && refusal.kind !== 'limit-exceeded') this.log('Opening the study material failed', r.error);
      return err(refusal);
    }
    this.count(course.courseId, [item]);
    return r;
  }

  selfTestOptions(templateId: number): Promise<Result<TestOption[]>> {
    if (!hasId(templateId)) return notMade();
    return logFailure(this.log, 'Loading the self-test options failed', this.gateway.selfTestOptions(templateId));
  }

  topicProgress(templateId: number, testMode: 'beginner' | 'advance'): Promise<Result<TopicProgress[]>> {
    if (!hasId(templateId) || !isTestMode(testMode)) return notMade();
    return logFailure(this.log, 'Loading the topic progress failed', this.gateway.topicProgress(templateId, testMode));
  }

  runningAdaptive(templateId: number, topicId: number): Promise<Result<RunningTest | null>> {
    if (!hasId(templateId) || !hasId(topicId)) return notMade();
    return logFailure(this.log, 'Checking for a running adaptive session failed', this.gateway.runningAdaptive(templateId, topicId));
  }

  startAdaptive(course: CourseRef, topicId: number): Promise<Result<string>> {
    if (!isCourse(course) || !hasId(topicId)) return notMade();
    return logFailure(this.log, 'Starting an adaptive session failed', this.gateway.createAdaptive(course.templateId, course.courseId, topicId));
  }

  private stored(courseId: number): ContentCounters {
    return this.counters.read(courseId) ?? emptyCounters(courseId);
  }

  /** Counts the items in the course's stored counters; writes only when that changes them. */
  private count(courseId: number, items: readonly Pick<ContentItem, 'id' | 'contentType'>[]): void {
    const before = this.stored(courseId);
    const after = withCounted(before, items);
    if (after !== before) this.counters.write(courseId, after);
  }
}
