// Toasts: one MobX store; views call toast.show(...).
import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** A button on a toast (e.g. Upgrade): pressing it runs `run` and dismisses the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  title?: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
  action?: ToastAction;
}

export interface ToastInput {
  title?: string;
  message: string;
  variant?: ToastVariant;
  durationMs?: number;
  action?: ToastAction;
}

export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  /** Shows a toast; it is removed after durationMs (default 5000 ms). Returns its id. */
  show(t: ToastInput): number {
    const id = this.nextId++;
    const toast: Toast = {
      id, title: t.title, message: t.message, variant: t.variant ?? 'info', durationMs: t.durationMs ?? 5000,
      ...(t.action && { action: t.action }),
    };
    this.toasts.push(toast);
    setTimeout(() => this.dismiss(id), toast.durationMs);
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** The toast's action button was pressed: it runs, and the toast goes. */
  runAction(id: number): void {
    const action = this.toasts.find((t) => t.id === id)?.action;
    this.dismiss(id);
    action?.run();
  }

  /** Removes every toast of a variant, e.g. the failures of earlier tries once a sign-in succeeds. */
  dismissVariant(variant: ToastVariant): void {
    this.toasts = this.toasts.filter((t) => t.variant !== variant);
  }
}
