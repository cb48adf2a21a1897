import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { AccountService } from '../../application/account/account-service';
import { ACCOUNT } from '../../application/account/tokens';
import { DashboardService } from '../../application/dashboard/dashboard-service';
import { DASHBOARD } from '../../application/dashboard/tokens';
import { ProfileService } from '../../application/profile/profile-service';
import { PROFILE } from '../../application/profile/tokens';
import { SupportService } from '../../application/support/support-service';
import { SUPPORT } from '../../application/support/tokens';
import { ExamRoomService } from '../../application/exam-room/exam-room-service';
import { EXAM_ROOM } from '../../application/exam-room/tokens';
import { ReportService } from '../../application/reports/report-service';
import { REPORTS } from '../../application/reports/tokens';
import { SIMULATOR } from '../../application/simulator/tokens';
import { StudyRoomService } from '../../application/study-room/study-room-service';
import { STUDY_ROOM } from '../../application/study-room/tokens';
import { TEST_ENGINE } from '../../application/test-engine/tokens';
import { accountDetailsOf } from '../../domain/account/student';
import { CookieAccountStorage } from '../../infrastructure/account/cookie-account-storage';
import { HttpAuthGateway } from '../../infrastructure/account/http-auth-gateway';
import { HttpCourseGateway } from '../../infrastructure/account/http-course-gateway';
import { createContainer, type ContainerOptions } from '../../infrastructure/container';
import { dashboardModule } from '../../infrastructure/dashboard/dashboard.module';
import { HttpDashboardGateway } from '../../infrastructure/dashboard/http-dashboard-gateway';
import { examRoomModule } from '../../infrastructure/exam-room/exam-room.module';
import { HttpExamRoomGateway } from '../../infrastructure/exam-room/http-exam-room-gateway';
import { onInvalidToken } from '../../infrastructure/http/http.module';
import { HttpMyProfileGateway } from '../../infrastructure/profile/http-my-profile-gateway';
import { profileModule } from '../../infrastructure/profile/profile.module';
import { HttpReportGateway } from '../../infrastructure/reports/http-report-gateway';
import { reportsModule } from '../../infrastructure/reports/reports.module';
import { HttpSimulatorHelpGateway } from '../../infrastructure/simulator/http-simulator-help-gateway';
import { simulatorModule } from '../../infrastructure/simulator/simulator.module';
import { HttpStudyRoomGateway } from '../../infrastructure/study-room/http-study-room-gateway';
import { LocalContentCounterStore } from '../../infrastructure/study-room/local-content-counters';
import { studyRoomModule } from '../../infrastructure/study-room/study-room.module';
import { HttpSupportGateway } from '../../infrastructure/support/http-support-gateway';
import { supportModule } from '../../infrastructure/support/support.module';
import { HttpTestRepository } from '../../infrastructure/test-engine/http-test-repository';
import { JournaledEventLogStorage } from '../../infrastructure/test-engine/journaled-event-log-storage';
import { TrustedClock } from '../../infrastructure/test-engine/trusted-clock';
import { testEngineModule } from '../../infrastructure/test-engine/test-engine.module';
import { ok } from '../../domain/shared/result';
import { aRawCourse, aStudent } from '../mothers/account.mother';
import { anOverviewItem } from '../mothers/report.mother';

const BASE = 'http://api.test/api';

const containerWith = (opts: Partial<ContainerOptions> = {}) =>
  createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage, ...opts });

beforeEach(() => {
  localStorage.clear();
  new CookieAccountStorage(document, false).clear();
});

