/** @jest-environment node */
// The zod-free boot validators must accept exactly what the zod schemas accept and return the same
// value, so the stored student and the account cookie keep one definition of "valid".
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { accountDetailsSchema, storedStudentSchema } from '../../../infrastructure/account/schemas';
import { readAccountDetails, readStoredStudent } from '../../../infrastructure/account/stored-student-guard';
import { accountDetailsOf } from '../../../domain/account/student';
import { aStudent } from '../../mothers/account.mother';

type Mode = 'valid' | 'mixed';

/** A key left out of the generated object. */
const MISSING = Symbol('missing');

/** Values no field accepts or only some fields accept: NaN, infinities, unsafe and fractional integers, lookalike text, anything. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), 1.5, -0, '', '0', '1', 'true', true, false, 0, 1, null, undefined, [], {}),
  fc.anything({
    withNullPrototype: true, withBigInt: true, withBoxedValues: true, withSparseArray: true,
    withDate: true, withMap: true, withSet: true, withTypedArray: true,
  }),
);

const finite = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1));
const nullish = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constantFrom<unknown>(null, undefined, MISSING));

/** The field arbitraries: accepted values only ('valid'), or mostly accepted with junk and left-out keys mixed in. */
const model = (mode: Mode) => {
  const field = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => (mode === 'valid'
    ? valid
    : fc.oneof({ weight: 24, arbitrary: valid }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(MISSING) }));
  const extra = fc.dictionary(fc.constantFrom('extra', 'teacherHelpcourse', 'note', '__proto__'), fc.anything(), { maxKeys: 2 });
  /** an object of the fields (left-out keys dropped) over a few unknown keys */
  const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.tuple(fc.record(fields), extra).map(([values, unknownKeys]) => {
      const out: Record<string, unknown> = { ...unknownKeys };
      for (const [k, v] of Object.entries(values)) if (v !== MISSING) out[k] = v;
      return out;
    });
  const num = field(finite);
  const str = field(fc.string());
  const text = field(nullish(fc.oneof(fc.string(), fc.constant(''))));
  const count = field(nullish(finite));
  const flag = field(nullish(fc.oneof(fc.boolean(), finite)));
  const list = (item: fc.Arbitrary<unknown>) => fc.array(item, { maxLength: 3 });
  const tabNames = ['dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest', 'mockTest',
    'dynamicMockTest', 'classTest', 'tonyHelp', 'otherCourses', 'teacherHelp'];
  const tabs = shaped(Object.fromEntries(tabNames.map((name) => [name, flag])));
  const course = shaped({
    courseId: num, courseTitle: text, courseSubTitle: text, courseImageUrl: text, categoryId: count, categoryName: text,
    organisationName: text, organisationId: count, templateId: count, validityId: count, packTypeId: count,
    packTypeTitle: text, benchmark: count, validTillDate: text,
    featuresList: field(nullish(list(fc.anything({ withSparseArray: true })))),
    twoPriceList: field(nullish(list(fc.anything()))),
    tabs: field(tabs),
  });
  const school = shaped({
    admissionNumber: field(nullish(fc.oneof(fc.string(), finite))),
    schoolId: count, schoolName: text, className: text,
    classId: field(fc.oneof(finite, fc.constantFrom<unknown>(undefined, MISSING))),
  });
  const student = shaped({
    studentId: num, loginId: str, token: str, studentName: text, emailId: text, phoneNo: text, profilePic: text,
    status: text, websiteId: count,
    schools: field(nullish(list(school))),
    courses: field(list(course)),
    openedCourse: field(nullish(fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -0)))),
    firstTimeUser: count, deleteFlag: count,
    deviceType: field(nullish(fc.oneof(fc.constant(''), fc.string()))),
  });
  const details = shaped({
    sid: num, studentId: num, loginId: str, token: str, studentName: text, mobile: text, email: text,
  });
  return { student, details };
};

const zodRead = (schema: ZodMiniType, v: unknown): unknown => {
  const parsed = safeParse(schema, v);
  return parsed.success ? parsed.data : null;
};

const cases = [
  { name: 'readStoredStudent vs storedStudentSchema', guard: readStoredStudent, schema: storedStudentSchema, shape: 'student' },
  { name: 'readAccountDetails vs accountDetailsSchema', guard: readAccountDetails, schema: accountDetailsSchema, shape: 'details' },
] as const;

describe.each(cases)('$name', ({ guard, schema, shape }) => {
  it('accepts every valid-shaped value (nulls, left-out optional keys, unknown keys) exactly as zod returns it', () => {
    fc.assert(fc.property(model('valid')[shape], (v) => {
      const expected = zodRead(schema, v);
      expect(expected).not.toBeNull();
      expect(guard(v)).toStrictEqual(expected);
    }), { numRuns: 400 });
  });

  it('accepts iff zod accepts, with the same output, when fields are junk or left out', () => {
    fc.assert(fc.property(model('mixed')[shape], (v) => {
      expect(guard(v)).toStrictEqual(zodRead(schema, v));
    }), { numRuns: 600 });
  });

  it('refuses what zod refuses for values of any shape', () => {
    fc.assert(fc.property(junk, (v) => {
      expect(guard(v)).toStrictEqual(zodRead(schema, v));
    }), { numRuns: 300 });
  });
});

describe('readStoredStudent defaults', () => {
  it('reads a saved student back unchanged', () => {
    const student = aStudent();
    expect(readStoredStudent(JSON.parse(JSON.stringify(student)))).toStrictEqual(student);
  });

  it('fills nullish text with \'\', nullish numbers with 0, schools with [], flags from 0/1 and deviceType android', () => {
    const stored = JSON.parse(JSON.stringify(aStudent()));
    stored.studentName = null;
    delete stored.websiteId;
    stored.schools = null;
    stored.deviceType = '';
    stored.openedCourse = null;
    stored.courses[0].tabs = { dashboard: 1, report: 0, studyMaterial: null };
    stored.courses[0].featuresList = null;
    const read = readStoredStudent(stored);
    expect(read).toMatchObject({ studentName: '', websiteId: 0, schools: [], deviceType: 'android', openedCourse: 0 });
    expect(read?.courses[0].tabs).toMatchObject({ dashboard: true, report: false, studyMaterial: false, teacherHelp: false });
    expect(read?.courses[0].featuresList).toEqual([]);
  });

  it.each([
    ['no token', { token: undefined }],
    ['a text studentId', { studentId: '7' }],
    ['a fractional openedCourse', { openedCourse: 0.5 }],
    ['courses left out', { courses: undefined }],
    ['a course without courseId', { courses: [{ tabs: {} }] }],
    ['a school with a text classId', { schools: [{ classId: '12' }] }],
  ])('refuses a student with %s', (_name, change) => {
    expect(readStoredStudent({ ...aStudent(), ...change })).toBeNull();
  });

  it('refuses what is not an object', () => {
    for (const v of [null, undefined, 'student', 7, [aStudent()]]) expect(readStoredStudent(v)).toBeNull();
  });
});

describe('readAccountDetails', () => {
  it('reads the details back and refuses a text sid', () => {
    const details = accountDetailsOf(aStudent());
    expect(readAccountDetails(JSON.parse(JSON.stringify(details)))).toStrictEqual(details);
    expect(readAccountDetails({ ...details, sid: '7' })).toBeNull();
  });
});
