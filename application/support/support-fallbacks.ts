// What each support use case answers when the area is unavailable: a danger toast with the generic failure.
// No other texts here: the app's entry imports this file.
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import { GENERIC_FAILURE } from '../shared/shared-messages';
import type { SupportNotice, SupportUseCases } from './support-use-cases';

export const SUPPORT_FALLBACKS = everyMethodFails<SupportNotice>({ tone: 'danger', message: GENERIC_FAILURE });

export const SUPPORT_UNAVAILABLE: SupportUseCases = unavailableUseCases<SupportUseCases, SupportNotice>(SUPPORT_FALLBACKS);
