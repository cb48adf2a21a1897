/** @jest-environment node */
// The shared reply pieces: built() makes a chunk's schemas at the first call, once; a z.lazy reply over them parses as
// the eager one did (the account gateways' replies are lazy so that the container chunk's evaluation builds nothing).
import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { built, listOf, replyOf } from '../../../infrastructure/http/reply-schemas';
import { serverCourseSchema, storedStudentSchema } from '../../../infrastructure/account/schemas';

describe('built', () => {
  it('makes nothing until the first call, then makes the value once and keeps it', () => {
    let made = 0;
    const get = built(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a made undefined too (not made again)', () => {
    let made = 0;
    const get = built(() => { made++; return undefined; });
    get();
    get();
    expect(made).toBe(1);
  });
});

describe('lazy reply schemas', () => {
  const course = {
    courseId: 7, courseTitle: 'Physics', courseSubTitle: null, courseImageUrl: '', categoryId: 1, categoryName: 'Science',
    organisationName: 'Org', organisationId: 2, templateId: 5001, validityId: 0, packTypeId: 0, packTypeTitle: '',
    benchmark: 0, validTillDate: '', featuresList: null, twoPriceList: [], teacherHelpcourse: 1,
    tabs: { dashboard: 1, report: true, studyMaterial: 0, selfTest: 0, topicTest: 0, adaptiveTest: 0, mockTest: 0, dynamicMockTest: 0, classTest: 0, tonyHelp: 0, otherCourses: 0 },
  };

  it('parses a reply through a lazy schema as the schema itself does', () => {
    const reply = z.lazy(() => replyOf(listOf(serverCourseSchema)));
    const parsed = z.safeParse(reply, { responseTxt: 'success', message: null, obj: [course] });
    expect(parsed.success).toBe(true);
    const [c] = parsed.data!.obj;
    expect(c).toMatchObject({ courseId: 7, courseSubTitle: '', templateId: 5001 });
    expect(c.tabs).toMatchObject({ dashboard: true, report: true, teacherHelp: true });
  });

  it('refuses what the schema refuses, with the path of the bad field', () => {
    const parsed = z.safeParse(z.lazy(() => replyOf(listOf(serverCourseSchema))), { responseTxt: 'success', message: '', obj: [{ ...course, courseId: 'seven' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0].path).toEqual(['obj', 0, 'courseId']);
  });

  it('parses a stored student, whose courses are the stored course schema of the same build', () => {
    const student = {
      studentId: 1, loginId: 'demo', token: 't', studentName: 'Demo', emailId: '', phoneNo: '', profilePic: '', status: '',
      websiteId: 0, schools: null, openedCourse: null, firstTimeUser: 0, deleteFlag: 0, deviceType: '',
      courses: [{ ...course, teacherHelpcourse: undefined, tabs: { ...course.tabs, teacherHelp: false } }],
    };
    const parsed = z.safeParse(storedStudentSchema, student);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.deviceType).not.toBe('');
    expect(parsed.data!.courses[0].tabs.teacherHelp).toBe(false);
  });
});