describe('createContainer: the account area and the shared adapters, bound at once', () => {
  it('binds every account token to a singleton; the gateways are the HTTP adapters', () => {
    const container = containerWith();
    for (const t of Object.values(ACCOUNT) as symbol[]) {
      const get = () => container.get(t as typeof ACCOUNT.clock);
      expect(get()).toBeDefined();
      expect(get()).toBe(get());
    }
    expect(container.get(ACCOUNT.useCases)).toBeInstanceOf(AccountService);
    expect(container.get(ACCOUNT.authGateway)).toBeInstanceOf(HttpAuthGateway);
    expect(container.get(ACCOUNT.courseGateway)).toBeInstanceOf(HttpCourseGateway);
  });

  it('wires the use cases to HTTP and storage', async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [aRawCourse({ courseId: 99 })] });
    const container = containerWith({ fetchImpl: fm.fetchHandler });
    container.get(ACCOUNT.studentStorage).save(aStudent());
    const updated = await container.get(ACCOUNT.useCases).refreshCourses();
    expect(updated).toMatchObject({ ok: true, value: { courses: [{ courseId: 99 }] } });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it("an invalidToken reply clears the stored student and cookie and hard-navigates to '/student/logout'", async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/fetchmycourses`, { status: 401, body: { responseTxt: 'invalidToken', message: 'invalidToken', obj: null } });
    const hardNavigate = jest.fn();
    const container = containerWith({ fetchImpl: fm.fetchHandler, navigator: { hardNavigate } });
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.get(ACCOUNT.studentStorage).save(aStudent());
    new CookieAccountStorage(document, false).save(accountDetailsOf(aStudent()));

    expect(await container.get(ACCOUNT.useCases).refreshCourses()).toMatchObject({ ok: false });
    expect(localStorage.getItem('student-storage')).toBeNull();
    expect(new CookieAccountStorage(document, false).load()).toEqual({ accountDetails: null, token: null });
    expect(hardNavigate).toHaveBeenCalledWith('/student/logout');
    errorSpy.mockRestore();
  });
});

describe('area modules, loaded on demand', () => {
  it('the exam room: the HTTP gateway and the use cases as singletons; loading twice changes nothing', () => {
    const container = containerWith();
    container.load(examRoomModule);
    container.load(examRoomModule);
    expect(container.get(EXAM_ROOM.gateway)).toBeInstanceOf(HttpExamRoomGateway);
    expect(container.get(EXAM_ROOM.useCases)).toBeInstanceOf(ExamRoomService);
    expect(container.get(EXAM_ROOM.useCases)).toBe(container.get(EXAM_ROOM.useCases));
  });

  it('reports: the gateway and the use cases as singletons', () => {
    const container = containerWith();
    container.load(reportsModule);
    expect(container.get(REPORTS.gateway)).toBeInstanceOf(HttpReportGateway);
    expect(container.get(REPORTS.useCases)).toBeInstanceOf(ReportService);
    expect(container.get(REPORTS.useCases)).toBe(container.get(REPORTS.useCases));
  });

  it("reports reach the server with the stored student's credentials", async () => {
    localStorage.setItem('student-storage', JSON.stringify({ state: aStudent(), version: 0 }));
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/dashboard`, { responseTxt: 'success', message: '', obj: [anOverviewItem()] });
    const container = containerWith({ fetchImpl: fm.fetchHandler });
    container.load(reportsModule);
    await expect(container.get(REPORTS.useCases).overview(11)).resolves.toEqual(ok([anOverviewItem()]));
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/dashboard?courseId=11`);
  });

  it('the test engine: one IndexedDB storage behind the write-ahead journal for both log ports, the trusted clock, the HTTP test repository and the simulator use cases', () => {
    const container = containerWith();
    container.load(testEngineModule);
    expect(container.get(TEST_ENGINE.eventLogStorage)).toBeInstanceOf(JournaledEventLogStorage);
    expect(container.get(TEST_ENGINE.clock)).toBeInstanceOf(TrustedClock);
    expect(container.get(TEST_ENGINE.testRepository)).toBeInstanceOf(HttpTestRepository);
    expect(container.get(TEST_ENGINE.testRepository)).toBe(container.get(TEST_ENGINE.testRepository));
    expect(Object.keys(container.get(SIMULATOR.useCases)).sort()).toEqual(['advanceAdaptive', 'openTest', 'sendPendingSubmits']);
    expect(container.get(SIMULATOR.useCases)).toBe(container.get(SIMULATOR.useCases));
  });

  it('the simulator help tools: the HTTP gateway and the help use cases', () => {
    const container = containerWith();
    container.load(simulatorModule);
    expect(container.get(SIMULATOR.helpGateway)).toBeInstanceOf(HttpSimulatorHelpGateway);
    expect(Object.keys(container.get(SIMULATOR.helpUseCases)).sort()).toEqual(['aiAnswer', 'askTeacher', 'removeAnswerImage', 'studyMaterial', 'uploadAnswerImage']);
  });

  it('the dashboard, the profile and the support modals: each its HTTP gateway and use cases, side by side', () => {
    const container = containerWith();
    for (const module of [dashboardModule, profileModule, supportModule, dashboardModule]) container.load(module);
    expect(container.get(DASHBOARD.gateway)).toBeInstanceOf(HttpDashboardGateway);
    expect(container.get(DASHBOARD.useCases)).toBeInstanceOf(DashboardService);
    expect(container.get(PROFILE.gateway)).toBeInstanceOf(HttpMyProfileGateway);
    expect(container.get(PROFILE.useCases)).toBeInstanceOf(ProfileService);
    expect(container.get(SUPPORT.gateway)).toBeInstanceOf(HttpSupportGateway);
    expect(container.get(SUPPORT.useCases)).toBeInstanceOf(SupportService);
    expect(container.get(SUPPORT.useCases)).toBe(container.get(SUPPORT.useCases));
  });

  it('the study room: the HTTP gateway, the counters in local storage and the use cases as singletons', () => {
    const container = containerWith();
    container.load(studyRoomModule);
    container.load(studyRoomModule);
    expect(container.get(STUDY_ROOM.gateway)).toBeInstanceOf(HttpStudyRoomGateway);
    expect(container.get(STUDY_ROOM.counters)).toBeInstanceOf(LocalContentCounterStore);
    expect(container.get(STUDY_ROOM.useCases)).toBeInstanceOf(StudyRoomService);
    expect(container.get(STUDY_ROOM.useCases)).toBe(container.get(STUDY_ROOM.useCases));
  });

  it('the study room reaches the server with the stored credentials and counts what it opens in local storage', async () => {
    localStorage.setItem('student-storage', JSON.stringify({ state: aStudent(), version: 0 }));
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/smartlearning-details`, {
      responseTxt: 'success', message: '',
      obj: { id: 7, contentTitle: 'Notes', contentType: 'PDF', language: 'English', topicId: 3, topicName: 'Kinematics', description: '', links: [], contentUrl: '/api/study-files/7/file?sid=1&exp=2&sig=x', captionsUrl: '', posterUrl: '' },
    });
    const container = containerWith({ fetchImpl: fm.fetchHandler });
    container.load(studyRoomModule);
    const item = { id: 7, contentTitle: 'Notes', contentType: 'PDF' as const, language: 'English', topicId: 3, topicName: 'Kinematics' };
    const limit = { pdfMax: 1, pptMax: null, videoMax: null, textMax: null };
    const opened = await container.get(STUDY_ROOM.useCases).openContent({ courseId: 11, templateId: 5001, accessState: 'accessible' }, item, limit);
    expect(opened).toMatchObject({ ok: true, value: { id: 7 } });
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/smartlearning-details?id=7&templateId=5001`);
    expect(JSON.parse(localStorage.getItem('study-content-counters:11') ?? 'null')).toMatchObject({ PDF: { counter: 1, courseId: 11, contentIds: [7] } });
  });

  it('an area that was not loaded is not bound', () => {
    expect(() => containerWith().get(EXAM_ROOM.useCases)).toThrow();
    expect(() => containerWith().get(DASHBOARD.useCases)).toThrow();
  });
});

describe('onInvalidToken', () => {
  it('clears the stored student and the cookie, then hard-navigates', () => {
    const order: string[] = [];
    onInvalidToken({
      students: { load: () => null, save: () => undefined, clear: () => order.push('students') },
      cookies: { load: () => ({ accountDetails: null, token: null }), save: () => undefined, clear: () => order.push('cookies') },
      navigator: { hardNavigate: (url: string) => order.push(url) },
    });
    expect(order).toEqual(['students', 'cookies', '/student/logout']);
  });
});
