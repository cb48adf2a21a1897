// What each profile use case answers when the area is unavailable: the generic failure.
// No other texts here: the app's entry imports this file.
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import { GENERIC_FAILURE } from '../shared/shared-messages';
import type { ProfileFailure, ProfileUseCases } from './profile-use-cases';

export const PROFILE_FALLBACKS = everyMethodFails<ProfileFailure>({ message: GENERIC_FAILURE });

export const PROFILE_UNAVAILABLE: ProfileUseCases = unavailableUseCases<ProfileUseCases, ProfileFailure>(PROFILE_FALLBACKS);
