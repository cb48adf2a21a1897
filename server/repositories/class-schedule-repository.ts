// The scheduled classes of a school class (table class_schedules, migration 006): one-off classes and weekly ones.
import type { SqlDatabase } from '../db/connect';

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
  constructor(private readonly db: SqlDatabase) {}

  /** The class's one-off classes starting in [from, to) and its weekly classes begun before `to` (few per class). */
  async candidates(classId: number, from: number, to: number): Promise<ClassScheduleRow[]> {
    const rows = await this.db.q().selectFrom('class_schedules')
      .select(['id', 'topic_title as topicTitle', 'subject', 'class_name as className', 'school_name as schoolName',
        'teacher_name as teacherName', 'starts_at as startsAt', 'repeat_weekly as repeatWeekly'])
      .where('school_class_id', '=', classId).where('starts_at', '<', to)
      .where((eb) => eb.or([eb('repeat_weekly', '=', 1), eb('starts_at', '>=', from)]))
      .orderBy('starts_at').orderBy('id').execute();
    return rows.map((r) => ({ ...r, repeatWeekly: r.repeatWeekly === 1 }));
  }

  async add(row: NewClassSchedule): Promise<void> {
    await this.db.q().insertInto('class_schedules').values({
      school_class_id: row.schoolClassId, topic_title: row.topicTitle, subject: row.subject, class_name: row.className,
      school_name: row.schoolName, teacher_name: row.teacherName, starts_at: row.startsAt, repeat_weekly: row.repeatWeekly ? 1 : 0,
    }).execute();
  }
}
