// Which of the simulator's modals is open: the submit modal, teacher support or the help modal (ASK TONY). The
// modals that carry their own condition (Time's Up, full screen exited, the section switch) follow the test's state.
import { makeAutoObservable } from 'mobx';

export type ModalName = 'submit' | 'support' | 'help';

export class ModalStore {
  modal: ModalName | null = null;

  /** `locked`: a submit or save is running, so the open modal stays */
  constructor(private readonly locked: () => boolean = () => false) {
    makeAutoObservable<ModalStore, 'locked'>(this, { locked: false });
  }

  open(name: ModalName): void {
    this.modal = name;
  }

  /** The student closes the open modal (not while a submit or save runs). */
  close(): void {
    if (this.locked()) return;
    this.modal = null;
  }

  /** Closes the modal when `name` is the one open (its action is done). */
  closeDone(name: ModalName): void {
    if (this.modal === name) this.modal = null;
  }

  /** The screen is left: no modal stays open. */
  clear(): void {
    this.modal = null;
  }
}
