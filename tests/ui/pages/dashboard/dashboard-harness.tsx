// Renders /dashboard with fake dashboard, exam room and support use cases and a recording analytics, through the
// shared page harness. The activity data are built for the 12 months ending with the device's current month, so the
// default day (today) is in them.
import { jest } from '@jest/globals';
import type { DashboardUseCases } from '../../../../application/dashboard/dashboard-use-cases';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { SupportUseCases } from '../../../../application/support/support-use-cases';
import { isoDateOf } from '../../../../domain/account/access-state';
import type { Course, Student } from '../../../../domain/account/student';
import type { ActivityMonth, DayTest } from '../../../../domain/dashboard/activity';
import { heatmapMonths } from '../../../../domain/dashboard/heatmap';
import { ok } from '../../../../domain/shared/result';
import DashboardPage from '../../../../ui/pages/dashboard/dashboard.page';
import { aCourse, aStudent, allTabs } from '../../../mothers/student.mother';
import { renderPage } from '../../support/render-page';
import { RecordingAnalytics } from '../../support/unavailable-areas';

export const today = (): string => isoDateOf(Date.now());

/** 'YYYY-MM' of the month `back` months before the current one. */
export const monthBack = (back: number): string => {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}`;
};

/** The server's 12 months ending with the current one, with `days` as activity. */
export const rollingMonths = (days: { date: string; count: number }[] = []): ActivityMonth[] =>
  Array.from({ length: 12 }, (_, i) => monthBack(11 - i)).map((month) => ({ month, days: days.filter((d) => d.date.startsWith(month)) }));

export const aDayTest = (over: Partial<DayTest> = {}): DayTest => ({
  testTitle: 'Kinematics Test 1', testType: 2, testMode: '', totalQuestions: 15, correctCount: 9, incorrectCount: 4,
  notAnsweredCount: 2, testSession: '41', ...over,
});

export type FakeDashboard = { [K in keyof DashboardUseCases]: jest.MockedFunction<DashboardUseCases[K]> };
export type FakeExamRoom = { [K in keyof ExamRoomUseCases]: jest.MockedFunction<ExamRoomUseCases[K]> };
export type FakeSupport = { [K in keyof SupportUseCases]: jest.MockedFunction<SupportUseCases[K]> };

export const fakeDashboard = (months: ActivityMonth[] = rollingMonths()): FakeDashboard => ({
  activityYears: jest.fn<DashboardUseCases['activityYears']>(async () => ok([new Date().getFullYear(), 2024])),
  activity: jest.fn<DashboardUseCases['activity']>(async () => ok(heatmapMonths(months))),
  testsOfDay: jest.fn<DashboardUseCases['testsOfDay']>(async () => ok([])),
  weekClasses: jest.fn<DashboardUseCases['weekClasses']>(async () => ok([])),
});

export const fakeExamRoom = (): FakeExamRoom => ({
  topicTree: jest.fn<ExamRoomUseCases['topicTree']>(async () => ok([])),
  topicTests: jest.fn<ExamRoomUseCases['topicTests']>(async () => ok({ tests: [], instructions: [] })),
  mockTestCategories: jest.fn<ExamRoomUseCases['mockTestCategories']>(async () => ok([])),
  classTests: jest.fn<ExamRoomUseCases['classTests']>(async () => ok([])),
  runningTest: jest.fn<ExamRoomUseCases['runningTest']>(async () => ok(null)),
});

export const fakeSupport = (): FakeSupport => ({
  feedbackTypes: jest.fn<SupportUseCases['feedbackTypes']>(async () => ok([])),
  sendFeedback: jest.fn<SupportUseCases['sendFeedback']>(async () => ok({ tone: 'success', message: 'Thanks for your Feedback!' })),
  rateCourse: jest.fn<SupportUseCases['rateCourse']>(async () => ok({ tone: 'success', message: 'Thanks for sharing your experience with us.' })),
  inviteTeacher: jest.fn<SupportUseCases['inviteTeacher']>(async () => ok({ tone: 'success', message: 'Invitation sent to your teacher.' })),
  raiseTicket: jest.fn<SupportUseCases['raiseTicket']>(async () => ok({ tone: 'success', message: 'Your ticket has been raised. Our team will get back to you.' })),
});

export const COURSE = aCourse({ courseId: 11, templateId: 5001, tabs: allTabs(true) });

export const renderDashboard = ({
  course = COURSE,
  student,
  dashboard = fakeDashboard(),
  examRoom = fakeExamRoom(),
  support = fakeSupport(),
}: { course?: Course; student?: Student; dashboard?: FakeDashboard; examRoom?: FakeExamRoom; support?: FakeSupport } = {}) => {
  const analytics = new RecordingAnalytics();
  const view = renderPage(<DashboardPage />, {
    path: '/dashboard',
    student: student ?? aStudent({ courses: [course] }),
    areas: { dashboard, examRoom, support, analytics },
  });
  return { ...view, dashboard, examRoom, support, analytics };
};

export { deferred } from '../../support/render-page';
