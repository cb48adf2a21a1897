/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { OPEN_REFUSALS, type ContentCounterStore, type StudyRoomGateway } from '../../../application/study-room/ports';
import { STUDY_ROOM_FALLBACKS } from '../../../application/study-room/study-room-fallbacks';
import { MAX_CONTENT_SEARCH, StudyRoomService } from '../../../application/study-room/study-room-service';
import type { StudyRoomUseCases } from '../../../application/study-room/study-room-use-cases';
import type { AccessState } from '../../../domain/account/access-state';
import {
  emptyCounters, NO_CONTENT_LIMIT, withCounted, type ContentCounters, type ContentItem, type ContentLimit, type OpenedContent,
  type TopicContent,
} from '../../../domain/study-room/content';
import { DEFAULT_TEST_OPTION } from '../../../domain/study-room/self-test';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';

const anItem = (over: Partial<ContentItem> = {}): ContentItem => ({
  id: 1, contentTitle: 'Kinematics notes', contentType: 'PDF', language: 'English', topicId: 11, topicName: 'Kinematics', ...over,
});
const opened = (item: ContentItem): OpenedContent => ({
  ...item, description: '', links: [], contentUrl: `/api/study-files/${item.id}/file?sid=1&exp=2&sig=abc`, captionsUrl: '', posterUrl: '',
});

const FREE: ContentLimit = { pdfMax: 2, pptMax: 1, videoMax: 2, textMax: 3 };
const COURSE = { courseId: 11, templateId: 5001 };
const at = (accessState: AccessState | null = 'upgrade') => ({ ...COURSE, accessState });

type FakeGateway = { [K in keyof StudyRoomGateway]: jest.MockedFunction<StudyRoomGateway[K]> };

const gateway = (): FakeGateway => ({
  content: jest.fn<StudyRoomGateway['content']>(async () => ok<TopicContent>({ items: [anItem()], limit: FREE, counted: [] })),
  openContent: jest.fn<StudyRoomGateway['openContent']>(async (_t, id) => ok(opened(anItem({ id })))),
  selfTestOptions: jest.fn<StudyRoomGateway['selfTestOptions']>(async () => ok([DEFAULT_TEST_OPTION])),
  topicProgress: jest.fn<StudyRoomGateway['topicProgress']>(async () => ok([{ topicId: 11, topicName: 'Kinematics', percentage: 75, barColor: 'yellow' as const }])),
  runningAdaptive: jest.fn<StudyRoomGateway['runningAdaptive']>(async () => ok(null)),
  createAdaptive: jest.fn<StudyRoomGateway['createAdaptive']>(async () => ok('777')),
});

/** Counters kept in memory per course, with every write recorded. */
class InMemoryCounters implements ContentCounterStore {
  readonly stored = new Map<number, ContentCounters>();
  readonly writes: Array<[number, ContentCounters]> = [];
  read(courseId: number): ContentCounters | null {
    return this.stored.get(courseId) ?? null;
  }
  write(courseId: number, counters: ContentCounters): void {
    this.writes.push([courseId, counters]);
    this.stored.set(courseId, counters);
  }
}

const setup = () => {
  const g = gateway();
  const counters = new InMemoryCounters();
  const log = jest.fn();
  return { g, counters, log, service: new StudyRoomService(g, counters, log) };
};

const fault: CallFailure = { kind: 'fault', message: 'Server down' };

