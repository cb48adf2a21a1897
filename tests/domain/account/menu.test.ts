import { describe, expect, it } from '@jest/globals';
import { isActiveHref, sectionTabs, visibleSidebar, type MenuItem } from '../../../domain/account/menu';
import { allTabs } from '../../mothers/account.mother';

const ids = (items: MenuItem[]): string[] => items.map((i) => i.id);
const childIds = (items: MenuItem[], id: string): string[] => ids(items.find((i) => i.id === id)?.children ?? []);

describe('sidebar visibility', () => {
  it('shows every item and sub-item when every tab is on, in the spec order', () => {
    const menu = visibleSidebar(allTabs(true));
    expect(ids(menu)).toEqual(['dashboard', 'studyRoom', 'examRoom', 'report', 'allExams']);
    expect(childIds(menu, 'studyRoom')).toEqual(['smartLearning', 'studyMaterial', 'adaptiveLearning']);
    expect(childIds(menu, 'examRoom')).toEqual(['topicTest', 'mockTest', 'classTest']);
    expect(childIds(menu, 'report')).toEqual(['reportOverview', 'reportLearning', 'reportCompetitive', 'reportTopicTest', 'reportMockTest', 'reportClassTest']);
  });

  it('always shows the Study Room and Exam Room groups; other items need their flag', () => {
    expect(ids(visibleSidebar(allTabs(false)))).toEqual(['studyRoom', 'examRoom']);
    expect(ids(visibleSidebar(null))).toEqual(['studyRoom', 'examRoom']);
    expect(childIds(visibleSidebar(allTabs(false)), 'studyRoom')).toEqual([]);
  });

  it('shows each sub-item only with its flag', () => {
    const menu = visibleSidebar(allTabs(true, { studyMaterial: false, mockTest: false }));
    expect(childIds(menu, 'studyRoom')).toEqual(['smartLearning', 'adaptiveLearning']);
    expect(childIds(menu, 'examRoom')).toEqual(['topicTest', 'classTest']);
  });

  it('report sub-items: Overview always; learning and competitive need selfTest; others their own tabs', () => {
    const only = visibleSidebar(allTabs(false, { report: true }));
    expect(childIds(only, 'report')).toEqual(['reportOverview']);
    const self = visibleSidebar(allTabs(false, { report: true, selfTest: true }));
    expect(childIds(self, 'report')).toEqual(['reportOverview', 'reportLearning', 'reportCompetitive']);
    const mock = visibleSidebar(allTabs(false, { report: true, mockTest: true, classTest: true }));
    expect(childIds(mock, 'report')).toEqual(['reportOverview', 'reportMockTest', 'reportClassTest']);
  });

  it('Dashboard, Reports and All Exams follow dashboard, report and otherCourses', () => {
    expect(ids(visibleSidebar(allTabs(false, { dashboard: true })))).toContain('dashboard');
    expect(ids(visibleSidebar(allTabs(false, { otherCourses: true })))).toContain('allExams');
  });

  it('Study Room is a heading that is not clickable; All Exams hides its title', () => {
    const menu = visibleSidebar(allTabs(true));
    expect(menu.find((i) => i.id === 'studyRoom')?.heading).toBe(true);
    expect(menu.find((i) => i.id === 'allExams')).toMatchObject({ href: '/selectcourse', titleHidden: true });
  });
});

describe('header tab bar for the first path segment', () => {
  it('lists the children of the section available for the course', () => {
    expect(sectionTabs('study-room', allTabs(true, { adaptiveTest: false })).map((t) => t.href))
      .toEqual(['/study-room/smart-learning', '/study-room/study-material']);
    expect(ids(sectionTabs('/exam-room', allTabs(true)))).toEqual(['topicTest', 'mockTest', 'classTest']);
    expect(ids(sectionTabs('report', allTabs(false, { report: true })))).toEqual(['reportOverview']);
  });
  it('is empty for a segment without tabs', () => {
    expect(sectionTabs('dashboard', allTabs(true))).toEqual([]);
    expect(sectionTabs('nope', allTabs(true))).toEqual([]);
  });
});

describe('active item: the current path contains its href', () => {
  it('matches by containment', () => {
    expect(isActiveHref('/exam-room/topic-test', '/exam-room')).toBe(true);
    expect(isActiveHref('/exam-room/topic-test', '/exam-room/topic-test')).toBe(true);
    expect(isActiveHref('/exam-room/mock-test', '/exam-room/topic-test')).toBe(false);
    expect(isActiveHref('/report?tab=learning', '/report?tab=learning')).toBe(true);
    expect(isActiveHref('/dashboard', '')).toBe(false);
  });
});
