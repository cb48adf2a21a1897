// The marks of a review (testStatus 2): the parts of each subjective question ticked yes or no, or a total typed,
// saved through /updatemarks-test; Finish Test saves the current question's marks with finishTest=1.
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import { err, UNAVAILABLE, type Result } from '../../domain/shared/result';
import { cmd } from '../../domain/test-engine/events';
import type { SimulatorEnv } from './simulator-env';
import { marksAt, ticksChanged, type ReviewMarks } from './simulator-selectors';
import type { SimulatorSessionStore } from './simulator-session.store';
import type { SubmissionStore } from './submission.store';

export class ReviewMarksStore {
  /** totals typed in this review, per question index */
  typedMarks: Map<number, number> = new Map();
  savingMarks = false;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly submission: SubmissionStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<ReviewMarksStore, 'session' | 'submission' | 'env'>(this, {
      session: false, submission: false, env: false, typedMarks: observableShallow,
    });
  }

  get marksEditable(): boolean {
    return this.session.marksEditable;
  }

  /** The current subjective question's marks (see marksAt). */
  get currentMarks(): ReviewMarks | null {
    return this.marksAt(this.session.currentIndex);
  }

  /** The marks shown for the subjective question at an index: ticked or typed in this review, else as stored. */
  marksAt(index: number): ReviewMarks | null {
    return marksAt(this.session.state, index, this.typedMarks.get(index));
  }

  /** The marks of the current subjective question changed: the ticks are recorded, and the total sent. */
  async setMarks(value: ReviewMarks): Promise<void> {
    if (!this.marksEditable) return;
    const index = this.session.currentIndex;
    const ticks = value.options.map((o) => o === 'yes');
    if (ticksChanged(this.session.state, index, value.options) && !(await this.session.run(cmd('MarkSubjectiveParts', { ticks })))) return;
    runInAction(() => { this.typedMarks.set(index, value.totalMark); });
    await this.saveMarks(value.totalMark, false);
  }

  /** Finish Test: the current question's marks saved with finishTest=1, then the review is finished. */
  finish(): Promise<void> {
    return this.submission.finish(async () => {
      const marks = this.currentMarks;
      return this.marksEditable && this.session.currentQuestion && marks ? this.saveMarks(marks.totalMark, true) : true;
    });
  }

  private async saveMarks(marks: number, finishTest: boolean): Promise<boolean> {
    const open = this.session.openSession;
    if (!open) return false;
    this.savingMarks = true;
    let saved: Result<void> = err(UNAVAILABLE);
    try {
      saved = await open.updateMarks({ marks, finishTest });
    } catch (e) {
      console.error('Updating marks failed', e);
    }
    runInAction(() => { this.savingMarks = false; });
    if (!saved.ok) {
      this.env.toasts.show({ title: SIMULATOR_MESSAGES.marksFailedTitle, message: SIMULATOR_MESSAGES.marksFailed, variant: 'danger', durationMs: TOAST_MS.standard });
    }
    return saved.ok;
  }
}
