// What the simulator's stores are given: the use cases, the toasts, navigation and the student's course.
import type { SimulatorHelpUseCases } from '../../application/simulator/simulator-help-use-cases';
import type { SimulatorUseCases } from '../../application/simulator/simulator-use-cases';
import type { PayloadCourse, PayloadSchool } from '../../domain/test-engine/payloads';
import type { ToastStore } from '../stores/toast.store';

/** The student's course and school as the submit payload needs them, and the course's help settings. */
export interface SimulatorCourse {
  course: PayloadCourse;
  school?: PayloadSchool;
  courseName?: string;
  /** course tab flag tonyHelp: ASK TONY */
  tonyHelp: boolean;
  /** teacherHelp: the teacher support modal */
  teacherHelp: boolean;
  /** the course access state is upgrade: the limit screen offers Upgrade */
  canUpgrade: boolean;
}

export interface SimulatorEnv {
  toasts: Pick<ToastStore, 'show'>;
  /** opening tests, advancing adaptive sessions (loaded with the test engine on first use) */
  simulator: SimulatorUseCases;
  /** the help tools (AI answer, study material, teacher query, answer images); absent: those actions are hidden */
  help?: SimulatorHelpUseCases;
  /** app navigation (paths inside /student) */
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** the signed-in student's active course; null when none */
  course: SimulatorCourse | null;
  /** the narrow (mobile) layout at load */
  narrow?: boolean;
}
