// Completes account deletions (docs/api.md "Account deletion"): once ACCOUNT_DELETION_DELAY_MS (default 3 hours) has
// passed since the student confirmed the deletion code, the account's personal data is erased
// (repositories/account-deletion-repository.ts) and its picture files deleted from the file store. Runs at start and
// every minute (server/main.ts), like the upload sweep.
import type { SqlDatabase } from '../db/connect';
import { AccountDeletionRepository } from '../repositories/account-deletion-repository';
import { ProfilePictureRepository } from '../repositories/profile-picture-repository';
import type { FileStorage } from '../storage/file-storage';
import { HOUR, MINUTE } from './throttle';

/** How long a confirmed deletion waits: the notice says "within a few hours". */
export const DEFAULT_ACCOUNT_DELETION_DELAY_MS = 3 * HOUR;
export const ACCOUNT_DELETION_SWEEP_EVERY_MS = MINUTE;

/** env ACCOUNT_DELETION_DELAY_MS (a whole number of ms, 0 or more), else 3 hours; throws on anything else. */
export function accountDeletionDelayFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.ACCOUNT_DELETION_DELAY_MS?.trim();
  if (!raw) return DEFAULT_ACCOUNT_DELETION_DELAY_MS;
  if (!/^\d{1,15}$/.test(raw)) throw new Error(`ACCOUNT_DELETION_DELAY_MS must be a whole number of milliseconds, got "${raw}"`);
  return Number(raw);
}

export interface AccountDeletionSweep {
  db: SqlDatabase;
  /** where the picture files are (the uploads' store, AppDeps.files) */
  files: FileStorage;
  /** how long after the request an account is erased */
  delayMs: number;
}

/** Erases every account whose deletion was confirmed at least delayMs before `now`; returns how many. */
export async function completeAccountDeletions({ db, files, delayMs }: AccountDeletionSweep, now: number): Promise<number> {
  const deletions = new AccountDeletionRepository(db);
  const pictures = new ProfilePictureRepository(db);
  let erased = 0;
  for (;;) {
    const due = await deletions.dueBefore(now - delayMs);
    if (due.length === 0) return erased;
    for (const studentId of due) {
      // files first: should one fail, the account stays due and the next run tries again
      for (const fileName of await pictures.filesOf(studentId)) await files.delete(fileName);
      if (await deletions.erase(studentId, now)) erased++;
    }
  }
}

/** Runs the sweep now and every minute; returns the function that stops it. */
export function startAccountDeletionSweep(options: AccountDeletionSweep & {
  log?: (line: string) => void;
  now?: () => number;
  everyMs?: number;
}): () => void {
  const { log = console.log, now = Date.now, everyMs = ACCOUNT_DELETION_SWEEP_EVERY_MS } = options;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const n = await completeAccountDeletions(options, now());
      if (n > 0) log(`Completed ${n} account deletion(s)`);
    } catch (err) {
      log(`Account deletion sweep failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
