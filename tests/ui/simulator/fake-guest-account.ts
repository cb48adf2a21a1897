// The guest submit flow's account calls, scripted and recorded, and the app's signed-in session as the flow sees it
// (the student, signedIn, replaceStudent): for the guest store and view tests.
import { makeAutoObservable } from 'mobx';
import type { AccountFailure, GuestVerifyFailure, SignedIn, TrialCourseFailure } from '../../../application/account/account-use-cases';
import type { GuestSignUp } from '../../../application/account/ports';
import type { Student } from '../../../domain/account/student';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { GuestAccountEnv } from '../../../ui/simulator/simulator-env';
import { aCourse, aStudent } from '../../mothers/student.mother';

/** The guest test's course in the guest links of these tests. */
export const GUEST_COURSE_ID = 7;

/** The new student after the sign-up (no course yet), and after the trial course was added. */
export const newStudent = (): Student => aStudent({ studentId: 501, studentName: 'Ravi Kumar', phoneNo: '9876543210', token: 'guest-tok', courses: [], firstTimeUser: 1 });
export const withTrial = (): Student => ({
  ...newStudent(),
  courses: [aCourse({ courseId: GUEST_COURSE_ID, templateId: 5001, packTypeId: 4, packTypeTitle: 'FREE' })],
  openedCourse: 0,
});

const ERROR = 'Error Submitting the Test';

export class FakeGuestAccount implements Pick<GuestAccountEnv['account'], 'sendGuestOtp' | 'verifyGuestOtp' | 'addTrialCourse'> {
  readonly calls: { name: string; args: unknown[] }[] = [];
  /** what each call answers next (a function: per call) */
  send: () => Result<{ token: string }, AccountFailure> = () => ok({ token: `otp-token-${this.named('sendGuestOtp').length}` });
  verify: (input: GuestSignUp) => Result<SignedIn, GuestVerifyFailure> = (input) =>
    (input.code === '123456'
      ? ok({ student: newStudent(), next: '/dashboard?ftu=1' })
      : err({ message: 'Invalid Otp', wrongCode: true, expired: false }));
  addCourse: () => Result<Student, TrialCourseFailure> = () => ok(withTrial());

  named(name: string) {
    return this.calls.filter((c) => c.name === name);
  }

  sendGuestOtp = async (mobile: string) => {
    this.calls.push({ name: 'sendGuestOtp', args: [mobile] });
    return this.send();
  };

  verifyGuestOtp = async (input: GuestSignUp) => {
    this.calls.push({ name: 'verifyGuestOtp', args: [input] });
    return this.verify(input);
  };

  addTrialCourse = async (courseId: number) => {
    this.calls.push({ name: 'addTrialCourse', args: [courseId] });
    return this.addCourse();
  };

  failAddCourse(alreadyAttempted = false): void {
    this.addCourse = () => err({
      message: alreadyAttempted ? 'You have already attempted free trial test' : ERROR, alreadyAttempted,
    });
  }
}

/** The session store's part the flow uses: observable like the real one. */
export class FakeSession {
  student: Student | null = null;
  readonly signIns: { student: Student; firstTimeUser: boolean | undefined }[] = [];
  readonly replaced: Student[] = [];

  constructor(student: Student | null = null) {
    this.student = student;
    makeAutoObservable(this, { signIns: false, replaced: false });
  }

  signedIn(student: Student, firstTimeUser?: boolean): void {
    this.student = student;
    this.signIns.push({ student, firstTimeUser });
  }

  replaceStudent(student: Student): void {
    this.student = student;
    this.replaced.push(student);
  }
}

export const guestEnv = (account = new FakeGuestAccount(), session = new FakeSession()) => ({ account, session });
