// The help tools: ASK TONY (AI answer, web search, study material), the teacher support query and the image of a
// subjective answer. Using help marks the question 'help'.
import { makeAutoObservable, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import { HELP_NOT_ALLOWED, type SimulatorHelpUseCases } from '../../application/simulator/simulator-help-use-cases';
import { err, UNAVAILABLE, type Result } from '../../domain/shared/result';
import { cmd } from '../../domain/test-engine/events';
import { buildWebSearchUrl, type AiAnswerState, type HelpView, type StudyMaterialState } from './help-view';
import type { ModalStore } from './modal.store';
import type { SimulatorEnv } from './simulator-env';
import type { SimulatorSessionStore } from './simulator-session.store';

export class HelpToolsStore {
  helpView: HelpView = 'main';
  aiAnswer: AiAnswerState = { status: 'loading' };
  studyMaterials: StudyMaterialState = { status: 'loading' };
  sendingQuery = false;
  imageBusy = false;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly modals: ModalStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<HelpToolsStore, 'session' | 'modals' | 'env' | 'call'>(this, { session: false, modals: false, env: false, call: false });
  }

  get helpAvailable(): boolean {
    return !!this.env.help;
  }

  /** ASK TONY: the course's tonyHelp is on, the test is being taken (not review/adaptive) and help is wired. */
  get canAskTony(): boolean {
    return this.helpAvailable && !!this.env.course?.tonyHelp && this.session.mode === 'registered';
  }

  /** Teacher support: the mode's support flag and the course's teacherHelp. */
  get canAskTeacher(): boolean {
    return this.helpAvailable && !!this.session.flags?.support && !!this.env.course?.teacherHelp;
  }

  /** Help content only when topic, search query and search flag are all present. */
  get studyMaterialAvailable(): boolean {
    const p = this.session.params;
    return !!p.searchQuery && !!p.searchFlag && p.topicId !== undefined;
  }

  get webSearchUrl(): string {
    const q = this.session.currentQuestion;
    return q ? buildWebSearchUrl(q.questionBody, q.responseChoice.map((c) => c.responseText)) : '';
  }

  /** A help tool's call; without the help tools (or when one throws) it fails like an unanswered call. */
  private async call<T>(use: (help: SimulatorHelpUseCases) => Promise<Result<T>>): Promise<Result<T>> {
    if (!this.env.help) return err(UNAVAILABLE);
    try {
      return await use(this.env.help);
    } catch (e) {
      console.error('Help tools failed', e);
      return err({ kind: 'fault' });
    }
  }

  openHelp(): void {
    this.helpView = 'main';
    this.modals.open('help');
  }

  /** The question counts as helped. */
  helpUsed(): Promise<boolean> {
    return this.session.run(cmd('UseHelp'));
  }

  /** A help view was chosen: its content loads, and the question counts as helped. */
  async setHelpView(view: HelpView): Promise<void> {
    this.helpView = view;
    const q = this.session.currentQuestion;
    if (view === 'main' || !q) return;
    if (view === 'ai') {
      this.aiAnswer = { status: 'loading' };
      const solution = await this.call((help) => help.aiAnswer(q));
      const duringExam = !solution.ok && solution.error.kind === 'refused' && solution.error.code === HELP_NOT_ALLOWED;
      // an answer refused under exam conditions gave no help: the question is not marked
      if (!duringExam) void this.helpUsed();
      runInAction(() => {
        this.aiAnswer = solution.ok ? { status: 'ready', solution: solution.value } : { status: duringExam ? 'during_exam' : 'error' };
      });
      return;
    }
    this.studyMaterials = { status: 'loading' };
    const templateId = this.session.templateId;
    const { searchQuery, searchFlag, topicId } = this.session.params;
    if (!searchQuery || !searchFlag || topicId === undefined || templateId === undefined) {
      this.studyMaterials = { status: 'ready', items: [] };
      return;
    }
    void this.helpUsed();
    const items = await this.call((help) => help.studyMaterial({ templateId, searchQuery, searchFlag, topicId }));
    runInAction(() => {
      this.studyMaterials = items.ok ? { status: 'ready', items: items.value } : { status: 'error' };
    });
  }

  /** Teacher support: the query about the current question (a 5 s toast on success). */
  async sendTeacherQuery(feedback: string): Promise<void> {
    const q = this.session.currentQuestion;
    if (!q || this.sendingQuery || feedback.trim() === '') return;
    this.sendingQuery = true;
    const sent = await this.call((help) => help.askTeacher({ questionId: q.questionId, feedback, courseName: this.env.course?.courseName }));
    runInAction(() => { this.sendingQuery = false; });
    if (sent.ok) {
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.teacherQuerySent, variant: 'success', durationMs: TOAST_MS.teacherQuery });
      this.modals.closeDone('support');
    } else {
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.teacherQueryFailed, variant: 'danger', durationMs: TOAST_MS.standard });
    }
  }

  /** A subjective answer image (validated PNG/JPG): uploaded, then recorded on the question. */
  async uploadImage(file: Blob, fileName: string): Promise<void> {
    if (this.imageBusy || this.session.isReview) return;
    const index = this.session.currentIndex;
    this.imageBusy = true;
    const uploaded = await this.call((help) => help.uploadAnswerImage(file, fileName));
    runInAction(() => { this.imageBusy = false; });
    if (!uploaded.ok) {
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.uploadFailed, variant: 'danger', durationMs: TOAST_MS.standard });
      return;
    }
    if (this.session.currentIndex !== index) return;
    await this.session.run(cmd('UploadImage', { fileName: uploaded.value.fileName, url: uploaded.value.url }));
  }

  async removeImage(): Promise<void> {
    const { fileName } = this.session.currentResponse;
    if (this.imageBusy || !fileName) return;
    this.imageBusy = true;
    const removed = await this.call((help) => help.removeAnswerImage(fileName));
    runInAction(() => { this.imageBusy = false; });
    if (!removed.ok) {
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.removeFailed, variant: 'danger', durationMs: TOAST_MS.standard });
      return;
    }
    await this.session.run(cmd('RemoveImage'));
  }
}
