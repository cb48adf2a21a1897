// My Profile's container module, loaded into the app's container as ui/main.tsx does on the area's first call.
import { beforeEach, describe, expect, it } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { ACCOUNT } from '../../../application/account/tokens';
import { ProfileService } from '../../../application/profile/profile-service';
import { PROFILE } from '../../../application/profile/tokens';
import { CookieAccountStorage } from '../../../infrastructure/account/cookie-account-storage';
import { createContainer } from '../../../infrastructure/container';
import { HttpMyProfileGateway } from '../../../infrastructure/profile/http-my-profile-gateway';
import { profileModule } from '../../../infrastructure/profile/profile.module';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

beforeEach(() => {
  localStorage.clear();
  new CookieAccountStorage(document, false).clear();
});

describe('profileModule', () => {
  it('binds the HTTP gateway and the use cases over it, as singletons', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    container.load(profileModule);
    expect(container.get(PROFILE.gateway)).toBeInstanceOf(HttpMyProfileGateway);
    expect(container.get(PROFILE.useCases)).toBeInstanceOf(ProfileService);
    expect(container.get(PROFILE.useCases)).toBe(container.get(PROFILE.useCases));
  });

  it('a verified mobile reaches the stored student and the account cookie', async () => {
    const fm = fetchMock.createInstance();
    fm.route(`${BASE}/student-profile/verify-otp`, { responseTxt: 'success', message: '', obj: { studentName: 'Asha Rao', emailId: 'asha@example.com', phoneNo: '9123456780' } });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    container.get(ACCOUNT.studentStorage).save(aStudent());
    container.load(profileModule);
    const r = await container.get(PROFILE.useCases).verify({ field: 'phoneNo', value: '9123456780', code: { token: 't', tokenIdentify: 'mobile' } }, '123456');
    expect(r).toMatchObject({ ok: true, value: { phoneNo: '9123456780' } });
    expect(container.get(ACCOUNT.studentStorage).load()?.phoneNo).toBe('9123456780');
    expect(new CookieAccountStorage(document, false).load().accountDetails?.mobile).toBe('9123456780');
  });
});
