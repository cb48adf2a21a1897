// EventLogStorage kept in memory: for tests and environments without IndexedDB. Same checks as the IndexedDB adapter.
import type { EventLogMeta, EventLogMetaStorage, EventLogStorage, StoredEvent } from '../../application/test-engine/ports';
import { checkAppend, checkLogId, checkMeta, latestFor } from './check-append';

export class InMemoryEventLogStorage implements EventLogStorage, EventLogMetaStorage {
  private readonly logs = new Map<string, StoredEvent[]>();
  private readonly metas = new Map<string, EventLogMeta>();

  async append(logId: string, events: StoredEvent[]): Promise<void> {
    const log = this.logs.get(logId) ?? [];
    const checked = checkAppend(logId, log.at(-1)?.seq ?? 0, events);
    if (checked.length > 0) this.logs.set(logId, [...log, ...checked]);
  }

  async read(logId: string): Promise<StoredEvent[]> {
    checkLogId(logId);
    return structuredClone(this.logs.get(logId) ?? []);
  }

  async list(): Promise<string[]> {
    return [...new Set([...this.logs.keys(), ...this.metas.keys()])].sort();
  }

  async remove(logId: string): Promise<void> {
    checkLogId(logId);
    this.logs.delete(logId);
    this.metas.delete(logId);
  }

  async saveMeta(meta: EventLogMeta): Promise<void> {
    this.metas.set(meta.logId, structuredClone(checkMeta(meta)));
  }

  async readMeta(logId: string): Promise<EventLogMeta | null> {
    checkLogId(logId);
    const meta = this.metas.get(logId);
    return meta ? structuredClone(meta) : null;
  }

  async findLogFor(testKey: string): Promise<string | null> {
    return latestFor(testKey, this.metas.values());
  }
}

