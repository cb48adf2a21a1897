// What each exam room use case answers when the area is unavailable (its code failed to load, or a screen is
// rendered without it): unavailable, like a call that could not be made (the screens show their empty states).
import { err, UNAVAILABLE } from '../../domain/shared/result';
import { unavailableUseCases, type Fallbacks } from '../shared/lazy-use-cases';
import type { ExamRoomUseCases } from './exam-room-use-cases';

const unavailable = () => err(UNAVAILABLE);

export const EXAM_ROOM_FALLBACKS: Fallbacks<ExamRoomUseCases, keyof ExamRoomUseCases> = {
  topicTree: unavailable,
  topicTests: unavailable,
  mockTestCategories: unavailable,
  classTests: unavailable,
  runningTest: unavailable,
};

/** The exam room when it is not there at all (harnesses of other screens). */
export const EXAM_ROOM_UNAVAILABLE: ExamRoomUseCases = unavailableUseCases(EXAM_ROOM_FALLBACKS);
