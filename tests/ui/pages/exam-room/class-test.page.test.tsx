import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { err, ok, UNAVAILABLE, type Result } from '../../../../domain/shared/result';
import ClassTestPage, { formatDateTime } from '../../../../ui/pages/exam-room/class-test.page';
import { aClassTest } from '../../../mothers/exam-room.mother';
import { aCourse, allTabs } from '../../../mothers/student.mother';
import { aRenewCourse } from '../../../mothers/account.mother';
import { COURSE, deferred, fakeExamRoom, renderExamPage } from './exam-room-harness';

const sevenTests = Array.from({ length: 7 }, (_, i) => aClassTest({ testId: 100 + i, testTitle: `Class Test ${i + 1}`, scheduleId: 200 + i }));

const bodyRows = () => within(screen.getByRole('table', { name: 'Class Test' })).getAllByRole('row').slice(1);

describe('/exam-room/class-test', () => {
  it('shows the table titled Class Test with its columns, 5 rows a page', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok(sevenTests));
    renderExamPage(<ClassTestPage />, { examRoom });
    const table = await screen.findByRole('table', { name: 'Class Test' });
    expect(examRoom.classTests).toHaveBeenCalledWith(COURSE.courseId);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Test Title', 'Subject', 'Date/Time', 'Question Type', 'Total Marks', 'Duration (Minutes)', 'Action']);
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('Class Test 1');
    expect(bodyRows()[0]).toHaveTextContent('20 Nov 2026, 10:30');

    const pages = screen.getByRole('navigation', { name: 'Class test pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Class Test 6', 'Class Test 7']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(bodyRows()).toHaveLength(5);
  });

  it('Start Now goes to the simulator with the class test schedule as classTestId', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok([aClassTest({ testId: 41, scheduleId: 7, testType: 4 })]));
    const { currentPath } = renderExamPage(<ClassTestPage />, { examRoom });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Now: Weekly Physics Quiz' }));
    expect(currentPath()).toBe('/test-simulator?testId=41&testType=4&classTestId=7&templateId=5001&courseId=11');
  });

  it('a course in state renew opens the upgrade modal instead of starting', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(ok([aClassTest()]));
    const { currentPath, services } = renderExamPage(<ClassTestPage />, { examRoom, course: aRenewCourse() });
    fireEvent.click(await screen.findByRole('button', { name: /Start Now/ }));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(currentPath()).toBe('/exam-room');
  });

  it("shows 'No class test data available' when there are none, without pagination", async () => {
    const gate = deferred<Result<never[]>>();
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockReturnValue(gate.promise);
    renderExamPage(<ClassTestPage />, { examRoom });
    expect(screen.queryByText('No class test data available')).not.toBeInTheDocument();
    await act(async () => gate.resolve(ok([])));
    expect(screen.getByText('No class test data available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Class test pages' })).not.toBeInTheDocument();
  });

  it('a failed list shows the same empty state', async () => {
    const examRoom = fakeExamRoom();
    examRoom.classTests.mockResolvedValue(err(UNAVAILABLE));
    renderExamPage(<ClassTestPage />, { examRoom });
    expect(await screen.findByText('No class test data available')).toBeInTheDocument();
  });

  it('leaves for another exam list when the course has no classTest tab', async () => {
    const examRoom = fakeExamRoom();
    const { currentPath } = renderExamPage(<ClassTestPage />, { examRoom, course: aCourse({ tabs: { ...allTabs(), classTest: false } }) });
    expect(currentPath()).toBe('/exam-room/topic-test');
    expect(examRoom.classTests).not.toHaveBeenCalled();
  });
});

describe('formatDateTime', () => {
  it('formats ISO dates and keeps other text', () => {
    expect(formatDateTime({ testDateTime: '2026-01-05 09:05:00', date: '' })).toBe('5 Jan 2026, 09:05');
    expect(formatDateTime({ testDateTime: '', date: '2026-12-31' })).toBe('31 Dec 2026');
    expect(formatDateTime({ testDateTime: 'Tomorrow 10 AM', date: '' })).toBe('Tomorrow 10 AM');
    const instant = new Date(2026, 10, 23, 14, 5);
    expect(formatDateTime({ testDateTime: instant.toISOString(), date: '' })).toBe('23 Nov 2026, 14:05');
  });
});
