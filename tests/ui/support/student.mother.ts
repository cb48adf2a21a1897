// Test data for the shell: students and courses with sensible defaults.
import type { Course, CourseTabs, Student } from '../../../domain/account/student';

export const allTabs = (on = true): CourseTabs => ({
  dashboard: on, report: on, studyMaterial: on, selfTest: on, topicTest: on, adaptiveTest: on, mockTest: on,
  dynamicMockTest: on, classTest: on, teacherHelp: on, tonyHelp: on, otherCourses: on,
});

export const aCourse = (over: Partial<Course> = {}): Course => ({
  courseId: 11,
  courseTitle: 'JEE Main',
  courseSubTitle: 'Engineering entrance',
  courseImageUrl: '',
  categoryId: 1,
  categoryName: 'Engineering',
  organisationName: 'Bright Academy',
  organisationId: 5,
  templateId: 1,
  validityId: 1,
  packTypeId: 3,
  packTypeTitle: 'FREEFOREVER',
  benchmark: 60,
  validTillDate: '2999-12-31',
  tabs: allTabs(),
  featuresList: [],
  twoPriceList: [],
  ...over,
});

export const aStudent = (over: Partial<Student> = {}): Student => ({
  studentId: 7,
  loginId: 'asha01',
  token: 'tok-123',
  studentName: 'Asha Verma',
  emailId: 'asha@example.com',
  phoneNo: '9876543210',
  profilePic: '',
  status: 'active',
  websiteId: 1,
  schools: [],
  courses: [aCourse()],
  openedCourse: 0,
  firstTimeUser: 0,
  deleteFlag: 0,
  deviceType: 'web',
  ...over,
});
