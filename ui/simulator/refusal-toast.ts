// Which refusals the student is told about, and how: a refused answer or move is a short warning with the engine's
// text; an action applied on screen but not yet written on this device is a danger toast (the session writes it
// again with the next action). Every other refusal is a control the screen does not offer at that moment, so it
// says nothing.
import { TOAST_MS } from '../../application/simulator/simulator-messages';
import type { SessionRefusal } from '../../application/simulator/simulator-use-cases';
import type { ToastVariant } from '../stores/toast.store';

export interface RefusalToast {
  title?: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export const refusalToast = (refusal: SessionRefusal): RefusalToast | null => {
  const { code } = refusal;
  switch (code) {
    case 'attempt_limit':
    case 'section_locked':
      return { ...(refusal.title !== undefined && { title: refusal.title }), message: refusal.message, variant: 'warning', durationMs: TOAST_MS.warning };
    case 'not_saved':
      return { message: refusal.message, variant: 'danger', durationMs: TOAST_MS.standard };
    case 'not_markable':
    case 'no_such_question':
    case 'already_loaded':
    case 'not_loaded':
    case 'submitted':
    case 'not_available':
    case 'no_timer':
    case 'not_due':
    case 'time_ended':
    case 'timer_due':
    case 'paused':
    case 'read_only':
    case 'not_subjective':
    case 'no_file':
    case 'no_image':
    case 'no_pending_switch':
    case 'closed':
      return null;
    default: {
      const never: never = code;
      return never;
    }
  }
};
