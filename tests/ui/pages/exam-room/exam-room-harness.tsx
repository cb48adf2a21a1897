// Renders an exam room page with a fake ExamRoomUseCases and a signed-in student (its active course decides
// templateId, courseId, tabs and the access state), through the shared page harness.
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { Course, Student } from '../../../../domain/account/student';
import { ok } from '../../../../domain/shared/result';
import { aCourse, aStudent } from '../../../mothers/student.mother';
import { renderPage } from '../../support/render-page';

export type FakeExamRoom = { [K in keyof ExamRoomUseCases]: jest.MockedFunction<ExamRoomUseCases[K]> };

export const fakeExamRoom = (): FakeExamRoom => ({
  topicTree: jest.fn<ExamRoomUseCases['topicTree']>(async () => ok([])),
  topicTests: jest.fn<ExamRoomUseCases['topicTests']>(async () => ok({ tests: [], instructions: [] })),
  mockTestCategories: jest.fn<ExamRoomUseCases['mockTestCategories']>(async () => ok([])),
  classTests: jest.fn<ExamRoomUseCases['classTests']>(async () => ok([])),
  runningTest: jest.fn<ExamRoomUseCases['runningTest']>(async () => ok(null)),
});

export const COURSE = aCourse({ courseId: 11, templateId: 5001 });

export const renderExamPage = (
  page: ReactElement,
  { examRoom = fakeExamRoom(), course = COURSE, student }: { examRoom?: FakeExamRoom; course?: Course; student?: Student } = {},
) => {
  const view = renderPage(page, { path: '/exam-room', student: student ?? aStudent({ courses: [course] }), areas: { examRoom } });
  return { ...view, examRoom };
};

export { deferred } from '../../support/render-page';
