// The catalogue's bindings: the HTTP gateway, the provider's hosted checkout and the catalogue use cases over them.
// The callback address the provider returns to is on the API the HTTP client calls (VITE_API_BASE, else '/api').
import { ContainerModule } from 'inversify';
import { CatalogueService } from '../../application/catalogue/catalogue-service';
import { CATALOGUE } from '../../application/catalogue/tokens';
import { HostedPaymentCheckout } from './hosted-checkout';
import { HttpCatalogueGateway } from './http-catalogue-gateway';

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE.gateway).to(HttpCatalogueGateway);
  bind(CATALOGUE.checkout).toDynamicValue(() => new HostedPaymentCheckout({
    document: window.document,
    location: window.location,
    apiBase: import.meta.env.VITE_API_BASE ?? '/api',
  }));
  bind(CATALOGUE.useCases).toDynamicValue((ctx) => new CatalogueService(ctx.get(CATALOGUE.gateway), ctx.get(CATALOGUE.checkout)));
});
