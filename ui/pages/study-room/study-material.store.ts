// View state of /study-room/study-material: the topic tree (TopicTreeState), the chosen topic's content with the type
// filter, and opening an item (spec 001 §4 "Content opening"): the use case applies the rule; a refusal opens the
// shell's Validity Expired or Limit Exceeded modal and shows nothing, any other failure a danger toast; an opened item
// goes to the full-screen viewer. A failed content call is the long 'No content are available right now...' state.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import { STUDY_ROOM_MESSAGES as M, STUDY_ROOM_TOAST_MS } from '../../../application/study-room/study-room-messages';
import type { CourseRef, StudyRoomUseCases } from '../../../application/study-room/study-room-use-cases';
import type { AccessState } from '../../../domain/account/access-state';
import type { Topic } from '../../../domain/exam-room/topic';
import {
  CONTENT_FILTERS, filterContent, type ContentFilter, type ContentItem, type ContentLimit, type OpenedContent,
} from '../../../domain/study-room/content';
import { TopicTreeState } from '../../components/topic-tree';
import type { ToastStore } from '../../stores/toast.store';
import type { UiStore } from '../../stores/ui.store';

export type ContentState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  /** the content call failed */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly items: readonly ContentItem[]; readonly limit: ContentLimit };

export interface StudyMaterialDeps {
  studyRoom: Pick<StudyRoomUseCases, 'content' | 'openContent'>;
  examRoom: Pick<ExamRoomUseCases, 'topicTree'>;
  ui: Pick<UiStore, 'showModal'>;
  toasts: Pick<ToastStore, 'show'>;
}

export class StudyMaterialStore {
  readonly tree = new TopicTreeState();
  content: ContentState = { status: 'idle' };
  filter: ContentFilter = 'All';
  /** the item being opened (its button is busy) */
  opening: ContentItem | null = null;
  /** the item shown in the viewer */
  opened: OpenedContent | null = null;
  private requested = 0;
  private disposed = false;

  constructor(private readonly deps: StudyMaterialDeps, readonly course: CourseRef) {
    makeAutoObservable<StudyMaterialStore, 'deps' | 'requested' | 'disposed'>(this, {
      deps: false, course: false, tree: false, requested: false, disposed: false,
    });
  }

  /** The chosen topic. */
  get topic(): Topic | null {
    return this.tree.selected;
  }

  get items(): readonly ContentItem[] {
    return this.content.status === 'ready' ? this.content.items : [];
  }

  /** The items the filter leaves, in list order. */
  get visibleItems(): ContentItem[] {
    return filterContent(this.items, this.filter);
  }

  /** How many items each filter leaves. */
  get counts(): Record<ContentFilter, number> {
    const counts = Object.fromEntries(CONTENT_FILTERS.map((f) => [f, 0])) as Record<ContentFilter, number>;
    for (const item of this.items) counts[item.contentType] += 1;
    counts.All = this.items.length;
    return counts;
  }

  /** Loads the topic tree (again after a dispose: React's strict mode mounts twice). */
  start(): Promise<void> {
    this.disposed = false;
    return this.tree.load(() => this.deps.examRoom.topicTree(this.course.templateId));
  }

  /** Shows the topic's content (a later choice wins over an answer still in flight). The filter stays. */
  async chooseTopic(topic: Topic): Promise<void> {
    const ticket = ++this.requested;
    this.tree.select(topic);
    this.content = { status: 'loading' };
    const result = await this.deps.studyRoom.content(this.course, topic.topicId);
    if (ticket !== this.requested || this.disposed) return;
    runInAction(() => {
      this.content = result.ok ? { status: 'ready', items: result.value.items, limit: result.value.limit } : { status: 'failed' };
    });
  }

  setFilter(filter: ContentFilter): void {
    this.filter = filter;
  }

  /**
   * Opens an item by the content-opening rule (one at a time): the viewer on success; the Validity Expired or Limit
   * Exceeded modal on those refusals (nothing is shown); a danger toast on any other failure.
   */
  async open(item: ContentItem, accessState: AccessState | null): Promise<void> {
    if (this.opening || this.content.status !== 'ready') return;
    const { limit } = this.content;
    this.opening = item;
    const result = await this.deps.studyRoom.openContent({ ...this.course, accessState }, item, limit);
    runInAction(() => {
      this.opening = null;
      if (this.disposed) return;
      if (result.ok) {
        this.opened = result.value;
        return;
      }
      const { error } = result;
      if (error.kind === 'validity-expired') this.deps.ui.showModal('validity-expired');
      else if (error.kind === 'limit-exceeded') this.deps.ui.showModal('limit-exceeded');
      else this.deps.toasts.show({ message: M.openFailed, variant: 'danger', durationMs: STUDY_ROOM_TOAST_MS.standard });
    });
  }

  closeViewer(): void {
    this.opened = null;
  }

  /** The page is gone: answers still in flight change nothing and open nothing. */
  dispose(): void {
    this.disposed = true;
    this.requested += 1;
  }
}
