// What each exam room use case answers when the area is unavailable (its code failed to load, or a screen is
// rendered without it): unavailable, like a call that could not be made (the screens show their empty states).
import { UNAVAILABLE } from '../../domain/shared/result';
import { everyMethodFails, unavailableUseCases } from '../shared/lazy-use-cases';
import type { ExamRoomUseCases } from './exam-room-use-cases';

/** Every method answers err(UNAVAILABLE); a new method needs no line here. */
export const EXAM_ROOM_FALLBACKS = everyMethodFails(UNAVAILABLE);

/** The area when it is not there at all (harnesses of other screens). */
export const EXAM_ROOM_UNAVAILABLE: ExamRoomUseCases = unavailableUseCases<ExamRoomUseCases, typeof UNAVAILABLE>(EXAM_ROOM_FALLBACKS);
