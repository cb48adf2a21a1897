// The test engine's tokens: the ports its adapters implement (event logs, clock, test repository, ids).
import { token } from '../shared/token';
import type { EngineClock, EventLogMetaStorage, EventLogStorage, TestRepository } from './ports';

export const TEST_ENGINE = {
  eventLogStorage: token<EventLogStorage & EventLogMetaStorage>('EventLogStorage'),
  clock: token<EngineClock>('EngineClock'),
  testRepository: token<TestRepository>('TestRepository'),
  newId: token<() => string>('NewId'),
} as const;
