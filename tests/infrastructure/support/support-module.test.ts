// The support area's container module, loaded into the app's container as ui/main.tsx does on the area's first call.
import { beforeEach, describe, expect, it } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { ACCOUNT } from '../../../application/account/tokens';
import { SupportService } from '../../../application/support/support-service';
import { SUPPORT } from '../../../application/support/tokens';
import { ok } from '../../../domain/shared/result';
import { createContainer } from '../../../infrastructure/container';
import { HttpSupportGateway } from '../../../infrastructure/support/http-support-gateway';
import { supportModule } from '../../../infrastructure/support/support.module';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

beforeEach(() => localStorage.clear());

describe('supportModule', () => {
  it('binds the HTTP gateway and the use cases over it, as singletons', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    container.load(supportModule);
    expect(container.get(SUPPORT.gateway)).toBeInstanceOf(HttpSupportGateway);
    expect(container.get(SUPPORT.useCases)).toBeInstanceOf(SupportService);
    expect(container.get(SUPPORT.useCases)).toBe(container.get(SUPPORT.useCases));
  });

  it("invites from the stored student's loginId", async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/student-invite`, { responseTxt: 'success', message: 'Invitation saved', obj: null });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    container.get(ACCOUNT.studentStorage).save(aStudent());
    container.load(supportModule);
    expect(await container.get(SUPPORT.useCases).inviteTeacher('teacher@example.com')).toEqual(ok({ tone: 'success', message: 'Invitation sent to your teacher.' }));
    expect(Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries())).toMatchObject({ actionById: 'asha' });
  });
});
