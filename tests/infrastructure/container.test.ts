import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { AccountUseCases } from '../../application/account/account-use-cases';
import { TOKENS, type BrowserNavigator, type StudentStore } from '../../application/account/ports';
import { AccountService } from '../../application/account/account-service';
import { createContainer, onInvalidToken } from '../../infrastructure/container';
import { CookieAccountStore } from '../../infrastructure/account/cookie-account-store';
import { accountDetailsOf } from '../../domain/account/student';
import { aRawCourse, aStudent } from '../mothers/account.mother';
import { ENGINE_TOKENS } from '../../application/test-engine/ports';
import { HttpTestRepository } from '../../infrastructure/test-engine/http-test-repository';
import { IndexedDbEventLogStore } from '../../infrastructure/test-engine/indexeddb-event-log-store';
import { systemEngineClock } from '../../infrastructure/test-engine/rx-engine-clock';
import { SIMULATOR_TOKENS } from '../../application/simulator/ports';
import { HttpSimulatorHelpGateway } from '../../infrastructure/simulator/http-simulator-help-gateway';

const BASE = 'http://api.test/api';

beforeEach(() => {
  localStorage.clear();
  new CookieAccountStore(document, false).clear();
});

describe('createContainer', () => {
  it('binds every account token to a singleton', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    for (const token of Object.values(TOKENS)) {
      expect(container.get(token)).toBeDefined();
      expect(container.get(token)).toBe(container.get(token));
    }
    expect(container.get(TOKENS.AccountUseCases)).toBeInstanceOf(AccountService);
  });

  it('binds the test-engine ports: one IndexedDB store for both log ports, the system clock, the HTTP test repository', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    const logs = container.get(ENGINE_TOKENS.EventLogStore);
    expect(logs).toBeInstanceOf(IndexedDbEventLogStore);
    expect(container.get(ENGINE_TOKENS.EventLogMetaStore)).toBe(logs);
    expect(container.get(ENGINE_TOKENS.EngineClock)).toBe(systemEngineClock);
    expect(container.get(ENGINE_TOKENS.TestRepository)).toBeInstanceOf(HttpTestRepository);
    expect(container.get(ENGINE_TOKENS.TestRepository)).toBe(container.get(ENGINE_TOKENS.TestRepository));
  });

  it("binds the simulator's help gateway to HTTP", () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    expect(container.get(SIMULATOR_TOKENS.SimulatorHelpGateway)).toBeInstanceOf(HttpSimulatorHelpGateway);
  });

  it('wires the use cases to HTTP and storage', async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [aRawCourse({ courseId: 99 })] });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    container.get<StudentStore>(TOKENS.StudentStore).save(aStudent());
    const updated = await container.get<AccountUseCases>(TOKENS.AccountUseCases).refreshCourses();
    expect(updated?.courses.map((c) => c.courseId)).toEqual([99]);
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it("an invalidToken reply clears the stored student and cookie and hard-navigates to '/student/logout'", async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/fetchmycourses`, { status: 401, body: { responseTxt: 'invalidToken', message: 'invalidToken', obj: null } });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    const hardNavigate = jest.fn();
    container.rebind<BrowserNavigator>(TOKENS.BrowserNavigator).toConstantValue({ hardNavigate });
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.get<StudentStore>(TOKENS.StudentStore).save(aStudent());
    new CookieAccountStore(document, false).save(accountDetailsOf(aStudent()));

    expect(await container.get<AccountUseCases>(TOKENS.AccountUseCases).refreshCourses()).toBeNull();
    expect(localStorage.getItem('student-storage')).toBeNull();
    expect(new CookieAccountStore(document, false).load()).toEqual({ accountDetails: null, token: null });
    expect(hardNavigate).toHaveBeenCalledWith('/student/logout');
    errorSpy.mockRestore();
  });
});

describe('onInvalidToken', () => {
  it('clears the student store and the cookie, then hard-navigates', () => {
    const order: string[] = [];
    onInvalidToken({
      students: { load: () => null, save: () => undefined, clear: () => order.push('students') },
      cookies: { load: () => ({ accountDetails: null, token: null }), save: () => undefined, clear: () => order.push('cookies') },
      navigator: { hardNavigate: (url) => order.push(url) },
    });
    expect(order).toEqual(['students', 'cookies', '/student/logout']);
  });
});
