/** @jest-environment node */
import { describe } from '@jest/globals';
import { InMemoryEventLogStore } from '../../../infrastructure/test-engine/in-memory-event-log-store';
import { eventLogMetaContract, eventLogStoreContract } from './event-log-store-contract';

describe('InMemoryEventLogStore', () => {
  eventLogStoreContract(() => ({ store: new InMemoryEventLogStore() }));
  describe('meta', () => eventLogMetaContract(() => ({ store: new InMemoryEventLogStore() })));
});
