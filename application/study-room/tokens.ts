// The study room's tokens: the ports its adapters implement and the use cases the UI receives.
import { token } from '../shared/token';
import type { ContentCounterStore, StudyRoomGateway } from './ports';
import type { StudyRoomUseCases } from './study-room-use-cases';

export const STUDY_ROOM = {
  gateway: token<StudyRoomGateway>('StudyRoomGateway'),
  counters: token<ContentCounterStore>('ContentCounterStore'),
  useCases: token<StudyRoomUseCases>('StudyRoomUseCases'),
} as const;
