// The Student of every sign-in reply (docs/api.md "Objects"): the password and code sign-ins, the sign-in link and the
// guest sign-up answer the same shape.
import type { AppDeps } from '../app-deps';
import type { StudentRow } from '../repositories/student-repository';
import type { WireStudent } from './wire-types';

/** The student as a sign-in answers it, with the session token just opened (or the one the link carried). */
export const studentReply = async ({ students, courses }: Pick<AppDeps, 'students' | 'courses'>, row: StudentRow, token: string): Promise<WireStudent> => ({
  studentId: row.id,
  loginId: row.login_id,
  token,
  studentName: row.name,
  emailId: row.email ?? '',
  phoneNo: row.mobile ?? '',
  profilePic: row.profile_pic,
  status: row.status,
  websiteId: row.website_id,
  schools: await students.schoolsOf(row.id),
  courses: await courses.coursesOf(row.id),
  openedCourse: row.opened_course,
  firstTimeUser: row.first_time_user,
  deleteFlag: row.delete_flag,
  deviceType: row.device_type,
});
