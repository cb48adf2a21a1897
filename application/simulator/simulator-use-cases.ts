// The simulator's use cases: the test repository (to load tests) and the test-session use case bound to the app's
// adapters. Built by the test engine's container module, which loads with the simulator, so /login never loads the engine.
import { openTestSession, type OpenTestResult, type OpenTestSpec, type TestSessionDeps } from '../test-engine/test-session';
import type { TestRepository } from '../test-engine/ports';

export interface SimulatorUseCases {
  repository: TestRepository;
  open(spec: OpenTestSpec): Promise<OpenTestResult>;
}

export const createSimulatorUseCases = (deps: TestSessionDeps): SimulatorUseCases => ({
  repository: deps.repository,
  open: (spec) => openTestSession(deps, spec),
});
