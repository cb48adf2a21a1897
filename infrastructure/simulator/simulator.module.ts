// The simulator's help tools: the HTTP gateway and the help use cases over it. A chunk of its own, loaded on the
// first use of a help tool (it needs only the shared HTTP client, not the test engine).
import { ContainerModule } from 'inversify';
import { createSimulatorHelpUseCases } from '../../application/simulator/simulator-help-use-cases';
import { SIMULATOR } from '../../application/simulator/tokens';
import { HttpSimulatorHelpGateway } from './http-simulator-help-gateway';

export const simulatorModule = new ContainerModule(({ bind }) => {
  bind(SIMULATOR.helpGateway).to(HttpSimulatorHelpGateway);
  bind(SIMULATOR.helpUseCases).toDynamicValue((ctx) => createSimulatorHelpUseCases(ctx.get(SIMULATOR.helpGateway)));
});
