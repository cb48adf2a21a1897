// Server -> domain mapping of the account objects (docs/api.md "Objects").
// The server sends the teacher-help flag as course.teacherHelpcourse; the domain keeps it as tabs.teacherHelp.
import type { Course, CourseTabs, Student } from './student';

export type RawCourseTabs = Omit<CourseTabs, 'teacherHelp'>;
export type RawCourse = Omit<Course, 'tabs'> & { teacherHelpcourse: boolean; tabs: RawCourseTabs };
export type RawStudent = Omit<Student, 'courses'> & { courses: RawCourse[] };

export const DEFAULT_DEVICE_TYPE = 'android';

export const mapCourse = (raw: RawCourse): Course => {
  const { teacherHelpcourse, tabs, ...rest } = raw;
  return { ...rest, tabs: { ...tabs, teacherHelp: teacherHelpcourse } };
};

/** The student of a sign-in reply; deviceType defaults to android. */
export const mapStudent = (raw: RawStudent): Student => ({
  ...raw,
  deviceType: raw.deviceType || DEFAULT_DEVICE_TYPE,
  courses: raw.courses.map(mapCourse),
});
