// What each exam room use case answers when the area is unavailable (its code failed to load, or a screen is
// rendered without it): the empty value, exactly as a failed list call (the screens show their empty states).
import { unavailableUseCases, type Fallbacks } from '../shared/lazy-use-cases';
import type { ExamRoomUseCases } from './exam-room-use-cases';

export const EXAM_ROOM_FALLBACKS: Fallbacks<ExamRoomUseCases, keyof ExamRoomUseCases> = {
  topicTree: () => [],
  topicTests: () => ({ tests: [], instructions: [] }),
  mockTestCategories: () => [],
  classTests: () => [],
  runningTest: () => null,
};

/** The exam room when it is not there at all (harnesses of other screens). */
export const EXAM_ROOM_UNAVAILABLE: ExamRoomUseCases = unavailableUseCases(EXAM_ROOM_FALLBACKS);
