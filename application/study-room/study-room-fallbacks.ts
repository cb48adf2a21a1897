// What each study room use case answers when the area is unavailable (its code failed to load, or a screen is
// rendered without it): unavailable, like a call that could not be made (the screens show their empty states).
import { UNAVAILABLE } from '../../domain/shared/result';
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import type { OpenRefusal, StudyRoomUseCases } from './study-room-use-cases';

/** Every method answers err(UNAVAILABLE); a new method needs no line here. */
export const STUDY_ROOM_FALLBACKS = everyMethodFails<OpenRefusal>(UNAVAILABLE);

/** The area when it is not there at all (harnesses of other screens). */
export const STUDY_ROOM_UNAVAILABLE: StudyRoomUseCases = unavailableUseCases<StudyRoomUseCases, OpenRefusal>(STUDY_ROOM_FALLBACKS);
