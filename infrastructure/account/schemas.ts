// zod schemas for the account replies (docs/api.md) and for the stored student (localStorage).
// Identity fields are required; descriptive fields the server may leave out or null get neutral
// defaults, so one missing subtitle does not throw away a whole course list.
import { z } from 'zod';
import { DEFAULT_DEVICE_TYPE, mapCourse, mapStudent } from '../../domain/account/course-mapping';
import type { Course, CourseTabs, Student } from '../../domain/account/student';
import type { ForgotPasswordToken } from '../../application/account/ports';

const text = z.string().nullish().transform((v) => v ?? '');
const count = z.number().nullish().transform((v) => v ?? 0);
/** booleans, also tolerated as 0/1 */
const flag = z.union([z.boolean(), z.number()]).nullish().transform((v) => Boolean(v));

/** Every reply: { responseTxt, message, obj }. */
export const envelope = <T extends z.ZodType>(obj: T) =>
  z.object({ responseTxt: z.string(), message: text, obj });

/** obj that may be absent: undefined and null both become null. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const serverTabs = z.object({
  dashboard: flag, report: flag, studyMaterial: flag, selfTest: flag, topicTest: flag, adaptiveTest: flag,
  mockTest: flag, dynamicMockTest: flag, classTest: flag, tonyHelp: flag, otherCourses: flag,
});
const storedTabs = serverTabs.extend({ teacherHelp: flag }) satisfies z.ZodType<CourseTabs, unknown>;

const courseFields = {
  courseId: z.number(),
  courseTitle: text,
  courseSubTitle: text,
  courseImageUrl: text,
  categoryId: count,
  categoryName: text,
  organisationName: text,
  organisationId: count,
  templateId: count,
  validityId: count,
  packTypeId: count,
  packTypeTitle: text,
  benchmark: count,
  validTillDate: text,
  featuresList: z.array(z.unknown()).nullish().transform((v) => v ?? []),
  twoPriceList: z.array(z.unknown()).nullish().transform((v) => v ?? []),
};

/** A course as the server sends it (teacherHelpcourse), mapped to the domain Course. */
export const serverCourseSchema = z
  .object({ ...courseFields, teacherHelpcourse: flag, tabs: serverTabs })
  .transform(mapCourse) satisfies z.ZodType<Course, unknown>;

/** A course as stored by the app (tabs.teacherHelp). */
export const storedCourseSchema = z.object({ ...courseFields, tabs: storedTabs }) satisfies z.ZodType<Course, unknown>;

const schoolSchema = z.object({
  admissionNumber: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? '' : String(v))),
  schoolId: count,
  schoolName: text,
  className: text,
  classId: z.number().optional(),
});

const studentFields = {
  studentId: z.number(),
  loginId: z.string(),
  token: z.string(),
  studentName: text,
  emailId: text,
  phoneNo: text,
  profilePic: text,
  status: text,
  websiteId: count,
  schools: z.array(schoolSchema).nullish().transform((v) => v ?? []),
  openedCourse: z.number().int().nullish().transform((v) => v ?? 0),
  firstTimeUser: count,
  deleteFlag: count,
  deviceType: text,
};

/** The student of a sign-in reply, mapped to the domain Student (deviceType defaults to android). */
export const serverStudentSchema = z
  .object({ ...studentFields, courses: z.array(serverCourseSchema.in).nullish().transform((v) => v ?? []) })
  .transform(mapStudent) satisfies z.ZodType<Student, unknown>;

/** The student as kept in localStorage. */
export const storedStudentSchema = z
  .object({ ...studentFields, courses: z.array(storedCourseSchema) })
  .transform((s) => ({ ...s, deviceType: s.deviceType || DEFAULT_DEVICE_TYPE })) satisfies z.ZodType<Student, unknown>;

export const forgotPasswordTokenSchema = z.object({
  token: z.string(),
  tokenIdentify: z.string(),
  mobile: text,
  emailId: text,
}) satisfies z.ZodType<ForgotPasswordToken, unknown>;

export const accountDetailsSchema = z.object({
  sid: z.number(),
  studentId: z.number(),
  loginId: z.string(),
  token: z.string(),
  studentName: text,
  mobile: text,
  email: text,
});
