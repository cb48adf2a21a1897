// The signed-in student as MobX view state. Business rules live in domain/ and application/;
// this store only holds what the views render and calls the use cases.
import { makeAutoObservable, runInAction } from 'mobx';
import { activeCourseOf, type Course, type Student } from '../../domain/account/student';
import type { AccountUseCases } from '../../application/account/account-use-cases';

export class SessionStore {
  student: Student | null = null;
  /** first-time-user (welcome) modal flag */
  firstTimeModalOpen = false;

  constructor(private readonly account: AccountUseCases) {
    makeAutoObservable<SessionStore, 'account'>(this, { account: false });
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

  async switchCourse(index: number): Promise<boolean> {
    const updated = await this.account.switchCourse(index);
    if (!updated) return false;
    runInAction(() => { this.student = updated; });
    return true;
  }

  async refreshCourses(): Promise<void> {
    const updated = await this.account.refreshCourses();
    if (updated) runInAction(() => { this.student = updated; });
  }

  /** Clears everything; the caller hard-navigates to /student (spec 000 §4 Logout). */
  logout(): void {
    this.account.logout();
    this.student = null;
    this.firstTimeModalOpen = false;
  }
}
