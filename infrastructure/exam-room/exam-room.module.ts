// The exam room's bindings: the HTTP gateway and the exam room use cases over it.
import { ContainerModule } from 'inversify';
import { ExamRoomService } from '../../application/exam-room/exam-room-service';
import { EXAM_ROOM } from '../../application/exam-room/tokens';
import { HttpExamRoomGateway } from './http-exam-room-gateway';

export const examRoomModule = new ContainerModule(({ bind }) => {
  bind(EXAM_ROOM.gateway).to(HttpExamRoomGateway);
  bind(EXAM_ROOM.useCases).toDynamicValue((ctx) => new ExamRoomService(ctx.get(EXAM_ROOM.gateway)));
});
