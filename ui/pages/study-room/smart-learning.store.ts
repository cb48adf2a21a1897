// View state of /study-room/smart-learning (Gap Fixer / Smart Learning): the topic tree with a progress ring per
// topic for the chosen mode, the chosen topic's panel (mode, exam type), and the start flow: the start-test modal
// (summary, then options or instructions), the check for a saved self test of the topic, and the unfinished-session
// warning. A failed ring list shows every ring empty, failed options are the default option, a failed check starts
// the test (spec 001 §8: these failures are only logged).
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { StudyRoomUseCases } from '../../../application/study-room/study-room-use-cases';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import type { Topic } from '../../../domain/exam-room/topic';
import { valueOr } from '../../../domain/shared/result';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import {
  acceptOptionInput, assessmentModeOf, DEFAULT_TEST_OPTION, OPTION_FIELDS, optionFromForm, optionsFormOf, resumeSelfTestPath,
  selfTestPath, validateOptions, type OptionErrors, type OptionField, type OptionsForm, type SelfTestStart, type SessionMode,
  type TestOption,
} from '../../../domain/study-room/self-test';
import { progressFor, type TopicProgress } from '../../../domain/study-room/topic-progress';
import { TopicTreeState } from '../../components/topic-tree';

export interface SmartLearningCourse {
  courseId: number;
  templateId: number;
}

/** The start-test modal's step: the summary, then the options (competitive) or the instructions (learning). */
export type StartStep = 'summary' | 'setup';
export type SetupTab = 'options' | 'instructions';

/** What Start Session led to. */
export type StartOutcome =
  | { kind: 'start'; path: string }
  | { kind: 'unfinished' }
  | { kind: 'invalid'; field: OptionField };

const emptyForm = (): OptionsForm => ({ totalQuestions: '', duration: '', marksCorrectAns: '', marksIncorrectAns: '', marksNotAnswer: '' });

export class SmartLearningStore {
  readonly tree = new TopicTreeState();
  mode: SessionMode = 'learning';
  /** the rings of `progressMode` (null until its list has come) */
  progress: TopicProgress[] | null = null;
  progressMode: SessionMode | null = null;
  options: TestOption[] = [DEFAULT_TEST_OPTION];
  optionIndex = 0;

  /** the start-test modal's step; null when it is closed */
  step: StartStep | null = null;
  /** the option the open modal starts from (taken when it opened) */
  chosen: TestOption = DEFAULT_TEST_OPTION;
  setupTab: SetupTab = 'options';
  /** the competitive options as typed (filled from the option when the modal opens) */
  form: OptionsForm = emptyForm();
  /** fields whose errors are shown (left once, or every field after a refused start) */
  shownErrors = new Set<OptionField>();
  /** the saved-session check is in flight */
  checking = false;
  /** a saved self test of the topic: the unfinished-session warning, with the start it interrupted */
  unfinished: { running: RunningTest; start: SelfTestStart } | null = null;

  private progressTicket = 0;

  constructor(
    private readonly studyRoom: StudyRoomUseCases,
    private readonly examRoom: ExamRoomUseCases,
    readonly course: SmartLearningCourse | null,
  ) {
    makeAutoObservable<SmartLearningStore, 'studyRoom' | 'examRoom' | 'progressTicket'>(this, {
      studyRoom: false, examRoom: false, course: false, tree: false, progressTicket: false,
    });
  }

  private get templateId(): number {
    return this.course?.templateId ?? 0;
  }

  /** The tree, the options and the rings of the current mode. */
  async load(): Promise<void> {
    await Promise.all([this.tree.load(() => this.examRoom.topicTree(this.templateId)), this.loadOptions(), this.loadProgress()]);
  }

  private async loadOptions(): Promise<void> {
    const list = valueOr(await this.studyRoom.selfTestOptions(this.templateId), []);
    runInAction(() => {
      this.options = list.length > 0 ? list : [DEFAULT_TEST_OPTION];
      this.optionIndex = 0;
    });
  }

