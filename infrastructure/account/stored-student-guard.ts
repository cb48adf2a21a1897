// Hand-written validators for what the app itself stored: the student in localStorage and the
// accountDetails cookie. They run on every start, so they stay zod-free: importing zod here would put
// every zod feature any lazy chunk uses into the entry chunk (Rollup hoists a shared module to the
// chunk that imports it first), and the /login budget pays for it.
// They accept and normalise exactly what storedStudentSchema / accountDetailsSchema in ./schemas accept
// (tests/infrastructure/account/stored-student-guard.test.ts proves it with generated inputs), so the
// HTTP replies and the stored entries keep one definition of "valid"; change both together.
import { DEFAULT_DEVICE_TYPE } from '../../domain/account/course-mapping';
import type { AccountDetails, Course, CourseTabs, School, Student } from '../../domain/account/student';

type Fields = Record<string, unknown>;

/** Thrown by the readers below and caught only by guard(); anything else propagates. */
class Invalid extends Error {}

const fail = (): never => {
  throw new Invalid();
};

const absent = (v: unknown): v is null | undefined => v === null || v === undefined;
/** z.object: any non-null, non-array object; unknown keys are dropped. */
const fields = (v: unknown): Fields => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : fail());
/** z.number: finite, not NaN. */
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail());
const str = (v: unknown): string => (typeof v === 'string' ? v : fail());
/** nullish text -> '' */
const text = (v: unknown): string => (absent(v) ? '' : str(v));
/** nullish number -> 0 */
const count = (v: unknown): number => (absent(v) ? 0 : num(v));
/** boolean, also 0/1 (any number, by truthiness); nullish -> false */
const flag = (v: unknown): boolean => !absent(v) && (typeof v === 'boolean' ? v : num(v) !== 0);
/** z.array(item): a fresh array, holes read as undefined. */
const list = <T>(v: unknown, item: (x: unknown) => T): T[] => {
  if (!Array.isArray(v)) fail();
  const items = v as unknown[];
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out.push(item(items[i]));
  return out;
};
const optionalList = <T>(v: unknown, item: (x: unknown) => T): T[] => (absent(v) ? [] : list(v, item));
const same = (x: unknown): unknown => x;

const TAB_NAMES: readonly (keyof CourseTabs)[] = [
  'dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest', 'mockTest',
  'dynamicMockTest', 'classTest', 'tonyHelp', 'otherCourses', 'teacherHelp',
];

const tabs = (v: unknown): CourseTabs => {
  const o = fields(v);
  const out = {} as CourseTabs;
  for (const name of TAB_NAMES) out[name] = flag(o[name]);
  return out;
};

const course = (v: unknown): Course => {
  const o = fields(v);
  return {
    courseId: num(o.courseId),
    courseTitle: text(o.courseTitle),
    courseSubTitle: text(o.courseSubTitle),
    courseImageUrl: text(o.courseImageUrl),
    categoryId: count(o.categoryId),
    categoryName: text(o.categoryName),
    organisationName: text(o.organisationName),
    organisationId: count(o.organisationId),
    templateId: count(o.templateId),
    validityId: count(o.validityId),
    packTypeId: count(o.packTypeId),
    packTypeTitle: text(o.packTypeTitle),
    benchmark: count(o.benchmark),
    validTillDate: text(o.validTillDate),
    featuresList: optionalList(o.featuresList, same),
    twoPriceList: optionalList(o.twoPriceList, same),
    tabs: tabs(o.tabs),
  };
};

const school = (v: unknown): School => {
  const o = fields(v);
  const admission = o.admissionNumber;
  const out: School = {
    admissionNumber: absent(admission) ? '' : String(typeof admission === 'string' ? admission : num(admission)),
    schoolId: count(o.schoolId),
    schoolName: text(o.schoolName),
    className: text(o.className),
  };
  // z.optional: an absent key stays absent, a present undefined stays a present undefined
  if ('classId' in o) out.classId = o.classId === undefined ? undefined : num(o.classId);
  return out;
};

const student = (v: unknown): Student => {
  const o = fields(v);
  const { openedCourse } = o;
  return {
    studentId: num(o.studentId),
    loginId: str(o.loginId),
    token: str(o.token),
    studentName: text(o.studentName),
    emailId: text(o.emailId),
    phoneNo: text(o.phoneNo),
    profilePic: text(o.profilePic),
    status: text(o.status),
    websiteId: count(o.websiteId),
    schools: optionalList(o.schools, school),
    openedCourse: absent(openedCourse) ? 0 : Number.isSafeInteger(openedCourse) ? (openedCourse as number) : fail(),
    firstTimeUser: count(o.firstTimeUser),
    deleteFlag: count(o.deleteFlag),
    deviceType: text(o.deviceType) || DEFAULT_DEVICE_TYPE,
    courses: list(o.courses, course),
  };
};

const accountDetails = (v: unknown): AccountDetails => {
  const o = fields(v);
  return {
    sid: num(o.sid),
    studentId: num(o.studentId),
    loginId: str(o.loginId),
    token: str(o.token),
    studentName: text(o.studentName),
    mobile: text(o.mobile),
    email: text(o.email),
  };
};

const guard = <T>(read: (v: unknown) => T) => (v: unknown): T | null => {
  try {
    return read(v);
  } catch (e) {
    if (e instanceof Invalid) return null;
    throw e;
  }
};

/** The stored student (the state of 'student-storage'), normalised; null when it is not one. */
export const readStoredStudent = guard(student);

/** The accountDetails cookie value (parsed JSON), normalised; null when it is not one. */
export const readAccountDetails = guard(accountDetails);
