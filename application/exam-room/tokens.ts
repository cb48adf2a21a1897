// The exam room's tokens: the port its adapter implements and the use cases the UI receives.
import { token } from '../shared/token';
import type { ExamRoomUseCases } from './exam-room-use-cases';
import type { ExamRoomGateway } from './ports';

export const EXAM_ROOM = {
  gateway: token<ExamRoomGateway>('ExamRoomGateway'),
  useCases: token<ExamRoomUseCases>('ExamRoomUseCases'),
} as const;
