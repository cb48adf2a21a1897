// Composition root of the adapters: one inversify container, every binding a singleton built with
// toDynamicValue, so domain/ and application/ stay free of decorators.
import { Container } from 'inversify';
import { AccountService } from '../application/account/account-service';
import type { AccountUseCases } from '../application/account/account-use-cases';
import {
  TOKENS,
  type AccountCookieStore, type AuthGateway, type BrowserNavigator, type Clock, type CourseGateway,
  type StudentStore, type ThemePreferenceStore,
} from '../application/account/ports';
import { REPORT_TOKENS, type AnalyticsTracker, type ReportGateway } from '../application/reports/ports';
import { ReportService } from '../application/reports/report-service';
import type { ReportUseCases } from '../application/reports/report-use-cases';
import { ENGINE_TOKENS, type EngineClock, type EventLogMetaStore, type EventLogStore, type TestRepository } from '../application/test-engine/ports';
import { ExamRoomService } from '../application/exam-room/exam-room-service';
import type { ExamRoomUseCases } from '../application/exam-room/exam-room-use-cases';
import { EXAM_ROOM_TOKENS, type ExamRoomGateway } from '../application/exam-room/ports';
import { SIMULATOR_TOKENS, type SimulatorHelpGateway } from '../application/simulator/ports';
import { HttpAuthGateway } from './account/http-auth-gateway';
import { HttpCourseGateway } from './account/http-course-gateway';
import { WindowNavigator } from './account/window-navigator';
import { createBootAdapters, type BootAdapters } from './boot-adapters';
import { HttpExamRoomGateway } from './exam-room/http-exam-room-gateway';
import { HttpClient } from './http/http-client';
import { HttpSimulatorHelpGateway } from './simulator/http-simulator-help-gateway';
import { ConsoleAnalyticsTracker } from './reports/console-analytics-tracker';
import { HttpReportGateway } from './reports/http-report-gateway';
import { HttpTestRepository } from './test-engine/http-test-repository';
import { IndexedDbEventLogStore } from './test-engine/indexeddb-event-log-store';
import { systemEngineClock } from './test-engine/rx-engine-clock';

export interface ContainerOptions {
  /** API base; default VITE_API_BASE, else '/api' */
  apiBase?: string;
  /** default window.localStorage */
  storage?: Storage;
  /** default the browser's fetch */
  fetchImpl?: typeof fetch;
  /** the storage adapters the app entry built already (infrastructure/boot-adapters.ts); default new ones */
  boot?: BootAdapters;
}

export const INVALID_TOKEN_TARGET = '/student/logout';

/** Spec 000 §4/§8: an invalidToken reply removes the stored data and leaves for /student/logout. */
export const onInvalidToken = (deps: { students: StudentStore; cookies: AccountCookieStore; navigator: BrowserNavigator }): void => {
  deps.students.clear();
  deps.cookies.clear();
  deps.navigator.hardNavigate(INVALID_TOKEN_TARGET);
};

export const createContainer = (opts: ContainerOptions = {}): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  const storage = opts.storage ?? window.localStorage;
  const apiBase = opts.apiBase ?? import.meta.env.VITE_API_BASE ?? '/api';
  const fetchImpl = opts.fetchImpl ?? globalThis.fetch.bind(globalThis);

  const boot = opts.boot ?? createBootAdapters(storage);

  container.bind<Clock>(TOKENS.Clock).toConstantValue(boot.clock);
  container.bind<StudentStore>(TOKENS.StudentStore).toConstantValue(boot.students);
  container.bind<AccountCookieStore>(TOKENS.AccountCookieStore).toConstantValue(boot.cookies);
  container.bind<ThemePreferenceStore>(TOKENS.ThemePreferenceStore).toConstantValue(boot.theme);
  container.bind<BrowserNavigator>(TOKENS.BrowserNavigator).toDynamicValue(() => new WindowNavigator(window.location));
  container.bind(HttpClient).toDynamicValue((ctx) => {
    const students = ctx.get<StudentStore>(TOKENS.StudentStore);
    const cookies = ctx.get<AccountCookieStore>(TOKENS.AccountCookieStore);
    const navigator = ctx.get<BrowserNavigator>(TOKENS.BrowserNavigator);
    return new HttpClient({ apiBase, fetchImpl, students, onInvalidToken: () => onInvalidToken({ students, cookies, navigator }) });
  });
  container.bind<AuthGateway>(TOKENS.AuthGateway).toDynamicValue((ctx) => new HttpAuthGateway(ctx.get(HttpClient)));
  container.bind<CourseGateway>(TOKENS.CourseGateway).toDynamicValue((ctx) => new HttpCourseGateway(ctx.get(HttpClient)));
  container.bind<AccountUseCases>(TOKENS.AccountUseCases).toDynamicValue((ctx) => new AccountService(
    ctx.get<AuthGateway>(TOKENS.AuthGateway),
    ctx.get<CourseGateway>(TOKENS.CourseGateway),
    ctx.get<StudentStore>(TOKENS.StudentStore),
    ctx.get<AccountCookieStore>(TOKENS.AccountCookieStore),
    ctx.get<Clock>(TOKENS.Clock),
  ));
  container.bind<ExamRoomGateway>(EXAM_ROOM_TOKENS.ExamRoomGateway).toDynamicValue((ctx) => new HttpExamRoomGateway(ctx.get(HttpClient)));
  container.bind<ExamRoomUseCases>(EXAM_ROOM_TOKENS.ExamRoomUseCases).toDynamicValue((ctx) => new ExamRoomService(ctx.get<ExamRoomGateway>(EXAM_ROOM_TOKENS.ExamRoomGateway)));
  container.bind<ReportGateway>(REPORT_TOKENS.ReportGateway).toDynamicValue((ctx) => new HttpReportGateway(ctx.get(HttpClient)));
  container.bind<AnalyticsTracker>(REPORT_TOKENS.AnalyticsTracker).toDynamicValue(() => new ConsoleAnalyticsTracker());
  container.bind<ReportUseCases>(REPORT_TOKENS.ReportUseCases).toDynamicValue((ctx) => new ReportService(
    ctx.get<ReportGateway>(REPORT_TOKENS.ReportGateway),
    ctx.get<AnalyticsTracker>(REPORT_TOKENS.AnalyticsTracker),
  ));
  container.bind<SimulatorHelpGateway>(SIMULATOR_TOKENS.SimulatorHelpGateway).toDynamicValue((ctx) => new HttpSimulatorHelpGateway(ctx.get(HttpClient)));
  // test engine: one IndexedDB store serves both log ports (EventLogStore.remove() also removes the meta)
  container.bind(IndexedDbEventLogStore).toDynamicValue(() => new IndexedDbEventLogStore());
  container.bind<EventLogStore>(ENGINE_TOKENS.EventLogStore).toDynamicValue((ctx) => ctx.get(IndexedDbEventLogStore));
  container.bind<EventLogMetaStore>(ENGINE_TOKENS.EventLogMetaStore).toDynamicValue((ctx) => ctx.get(IndexedDbEventLogStore));
  container.bind<EngineClock>(ENGINE_TOKENS.EngineClock).toConstantValue(systemEngineClock);
  container.bind<TestRepository>(ENGINE_TOKENS.TestRepository).toDynamicValue((ctx) => new HttpTestRepository(ctx.get(HttpClient)));
  return container;
};
