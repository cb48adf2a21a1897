// Sends the handed-in attempts this device still holds (a submit queued offline whose page was closed) while the app
// runs: when the main layout mounts and whenever the browser comes back online. Only when the marker says there may
// be one (ui/stores/pending-submit-marker.ts), so the test engine's code loads only then. Each attempt the server
// takes is told with the submit's own toast and a link-free message naming the test; the attempt is in the reports.
import { useEffect } from 'react';
import { useServices } from '../services-context';
import { clearPendingSubmits, hasPendingSubmits } from '../stores/pending-submit-marker';

export function usePendingSubmits(): void {
  const { session, simulator, toasts } = useServices();
  const owner = session.student?.loginId;
  useEffect(() => {
    if (!owner) return undefined;
    let running = false;
    const send = async () => {
      if (running || !hasPendingSubmits()) return;
      running = true;
      try {
        const report = await simulator.sendPendingSubmits(owner);
        if (report.sent.length > 0) {
          // the simulator's texts load with it, only when something was sent
          const { SIMULATOR_MESSAGES, TOAST_MS } = await import('../../application/simulator/simulator-messages');
          for (const sent of report.sent) {
            toasts.show({ title: SIMULATOR_MESSAGES.submitSuccess, message: SIMULATOR_MESSAGES.pendingSubmitSent(sent.testName), variant: 'success', durationMs: TOAST_MS.standard });
          }
        }
        if (report.kept === 0) clearPendingSubmits();
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [owner, simulator, toasts]);
}
