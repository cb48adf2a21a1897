// The catalogue's container module, loaded into the app's container as ui/main.tsx does on the area's first call.
import { beforeEach, describe, expect, it } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import { CATALOGUE } from '../../../application/catalogue/tokens';
import { ok } from '../../../domain/shared/result';
import { catalogueModule } from '../../../infrastructure/catalogue/catalogue.module';
import { HostedPaymentCheckout } from '../../../infrastructure/catalogue/hosted-checkout';
import { HttpCatalogueGateway } from '../../../infrastructure/catalogue/http-catalogue-gateway';
import { createContainer } from '../../../infrastructure/container';
import { aCatalogueCourse, aRawCategory } from '../../domain/catalogue/catalogue.mother';

const BASE = 'http://api.test/api';

beforeEach(() => localStorage.clear());

describe('catalogueModule', () => {
  it('binds the HTTP gateway, the hosted checkout and the use cases over them, as singletons', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    container.load(catalogueModule);
    expect(container.get(CATALOGUE.gateway)).toBeInstanceOf(HttpCatalogueGateway);
    expect(container.get(CATALOGUE.checkout)).toBeInstanceOf(HostedPaymentCheckout);
    expect(container.get(CATALOGUE.useCases)).toBeInstanceOf(CatalogueService);
    expect(container.get(CATALOGUE.useCases)).toBe(container.get(CATALOGUE.useCases));
  });

  it('answers the public catalogue to a visitor who is not signed in', async () => {
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/categoryandcourses`, { responseTxt: 'success', message: '', obj: [aRawCategory()] });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    container.load(catalogueModule);
    expect(await container.get(CATALOGUE.useCases).catalogue()).toEqual(ok([{ categoryId: 2, categoryName: 'Engineering', courses: [aCatalogueCourse()] }]));
  });
});
