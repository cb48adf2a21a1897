// The simulator screen's stores over the real use cases: the in-memory event log storage, a scripted fake
// repository and help tools, and a virtual-time clock (the timer runs only when the test flushes the scheduler).
import { VirtualTimeScheduler } from 'rxjs';
import { createSimulatorHelpUseCases } from '../../../application/simulator/simulator-help-use-cases';
import { createSimulatorUseCases } from '../../../application/simulator/simulator-use-cases';
import type { TestSessionDeps } from '../../../application/test-engine/test-session-use-cases';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';
import type { SimulatorCourse, SimulatorEnv } from '../../../ui/simulator/simulator-env';
import { aSimulatorCourse } from '../../mothers/simulator-course.mother';
import { parseSimulatorParams, type SimulatorMode } from '../../../ui/simulator/simulator-params';
import { createSimulatorScreen, type SimulatorScreen } from '../../../ui/simulator/simulator-screen';
import { FakeHelp, FakeRepository } from '../../application/simulator/fake-test-repository';

export { FakeHelp, FakeRepository } from '../../application/simulator/fake-test-repository';

export const T0 = 1_700_000_000_000;

export interface ShownToast {
  title?: string;
  message: string;
  variant?: string;
  durationMs?: number;
}

/** One "device": the event log storage and clock survive a reload; each open() is a fresh page. */
export class SimulatorHarness {
  readonly logs = new InMemoryEventLogStorage();
  readonly scheduler = new VirtualTimeScheduler();
  readonly repository = new FakeRepository();
  readonly help = new FakeHelp();
  readonly toasts: ShownToast[] = [];
  readonly navigations: { to: string; replace: boolean }[] = [];
  course: SimulatorCourse | null = aSimulatorCourse();
  private ids = 0;
  offset = 0;

  readonly clock = { now: () => T0 + this.offset + this.scheduler.now(), scheduler: this.scheduler };

  deps(): TestSessionDeps {
    return {
      logs: this.logs,
      clock: this.clock,
      repository: this.repository,
      newId: () => `id-${++this.ids}`,
    };
  }

  /** What a page load gives the screen; `over` replaces parts of it. */
  env(over: Partial<SimulatorEnv> = {}): SimulatorEnv {
    return {
      toasts: { show: (t) => { this.toasts.push(t); return this.toasts.length; } },
      simulator: createSimulatorUseCases(this.deps()),
      help: createSimulatorHelpUseCases(this.help),
      navigate: (to, opts) => { this.navigations.push({ to, replace: opts?.replace ?? false }); },
      course: this.course,
      ...over,
    };
  }

  /** A new screen (a page load) for `mode` and the query string. */
  screen(mode: SimulatorMode, search: string, over: Partial<SimulatorEnv> = {}): SimulatorScreen {
    return createSimulatorScreen(mode, parseSimulatorParams(search), this.env(over));
  }

  async open(mode: SimulatorMode, search: string, over: Partial<SimulatorEnv> = {}): Promise<SimulatorScreen> {
    const screen = this.screen(mode, search, over);
    await screen.session.start();
    return screen;
  }

  /** Lets wall time pass without running scheduled timers (a closed tab). */
  advanceWallClock(ms: number): void {
    this.offset += ms;
  }

  lastToast(): ShownToast | undefined {
    return this.toasts[this.toasts.length - 1];
  }
}
