import { token } from '../shared/token';
import type { AnalyticsUseCases } from './analytics-use-cases';
import type { DataLayer, PageVisibility, Ticker } from './ports';

export const ANALYTICS = {
  dataLayer: token<DataLayer>('DataLayer'),
  visibility: token<PageVisibility>('PageVisibility'),
  ticker: token<Ticker>('Ticker'),
  useCases: token<AnalyticsUseCases>('AnalyticsUseCases'),
} as const;
