// zod schemas for the account replies (docs/api.md) and for the stored student (localStorage).
// Identity fields are required; descriptive fields the server may leave out or null get neutral
// defaults, so one missing subtitle does not throw away a whole course list.
// zod/mini (the tree-shakeable functional API of zod 4). These load with the lazy container chunk, not on
// /login: the boot storage adapters read the stored student and the account cookie with the zod-free
// ./stored-student-guard, which a property test holds equal to storedStudentSchema / accountDetailsSchema.
// Every schema here is built at its first parse (built(), z.lazy), not when the container chunk runs: that chunk's
// evaluation is a long task right after the signed-in pages' first paint (docs/performance.md "Lighthouse").
import * as z from 'zod/mini';
import { DEFAULT_DEVICE_TYPE, mapCourse, mapStudent } from '../../domain/account/course-mapping';
import type { Course, CourseTabs, Student } from '../../domain/account/student';
import type { ForgotPasswordToken } from '../../application/account/ports';
import { built, listOf, text } from '../http/reply-schemas';

/** obj that may be absent: undefined and null both become null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.nullish(schema), z.transform((v: z.output<T> | null | undefined) => v ?? null));

/** The account schemas, built once, at the first parse of any of them. */
const schemas = built(() => {
  const count = z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0));
  /** booleans, also tolerated as 0/1 */
  const flag = z.pipe(z.nullish(z.union([z.boolean(), z.number()])), z.transform((v) => Boolean(v)));

  const serverTabs = z.object({
    dashboard: flag, report: flag, studyMaterial: flag, selfTest: flag, topicTest: flag, adaptiveTest: flag,
    mockTest: flag, dynamicMockTest: flag, classTest: flag, tonyHelp: flag, otherCourses: flag,
  });
  const storedTabs = z.extend(serverTabs, { teacherHelp: flag }) satisfies z.ZodMiniType<CourseTabs, unknown>;

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
    featuresList: listOf(z.unknown()),
    twoPriceList: listOf(z.unknown()),
  };

  const serverCourseObject = z.object({ ...courseFields, teacherHelpcourse: flag, tabs: serverTabs });
  const serverCourseSchema = z.pipe(serverCourseObject, z.transform(mapCourse)) satisfies z.ZodMiniType<Course, unknown>;

  const storedCourseSchema = z.object({ ...courseFields, tabs: storedTabs }) satisfies z.ZodMiniType<Course, unknown>;

  const schoolSchema = z.object({
    admissionNumber: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? '' : String(v)))),
    schoolId: count,
    schoolName: text,
    className: text,
    classId: z.optional(z.number()),
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
    schools: listOf(schoolSchema),
    openedCourse: z.pipe(z.nullish(z.int()), z.transform((v) => v ?? 0)),
    firstTimeUser: count,
    deleteFlag: count,
    deviceType: text,
  };

  const serverStudentSchema = z.pipe(
    z.object({ ...studentFields, courses: listOf(serverCourseObject) }),
    z.transform(mapStudent),
  ) satisfies z.ZodMiniType<Student, unknown>;

  const storedStudentSchema = z.pipe(
    z.object({ ...studentFields, courses: z.array(storedCourseSchema) }),
    z.transform((s) => ({ ...s, deviceType: s.deviceType || DEFAULT_DEVICE_TYPE })),
  ) satisfies z.ZodMiniType<Student, unknown>;
  return { serverCourseSchema, storedCourseSchema, serverStudentSchema, storedStudentSchema };
});

/** A course as the server sends it (teacherHelpcourse), mapped to the domain Course. */
export const serverCourseSchema = z.lazy(() => schemas().serverCourseSchema);
/** A course as stored by the app (tabs.teacherHelp). */
export const storedCourseSchema = z.lazy(() => schemas().storedCourseSchema);
/** The student of a sign-in reply, mapped to the domain Student (deviceType defaults to android). */
export const serverStudentSchema = z.lazy(() => schemas().serverStudentSchema);
/** The student as kept in localStorage. */
export const storedStudentSchema = z.lazy(() => schemas().storedStudentSchema);

export const forgotPasswordTokenSchema = z.lazy(() => z.object({
  token: z.string(),
  tokenIdentify: z.string(),
  mobile: text,
  emailId: text,
}) satisfies z.ZodMiniType<ForgotPasswordToken, unknown>);

export const accountDetailsSchema = z.lazy(() => z.object({
  sid: z.number(),
  studentId: z.number(),
  loginId: z.string(),
  token: z.string(),
  studentName: text,
  mobile: text,
  email: text,
}));
