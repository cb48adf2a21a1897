// Test data builders ("mothers") for the account area.
import type { Course, CourseTabs, Student } from '../../domain/account/student';
import type { RawCourse, RawStudent } from '../../domain/account/course-mapping';

export const allTabs = (on = true, overrides: Partial<CourseTabs> = {}): CourseTabs => ({
  dashboard: on, report: on, studyMaterial: on, selfTest: on, topicTest: on, adaptiveTest: on,
  mockTest: on, dynamicMockTest: on, classTest: on, teacherHelp: on, tonyHelp: on, otherCourses: on,
  ...overrides,
});

export const aCourse = (overrides: Partial<Course> = {}): Course => ({
  courseId: 11,
  courseTitle: 'JEE Main',
  courseSubTitle: 'Engineering entrance',
  courseImageUrl: 'https://img.example/jee.png',
  categoryId: 2,
  categoryName: 'Engineering',
  organisationName: 'Acme Academy',
  organisationId: 5,
  templateId: 101,
  validityId: 3,
  packTypeId: 2,
  packTypeTitle: 'ACE',
  benchmark: 60,
  validTillDate: '2028-09-24',
  tabs: allTabs(true),
  featuresList: [],
  twoPriceList: [],
  ...overrides,
});

export const aRawCourse = (overrides: Partial<RawCourse> = {}): RawCourse => {
  const { tabs, ...course } = aCourse();
  const { teacherHelp: _omit, ...rawTabs } = tabs;
  return { ...course, teacherHelpcourse: true, tabs: rawTabs, ...overrides };
};

export const aStudent = (overrides: Partial<Student> = {}): Student => ({
  studentId: 7,
  loginId: 'asha',
  token: 'tok-123',
  studentName: 'Asha Rao',
  emailId: 'asha@example.com',
  phoneNo: '9876543210',
  profilePic: '',
  status: 'active',
  websiteId: 1,
  schools: [{ admissionNumber: 'A-1', schoolId: 3, schoolName: 'City School', className: 'XII', classId: 12 }],
  courses: [aCourse(), aCourse({ courseId: 12, organisationName: 'Beta Org', packTypeTitle: 'FREE' })],
  openedCourse: 0,
  firstTimeUser: 0,
  deleteFlag: 0,
  deviceType: 'android',
  ...overrides,
});

export const aRawStudent = (overrides: Partial<RawStudent> = {}): RawStudent => ({
  ...aStudent(),
  courses: [aRawCourse()],
  ...overrides,
});

/** A paid course whose validity ran out: access state renew. */
export const aRenewCourse = (over: Partial<Course> = {}): Course =>
  aCourse({ packTypeTitle: 'PRO', organisationName: 'Beacon Institute', validTillDate: '2020-01-31', ...over });
