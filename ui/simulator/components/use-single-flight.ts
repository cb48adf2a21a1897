// One action at a time: the first click runs, later clicks are ignored until the action's promise settles
// (a synchronous action frees the lock at once; the caller's own busy flag covers it from then on).
// Errors are the action's to report (toast); a rejection only frees the lock here.
import { useCallback, useRef, useState } from 'react';

export type Action = () => void | Promise<unknown>;

export function useSingleFlight(): { running: string | null; run: (key: string, action: Action) => void } {
  const lock = useRef(false);
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback((key: string, action: Action) => {
    if (lock.current) return;
    lock.current = true;
    setRunning(key);
    const done = () => {
      lock.current = false;
      setRunning(null);
    };
    let result: void | Promise<unknown>;
    try {
      result = action();
    } catch (error) {
      done();
      throw error;
    }
    if (result && typeof result.then === 'function') result.then(done, done);
    else done();
  }, []);
  return { running, run };
}
