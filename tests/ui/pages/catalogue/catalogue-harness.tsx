// Renders a catalogue or payments page with a fake CatalogueUseCases and the fake account (a signed-in student, or
// none for a visitor) whose openEnrolledCourse records the course ids it opened, through the shared page harness.
import type { ReactElement } from 'react';
import type { Student } from '../../../../domain/account/student';
import { ok } from '../../../../domain/shared/result';
import { aStudent } from '../../../mothers/student.mother';
import { FakeAccount } from '../../support/fake-account';
import { renderPage } from '../../support/render-page';
import { fakeCatalogue } from './catalogue-fakes';

export const renderCataloguePage = (
  page: ReactElement,
  { path = '/selectcourse', catalogue = fakeCatalogue(), student = aStudent() }: { path?: string; catalogue?: ReturnType<typeof fakeCatalogue>; student?: Student | null } = {},
) => {
  const account = new FakeAccount(student);
  const opened: number[] = [];
  account.openEnrolledCourse = async (courseId: number) => {
    opened.push(courseId);
    return ok(account.stored as Student);
  };
  const view = renderPage(page, { path, student, account, areas: { catalogue } });
  return { ...view, catalogue, opened };
};
