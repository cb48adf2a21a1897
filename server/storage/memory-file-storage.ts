// A FileStorage in memory, for tests only (no production path builds one): it keeps the content type like an object
// store does, and shows that the routes and sweeps reach files only through the port.
import { checkKey, FileExistsError, type FileStorage, type StoredObject } from './file-storage';

interface Entry {
  bytes: Uint8Array;
  contentType: string;
}

export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Entry>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    checkKey(key);
    // a turn of the event loop, as a real store takes; the check and the write below are one step
    await Promise.resolve();
    if (this.files.has(key)) throw new FileExistsError(key);
    this.files.set(key, { bytes: bytes.slice(), contentType });
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    const entry = this.files.get(key);
    if (!entry) return null;
    const bytes = entry.bytes.slice();
    return {
      size: bytes.length,
      contentType: entry.contentType,
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (bytes.length > 0) controller.enqueue(bytes);
          controller.close();
        },
      }, { highWaterMark: 0 }),
    };
  }

  async delete(key: string): Promise<boolean> {
    checkKey(key);
    return this.files.delete(key);
  }

  /** The stored keys, sorted (tests). */
  keys(): string[] {
    return [...this.files.keys()].sort();
  }
}
