// A support use case's notice as a toast (5000 ms, spec 000 §8).
import type { SupportNotice } from '../../../application/support/support-use-cases';
import type { ToastStore } from '../../stores/toast.store';

export const SUPPORT_TOAST_MS = 5000;

export const showNotice = (toasts: ToastStore, notice: SupportNotice): void => {
  toasts.show({ message: notice.message, variant: notice.tone, durationMs: SUPPORT_TOAST_MS });
};
