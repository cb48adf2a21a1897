// The study room's bindings: the HTTP gateway, the counters kept in local storage, and the study room use cases.
import { ContainerModule } from 'inversify';
import { StudyRoomService } from '../../application/study-room/study-room-service';
import { STUDY_ROOM } from '../../application/study-room/tokens';
import { HttpStudyRoomGateway } from './http-study-room-gateway';
import { LocalContentCounterStore } from './local-content-counters';

export const studyRoomModule = new ContainerModule(({ bind }) => {
  bind(STUDY_ROOM.gateway).to(HttpStudyRoomGateway);
  bind(STUDY_ROOM.counters).to(LocalContentCounterStore);
  bind(STUDY_ROOM.useCases).toDynamicValue((ctx) => new StudyRoomService(ctx.get(STUDY_ROOM.gateway), ctx.get(STUDY_ROOM.counters)));
});
