// The session store keeps the student by reference: the views see every replacement, and the student is never
// converted into MobX observables (that cost 34 of the start-up script's 366 ms in
// a 4x CPU profile, docs/performance.md).
import { describe, expect, it, jest } from '@jest/globals';
import { autorun, isObservable } from 'mobx';
import type { AccountUseCases } from '../../../application/account/account-use-cases';
import { ok } from '../../../domain/shared/result';
import { CardData } from '../../../ui/pages/dashboard/dashboard.store';
import { SessionStore } from '../../../ui/stores/session.store';
import { aCourse, aStudent } from '../../mothers/account.mother';

const accountWith = (current: ReturnType<AccountUseCases['currentStudent']>) =>
  ({ currentStudent: jest.fn(() => current) }) as unknown as AccountUseCases;

describe('SessionStore', () => {
  it('keeps the stored student as it is, not as a deep observable copy', () => {
    const student = aStudent({ courses: [aCourse({ courseId: 1 }), aCourse({ courseId: 2 })] });
    const store = new SessionStore(accountWith(student));
    expect(store.student).toBe(student);
    expect(isObservable(store.student)).toBe(false);
    expect(isObservable(store.student?.courses)).toBe(false);
  });

  it('tells its observers when the student is replaced', () => {
    const store = new SessionStore(accountWith(null));
    const seen: (number | undefined)[] = [];
    const stop = autorun(() => { seen.push(store.activeCourse?.courseId); });
    const next = aStudent({ courses: [aCourse({ courseId: 7 })] });
    store.signedIn(next, false);
    stop();
    expect(seen).toEqual([undefined, 7]);
    expect(store.student).toBe(next);
    expect(store.isLoggedIn).toBe(true);
  });
});

describe('SessionStore.refreshCourses', () => {
  const refreshing = (current: ReturnType<AccountUseCases['currentStudent']>, refreshed: NonNullable<typeof current>) =>
    ({ currentStudent: jest.fn(() => current), refreshCourses: jest.fn(async () => ok(refreshed)) }) as unknown as AccountUseCases;

  it('keeps the student, and wakes no observer, when the refresh answers the same student (unchanged courses)', async () => {
    const student = aStudent({ courses: [aCourse({ courseId: 1 }), aCourse({ courseId: 2 })] });
    const store = new SessionStore(refreshing(student, student));
    let runs = 0;
    const stop = autorun(() => { runs++; void store.student; });
    await store.refreshCourses();
    stop();
    expect(store.student).toBe(student);
    expect(runs).toBe(1);
  });

  it('takes the refreshed student when a course changed', async () => {
    const student = aStudent({ courses: [aCourse({ courseId: 1, validTillDate: '2026-12-01' })] });
    const renewed = { ...student, courses: [aCourse({ courseId: 1, validTillDate: '2027-12-01' })] };
    const store = new SessionStore(refreshing(student, renewed));
    const seen: string[] = [];
    const stop = autorun(() => { seen.push(store.activeCourse?.validTillDate ?? ''); });
    await store.refreshCourses();
    stop();
    expect(store.student).toBe(renewed);
    expect(seen).toEqual(['2026-12-01', '2027-12-01']);
  });
});

describe('CardData (a dashboard card)', () => {
  it('keeps the reply by reference and tells its observers when it arrives', async () => {
    const reply = [{ id: 1, title: 'Class' }];
    const card = new CardData(async () => ok(reply), [] as typeof reply);
    const seen: number[] = [];
    const stop = autorun(() => { seen.push(card.value.length); });
    await card.load();
    stop();
    expect(card.value).toBe(reply);
    expect(isObservable(card.value)).toBe(false);
    expect(seen).toEqual([0, 1]);
    expect(card.loading).toBe(false);
  });
});
