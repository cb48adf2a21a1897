/** @jest-environment node */
import { describe } from '@jest/globals';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';
import { eventLogMetaContract, eventLogStorageContract } from './event-log-storage-contract';

describe('InMemoryEventLogStorage', () => {
  eventLogStorageContract(() => ({ storage: new InMemoryEventLogStorage() }));
  describe('meta', () => eventLogMetaContract(() => ({ storage: new InMemoryEventLogStorage() })));
});
