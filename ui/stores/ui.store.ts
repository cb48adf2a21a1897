// Shell view state: the mobile navigation drawer and the one shared modal that is open.
// Both close on every path change (closeAll, called by the route effects).
import { makeAutoObservable } from 'mobx';

export type ShellModal =
  | 'release-notes'
  | 'feedback'
  | 'rating'
  | 'invite-teacher'
  | 'tutorials'
  | 'validity-expired'
  | 'limit-exceeded'
  /** the first-time welcome with its video (spec 000 §2.13) */
  | 'welcome';

export class UiStore {
  drawerOpen = false;
  openModal: ShellModal | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  showModal(modal: ShellModal): void {
    this.drawerOpen = false;
    this.openModal = modal;
  }

  closeModal(): void {
    this.openModal = null;
  }

  closeAll(): void {
    this.drawerOpen = false;
    this.openModal = null;
  }
}
