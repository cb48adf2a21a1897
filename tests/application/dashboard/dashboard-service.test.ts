/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import { DASHBOARD_FALLBACKS, DASHBOARD_UNAVAILABLE } from '../../../application/dashboard/dashboard-fallbacks';
import { DashboardService } from '../../../application/dashboard/dashboard-service';
import type { DashboardUseCases } from '../../../application/dashboard/dashboard-use-cases';
import type { DashboardGateway } from '../../../application/dashboard/ports';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import type { Student } from '../../../domain/account/student';
import type { DayTest, ScheduledClass } from '../../../domain/dashboard/activity';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aStudent } from '../../mothers/account.mother';
import { MemoryStudentStorage } from '../account/account-service-setup';
import { manualClock } from '../account/manual-clock';

const FAULT: CallFailure = { kind: 'fault', message: 'Server down' };
const NOW = new Date(2026, 10, 24, 12).getTime(); // 24 November 2026

const aDayTest = (over: Partial<DayTest> = {}): DayTest => ({
  testTitle: 'Mock 1', testType: 3, testMode: '', totalQuestions: 10, correctCount: 6, incorrectCount: 3,
  notAnsweredCount: 1, testSession: '41', ...over,
});
const aClass = (over: Partial<ScheduledClass> = {}): ScheduledClass => ({
  topicTitle: 'Kinematics', classDateName: 'Tue, 24 Nov · 10:00', subject: 'Physics', className: 'XII',
  schoolName: 'City School', teacherName: 'R. Iyer', ...over,
});

const setup = (student: Student | null = aStudent()) => {
  const gateway: Mocked<DashboardGateway> = {
    activityYears: jest.fn<DashboardGateway['activityYears']>(async () => ok([2025, 2024])),
    activity: jest.fn<DashboardGateway['activity']>(async () => ok([{ month: '2026-11', days: [{ date: '2026-11-24', count: 45 }] }])),
    activityByDay: jest.fn<DashboardGateway['activityByDay']>(async () => ok([aDayTest()])),
    weekClasses: jest.fn<DashboardGateway['weekClasses']>(async () => ok([aClass()])),
  };
  const log = jest.fn();
  const students = new MemoryStudentStorage(student);
  return { gateway, log, students, service: new DashboardService(gateway, students, manualClock(NOW), log) };
};

describe('activityYears', () => {
  it("asks with the stored student's id and the course; the current year always there, newest first", async () => {
    const { gateway, service } = setup();
    expect(await service.activityYears(11)).toEqual(ok([2026, 2025, 2024]));
    expect(gateway.activityYears).toHaveBeenCalledWith(7, 11);
  });

  it('logs a failure once and hands it on (the picker shows its empty state)', async () => {
    const { gateway, log, service } = setup();
    gateway.activityYears.mockResolvedValue(err(FAULT));
    expect(await service.activityYears(11)).toEqual(err(FAULT));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Loading the activity years failed', FAULT);
  });
});

describe('activity', () => {
  it('the current year or none: the 12 months ending now (no year sent), as the heatmap grid', async () => {
    const { gateway, service } = setup();
    const r = await service.activity(11);
    expect(gateway.activity).toHaveBeenLastCalledWith(7, 11);
    if (!r.ok) throw new Error('expected the months');
    expect(r.value).toHaveLength(1);
    expect(r.value[0]).toMatchObject({ month: '2026-11', label: 'Nov', year: 2026, total: 45 });
    expect(r.value[0].weeks.flat().find((d) => d?.date === '2026-11-24')).toMatchObject({ count: 45, level: 3 });
    await service.activity(11, 2026);
    expect(gateway.activity).toHaveBeenLastCalledWith(7, 11);
  });

  it('another year: that year, January to December', async () => {
    const { gateway, service } = setup();
    await service.activity(11, 2024);
    expect(gateway.activity).toHaveBeenLastCalledWith(7, 11, 2024);
  });

  it('a year the server does not take is not asked for (unavailable)', async () => {
    const { gateway, service } = setup();
    for (const year of [1999, 2101, 2024.5, Number.NaN]) expect(await service.activity(11, year)).toEqual(err(UNAVAILABLE));
    expect(gateway.activity).not.toHaveBeenCalled();
  });

  it('logs a failure once and hands it on', async () => {
    const { gateway, log, service } = setup();
    gateway.activity.mockResolvedValue(err(FAULT));
    expect(await service.activity(11)).toEqual(err(FAULT));
    expect(log).toHaveBeenCalledWith('Loading the activity failed', FAULT);
  });
});

