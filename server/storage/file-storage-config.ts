// Which FileStorage the server uses (docs/deploy.md "File storage"): env FILE_STORAGE, unset or "local" for the folder
// UPLOAD_DIR. This is where an object-store adapter is chosen once one ships (FILE_STORAGE=s3 and its settings); until
// then any other value stops the start, so an instance meant to share a bucket never writes to its own disk instead.
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';

export const FILE_STORAGE_KINDS = ['local'] as const;

/** The store FILE_STORAGE names; `folder` is the local folder (UPLOAD_DIR or its default). Throws on an unknown kind. */
export function fileStorageFromEnv(env: Readonly<Record<string, string | undefined>>, folder: string): FileStorage {
  const kind = env.FILE_STORAGE?.trim() || 'local';
  if (kind === 'local') return new LocalFolderStorage(folder);
  throw new Error(`FILE_STORAGE must be one of ${FILE_STORAGE_KINDS.join(', ')} (unset: local, the folder UPLOAD_DIR), `
    + `got "${kind}"; an object store needs its adapter first (docs/deploy.md "File storage")`);
}
