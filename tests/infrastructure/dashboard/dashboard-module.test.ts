// The dashboard's container module, loaded into the app's container as ui/main.tsx does on the area's first call.
import { beforeEach, describe, expect, it } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { DashboardService } from '../../../application/dashboard/dashboard-service';
import { DASHBOARD } from '../../../application/dashboard/tokens';
import { ok } from '../../../domain/shared/result';
import { createContainer } from '../../../infrastructure/container';
import { dashboardModule } from '../../../infrastructure/dashboard/dashboard.module';
import { HttpDashboardGateway } from '../../../infrastructure/dashboard/http-dashboard-gateway';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

beforeEach(() => localStorage.clear());

describe('dashboardModule', () => {
  it('binds the HTTP gateway and the use cases over it, as singletons', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    container.load(dashboardModule);
    expect(container.get(DASHBOARD.gateway)).toBeInstanceOf(HttpDashboardGateway);
    expect(container.get(DASHBOARD.useCases)).toBeInstanceOf(DashboardService);
    expect(container.get(DASHBOARD.useCases)).toBe(container.get(DASHBOARD.useCases));
  });

  it("asks with the stored student's id and adds the clock's current year", async () => {
    localStorage.setItem('student-storage', JSON.stringify({ state: aStudent(), version: 0 }));
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/get-activity-years`, { responseTxt: 'success', message: '', obj: [2001] });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    container.load(dashboardModule);
    const year = new Date().getFullYear();
    expect(await container.get(DASHBOARD.useCases).activityYears(11)).toEqual(ok([year, 2001]));
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/get-activity-years?studentId=7&courseId=11`);
  });
});
