// The simulator's engine: the test repository (to load tests) and the test-session use case bound to the
// app's adapters. Lives in the simulator chunk, so /login never loads the engine.
import { openTestSession } from '../../application/test-engine/test-session';
import type { SimulatorDeps } from './simulator-session';
import type { SimulatorEngine } from './simulator.store';

export const createSimulatorEngine = (deps: SimulatorDeps): SimulatorEngine => ({
  repository: deps.repository,
  open: (spec) => openTestSession(deps, spec),
});
