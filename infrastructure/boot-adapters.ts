// The storage adapters the app needs before anything else (who is signed in, which theme), built without
// the inversify container so the first screen does not wait for it. createContainer() binds these same
// instances, so there is one adapter of each kind in the app.
import type { AccountCookieStore, Clock, StudentStore, ThemePreferenceStore } from '../application/account/ports';
import { CookieAccountStore } from './account/cookie-account-store';
import { LocalStorageStudentStore } from './account/local-storage-student-store';
import { LocalStorageThemeStore } from './account/local-storage-theme-store';
import { SystemClock } from './account/system-clock';

export interface BootAdapters {
  students: StudentStore;
  cookies: AccountCookieStore;
  clock: Clock;
  theme: ThemePreferenceStore;
}

export const createBootAdapters = (storage: Storage = window.localStorage): BootAdapters => ({
  students: new LocalStorageStudentStore(storage),
  cookies: new CookieAccountStore(document, window.location.protocol === 'https:'),
  clock: new SystemClock(),
  theme: new LocalStorageThemeStore(storage, window.matchMedia?.bind(window)),
});
