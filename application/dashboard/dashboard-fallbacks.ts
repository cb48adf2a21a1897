// What each dashboard use case answers when the area is unavailable: unavailable (the cards show their empty states).
import { UNAVAILABLE } from '../../domain/shared/result';
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import type { DashboardUseCases } from './dashboard-use-cases';

/** Every method answers err(UNAVAILABLE); a new method needs no line here. */
export const DASHBOARD_FALLBACKS = everyMethodFails(UNAVAILABLE);

/** The area when it is not there at all (harnesses of other screens). */
export const DASHBOARD_UNAVAILABLE: DashboardUseCases = unavailableUseCases<DashboardUseCases, typeof UNAVAILABLE>(DASHBOARD_FALLBACKS);
