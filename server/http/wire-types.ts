// The JSON shapes of docs/api.md. The wire course carries teacherHelpcourse beside its tabs; the app
// derives tabs.teacherHelp from it.
import type { Course, CourseTabs, Student } from '../../domain/account/student';

export type WireTabs = Omit<CourseTabs, 'teacherHelp'>;
export type WireCourse = Omit<Course, 'tabs'> & { teacherHelpcourse: boolean; tabs: WireTabs };
export type WireStudent = Omit<Student, 'courses'> & { courses: WireCourse[] };

export interface WireNotification {
  id: number;
  title: string;
  body: string;
  /** ISO 8601 */
  createdAt: string;
}