describe('testsOfDay', () => {
  it('asks for the day and answers the tests', async () => {
    const { gateway, service } = setup();
    expect(await service.testsOfDay(11, '2026-11-24')).toEqual(ok([aDayTest()]));
    expect(gateway.activityByDay).toHaveBeenCalledWith(7, 11, '2026-11-24');
  });

  it('a date that is not YYYY-MM-DD is not asked for', async () => {
    const { gateway, service } = setup();
    for (const date of ['', '24/11/2026', '2026-11-24T00:00', '2026-13-01', '2026-11-00']) {
      expect(await service.testsOfDay(11, date)).toEqual(err(UNAVAILABLE));
    }
    expect(gateway.activityByDay).not.toHaveBeenCalled();
  });

  it('logs a failure', async () => {
    const { gateway, log, service } = setup();
    gateway.activityByDay.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.testsOfDay(11, '2026-11-24')).toEqual(err(UNAVAILABLE));
    expect(log).toHaveBeenCalledWith('Loading the tests of the day failed', UNAVAILABLE);
  });
});

describe('weekClasses', () => {
  it("asks for the first school's class", async () => {
    const { gateway, service } = setup(aStudent({ schools: [
      { admissionNumber: 'A-1', schoolId: 3, schoolName: 'City School', className: 'XII', classId: 12 },
      { admissionNumber: 'B-2', schoolId: 4, schoolName: 'Other', className: 'XI', classId: 99 },
    ] }));
    expect(await service.weekClasses()).toEqual(ok([aClass()]));
    expect(gateway.weekClasses).toHaveBeenCalledWith(12);
  });

  it('a student without a class has none, without a call', async () => {
    for (const schools of [[], [{ admissionNumber: 'A-1', schoolId: 3, schoolName: 'City School', className: 'XII' }]]) {
      const { gateway, service } = setup(aStudent({ schools }));
      expect(await service.weekClasses()).toEqual(ok([]));
      expect(gateway.weekClasses).not.toHaveBeenCalled();
    }
  });

  it('logs a failure', async () => {
    const { gateway, log, service } = setup();
    gateway.weekClasses.mockResolvedValue(err(FAULT));
    expect(await service.weekClasses()).toEqual(err(FAULT));
    expect(log).toHaveBeenCalledWith('Loading the week classes failed', FAULT);
  });
});

describe('no call without a signed-in student or the ids it needs', () => {
  it.each([
    ['nobody signed in', null],
    ['no token', aStudent({ token: '' })],
    ['no login id', aStudent({ loginId: '' })],
    ['no student id', aStudent({ studentId: 0 })],
  ])('%s: unavailable, nothing called or logged', async (_name, student) => {
    const { gateway, log, service } = setup(student);
    expect(await service.activityYears(11)).toEqual(err(UNAVAILABLE));
    expect(await service.activity(11)).toEqual(err(UNAVAILABLE));
    expect(await service.testsOfDay(11, '2026-11-24')).toEqual(err(UNAVAILABLE));
    expect(await service.weekClasses()).toEqual(err(UNAVAILABLE));
    expect(Object.values(gateway).every((m) => m.mock.calls.length === 0)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('no course: unavailable', async () => {
    const { gateway, service } = setup();
    expect(await service.activityYears(0)).toEqual(err(UNAVAILABLE));
    expect(await service.activity(-1)).toEqual(err(UNAVAILABLE));
    expect(await service.testsOfDay(Number.NaN, '2026-11-24')).toEqual(err(UNAVAILABLE));
    expect(gateway.activityYears).not.toHaveBeenCalled();
  });

  it('reads the stored student at each call (a sign-in after the area loaded counts)', async () => {
    const { gateway, students, service } = setup(null);
    expect(await service.activityYears(11)).toEqual(err(UNAVAILABLE));
    students.save(aStudent({ studentId: 8 }));
    await service.activityYears(11);
    expect(gateway.activityYears).toHaveBeenCalledWith(8, 11);
  });

  it('logs to the console by default', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gateway } = setup();
    gateway.weekClasses.mockResolvedValue(err(FAULT));
    await new DashboardService(gateway, new MemoryStudentStorage(aStudent()), manualClock(NOW)).weekClasses();
    expect(spy).toHaveBeenCalledWith('Loading the week classes failed', FAULT);
    spy.mockRestore();
  });
});

describe('fallbacks', () => {
  it('every method answers unavailable when the area could not load', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = lazyUseCases<DashboardUseCases, CallFailure>('dashboard', async () => { throw new Error('offline'); }, DASHBOARD_FALLBACKS);
    expect(await lazy.activityYears(11)).toEqual(err(UNAVAILABLE));
    expect(await lazy.weekClasses()).toEqual(err(UNAVAILABLE));
    expect(await DASHBOARD_UNAVAILABLE.activity(11)).toEqual(err(UNAVAILABLE));
    spy.mockRestore();
  });
});
