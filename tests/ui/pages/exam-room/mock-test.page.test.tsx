import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockTestCategory } from '../../../../domain/exam-room/mock-test';
import { ok, type Result } from '../../../../domain/shared/result';
import MockTestPage, { SKELETON_CARDS, TAB_SCROLL_PX } from '../../../../ui/pages/exam-room/mock-test.page';
import { aMockTest, aRunningTest, aSection } from '../../../mothers/exam-room.mother';
import { aRenewCourse } from '../../../mothers/account.mother';
import { COURSE, deferred, fakeExamRoom, renderExamPage } from './exam-room-harness';

const categories: MockTestCategory[] = [
  { categoryName: 'JEE Main', testList: [aMockTest({ mocktestId: 9, testName: 'JEE Full Mock 1' }), aMockTest({ mocktestId: 10, testName: 'JEE Full Mock 2' })] },
  { categoryName: 'NEET', testList: [aMockTest({ mocktestId: 30, testName: 'NEET Practice', sectionSet: [], correctAnsMark: 4, wrongAnsMark: 1, noAnsMark: 0 })] },
];

const withCategories = () => {
  const examRoom = fakeExamRoom();
  examRoom.mockTestCategories.mockResolvedValue(ok(categories));
  return examRoom;
};

const startButtonOf = (testName: string) => {
  const card = screen.getByRole('heading', { name: testName, level: 3 }).closest('li')!;
  return within(card).getByRole('button', { name: 'Start Test' });
};

describe('/exam-room/mock-test', () => {
  it('shows a skeleton of 6 cards while loading, then the categories as tabs', async () => {
    const gate = deferred<Result<MockTestCategory[]>>();
    const examRoom = fakeExamRoom();
    examRoom.mockTestCategories.mockReturnValue(gate.promise);
    const { container } = renderExamPage(<MockTestPage />, { examRoom });
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(SKELETON_CARDS);
    expect(screen.getByRole('status')).toHaveTextContent('Loading mock tests...');
    expect(examRoom.mockTestCategories).toHaveBeenCalledWith(COURSE.templateId);
    await act(async () => gate.resolve(ok(categories)));
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
    const tabs = screen.getByRole('tablist', { name: 'Mock test categories' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['JEE Main', 'NEET']);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['JEE Full Mock 1', 'JEE Full Mock 2']);
  });

  it('switches category by tab, and the arrows scroll the strip by 200 px', async () => {
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    try {
      renderExamPage(<MockTestPage />, { examRoom: withCategories() });
      fireEvent.click(await screen.findByRole('tab', { name: 'NEET' }));
      expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3 })).toHaveTextContent('NEET Practice');
      fireEvent.click(screen.getByRole('button', { name: 'Scroll categories right' }));
      fireEvent.click(screen.getByRole('button', { name: 'Scroll categories left' }));
      expect(scrollBy.mock.calls).toEqual([[{ left: TAB_SCROLL_PX, behavior: 'smooth' }], [{ left: -TAB_SCROLL_PX, behavior: 'smooth' }]]);
      expect(TAB_SCROLL_PX).toBe(200);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    }
  });

  it('has the side instruction panel titled Mock Test', async () => {
    renderExamPage(<MockTestPage />, { examRoom: withCategories() });
    const panel = await screen.findByRole('complementary', { name: 'Mock Test' });
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('picking a test opens the start modal: overview, sections with signed marks, Start Now goes to the simulator', async () => {
    const examRoom = withCategories();
    const { currentPath } = renderExamPage(<MockTestPage />, { examRoom });
    await screen.findByRole('tab', { name: 'JEE Main' });
    await act(async () => fireEvent.click(startButtonOf('JEE Full Mock 1')));
    expect(examRoom.runningTest).toHaveBeenCalledWith(COURSE.templateId, { testType: 3, testId: 9 });
    const dialog = screen.getByRole('dialog', { name: 'JEE Full Mock 1' });
    const figure = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect(figure('Questions')).toBe('30');
    expect(figure('Time (Minutes)')).toBe('60');
    expect(figure('Total Marks')).toBe('120');
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Physics', '10', '20', '+4', '-1', '0'],
      ['Chemistry', '10', '20', '+4', '-1', '0'],
      ['Mathematics', '10', '20', '+4', '-1', '0'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Now' }));
    expect(currentPath()).toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11');
  });

  it('a test without sections shows its own marking; Cancel closes', async () => {
    renderExamPage(<MockTestPage />, { examRoom: withCategories() });
    fireEvent.click(await screen.findByRole('tab', { name: 'NEET' }));
    await act(async () => fireEvent.click(startButtonOf('NEET Practice')));
    const dialog = screen.getByRole('dialog', { name: 'NEET Practice' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Incorrect', { selector: 'dt' }).parentElement).toHaveTextContent('-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unfinished attempt opens the previous-running-test modal: Continue Test resumes its session', async () => {
    const examRoom = withCategories();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest({ testSession: '555' })));
    const { currentPath } = renderExamPage(<MockTestPage />, { examRoom });
    await screen.findByRole('tab', { name: 'JEE Main' });
    await act(async () => fireEvent.click(startButtonOf('JEE Full Mock 1')));
    const dialog = screen.getByRole('dialog', { name: 'Previous Test Running' });
    expect(dialog).toHaveTextContent('JEE Full Mock 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue Test' }));
    expect(currentPath()).toBe('/test-simulator?testId=9&testType=3&templateId=5001&courseId=11&testSession=555');
  });

  it('Start New from the previous-running-test modal leads to the start modal', async () => {
    const examRoom = withCategories();
    examRoom.runningTest.mockResolvedValue(ok(aRunningTest()));
    renderExamPage(<MockTestPage />, { examRoom });
    await screen.findByRole('tab', { name: 'JEE Main' });
    await act(async () => fireEvent.click(startButtonOf('JEE Full Mock 1')));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start New' }));
    expect(screen.getByRole('dialog', { name: 'JEE Full Mock 1' })).toBeInTheDocument();
  });

  it('a course in state renew opens the upgrade modal instead', async () => {
    const examRoom = withCategories();
    const { services } = renderExamPage(<MockTestPage />, { examRoom, course: aRenewCourse() });
    await screen.findByRole('tab', { name: 'JEE Main' });
    fireEvent.click(startButtonOf('JEE Full Mock 1'));
    expect(services.ui.openModal).toBe('validity-expired');
    expect(examRoom.runningTest).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no mock tests', async () => {
    renderExamPage(<MockTestPage />);
    expect(await screen.findByText('No mock test data available')).toBeInTheDocument();
  });

  it('orders sections by sectionOrder in the start modal', async () => {
    const examRoom = fakeExamRoom();
    examRoom.mockTestCategories.mockResolvedValue(ok([{ categoryName: 'X', testList: [aMockTest({ sectionSet: [aSection({ sectionId: 2, sectionName: 'Second', sectionOrder: 2 }), aSection({ sectionId: 1, sectionName: 'First', sectionOrder: 1 })] })] }]));
    renderExamPage(<MockTestPage />, { examRoom });
    await screen.findByRole('tab', { name: 'X' });
    await act(async () => fireEvent.click(startButtonOf('JEE Full Mock 1')));
    expect(within(screen.getByRole('dialog')).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['First', 'Second']);
  });
});
