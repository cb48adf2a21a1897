// The test engine's bindings, loaded with the simulator: one IndexedDB store for both log ports
// (EventLogStore.remove() also removes the meta), the system clock, the HTTP test repository, random ids, and
// the simulator's use cases over them.
import { ContainerModule } from 'inversify';
import { createSimulatorUseCases } from '../../application/simulator/simulator-use-cases';
import { SIMULATOR } from '../../application/simulator/tokens';
import { TEST_ENGINE } from '../../application/test-engine/tokens';
import { HttpSimulatorHelpGateway } from '../simulator/http-simulator-help-gateway';
import { HttpTestRepository } from './http-test-repository';
import { IndexedDbEventLogStore } from './indexeddb-event-log-store';
import { randomId } from './random-id';
import { systemEngineClock } from './rx-engine-clock';

export const testEngineModule = new ContainerModule(({ bind }) => {
  bind(TEST_ENGINE.eventLogStore).toDynamicValue(() => new IndexedDbEventLogStore());
  bind(TEST_ENGINE.clock).toConstantValue(systemEngineClock);
  bind(TEST_ENGINE.testRepository).to(HttpTestRepository);
  bind(TEST_ENGINE.newId).toConstantValue(randomId);
  bind(SIMULATOR.helpGateway).to(HttpSimulatorHelpGateway);
  bind(SIMULATOR.useCases).toDynamicValue((ctx) => createSimulatorUseCases({
    logs: ctx.get(TEST_ENGINE.eventLogStore),
    clock: ctx.get(TEST_ENGINE.clock),
    repository: ctx.get(TEST_ENGINE.testRepository),
    newId: ctx.get(TEST_ENGINE.newId),
  }));
});
