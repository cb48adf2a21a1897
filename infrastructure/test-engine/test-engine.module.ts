// The test engine's bindings, loaded with the simulator: one IndexedDB storage for both log ports
// (EventLogStorage.remove() also removes the meta), the system clock, the HTTP test repository, random ids, and
// the simulator's use cases over them.
import { ContainerModule } from 'inversify';
import { createSimulatorUseCases } from '../../application/simulator/simulator-use-cases';
import { SIMULATOR } from '../../application/simulator/tokens';
import { TEST_ENGINE } from '../../application/test-engine/tokens';
import { HttpTestRepository } from './http-test-repository';
import { IndexedDbEventLogStorage } from './indexeddb-event-log-storage';
import { randomId } from './random-id';
import { systemEngineClock } from './rx-engine-clock';

export const testEngineModule = new ContainerModule(({ bind }) => {
  bind(TEST_ENGINE.eventLogStorage).toDynamicValue(() => new IndexedDbEventLogStorage());
  bind(TEST_ENGINE.clock).toConstantValue(systemEngineClock);
  bind(TEST_ENGINE.testRepository).to(HttpTestRepository);
  bind(TEST_ENGINE.newId).toConstantValue(randomId);
  bind(SIMULATOR.useCases).toDynamicValue((ctx) => createSimulatorUseCases({
    logs: ctx.get(TEST_ENGINE.eventLogStorage),
    clock: ctx.get(TEST_ENGINE.clock),
    repository: ctx.get(TEST_ENGINE.testRepository),
    newId: ctx.get(TEST_ENGINE.newId),
  }));
});
