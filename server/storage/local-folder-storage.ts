// The default FileStorage: a folder on the local disk (env UPLOAD_DIR, default data/uploads). A key is the file's path
// relative to the folder ("<uuid>.png" is <folder>/<uuid>.png, the layout the server always had), so files stored
// before the port keep working. Without a shared disk every instance has its own folder: several instances need an
// object store instead (docs/deploy.md "File storage").
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkKey, FileExistsError, type FileStorage, type StoredObject } from './file-storage';

/** How much of a file one read of its stream takes. */
const CHUNK_BYTES = 64 * 1024;

const codeOf = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
/** The path does not name an existing file (ENOTDIR: a part of it is a file). */
const isMissing = (err: unknown) => codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR';
/** link(2) refused by a file system without hard links (some network and FUSE mounts). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * The stream of the file at `path` of `size` bytes. The file is opened at the first read, not before: a body that is
 * never read (a reply dropped unread, a test that checks only the status) holds no file descriptor. From then on the
 * open descriptor keeps the file readable even if it is deleted meanwhile; deleted before the first read, the stream
 * errors. Closed at the end, on an error or on cancel.
 */
function streamOf(path: string, size: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = 0;
  let closed = false;
  const close = async () => {
    closed = true;
    const opened = handle;
    handle = undefined;
    await opened?.close();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!handle) {
          const opened = await open(path, 'r');
          // cancelled while opening
          if (closed) return void (await opened.close());
          handle = opened;
          // keys are never reused, so a file of another size is not the one get() found
          if ((await handle.stat()).size !== size) throw new Error(`${path} changed after it was found`);
        }
        const buffer = new Uint8Array(CHUNK_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
        if (bytesRead === 0) {
          await close();
          controller.close();
          return;
        }
        position += bytesRead;
        controller.enqueue(bytesRead === CHUNK_BYTES ? buffer : buffer.subarray(0, bytesRead));
      } catch (err) {
        await close().catch(() => undefined);
        controller.error(err);
      }
    },
    cancel: () => close(),
  }, { highWaterMark: 0 });
}

export class LocalFolderStorage implements FileStorage {
  /** the folder, absolute; made on the first put */
  readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  /** Where `key` is on disk (checkKey: the path cannot leave the folder). */
  pathOf(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  /**
   * Writes the bytes to a temporary file in the folder (".tmp-<uuid>", never a key), then links it under its name:
   * link(2) fails when the name is taken, so a file is never replaced, of concurrent puts exactly one wins, and a
   * reader never sees half a file. On a file system without hard links the file is written in place with the 'wx'
   * flag, as before the port: never over another, but readable while written (the routes name a file to anyone only
   * after its put). No fsync, as before the port: the operating system writes the file back.
   * The content type is not kept (the database has it).
   */
  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(this.root, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await this.linkOrWrite(temp, path, key, bytes);
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  private async linkOrWrite(temp: string, path: string, key: string, bytes: Uint8Array): Promise<void> {
    try {
      await link(temp, path);
      return;
    } catch (err) {
      if (codeOf(err) === 'EEXIST') throw new FileExistsError(key);
      if (!NO_HARD_LINKS.has(codeOf(err) ?? '')) throw err;
    }
    try {
      await writeFile(path, bytes, { flag: 'wx' });
    } catch (err) {
      throw codeOf(err) === 'EEXIST' ? new FileExistsError(key) : err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const stats = await stat(path);
      return stats.isFile() ? { size: stats.size, body: streamOf(path, stats.size) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}
