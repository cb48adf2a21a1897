// An AccountService over in-memory fakes of its ports, for the account service's tests.
import { jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import { AccountService } from '../../../application/account/account-service';
import type {
  AccountCookieStorage, AuthGateway, CourseGateway, ProfileGateway, StudentStorage,
} from '../../../application/account/ports';
import type { AccountDetails, Student } from '../../../domain/account/student';
import { err, type CallFailure } from '../../../domain/shared/result';
import { manualClock } from './manual-clock';

export class MemoryStudentStorage implements StudentStorage {
  constructor(public student: Student | null = null) {}
  load(): Student | null { return this.student; }
  save(student: Student): void { this.student = student; }
  clear(): void { this.student = null; }
}

export class MemoryCookies implements AccountCookieStorage {
  details: AccountDetails | null = null;
  load() { return { accountDetails: this.details, token: this.details?.token ?? null }; }
  save(details: AccountDetails): void { this.details = details; }
  clear(): void { this.details = null; }
}

export const refused = <C extends string>(code: C, message?: string) => err({ kind: 'refused' as const, code, ...(message ? { message } : {}) });
export const FAULT: CallFailure = { kind: 'fault' };
export const failed = (message: string) => err({ message });

const fakeAuth = (): Mocked<AuthGateway> => ({
  loginWithPassword: jest.fn<AuthGateway['loginWithPassword']>(),
  sendLoginCode: jest.fn<AuthGateway['sendLoginCode']>(),
  loginWithCode: jest.fn<AuthGateway['loginWithCode']>(),
  requestPasswordReset: jest.fn<AuthGateway['requestPasswordReset']>(),
  resetPassword: jest.fn<AuthGateway['resetPassword']>(),
  sendGuestCode: jest.fn<AuthGateway['sendGuestCode']>(),
  guestSignUp: jest.fn<AuthGateway['guestSignUp']>(),
  directLogin: jest.fn<AuthGateway['directLogin']>(),
  logout: jest.fn<AuthGateway['logout']>(),
});

const fakeCourses = (): Mocked<CourseGateway> => ({
  fetchMyCourses: jest.fn<CourseGateway['fetchMyCourses']>(),
  setLastOpenedCourse: jest.fn<CourseGateway['setLastOpenedCourse']>(),
  addGuestCourse: jest.fn<CourseGateway['addGuestCourse']>(),
  notifications: jest.fn<CourseGateway['notifications']>(),
});

const fakeProfiles = (): Mocked<ProfileGateway> => ({
  updateEmail: jest.fn<ProfileGateway['updateEmail']>(),
});

export const setup = (student: Student | null = null, now = new Date(2028, 8, 24, 12).getTime()) => {
  const auth = fakeAuth();
  const courses = fakeCourses();
  const profiles = fakeProfiles();
  const students = new MemoryStudentStorage(student);
  const cookies = new MemoryCookies();
  const clock = manualClock(now);
  const service = new AccountService(auth, courses, profiles, students, cookies, clock);
  return { auth, courses, profiles, students, cookies, clock, service };
};
