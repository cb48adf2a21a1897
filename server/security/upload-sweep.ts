// Removes uploaded files that no saved or submitted attempt refers to a day after their upload (an image uploaded and
// then replaced, or a test abandoned). Runs at start and every hour (server/main.ts); docs/security.md "Uploads".
// The stale names come from the database (uploads), the files go from the store (server/storage/file-storage.ts).
import type { UploadRepository } from '../repositories/upload-repository';
import type { FileStorage } from '../storage/file-storage';
import { DAY } from './throttle';

/** An unattached upload is kept this long: a student may still save or submit the test it belongs to. */
export const UNATTACHED_KEEP_MS = DAY;

/** Deletes the stale files and their rows; returns how many were removed. A file already gone is fine. */
export async function sweepUploads(uploads: UploadRepository, files: FileStorage, now: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = await uploads.staleBefore(now - UNATTACHED_KEEP_MS);
    if (stale.length === 0) return removed;
    for (const fileName of stale) {
      // the file first: should the store fail, the row stays and the next sweep tries again
      await files.delete(fileName);
      await uploads.remove(fileName);
      removed++;
    }
  }
}
