/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { EXAM_ROOM_FALLBACKS } from '../../../application/exam-room/exam-room-fallbacks';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { ExamRoomService } from '../../../application/exam-room/exam-room-service';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { ExamRoomGateway } from '../../../application/exam-room/ports';
import { aClassTest, aMockTest, aRunningTest, aTopic, aTopicTest } from './exam-room.mother';

type FakeGateway = { [K in keyof ExamRoomGateway]: jest.MockedFunction<ExamRoomGateway[K]> };

const gateway = (): FakeGateway => ({
  topicTree: jest.fn<ExamRoomGateway['topicTree']>(async () => [aTopic()]),
  topicTests: jest.fn<ExamRoomGateway['topicTests']>(async () => ({ tests: [aTopicTest()], instructions: ['Read carefully'] })),
  mockTestCategories: jest.fn<ExamRoomGateway['mockTestCategories']>(async () => [{ categoryName: 'JEE', testList: [aMockTest()] }]),
  classTests: jest.fn<ExamRoomGateway['classTests']>(async () => [aClassTest()]),
  runningTest: jest.fn<ExamRoomGateway['runningTest']>(async () => aRunningTest()),
});

const failing = { success: false, data: null, status: 500, message: 'Something went wrong' };

describe('ExamRoomService', () => {
  it('passes the answers of the gateway through', async () => {
    const g = gateway();
    const service = new ExamRoomService(g, jest.fn());
    expect(await service.topicTree(5001)).toEqual([aTopic()]);
    expect(await service.topicTests(5001, { topicId: 3, topicName: 'Kinematics' })).toEqual({ tests: [aTopicTest()], instructions: ['Read carefully'] });
    expect(g.topicTests).toHaveBeenCalledWith(5001, { topicId: 3, topicName: 'Kinematics' });
    expect(await service.classTests(11)).toEqual([aClassTest()]);
    expect(await service.runningTest(5001, { testType: 3, testId: 9 })).toEqual(aRunningTest());
    expect(g.runningTest).toHaveBeenCalledWith(5001, { testType: 3, testId: 9 });
  });

  it('skips calls without the ids they need (spec 001 §5)', async () => {
    const g = gateway();
    const service = new ExamRoomService(g, jest.fn());
    expect(await service.topicTree(0)).toEqual([]);
    expect(await service.topicTests(5001, { topicId: 0, topicName: '' })).toEqual({ tests: [], instructions: [] });
    expect(await service.mockTestCategories(Number.NaN)).toEqual([]);
    expect(await service.classTests(0)).toEqual([]);
    expect(await service.runningTest(0)).toBeNull();
    for (const call of Object.values(g)) expect(call).not.toHaveBeenCalled();
  });

  it('logs a failure and answers the empty value, so the screen shows its empty state (spec 001 §8)', async () => {
    const g = gateway();
    for (const call of Object.values(g)) call.mockRejectedValue(failing);
    const log = jest.fn();
    const service = new ExamRoomService(g, log);
    expect(await service.topicTree(5001)).toEqual([]);
    expect(await service.topicTests(5001, { topicId: 3, topicName: 'x' })).toEqual({ tests: [], instructions: [] });
    expect(await service.mockTestCategories(5001)).toEqual([]);
    expect(await service.classTests(11)).toEqual([]);
    expect(await service.runningTest(5001)).toBeNull();
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith('Loading the class tests failed', failing);
  });

  it('drops mock test categories without tests', async () => {
    const g = gateway();
    g.mockTestCategories.mockResolvedValue([{ categoryName: 'Empty', testList: [] }, { categoryName: 'JEE', testList: [aMockTest()] }]);
    expect((await new ExamRoomService(g, jest.fn()).mockTestCategories(5001)).map((c) => c.categoryName)).toEqual(['JEE']);
  });
});

describe('the exam room loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads the implementation once, on first use', async () => {
    const real = new ExamRoomService(gateway(), jest.fn());
    const load = jest.fn(async (): Promise<ExamRoomUseCases> => real);
    const deferred = lazyUseCases('exam room', load, EXAM_ROOM_FALLBACKS);
    expect(load).not.toHaveBeenCalled();
    expect(await deferred.classTests(11)).toEqual([aClassTest()]);
    expect(await deferred.topicTree(5001)).toEqual([aTopic()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the empty value when loading fails, and tries again on the next call', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = new ExamRoomService(gateway(), jest.fn());
    const load = jest.fn<() => Promise<ExamRoomUseCases>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const deferred = lazyUseCases('exam room', load, EXAM_ROOM_FALLBACKS);
    expect(await deferred.mockTestCategories(5001)).toEqual([]);
    expect(await deferred.runningTest(5001)).toEqual(aRunningTest());
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
