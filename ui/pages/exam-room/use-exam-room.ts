// The exam room use cases from the services context. Harnesses of other screens may leave them out; the lists
// are then empty, exactly as when the server is unreachable (spec 001 §8).
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import { useServices } from '../../services-context';

export const NO_EXAM_ROOM: ExamRoomUseCases = {
  topicTree: async () => [],
  topicTests: async () => ({ tests: [], instructions: [] }),
  mockTestCategories: async () => [],
  classTests: async () => [],
  runningTest: async () => null,
};

export const useExamRoom = (): ExamRoomUseCases => useServices().examRoom ?? NO_EXAM_ROOM;
