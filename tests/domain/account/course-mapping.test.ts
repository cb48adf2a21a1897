import { describe, expect, it } from '@jest/globals';
import { mapCourse, mapStudent } from '../../../domain/account/course-mapping';
import { aRawCourse, aRawStudent } from '../../mothers/account.mother';

describe('course tabs: teacherHelp is read from teacherHelpcourse', () => {
  it('maps teacherHelpcourse into tabs.teacherHelp and drops the raw field', () => {
    const course = mapCourse(aRawCourse({ teacherHelpcourse: false }));
    expect(course.tabs.teacherHelp).toBe(false);
    expect('teacherHelpcourse' in course).toBe(false);
    expect(mapCourse(aRawCourse({ teacherHelpcourse: true })).tabs.teacherHelp).toBe(true);
  });

  it('keeps the other tab flags and fields', () => {
    const raw = aRawCourse();
    const course = mapCourse({ ...raw, tabs: { ...raw.tabs, mockTest: false } });
    expect(course.tabs.mockTest).toBe(false);
    expect(course.tabs.topicTest).toBe(true);
    expect(course.courseId).toBe(raw.courseId);
  });
});

describe('student: deviceType defaults to android', () => {
  it('defaults an empty deviceType and maps the courses', () => {
    const student = mapStudent(aRawStudent({ deviceType: '' }));
    expect(student.deviceType).toBe('android');
    expect(student.courses[0].tabs.teacherHelp).toBe(true);
  });
  it('keeps a given deviceType', () => {
    expect(mapStudent(aRawStudent({ deviceType: 'ios' })).deviceType).toBe('ios');
  });
});
