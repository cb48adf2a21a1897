/** @jest-environment node */
// ClassScheduleRepository on SQLite and PostgreSQL (tests/server/engines.ts): the one-off classes of a range and the
// weekly classes begun before its end, in time order.
import { expect, it } from '@jest/globals';
import { ClassScheduleRepository, type NewClassSchedule } from '../../../server/repositories/class-schedule-repository';
import { eachEngine } from '../engines';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 0, 15);
const TO = FROM + 8 * DAY;

eachEngine('ClassScheduleRepository', (engine) => {
  const repo = () => new ClassScheduleRepository(engine.db());
  const cls = (classId: number, topicTitle: string, startsAt: number, repeatWeekly = false): NewClassSchedule => ({
    schoolClassId: classId, topicTitle, subject: 'Physics', className: 'Class 12', schoolName: 'School', teacherName: 'Teacher', startsAt, repeatWeekly,
  });

  it('answers the class\'s one-off classes in [from, to) and its weekly classes begun before `to`, by time then id', async () => {
    for (const c of [
      cls(12, 'before', FROM - 1), cls(12, 'first', FROM), cls(12, 'last', TO - 1), cls(12, 'after', TO),
      cls(12, 'weekly old', FROM - 30 * DAY, true), cls(12, 'weekly later', TO, true), cls(12, 'same time', FROM),
      cls(13, 'other class', FROM + DAY),
    ]) await repo().add(c);
    const rows = await repo().candidates(12, FROM, TO);
    expect(rows.map((r) => r.topicTitle)).toEqual(['weekly old', 'first', 'same time', 'last']);
    expect(rows[0]).toEqual({
      id: expect.any(Number), topicTitle: 'weekly old', subject: 'Physics', className: 'Class 12', schoolName: 'School', teacherName: 'Teacher',
      startsAt: FROM - 30 * DAY, repeatWeekly: true,
    });
    expect(rows[1].repeatWeekly).toBe(false);
    expect(rows[1].id).toBeLessThan(rows[2].id);
    expect(await repo().candidates(99, FROM, TO)).toEqual([]);
  });
});