describe('StudyRoomService.openContent', () => {
  it('opens an item through the server and counts it in the stored counters of the course', async () => {
    const { g, counters, log, service } = setup();
    const item = anItem({ id: 5, contentType: 'Text' });
    g.openContent.mockResolvedValueOnce(ok(opened(item)));
    expect(await service.openContent(at(), item, FREE)).toEqual(ok(opened(item)));
    expect(g.openContent).toHaveBeenCalledWith(5001, 5);
    expect(counters.read(11)?.Text).toEqual({ counter: 1, courseId: 11, contentIds: [5] });
    expect(counters.read(12)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('renew and not a video: Validity Expired without a call, nothing counted', async () => {
    const { g, counters, log, service } = setup();
    expect(await service.openContent(at('renew'), anItem({ contentType: 'PDF' }), NO_CONTENT_LIMIT)).toEqual(err({ kind: 'validity-expired' }));
    expect(g.openContent).not.toHaveBeenCalled();
    expect(counters.writes).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('a video opens under renew', async () => {
    const { g, service } = setup();
    const video = anItem({ id: 40, contentType: 'Video' });
    g.openContent.mockResolvedValueOnce(ok(opened(video)));
    expect(await service.openContent(at('renew'), video, FREE)).toEqual(ok(opened(video)));
    expect(g.openContent).toHaveBeenCalledWith(5001, 40);
  });

  it('the limit reached by the stored counters: Limit Exceeded without a call', async () => {
    const { g, counters, service } = setup();
    counters.stored.set(11, withCounted(emptyCounters(11), [{ id: 1, contentType: 'PPT' }]));
    expect(await service.openContent(at(), anItem({ id: 2, contentType: 'PPT' }), FREE)).toEqual(err({ kind: 'limit-exceeded' }));
    expect(g.openContent).not.toHaveBeenCalled();
  });

  it('an item counted before opens again at the limit, and is counted once', async () => {
    const { g, counters, service } = setup();
    const ppt = anItem({ id: 1, contentType: 'PPT' });
    expect((await service.openContent(at(), ppt, FREE)).ok).toBe(true);
    expect((await service.openContent(at(), ppt, FREE)).ok).toBe(true);
    expect(g.openContent).toHaveBeenCalledTimes(2);
    expect(counters.read(11)?.PPT).toEqual({ counter: 1, courseId: 11, contentIds: [1] });
    expect(counters.writes).toHaveLength(1);
  });

  it('counts per course: another course has its own counters', async () => {
    const { counters, service } = setup();
    await service.openContent(at(), anItem({ id: 1, contentType: 'PPT' }), FREE);
    const other = { courseId: 12, templateId: 5002, accessState: 'upgrade' as const };
    expect((await service.openContent(other, anItem({ id: 2, contentType: 'PPT' }), FREE)).ok).toBe(true);
    expect(counters.read(11)?.PPT.contentIds).toEqual([1]);
    expect(counters.read(12)?.PPT).toEqual({ counter: 1, courseId: 12, contentIds: [2] });
  });

  it("maps the server's refusals to the two modals, without counting or logging", async () => {
    const { g, counters, log, service } = setup();
    g.openContent.mockResolvedValueOnce(err({ kind: 'refused', code: OPEN_REFUSALS.limitExceeded, message: 'You have reached maximum limit' }));
    expect(await service.openContent(at(), anItem(), FREE)).toEqual(err({ kind: 'limit-exceeded' }));
    g.openContent.mockResolvedValueOnce(err({ kind: 'refused', code: OPEN_REFUSALS.validityExpired }));
    expect(await service.openContent(at(), anItem(), FREE)).toEqual(err({ kind: 'validity-expired' }));
    expect(counters.writes).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('hands any other failure on, logged once, nothing counted', async () => {
    const { g, counters, log, service } = setup();
    const notFound: CallFailure = { kind: 'refused', code: 'not_found' };
    g.openContent.mockResolvedValueOnce(err(notFound));
    expect(await service.openContent(at(), anItem(), FREE)).toEqual(err(notFound));
    g.openContent.mockResolvedValueOnce(err(fault));
    expect(await service.openContent(at(), anItem(), FREE)).toEqual(err(fault));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Opening the study material failed', fault);
    expect(counters.writes).toEqual([]);
  });

  it('counts into the counters stored when the item opened (an open finished meanwhile is kept)', async () => {
    const { g, counters, service } = setup();
    let release: () => void = () => undefined;
    g.openContent.mockImplementationOnce((_t, id) => new Promise((resolve) => { release = () => resolve(ok(opened(anItem({ id })))); }));
    const first = service.openContent(at(), anItem({ id: 1, contentType: 'Text' }), FREE);
    await service.openContent(at(), anItem({ id: 2, contentType: 'Text' }), FREE);
    release();
    await first;
    expect(counters.read(11)?.Text.contentIds.sort()).toEqual([1, 2]);
  });

  it('an unreadable store is no counters yet', async () => {
    const { g } = setup();
    const broken: ContentCounterStore = { read: () => null, write: jest.fn() };
    const service = new StudyRoomService(g, broken, jest.fn());
    expect((await service.openContent(at(), anItem(), FREE)).ok).toBe(true);
    expect(broken.write).toHaveBeenCalledWith(11, expect.objectContaining({ PDF: { counter: 1, courseId: 11, contentIds: [1] } }));
  });
});

describe('StudyRoomService.content', () => {
  it('asks for the topic with the search trimmed and cut to the longest the server takes', async () => {
    const { g, service } = setup();
    expect(await service.content(COURSE, 3)).toEqual(ok({ items: [anItem()], limit: FREE, counted: [] }));
    expect(g.content).toHaveBeenLastCalledWith(5001, 3);
    await service.content(COURSE, 3, '  motion ');
    expect(g.content).toHaveBeenLastCalledWith(5001, 3, 'motion');
    await service.content(COURSE, 3, '   ');
    expect(g.content).toHaveBeenLastCalledWith(5001, 3);
    await service.content(COURSE, 3, 'x'.repeat(400));
    expect(g.content).toHaveBeenLastCalledWith(5001, 3, 'x'.repeat(MAX_CONTENT_SEARCH));
  });

  it("merges the server's counted ids into the stored counters, with the types of the listed items", async () => {
    const { g, counters, service } = setup();
    counters.stored.set(11, withCounted(emptyCounters(11), [{ id: 1, contentType: 'PDF' }]));
    const items = [anItem({ id: 1, contentType: 'PDF' }), anItem({ id: 2, contentType: 'PDF' }), anItem({ id: 3, contentType: 'Video' }), anItem({ id: 4, contentType: 'Text' })];
    g.content.mockResolvedValueOnce(ok({ items, limit: FREE, counted: [2, 3, 99] }));
    expect((await service.content(COURSE, 3)).ok).toBe(true);
    expect(counters.read(11)).toEqual({
      Text: { counter: 0, courseId: 11, contentIds: [] },
      PPT: { counter: 0, courseId: 11, contentIds: [] },
      PDF: { counter: 2, courseId: 11, contentIds: [1, 2] },
      Video: { counter: 1, courseId: 11, contentIds: [3] },
    });
  });

  it('writes nothing when the server counted nothing new', async () => {
    const { g, counters, service } = setup();
    await service.content(COURSE, 3);
    counters.stored.set(11, withCounted(emptyCounters(11), [{ id: 1, contentType: 'PDF' }]));
    g.content.mockResolvedValueOnce(ok({ items: [anItem({ id: 1 })], limit: FREE, counted: [1] }));
    await service.content(COURSE, 3);
    expect(counters.writes).toEqual([]);
  });

  it('then a counted item opens at the limit, a new one does not', async () => {
    const { g, service } = setup();
    const items = [anItem({ id: 1, contentType: 'PPT' }), anItem({ id: 2, contentType: 'PPT' })];
    g.content.mockResolvedValueOnce(ok({ items, limit: FREE, counted: [1] }));
    await service.content(COURSE, 3);
    expect((await service.openContent(at(), items[0]!, FREE)).ok).toBe(true);
    expect(await service.openContent(at(), items[1]!, FREE)).toEqual(err({ kind: 'limit-exceeded' }));
  });
});

describe('StudyRoomService: the other calls', () => {
  it('passes the answers of the gateway through', async () => {
    const { g, service } = setup();
    expect(await service.selfTestOptions(5001)).toEqual(ok([DEFAULT_TEST_OPTION]));
    expect(await service.topicProgress(5001, 'advance')).toEqual(ok([{ topicId: 11, topicName: 'Kinematics', percentage: 75, barColor: 'yellow' }]));
    expect(g.topicProgress).toHaveBeenCalledWith(5001, 'advance');
    expect(await service.runningAdaptive(5001, 3)).toEqual(ok(null));
    expect(g.runningAdaptive).toHaveBeenCalledWith(5001, 3);
    expect(await service.startAdaptive(COURSE, 3)).toEqual(ok('777'));
    expect(g.createAdaptive).toHaveBeenCalledWith(5001, 11, 3);
  });

  it('skips calls without the ids they need: unavailable, nothing logged, nothing counted', async () => {
    const { g, counters, log, service } = setup();
    expect(await service.content({ courseId: 0, templateId: 5001 }, 3)).toEqual(err(UNAVAILABLE));
    expect(await service.content({ courseId: 11, templateId: Number.NaN }, 3)).toEqual(err(UNAVAILABLE));
    expect(await service.content(COURSE, 0)).toEqual(err(UNAVAILABLE));
    expect(await service.openContent({ ...at(), courseId: -1 }, anItem(), FREE)).toEqual(err(UNAVAILABLE));
    expect(await service.openContent({ ...at(), templateId: 0 }, anItem(), FREE)).toEqual(err(UNAVAILABLE));
    expect(await service.openContent(at(), anItem({ id: 0 }), FREE)).toEqual(err(UNAVAILABLE));
    expect(await service.selfTestOptions(0)).toEqual(err(UNAVAILABLE));
    expect(await service.topicProgress(0, 'beginner')).toEqual(err(UNAVAILABLE));
    expect(await service.topicProgress(5001, 'adaptive' as 'beginner')).toEqual(err(UNAVAILABLE));
    expect(await service.runningAdaptive(5001, 0)).toEqual(err(UNAVAILABLE));
    expect(await service.runningAdaptive(1.5, 3)).toEqual(err(UNAVAILABLE));
    expect(await service.startAdaptive({ courseId: 0, templateId: 5001 }, 3)).toEqual(err(UNAVAILABLE));
    expect(await service.startAdaptive(COURSE, 0)).toEqual(err(UNAVAILABLE));
    for (const call of Object.values(g)) expect(call).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(counters.writes).toEqual([]);
  });

  it('logs a failure once and hands it on, so the screen can show its empty state', async () => {
    const { g, counters, log, service } = setup();
    for (const call of Object.values(g)) call.mockResolvedValue(err(fault));
    expect(await service.content(COURSE, 3)).toEqual(err(fault));
    expect(await service.selfTestOptions(5001)).toEqual(err(fault));
    expect(await service.topicProgress(5001, 'beginner')).toEqual(err(fault));
    expect(await service.runningAdaptive(5001, 3)).toEqual(err(fault));
    expect(await service.startAdaptive(COURSE, 3)).toEqual(err(fault));
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith('Loading the study material failed', fault);
    expect(log).toHaveBeenCalledWith('Starting an adaptive session failed', fault);
    expect(counters.writes).toEqual([]);
  });
});

describe('the study room loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads the implementation once, and answers unavailable when loading fails', async () => {
    const { service } = setup();
    const load = jest.fn(async (): Promise<StudyRoomUseCases> => service);
    const deferred = lazyUseCases('study room', load, STUDY_ROOM_FALLBACKS);
    expect(await deferred.selfTestOptions(5001)).toEqual(ok([DEFAULT_TEST_OPTION]));
    expect(await deferred.runningAdaptive(5001, 3)).toEqual(ok(null));
    expect(load).toHaveBeenCalledTimes(1);

    const failing = lazyUseCases('study room', async (): Promise<StudyRoomUseCases> => { throw new Error('chunk'); }, STUDY_ROOM_FALLBACKS, jest.fn());
    expect(await failing.openContent(at(), anItem(), FREE)).toEqual(err(UNAVAILABLE));
  });
});
