import { describe, expect, it, jest } from '@jest/globals';
import { everyMethodFails, lazyUseCases, unavailableUseCases, type Fallbacks } from '../../../application/shared/lazy-use-cases';
import { err, ok, UNAVAILABLE, type CallFailure, type Result } from '../../../domain/shared/result';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
  track(event: string): void;
}

const FALLBACKS: Fallbacks<Greeter, keyof Greeter> = {
  greet: () => 'unavailable',
  count: () => 0,
  track: () => undefined,
};

const real = (): Greeter & { tracked: string[] } => ({
  tracked: [],
  greet: async (name) => `hello ${name}`,
  count: async () => 7,
  track(event) { this.tracked.push(event); },
});

describe('lazyUseCases', () => {
  it('loads nothing until the first call, then loads once for every call and prefetch', async () => {
    const impl = real();
    const load = jest.fn(async () => impl);
    const lazy = lazyUseCases('greeter', load, FALLBACKS);
    expect(load).not.toHaveBeenCalled();
    lazy.prefetch();
    const [a, b] = await Promise.all([lazy.greet('asha'), lazy.count()]);
    expect([a, b]).toEqual(['hello asha', 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls the real method with its object as this, and a void method once loaded', async () => {
    const impl = real();
    const lazy = lazyUseCases('greeter', async () => impl, FALLBACKS);
    await lazy.track('opened');
    expect(impl.tracked).toEqual(['opened']);
  });

  it("a failed load answers each method's fallback with its arguments, logs the area, and the next call loads again", async () => {
    const log = jest.fn();
    const greet = jest.fn((name: string) => `no ${name}`);
    const load = jest.fn<() => Promise<Greeter>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real());
    const lazy = lazyUseCases('greeter', load, { ...FALLBACKS, greet }, log);
    expect(await lazy.greet('ravi')).toBe('no ravi');
    expect(greet).toHaveBeenCalledWith('ravi');
    expect(log).toHaveBeenCalledWith('Loading the greeter services failed', expect.any(Error));
    expect(await lazy.greet('ravi')).toBe('hello ravi');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch is logged, not thrown', async () => {
    const log = jest.fn();
    const lazy = lazyUseCases('greeter', async (): Promise<Greeter> => { throw new Error('offline'); }, FALLBACKS, log);
    lazy.prefetch();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('has exactly the methods named by the fallbacks, plus prefetch', () => {
    const lazy = lazyUseCases('greeter', async () => real(), FALLBACKS);
    expect(Object.keys(lazy).sort()).toEqual(['count', 'greet', 'prefetch', 'track']);
  });
});

describe('unavailableUseCases', () => {
  it('answers every fallback asynchronously', async () => {
    const none = unavailableUseCases(FALLBACKS);
    await expect(none.greet('x')).resolves.toBe('unavailable');
    await expect(none.count()).resolves.toBe(0);
  });
});

interface Lists {
  topics(courseId: number): Promise<Result<string[]>>;
  tests(): Promise<Result<number[]>>;
  track(event: string): void;
}

describe('everyMethodFails: an area whose every method answers a Result', () => {
  const lists = (): Lists => ({
    topics: async (id) => ok([`topic of ${id}`]),
    tests: async () => ok([1, 2]),
    track: () => undefined,
  });

  it('forwards every method of the area without listing them', async () => {
    const lazy = lazyUseCases<Lists, CallFailure>('lists', async () => lists(), everyMethodFails(UNAVAILABLE));
    expect(await lazy.topics(3)).toEqual(ok(['topic of 3']));
    expect(await lazy.tests()).toEqual(ok([1, 2]));
  });

  it('a failed load answers err(error) from every method, and the next call loads again', async () => {
    const log = jest.fn();
    const load = jest.fn<() => Promise<Lists>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(lists());
    const lazy = lazyUseCases<Lists, CallFailure>('lists', load, everyMethodFails(UNAVAILABLE), log);
    expect(await lazy.topics(1)).toEqual(err(UNAVAILABLE));
    expect(await lazy.topics(1)).toEqual(ok(['topic of 1']));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('is not a thenable and answers no method for probes, so awaiting or serialising it is safe', async () => {
    const lazy = lazyUseCases<Lists, CallFailure>('lists', async () => lists(), everyMethodFails(UNAVAILABLE));
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(lazy)).toBe(lazy);
    expect(JSON.stringify(lazy)).toBe('{}');
    expect(lazy.topics).toBe(lazy.topics);
  });

  it('unavailableUseCases answers err(error) from every method', async () => {
    const none = unavailableUseCases<Lists, CallFailure>(everyMethodFails(UNAVAILABLE));
    expect(await none.tests()).toEqual(err(UNAVAILABLE));
  });
});
