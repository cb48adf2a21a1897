// The signed-in student as MobX view state. Business rules live in domain/ and application/;
// this store only holds what the views render and calls the use cases.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AccountFailure, AccountUseCases } from '../../application/account/account-use-cases';
import { activeCourseOf, type Course, type Student } from '../../domain/account/student';
import type { Result } from '../../domain/shared/result';

export class SessionStore {
  student: Student | null = null;
  /** first-time-user (welcome) modal flag */
  firstTimeModalOpen = false;

  constructor(private readonly account: AccountUseCases) {
    // the student is replaced whole, never changed in place: a reference, not a deep copy of every course (making it
    // deeply observable cost 34 of the start-up script's 366 ms in a 4x CPU profile, docs/performance.md "Lighthouse")
    makeAutoObservable<SessionStore, 'account'>(this, { account: false, student: observableRef });
    this.student = account.currentStudent();
  }

  get isLoggedIn(): boolean {
    return !!this.student?.token;
  }

  get activeCourse(): Course | null {
    return activeCourseOf(this.student);
  }

  get hasCourses(): boolean {
    return (this.student?.courses.length ?? 0) > 0;
  }

  /** After any successful sign-in use case. */
  signedIn(student: Student, firstTimeUser = student.firstTimeUser === 1): void {
    this.student = student;
    this.firstTimeModalOpen = firstTimeUser;
  }

  setFirstTimeModal(open: boolean): void {
    this.firstTimeModalOpen = open;
  }

  /** Opens another course; on a failure nothing changes and the failure says what to show. */
  async switchCourse(index: number): Promise<Result<Student, AccountFailure>> {
    const r = await this.account.switchCourse(index);
    if (r.ok) runInAction(() => { this.student = r.value; });
    return r;
  }

  /**
   * Brings the course list up to date; a failure changes nothing, and so does a list that did not change: the student
   * is kept, so the views that read it do not render again (it runs at every page change; on a signed-in page's load
   * that render of the whole shell was one task of about 110 ms at 4x CPU, docs/performance.md "Lighthouse").
   */
  async refreshCourses(): Promise<void> {
    const r = await this.account.refreshCourses();
    if (r.ok && r.value !== this.student) runInAction(() => { this.student = r.value; });
  }

  /** After an enrolment or a payment: the courses are fetched and that course becomes the active one. */
  async openEnrolledCourse(courseId: number): Promise<Result<Student, AccountFailure>> {
    const r = await this.account.openEnrolledCourse(courseId);
    // on a failure the fetched courses are kept in storage: show them
    runInAction(() => { this.student = r.ok ? r.value : this.account.currentStudent(); });
    return r;
  }

  /** Saves an e-mail on an account without one (before a paid checkout). */
  async updateEmail(email: string): Promise<Result<Student, AccountFailure>> {
    const r = await this.account.updateEmail(email);
    if (r.ok) runInAction(() => { this.student = r.value; });
    return r;
  }

  /** A use case of another area changed the stored student (profile, welcome seen): show it. */
  replaceStudent(student: Student): void {
    this.student = student;
  }

  /** Logout: the server revokes the token (best effort, a few seconds at most), then everything is cleared; the caller
   *  then hard-navigates to /student. */
  async logout(): Promise<void> {
    await this.account.logout();
    runInAction(() => {
      this.student = null;
      this.firstTimeModalOpen = false;
    });
  }
}
