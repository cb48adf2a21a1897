// The synchronous half of the account use cases: reading and ending the stored session. It needs only the
// storage adapters and the clock, so the app entry can answer "who is signed in?" before the network half
// (HTTP client, gateways, the inversify container) has loaded. AccountService extends it.
import { courseAccessState, isoDateOf, type AccessState } from '../../domain/account/access-state';
import { activeCourseOf, type Student } from '../../domain/account/student';
import type { AccountSessionUseCases } from './account-use-cases';
import type { AccountCookieStorage, Clock, StudentStorage } from './ports';

export class AccountSession {
  constructor(
    protected readonly students: StudentStorage,
    protected readonly cookies: AccountCookieStorage,
    protected readonly clock: Clock,
  ) {}

  /** The stored student (localStorage), or null when logged out. */
  currentStudent(): Student | null {
    return this.students.load();
  }

  /** The access state of the stored student's active course today. */
  activeCourseAccess(): AccessState | null {
    return courseAccessState(activeCourseOf(this.students.load()), isoDateOf(this.clock.now()));
  }

  /** Logout: clears the stored student, cookie and token. */
  logout(): void {
    this.students.clear();
    this.cookies.clear();
  }
}

/** The account use cases: the session's synchronous half answered from storage, the network half as given
 *  (loaded on first use by the app entry). */
export const withSession = <N extends object>(session: AccountSession, network: N): AccountSessionUseCases & N => ({
  currentStudent: () => session.currentStudent(),
  activeCourseAccess: () => session.activeCourseAccess(),
  logout: () => session.logout(),
  ...network,
});
