// The synchronous half of the account use cases: reading and ending the stored session. It needs only the
// storage adapters and the clock, so the app entry can answer "who is signed in?" before the network half
// (HTTP client, gateways, the inversify container) has loaded. AccountService extends it.
import { courseAccessState, isoDateOf, type AccessState } from '../../domain/account/access-state';
import { activeCourseOf, type Student } from '../../domain/account/student';
import type { AccountNetworkUseCases, AccountSessionUseCases } from './account-use-cases';
import type { AccountCookieStorage, Clock, StudentStorage } from './ports';

/** How long logout waits for the server to revoke the token (including loading the code that asks) before it clears
 *  the stored data anyway: a slow or absent server must not keep the student from leaving. */
export const LOGOUT_WAIT_MS = 3000;

const ignore = (): void => undefined;

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

  /**
   * Logout. The server revokes the token first, since a token only forgotten here would go on working for anyone who
   * copied it; that is best effort (`revoke` gets LOGOUT_WAIT_MS, its failure is ignored). Then the stored student,
   * cookie and token are cleared, whatever the server said. `revoke` reads the stored token, so it goes first.
   */
  async logout(revoke: () => Promise<unknown>): Promise<void> {
    if (this.students.load()?.token) {
      const settled = Promise.resolve().then(revoke).then(ignore, ignore);
      await Promise.race([settled, this.clock.after(LOGOUT_WAIT_MS)]);
    }
    this.students.clear();
    this.cookies.clear();
  }
}

/** The account use cases: the session's synchronous half answered from storage, the network half as given
 *  (loaded on first use by the app entry); logout asks the network half to revoke the token. */
export const withSession = <N extends Pick<AccountNetworkUseCases, 'revokeSession'>>(session: AccountSession, network: N):
  AccountSessionUseCases & N => ({
  currentStudent: () => session.currentStudent(),
  activeCourseAccess: () => session.activeCourseAccess(),
  logout: () => session.logout(() => network.revokeSession()),
  ...network,
});
