// The exam room use cases from the services context.
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import { useServices } from '../../services-context';

export const useExamRoom = (): ExamRoomUseCases => useServices().examRoom;
