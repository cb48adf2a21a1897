// Toasts: one MobX store; views call toast.show(...).
import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface Toast {
  id: number;
  title?: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  /** Shows a toast; it is removed after durationMs (default 5000 ms). Returns its id. */
  show(t: { title?: string; message: string; variant?: ToastVariant; durationMs?: number }): number {
    const id = this.nextId++;
    const toast: Toast = { id, title: t.title, message: t.message, variant: t.variant ?? 'info', durationMs: t.durationMs ?? 5000 };
    this.toasts.push(toast);
    setTimeout(() => this.dismiss(id), toast.durationMs);
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Removes every toast of a variant, e.g. the failures of earlier tries once a sign-in succeeds. */
  dismissVariant(variant: ToastVariant): void {
    this.toasts = this.toasts.filter((t) => t.variant !== variant);
  }
}
