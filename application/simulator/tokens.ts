// The simulator's tokens: its help-tools port, and the use cases the simulator screen receives.
import { token } from '../shared/token';
import type { SimulatorHelpGateway } from './ports';
import type { SimulatorHelpUseCases } from './simulator-help-use-cases';
import type { SimulatorUseCases } from './simulator-use-cases';

export const SIMULATOR = {
  helpGateway: token<SimulatorHelpGateway>('SimulatorHelpGateway'),
  useCases: token<SimulatorUseCases>('SimulatorUseCases'),
  helpUseCases: token<SimulatorHelpUseCases>('SimulatorHelpUseCases'),
} as const;
