// The student, the course and its tab flags. Pure data, no framework.

export interface CourseTabs {
  dashboard: boolean;
  report: boolean;
  studyMaterial: boolean;
  selfTest: boolean;
  topicTest: boolean;
  adaptiveTest: boolean;
  mockTest: boolean;
  dynamicMockTest: boolean;
  classTest: boolean;
  /** read from the course field teacherHelpcourse */
  teacherHelp: boolean;
  tonyHelp: boolean;
  otherCourses: boolean;
}

export type CourseTabName = keyof CourseTabs;

export interface Course {
  courseId: number;
  courseTitle: string;
  courseSubTitle: string;
  courseImageUrl: string;
  categoryId: number;
  categoryName: string;
  organisationName: string;
  organisationId: number;
  templateId: number;
  validityId: number;
  packTypeId: number;
  /** values seen: FREEFOREVER, FREE, paid titles (ACE, PRO, ...) */
  packTypeTitle: string;
  benchmark: number;
  /** yyyy-mm-dd */
  validTillDate: string;
  tabs: CourseTabs;
  featuresList: unknown[];
  twoPriceList: unknown[];
}

export interface School {
  admissionNumber: string;
  schoolId: number;
  schoolName: string;
  className: string;
  classId?: number;
}

export interface Student {
  studentId: number;
  loginId: string;
  token: string;
  studentName: string;
  emailId: string;
  phoneNo: string;
  profilePic: string;
  status: string;
  websiteId: number;
  schools: School[];
  courses: Course[];
  /** index into courses selecting the active course */
  openedCourse: number;
  /** 1 means show the welcome modal */
  firstTimeUser: number;
  deleteFlag: number;
  /** defaults to android */
  deviceType: string;
}

/** Cached account details, kept in a cookie (path /). */
export interface AccountDetails {
  sid: number;
  studentId: number;
  loginId: string;
  token: string;
  studentName: string;
  mobile: string;
  email: string;
}

export const activeCourseOf = (student: Pick<Student, 'courses' | 'openedCourse'> | null | undefined): Course | null => {
  if (!student || !student.courses.length) return null;
  const i = student.openedCourse;
  return Number.isInteger(i) && i >= 0 && i < student.courses.length ? student.courses[i] : student.courses[0];
};

export const accountDetailsOf = (s: Student): AccountDetails => ({
  sid: s.studentId,
  studentId: s.studentId,
  loginId: s.loginId,
  token: s.token,
  studentName: s.studentName,
  mobile: s.phoneNo,
  email: s.emailId,
});
