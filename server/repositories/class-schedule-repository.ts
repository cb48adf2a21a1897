// The scheduled classes of a school class (table class_schedules, migration 006): one-off classes and weekly ones.
import type { Db } from '../db/migration';

export interface ClassScheduleRow {
  id: number;
  topicTitle: string;
  subject: string;
  className: string;
  schoolName: string;
  teacherName: string;
  startsAt: number;
  repeatWeekly: boolean;
}

export type NewClassSchedule = Omit<ClassScheduleRow, 'id'> & { schoolClassId: number };

export class ClassScheduleRepository {
  private readonly inRangeStmt;
  private readonly insertStmt;

  constructor(db: Db) {
    // one-off classes in [from, to), and every weekly class that has begun before `to` (few per class)
    this.inRangeStmt = db.prepare<{ classId: number; from: number; to: number }, Omit<ClassScheduleRow, 'repeatWeekly'> & { repeatWeekly: number }>(
      `SELECT id, topic_title AS topicTitle, subject, class_name AS className, school_name AS schoolName,
              teacher_name AS teacherName, starts_at AS startsAt, repeat_weekly AS repeatWeekly
       FROM class_schedules
       WHERE school_class_id = @classId AND starts_at < @to AND (repeat_weekly = 1 OR starts_at >= @from)
       ORDER BY starts_at, id`);
    this.insertStmt = db.prepare<{ schoolClassId: number; topicTitle: string; subject: string; className: string; schoolName: string; teacherName: string; startsAt: number; repeatWeekly: number }>(
      `INSERT INTO class_schedules (school_class_id, topic_title, subject, class_name, school_name, teacher_name, starts_at, repeat_weekly)
       VALUES (@schoolClassId, @topicTitle, @subject, @className, @schoolName, @teacherName, @startsAt, @repeatWeekly)`);
  }

  /** The class's one-off classes starting in [from, to) and its weekly classes begun before `to`. */
  candidates(classId: number, from: number, to: number): ClassScheduleRow[] {
    return this.inRangeStmt.all({ classId, from, to }).map((r) => ({ ...r, repeatWeekly: r.repeatWeekly === 1 }));
  }

  add(row: NewClassSchedule): void {
    this.insertStmt.run({ ...row, repeatWeekly: row.repeatWeekly ? 1 : 0 });
  }
}
