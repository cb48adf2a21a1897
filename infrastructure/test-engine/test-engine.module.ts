// The test engine's bindings, loaded with the simulator: one IndexedDB storage for both log ports
// (EventLogStorage.remove() also removes the meta) behind a localStorage write-ahead journal, the trusted clock (elapsed time set from GET /api/time), the HTTP
// test repository, random ids, and the simulator's use cases over them.
import { ContainerModule } from 'inversify';
import { createSimulatorUseCases } from '../../application/simulator/simulator-use-cases';
import { SIMULATOR } from '../../application/simulator/tokens';
import { TEST_ENGINE } from '../../application/test-engine/tokens';
import { HttpTestRepository } from './http-test-repository';
import { IndexedDbEventLogStorage } from './indexeddb-event-log-storage';
import { JournaledEventLogStorage } from './journaled-event-log-storage';
import { randomId } from './random-id';
import { HttpServerTime } from './server-time';
import { browserClockDeps, TrustedClock } from './trusted-clock';

/** localStorage, or none where the browser refuses it (a privacy mode throws on access). */
const localArea = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export const testEngineModule = new ContainerModule(({ bind }) => {
  bind(TEST_ENGINE.eventLogStorage).toDynamicValue(() => new JournaledEventLogStorage(new IndexedDbEventLogStorage(), localArea()));
  bind(HttpServerTime).toSelf();
  bind(TEST_ENGINE.clock).toDynamicValue((ctx) => {
    const serverTime = ctx.get(HttpServerTime);
    return new TrustedClock(browserClockDeps(() => serverTime.now()));
  });
  bind(TEST_ENGINE.testRepository).to(HttpTestRepository);
  bind(TEST_ENGINE.newId).toConstantValue(randomId);
  bind(SIMULATOR.useCases).toDynamicValue((ctx) => createSimulatorUseCases({
    logs: ctx.get(TEST_ENGINE.eventLogStorage),
    clock: ctx.get(TEST_ENGINE.clock),
    repository: ctx.get(TEST_ENGINE.testRepository),
    newId: ctx.get(TEST_ENGINE.newId),
  }));
});
