/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders an exam room page with a fake ExamRoomUseCases, a signed-in student (its active course decides
// templateId, courseId, tabs and the access state), the real session and ui stores, the light theme and an
// in-memory wouter location that records where the page navigated.
import { ThemeProvider } from '@emotion/react';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ExamRoomUseCases } from '../../../../application/exam-room/exam-room-use-cases';
import type { Course, Student } from '../../../../domain/account/student';
import { ok } from '../../../../domain/shared/result';
import { ServicesContext, type Services } from '../../../../ui/services-context';
import { SessionStore } from '../../../../ui/stores/session.store';
import type { ThemeStore } from '../../../../ui/stores/theme.store';
import { ToastStore } from '../../../../ui/stores/toast.store';
import { UiStore } from '../../../../ui/stores/ui.store';
import { lightTheme } from '../../../../ui/theme/theme';
import { FakeAccount } from '../../support/fake-account';
import { aCourse, aStudent } from '../../../mothers/student.mother';
import { unavailableAreas } from '../../support/unavailable-areas';

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
  const location = memoryLocation({ path: '/exam-room', record: true });
  const account = new FakeAccount(student ?? aStudent({ courses: [course] }));
  const services: Services = {
    ...unavailableAreas(),
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: {} as ThemeStore,
    ui: new UiStore(),
    examRoom,
  };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ServicesContext.Provider value={services}>
        <Router hook={location.hook} searchHook={location.searchHook}>{page}</Router>
      </ServicesContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, examRoom, services, currentPath: () => location.history.at(-1) };
};

/** A promise with its resolve exposed, to hold a call in flight. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};
