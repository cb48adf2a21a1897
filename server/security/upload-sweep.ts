// Removes uploaded files that no saved or submitted attempt refers to a day after their upload (an image uploaded and
// then replaced, or a test abandoned). Runs at start and every hour (server/main.ts); docs/security.md "Uploads".
import { unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { UploadRepository } from '../repositories/upload-repository';
import { DAY } from './throttle';

/** An unattached upload is kept this long: a student may still save or submit the test it belongs to. */
export const UNATTACHED_KEEP_MS = DAY;

/** Deletes the stale files and their rows; returns how many were removed. */
export async function sweepUploads(uploads: UploadRepository, uploadDir: string, now: number): Promise<number> {
  const dir = resolve(uploadDir);
  let removed = 0;
  for (;;) {
    const stale = uploads.staleBefore(now - UNATTACHED_KEEP_MS);
    if (stale.length === 0) return removed;
    for (const fileName of stale) {
      await unlink(join(dir, fileName)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      uploads.remove(fileName);
      removed++;
    }
  }
}
