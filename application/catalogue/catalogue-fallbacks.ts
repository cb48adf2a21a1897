// What each catalogue use case answers when the area is unavailable (its code failed to load, or a screen is
// rendered without it): the generic failure, so a list shows its empty state and an action its message. No other
// texts here: the app's entry imports this file, and the catalogue's texts load with the catalogue.
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import { GENERIC_FAILURE } from '../shared/shared-messages';
import type { CatalogueFailure, CatalogueUseCases } from './catalogue-use-cases';

/** Every method answers err({ message: 'Something went wrong' }); a new method needs no line here. */
export const CATALOGUE_FALLBACKS = everyMethodFails<CatalogueFailure>({ message: GENERIC_FAILURE });

/** The area when it is not there at all (harnesses of other screens). */
export const CATALOGUE_UNAVAILABLE: CatalogueUseCases = unavailableUseCases<CatalogueUseCases, CatalogueFailure>(CATALOGUE_FALLBACKS);
