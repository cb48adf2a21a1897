// What the simulator's stores are given: the use cases, the toasts, navigation and the student's course (and, in
// guest mode, the account calls of the guest submit flow).
import type { AccountNetworkUseCases } from '../../application/account/account-use-cases';
import type { SimulatorHelpUseCases } from '../../application/simulator/simulator-help-use-cases';
import type { SimulatorUseCases } from '../../application/simulator/simulator-use-cases';
import type { PayloadCourse, PayloadSchool } from '../../domain/test-engine/payloads';
import type { SessionStore } from '../stores/session.store';
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
  /** the signed-in student's loginId: a queued submit is kept for them (EventLogMeta.pendingSubmit) */
  owner?: string;
}

/** What the guest submit flow needs: the guest's code, sign-up and trial course, and the app's signed-in student. */
export interface GuestAccountEnv {
  account: Pick<AccountNetworkUseCases, 'sendGuestOtp' | 'verifyGuestOtp' | 'addTrialCourse'>;
  session: Pick<SessionStore, 'student' | 'signedIn' | 'replaceStudent'>;
}

export interface SimulatorEnv {
  toasts: Pick<ToastStore, 'show'>;
  /** opening tests, advancing adaptive sessions (loaded with the test engine on first use) */
  simulator: SimulatorUseCases;
  /** the help tools (AI answer, study material, teacher query, answer images); absent: those actions are hidden */
  help?: SimulatorHelpUseCases;
  /** app navigation (paths inside /student) */
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** the signed-in student's active course; null when none (and always in guest mode: the guest is not yet a
   *  student of the test's course) */
  course: SimulatorCourse | null;
  /** guest mode: the guest submit flow's account calls; absent in the other modes */
  guest?: GuestAccountEnv;
  /** the narrow (mobile) layout at load */
  narrow?: boolean;
}
