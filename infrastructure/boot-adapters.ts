// The storage adapters the app needs before anything else (who is signed in, which theme), built without
// the inversify container so the first screen does not wait for it. createContainer() binds these same
// instances, so there is one adapter of each kind in the app; it takes the browser navigator from here too.
import type {
  AccountCookieStorage, BrowserNavigator, Clock, StudentStorage, ThemePreferenceStorage,
} from '../application/account/ports';
import { CookieAccountStorage } from './account/cookie-account-storage';
import { LocalStorageStudentStorage } from './account/local-storage-student-storage';
import { LocalStorageThemeStorage } from './account/local-storage-theme-storage';
import { SystemClock } from './account/system-clock';
import { WindowNavigator } from './account/window-navigator';

export interface BootAdapters {
  students: StudentStorage;
  cookies: AccountCookieStorage;
  clock: Clock;
  theme: ThemePreferenceStorage;
}

export const createBootAdapters = (storage: Storage = window.localStorage): BootAdapters => ({
  students: new LocalStorageStudentStorage(storage),
  cookies: new CookieAccountStorage(document, window.location.protocol === 'https:'),
  clock: new SystemClock(),
  theme: new LocalStorageThemeStorage(storage, window.matchMedia?.bind(window)),
});

/** How the app leaves for a full page load: through the window's location. */
export const createBrowserNavigator = (): BrowserNavigator => new WindowNavigator(window.location);
