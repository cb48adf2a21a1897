// What the simulator's use cases answer when the simulator's code could not be loaded (offline, a stale
// deployment), or a screen is rendered without it: a test that did not load (the screen says 'Failed to load test
// details.'), and each help tool's ordinary failure. The next call tries to load again. No texts here: the app's
// entry imports this file, and the simulator's texts load with the simulator.
import { err, UNAVAILABLE } from '../../domain/shared/result';
import { everyMethodFails, unavailableUseCases, type Fallbacks } from '../shared/lazy-use-cases';
import { NOT_LOADED } from '../test-engine/ports';
import type { SimulatorHelpUseCases } from './simulator-help-use-cases';
import type { SimulatorUseCases } from './simulator-use-cases';

export const SIMULATOR_FALLBACKS: Fallbacks<SimulatorUseCases, keyof SimulatorUseCases> = {
  openTest: () => err(NOT_LOADED),
  advanceAdaptive: () => err({ kind: 'not_reopened', failure: NOT_LOADED }),
  // nothing could be looked at: the attempts stay on the device for the next try
  sendPendingSubmits: () => ({ sent: [], kept: 1, refused: 0 }),
};

/** Every help tool answers err(UNAVAILABLE). */
export const SIMULATOR_HELP_FALLBACKS = everyMethodFails(UNAVAILABLE);

/** The simulator when it is not there at all (harnesses of other screens). */
export const SIMULATOR_UNAVAILABLE: SimulatorUseCases = unavailableUseCases(SIMULATOR_FALLBACKS);
export const SIMULATOR_HELP_UNAVAILABLE: SimulatorHelpUseCases = unavailableUseCases<SimulatorHelpUseCases, typeof UNAVAILABLE>(SIMULATOR_HELP_FALLBACKS);
