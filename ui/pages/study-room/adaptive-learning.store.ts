// View state of /study-room/adaptive-learning: the topic tree, the chosen topic, and the start flow: the Adaptive
// Learning modal (instructions, Start Now), the check for a running adaptive session of the topic (Start New /
// Resume) and the start of a new one. A failed check starts a new session; a failed start keeps the open modal as it
// is (the page shows the danger toast).
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { StudyRoomUseCases } from '../../../application/study-room/study-room-use-cases';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import type { Topic } from '../../../domain/exam-room/topic';
import { adaptiveSimulatorPath } from '../../../domain/shared/paths';
import { valueOr } from '../../../domain/shared/result';
import { TopicTreeState } from '../../components/topic-tree';

export interface AdaptiveCourse {
  courseId: number;
  templateId: number;
}

/** What Start Now or Start New led to: the simulator's path, the running-session modal, or a failed start. */
export type AdaptiveOutcome = { kind: 'go'; path: string } | { kind: 'running' } | { kind: 'failed' };

export class AdaptiveLearningStore {
  readonly tree = new TopicTreeState();
  /** the open modal: the instructions, or the running session's Start New / Resume */
  modal: 'instructions' | 'running' | null = null;
  running: RunningTest | null = null;
  /** the call in flight: the running check (Start Now) or the new session (Start New) */
  busy: 'check' | 'start' | null = null;

  constructor(
    private readonly studyRoom: StudyRoomUseCases,
    private readonly examRoom: ExamRoomUseCases,
    readonly course: AdaptiveCourse | null,
  ) {
    makeAutoObservable<AdaptiveLearningStore, 'studyRoom' | 'examRoom'>(this, { studyRoom: false, examRoom: false, course: false, tree: false });
  }

  async load(): Promise<void> {
    await this.tree.load(() => this.examRoom.topicTree(this.course?.templateId ?? 0));
  }

  get topic(): Topic | null {
    return this.tree.selected;
  }

  choose(topic: Topic): void {
    this.tree.select(topic);
  }

  /** Start Learning: the Adaptive Learning modal. */
  openInstructions(): void {
    if (this.topic) this.modal = 'instructions';
  }

  close(): void {
    this.modal = null;
    this.running = null;
    this.busy = null;
  }

  /** Start Now: a running session of the topic opens Start New / Resume; none (or a failed check) starts one. */
  async startNow(): Promise<AdaptiveOutcome | null> {
    const topic = this.topic;
    if (!topic || !this.course || this.busy) return null;
    this.busy = 'check';
    const running = valueOr(await this.studyRoom.runningAdaptive(this.course.templateId, topic.topicId), null);
    if (this.busy !== 'check') return null; // closed meanwhile
    if (running) {
      runInAction(() => {
        this.busy = null;
        this.running = running;
        this.modal = 'running';
      });
      return { kind: 'running' };
    }
    return this.begin(topic, 'check');
  }

  /** Start New: a new session of the topic (the server ends the running one). */
  async startNew(): Promise<AdaptiveOutcome | null> {
    const topic = this.topic;
    if (!topic || !this.course || this.busy) return null;
    return this.begin(topic, null);
  }

  /** Resume: the running session's simulator. */
  get resumePath(): string | null {
    return this.running ? adaptiveSimulatorPath(this.running.testSession) : null;
  }

  private async begin(topic: Topic, from: 'check' | null): Promise<AdaptiveOutcome | null> {
    if (this.busy !== from) return null;
    this.busy = 'start';
    const started = await this.studyRoom.startAdaptive({ courseId: this.course?.courseId ?? 0, templateId: this.course?.templateId ?? 0 }, topic.topicId);
    return runInAction((): AdaptiveOutcome | null => {
      if (this.busy !== 'start') return null; // closed meanwhile
      this.busy = null;
      if (!started.ok) return { kind: 'failed' };
      return { kind: 'go', path: adaptiveSimulatorPath(started.value) };
    });
  }
}
