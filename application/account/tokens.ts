// The account area's tokens: the ports its adapters implement and the use cases the UI receives.
import { token } from '../shared/token';
import type { AccountUseCases } from './account-use-cases';
import type {
  AccountCookieStore, AuthGateway, BrowserNavigator, Clock, CourseGateway, StudentStore, ThemePreferenceStore,
} from './ports';

export const ACCOUNT = {
  authGateway: token<AuthGateway>('AuthGateway'),
  courseGateway: token<CourseGateway>('CourseGateway'),
  studentStore: token<StudentStore>('StudentStore'),
  accountCookieStore: token<AccountCookieStore>('AccountCookieStore'),
  themePreferenceStore: token<ThemePreferenceStore>('ThemePreferenceStore'),
  browserNavigator: token<BrowserNavigator>('BrowserNavigator'),
  clock: token<Clock>('Clock'),
  useCases: token<AccountUseCases>('AccountUseCases'),
} as const;
