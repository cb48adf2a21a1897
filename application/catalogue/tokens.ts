// The catalogue's tokens: the ports its adapters implement and the use cases the UI receives.
import { token } from '../shared/token';
import type { CatalogueUseCases } from './catalogue-use-cases';
import type { CatalogueGateway, PaymentCheckout } from './ports';

export const CATALOGUE = {
  gateway: token<CatalogueGateway>('CatalogueGateway'),
  checkout: token<PaymentCheckout>('PaymentCheckout'),
  useCases: token<CatalogueUseCases>('CatalogueUseCases'),
} as const;
