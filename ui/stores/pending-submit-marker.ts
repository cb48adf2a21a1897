// A flag in localStorage that this device may hold a handed-in attempt the server has not taken (set when the
// simulator queues a submit: ui/simulator/submission.store.ts). The main layout sends such attempts when the app runs
// online (ui/layout/use-pending-submits.ts) and clears the flag once none is left, so a student without one never
// loads the test engine's code for it. Storage that is blocked or full only costs the check.
const KEY = 'exam-pending-submits';

export function markPendingSubmits(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: the simulator page still sends the attempt when it is opened again
  }
}

export function hasPendingSubmits(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPendingSubmits(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