  /** The rings of the current mode (again when the mode changes and when the page is shown again). */
  async loadProgress(): Promise<void> {
    const ticket = ++this.progressTicket;
    const mode = this.mode;
    const list = valueOr(await this.studyRoom.topicProgress(this.templateId, assessmentModeOf(mode)), []);
    if (ticket !== this.progressTicket) return;
    runInAction(() => {
      this.progress = list;
      this.progressMode = mode;
    });
  }

  /** A topic's ring in the current mode; null while that mode's list is loading. */
  progressOf(topic: Pick<Topic, 'topicId' | 'topicName'>): TopicProgress | null {
    if (this.progress === null || this.progressMode !== this.mode) return null;
    return progressFor(this.progress, topic);
  }

  get topic(): Topic | null {
    return this.tree.selected;
  }

  choose(topic: Topic): void {
    this.tree.select(topic);
  }

  setMode(mode: SessionMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    void this.loadProgress();
  }

  /** The Exam Type dropdown is offered only when the course has more than one option. */
  get offersExamType(): boolean {
    return this.options.length > 1;
  }

  get option(): TestOption {
    return this.options[this.optionIndex] ?? this.options[0] ?? DEFAULT_TEST_OPTION;
  }

  setOptionIndex(index: number): void {
    if (index >= 0 && index < this.options.length) this.optionIndex = index;
  }

  // --- the start-test modal ---

  /** Next: opens the summary with the option's values in the form. */
  openStart(): void {
    if (!this.topic) return;
    this.chosen = this.option;
    this.form = optionsFormOf(this.chosen);
    this.shownErrors = new Set();
    this.setupTab = 'options';
    this.step = 'summary';
  }

  continueStart(): void {
    this.step = 'setup';
  }

  backToSummary(): void {
    this.step = 'summary';
  }

  closeStart(): void {
    this.step = null;
    this.checking = false;
  }

  setSetupTab(tab: SetupTab): void {
    this.setupTab = tab;
  }

  /** A change of a field: kept when it is a number as the spec's input rule allows, else the old text stays. */
  setField(field: OptionField, text: string): void {
    this.form = { ...this.form, [field]: acceptOptionInput(this.form[field], text) };
  }


  get errors(): OptionErrors {
    return this.mode === 'competitive' ? validateOptions(this.form) : {};
  }

  errorOf(field: OptionField): string | null {
    return this.shownErrors.has(field) ? this.errors[field] ?? null : null;
  }

  /** The test as it would start now: a competitive session with the form's values. */
  private startOf(topic: Topic): SelfTestStart {
    const option = this.mode === 'competitive' ? optionFromForm(this.chosen, this.form) : this.chosen;
    return { templateId: this.templateId, courseId: this.course?.courseId ?? 0, topicId: topic.topicId, mode: this.mode, option };
  }

  /**
   * Start Session: refused (every error shown, the first invalid field named) while the options are invalid; else a
   * saved self test of the topic opens the warning; else (none, or the check failed) the test starts.
   */
  async startSession(): Promise<StartOutcome | null> {
    const topic = this.topic;
    if (!topic || this.checking) return null;
    const errors = this.errors;
    const invalid = OPTION_FIELDS.find((f) => errors[f] !== undefined);
    if (invalid) {
      this.shownErrors = new Set(OPTION_FIELDS);
      this.setupTab = 'options';
      return { kind: 'invalid', field: invalid };
    }
    const start = this.startOf(topic);
    this.checking = true;
    const running = valueOr(await this.examRoom.runningTest(this.templateId, { testType: TEST_TYPE.selfTest, testId: topic.topicId }), null);
    return runInAction((): StartOutcome | null => {
      if (!this.checking) return null; // closed meanwhile
      this.checking = false;
      this.step = null;
      if (running) {
        this.unfinished = { running, start };
        return { kind: 'unfinished' };
      }
      return { kind: 'start', path: selfTestPath(start) };
    });
  }

  // --- the unfinished-session warning ---

  get startNewPath(): string | null {
    return this.unfinished ? selfTestPath(this.unfinished.start) : null;
  }

  get resumePath(): string | null {
    return this.unfinished && this.course ? resumeSelfTestPath(this.unfinished.running, this.course) : null;
  }

  closeUnfinished(): void {
    this.unfinished = null;
  }
}
