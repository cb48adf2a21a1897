// A simulator store over the real test-session use case: the in-memory event log store, a scripted fake
// repository and a virtual-time clock (the timer runs only when the test flushes the scheduler).
import { VirtualTimeScheduler } from 'rxjs';
import type { HelpContentQuery, SimulatorHelpGateway, StudyMaterial, UploadedImage } from '../../../application/simulator/ports';
import type { TestLoadResult, TestRepository } from '../../../application/test-engine/ports';
import type { TestMode } from '../../../domain/test-engine/modes';
import type { TestData } from '../../../domain/test-engine/test-data';
import { InMemoryEventLogStore } from '../../../infrastructure/test-engine/in-memory-event-log-store';
import { createSimulatorUseCases as createSimulatorEngine } from '../../../application/simulator/simulator-use-cases';
import { parseSimulatorParams } from '../../../ui/simulator/simulator-params';
import type { SimulatorDeps } from '../../../ui/simulator/simulator-session';
import { SimulatorStore, type SimulatorCourse } from '../../../ui/simulator/simulator.store';

export const T0 = 1_700_000_000_000;

export interface ShownToast {
  title?: string;
  message: string;
  variant?: string;
  durationMs?: number;
}

type Submit = TestRepository['submitTest'];

/** A TestRepository answering from scripted values and recording every call. */
export class FakeRepository implements TestRepository {
  test: TestData | null = null;
  /** what the next load answers instead of the test */
  loadResult: TestLoadResult | null = null;
  testSession = '9001';
  submitOk = true;
  stopOk = true;
  marksOk = true;
  adaptiveOk = true;
  readonly calls: { name: string; args: unknown[] }[] = [];

  /** like the HTTP repository: a load by session answers with that session */
  private result(knownSession?: string): TestLoadResult {
    if (this.loadResult) return this.loadResult;
    if (!this.test) return { ok: false, kind: 'failed', message: 'Failed to load test' };
    return { ok: true, test: this.test, testSession: knownSession ?? this.testSession };
  }

  named(name: string) {
    return this.calls.filter((c) => c.name === name);
  }

  testDetails = async (query: Record<string, string | number | undefined>) => {
    this.calls.push({ name: 'testDetails', args: [query] });
    const r = this.result();
    return r.ok ? { ok: true as const, test: r.test } : r;
  };
  testDetailExisting = async (testSession: string, templateId: number) => {
    this.calls.push({ name: 'testDetailExisting', args: [testSession, templateId] });
    return this.result(testSession);
  };
  guestTestDetails = async (query: Record<string, string | number | undefined>) => {
    this.calls.push({ name: 'guestTestDetails', args: [query] });
    return this.result();
  };
  testResultView = async (testSession: string) => {
    this.calls.push({ name: 'testResultView', args: [testSession] });
    return this.result(testSession);
  };
  adaptiveTestDetails = async (testSession: string) => {
    this.calls.push({ name: 'adaptiveTestDetails', args: [testSession] });
    return this.result(testSession);
  };
  adaptiveCreateTest = async () => ({ ok: false as const, message: 'not used' });
  submitTest: Submit = async (ansdetails, opts) => {
    this.calls.push({ name: 'submitTest', args: [ansdetails, opts] });
    return this.submitOk ? { ok: true, testSession: this.testSession } : { ok: false, message: 'Failed to submit test.' };
  };
  stopTest = async (form: Record<string, string>) => {
    this.calls.push({ name: 'stopTest', args: [form] });
    return this.stopOk;
  };
  updateMarks = async (form: Record<string, string>) => {
    this.calls.push({ name: 'updateMarks', args: [form] });
    return this.marksOk;
  };
  updateAdaptiveAnswer = async (form: { testSession: string; questionId: number; studentResponse: string; help: number; finishTest?: string }) => {
    this.calls.push({ name: 'updateAdaptiveAnswer', args: [form] });
    return this.adaptiveOk;
  };
}

/** Help tools answering scripted values and recording calls. */
export class FakeHelp implements SimulatorHelpGateway {
  solution: string | null = '<p>Worked solution</p>';
  materials: StudyMaterial[] | null = [{ id: '1', title: 'Kinematics notes', type: 'PDF', url: 'https://cdn.example/k.pdf', description: '' }];
  sendOk = true;
  upload: UploadedImage | null = { fileName: 'tmp-1.png', url: '/api/uploads/tmp-1.png' };
  removeOk = true;
  readonly calls: { name: string; args: unknown[] }[] = [];

  aiSolution = async (questionId: number, itemId: number) => {
    this.calls.push({ name: 'aiSolution', args: [questionId, itemId] });
    return this.solution;
  };
  helpContent = async (query: HelpContentQuery) => {
    this.calls.push({ name: 'helpContent', args: [query] });
    return this.materials;
  };
  sendTeacherQuery = async (input: { questionId: number; feedback: string; courseName?: string }) => {
    this.calls.push({ name: 'sendTeacherQuery', args: [input] });
    return this.sendOk;
  };
  uploadAnswerImage = async (file: Blob, fileName: string) => {
    this.calls.push({ name: 'uploadAnswerImage', args: [file, fileName] });
    return this.upload;
  };
  removeAnswerImage = async (fileName: string) => {
    this.calls.push({ name: 'removeAnswerImage', args: [fileName] });
    return this.removeOk;
  };
}

export const aCourse = (overrides: Partial<SimulatorCourse> = {}): SimulatorCourse => ({
  course: { courseId: 7, templateId: 70, packTypeId: 2, packTypeTitle: 'PRO' },
  courseName: 'JEE Main',
  tonyHelp: true,
  teacherHelp: true,
  canUpgrade: false,
  ...overrides,
});

/** One "device": the event log store and clock survive a reload; each open() is a fresh page. */
export class SimulatorHarness {
  readonly logs = new InMemoryEventLogStore();
  readonly scheduler = new VirtualTimeScheduler();
  readonly repository = new FakeRepository();
  readonly help = new FakeHelp();
  readonly toasts: ShownToast[] = [];
  readonly navigations: { to: string; replace: boolean }[] = [];
  course: SimulatorCourse | null = aCourse();
  private ids = 0;
  offset = 0;

  readonly clock = { now: () => T0 + this.offset + this.scheduler.now(), scheduler: this.scheduler };

  deps(): SimulatorDeps {
    return {
      logs: this.logs,
      clock: this.clock,
      repository: this.repository,
      newId: () => `id-${++this.ids}`,
    };
  }

  /** A new store (a page load) for `mode` and the query string. */
  store(mode: TestMode, search: string): SimulatorStore {
    return new SimulatorStore(mode, parseSimulatorParams(search), {
      toasts: { show: (t) => { this.toasts.push(t); return this.toasts.length; } },
      engine: async () => createSimulatorEngine(this.deps()),
      navigate: (to, opts) => { this.navigations.push({ to, replace: opts?.replace ?? false }); },
      course: this.course,
      help: async () => this.help,
    });
  }

  async open(mode: TestMode, search: string): Promise<SimulatorStore> {
    const store = this.store(mode, search);
    await store.start();
    return store;
  }

  /** Lets wall time pass without running scheduled timers (a closed tab). */
  advanceWallClock(ms: number): void {
    this.offset += ms;
  }

  lastToast(): ShownToast | undefined {
    return this.toasts[this.toasts.length - 1];
  }
}
