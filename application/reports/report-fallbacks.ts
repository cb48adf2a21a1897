// What each report use case answers when the area is unavailable (its code failed to load, or a screen is rendered
// without it): unavailable, like a call that could not be made (the screens show their empty states); tracking is
// dropped.
import { UNAVAILABLE } from '../../domain/shared/result';
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import type { ReportUseCases } from './report-use-cases';

/** Every method answers err(UNAVAILABLE); a new method needs no line here. */
export const REPORT_FALLBACKS = everyMethodFails(UNAVAILABLE);

/** The area when it is not there at all (harnesses of other screens). */
export const REPORTS_UNAVAILABLE: ReportUseCases = unavailableUseCases<ReportUseCases, typeof UNAVAILABLE>(REPORT_FALLBACKS);
