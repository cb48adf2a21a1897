// The account area's tokens: the ports its adapters implement and the use cases the UI receives.
import { token } from '../shared/token';
import type { AccountUseCases } from './account-use-cases';
import type {
  AccountCookieStorage, AuthGateway, BrowserNavigator, Clock, CourseGateway, ProfileGateway, StudentStorage,
  ThemePreferenceStorage,
} from './ports';

export const ACCOUNT = {
  authGateway: token<AuthGateway>('AuthGateway'),
  courseGateway: token<CourseGateway>('CourseGateway'),
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  studentStorage: token<StudentStorage>('StudentStorage'),
  accountCookieStorage: token<AccountCookieStorage>('AccountCookieStorage'),
  themePreferenceStorage: token<ThemePreferenceStorage>('ThemePreferenceStorage'),
  browserNavigator: token<BrowserNavigator>('BrowserNavigator'),
  clock: token<Clock>('Clock'),
  useCases: token<AccountUseCases>('AccountUseCases'),
} as const;
