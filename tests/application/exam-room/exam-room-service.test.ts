/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { EXAM_ROOM_FALLBACKS } from '../../../application/exam-room/exam-room-fallbacks';
import { ExamRoomService } from '../../../application/exam-room/exam-room-service';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { ExamRoomGateway } from '../../../application/exam-room/ports';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aClassTest, aMockTest, aRunningTest, aTopic, aTopicTest } from '../../mothers/exam-room.mother';

type FakeGateway = { [K in keyof ExamRoomGateway]: jest.MockedFunction<ExamRoomGateway[K]> };

const gateway = (): FakeGateway => ({
  topicTree: jest.fn<ExamRoomGateway['topicTree']>(async () => ok([aTopic()])),
  topicTests: jest.fn<ExamRoomGateway['topicTests']>(async () => ok({ tests: [aTopicTest()], instructions: ['Read carefully'] })),
  mockTestCategories: jest.fn<ExamRoomGateway['mockTestCategories']>(async () => ok([{ categoryName: 'JEE', testList: [aMockTest()] }])),
  classTests: jest.fn<ExamRoomGateway['classTests']>(async () => ok([aClassTest()])),
  runningTest: jest.fn<ExamRoomGateway['runningTest']>(async () => ok(aRunningTest())),
});

const fault: CallFailure = { kind: 'fault', message: 'Server down' };

describe('ExamRoomService', () => {
  it('passes the answers of the gateway through', async () => {
    const g = gateway();
    const service = new ExamRoomService(g, jest.fn());
    expect(await service.topicTree(5001)).toEqual(ok([aTopic()]));
    expect(await service.topicTests(5001, { topicId: 3, topicName: 'Kinematics' })).toEqual(ok({ tests: [aTopicTest()], instructions: ['Read carefully'] }));
    expect(g.topicTests).toHaveBeenCalledWith(5001, { topicId: 3, topicName: 'Kinematics' });
    expect(await service.classTests(11)).toEqual(ok([aClassTest()]));
    expect(await service.runningTest(5001, { testType: 3, testId: 9 })).toEqual(ok(aRunningTest()));
    expect(g.runningTest).toHaveBeenCalledWith(5001, { testType: 3, testId: 9 });
  });

  it('skips calls without the ids they need: unavailable', async () => {
    const g = gateway();
    const log = jest.fn();
    const service = new ExamRoomService(g, log);
    expect(await service.topicTree(0)).toEqual(err(UNAVAILABLE));
    expect(await service.topicTests(5001, { topicId: 0, topicName: '' })).toEqual(err(UNAVAILABLE));
    expect(await service.mockTestCategories(Number.NaN)).toEqual(err(UNAVAILABLE));
    expect(await service.classTests(0)).toEqual(err(UNAVAILABLE));
    expect(await service.runningTest(0)).toEqual(err(UNAVAILABLE));
    for (const call of Object.values(g)) expect(call).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure once and hands it on, so the screen can show its empty state', async () => {
    const g = gateway();
    for (const call of Object.values(g)) call.mockResolvedValue(err(fault));
    const log = jest.fn();
    const service = new ExamRoomService(g, log);
    expect(await service.topicTree(5001)).toEqual(err(fault));
    expect(await service.topicTests(5001, { topicId: 3, topicName: 'x' })).toEqual(err(fault));
    expect(await service.mockTestCategories(5001)).toEqual(err(fault));
    expect(await service.classTests(11)).toEqual(err(fault));
    expect(await service.runningTest(5001)).toEqual(err(fault));
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith('Loading the class tests failed', fault);
  });

  it('drops mock test categories without tests', async () => {
    const g = gateway();
    g.mockTestCategories.mockResolvedValue(ok([{ categoryName: 'Empty', testList: [] }, { categoryName: 'JEE', testList: [aMockTest()] }]));
    expect(await new ExamRoomService(g, jest.fn()).mockTestCategories(5001)).toEqual(ok([{ categoryName: 'JEE', testList: [aMockTest()] }]));
  });
});

describe('the exam room loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads the implementation once, on first use', async () => {
    const real = new ExamRoomService(gateway(), jest.fn());
    const load = jest.fn(async (): Promise<ExamRoomUseCases> => real);
    const deferred = lazyUseCases('exam room', load, EXAM_ROOM_FALLBACKS);
    expect(load).not.toHaveBeenCalled();
    expect(await deferred.classTests(11)).toEqual(ok([aClassTest()]));
    expect(await deferred.topicTree(5001)).toEqual(ok([aTopic()]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers unavailable when loading fails, and tries again on the next call', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = new ExamRoomService(gateway(), jest.fn());
    const load = jest.fn<() => Promise<ExamRoomUseCases>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const deferred = lazyUseCases('exam room', load, EXAM_ROOM_FALLBACKS);
    expect(await deferred.mockTestCategories(5001)).toEqual(err(UNAVAILABLE));
    expect(await deferred.runningTest(5001)).toEqual(ok(aRunningTest()));
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
