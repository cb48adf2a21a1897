// The signed-in student the screens' tests use: Asha Verma with one free-forever course of Bright Academy (valid far
// into the future), built on the account mothers.
import type { Course, Student } from '../../domain/account/student';
import { aCourse as anAccountCourse, aStudent as anAccountStudent } from './account.mother';

export { allTabs } from './account.mother';

export const aCourse = (over: Partial<Course> = {}): Course => anAccountCourse({
  courseImageUrl: '',
  categoryId: 1,
  organisationName: 'Bright Academy',
  templateId: 1,
  validityId: 1,
  packTypeId: 3,
  packTypeTitle: 'FREEFOREVER',
  validTillDate: '2999-12-31',
  ...over,
});

export const aStudent = (over: Partial<Student> = {}): Student => anAccountStudent({
  loginId: 'asha01',
  studentName: 'Asha Verma',
  schools: [],
  courses: [aCourse()],
  deviceType: 'web',
  ...over,
});
