// Pieces shared by the exam room lists: the course tab guard, the start helper (renew opens the shell's upgrade
// modal instead of starting), the instruction panel, figures and empty states.
import { useId, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { blocksStartingTests, courseAccessState, isoDateOf } from '../../../domain/account/access-state';
import type { Course, CourseTabs } from '../../../domain/account/student';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import { testStartPath, type TestStart } from '../../../domain/exam-room/test-start';
import { PATHS } from '../../../domain/shared/paths';
import { SafeHtml } from '../../html/safe-html';
import { useServices } from '../../services-context';
import { panelCss } from '../../components/panel';
import { CourseTabGuard } from '../../components/course-tab-guard';

/** Renders its page only when the active course has the tab; else goes where /exam-room would. */
export function ExamTabGuard({ tab, child, children }: { tab: keyof CourseTabs; child: string; children: ReactNode }) {
  return <CourseTabGuard tab={tab} parent={PATHS.examRoom} child={child}>{children}</CourseTabGuard>;
}

export interface TestStarter {
  course: Course | null;
  /** Renew: opens the upgrade (Validity Expired) modal and answers true; the caller then does not start. */
  blockedByAccess(): boolean;
  /** Goes to the simulator with the course's templateId and courseId. */
  start(target: Omit<TestStart, 'templateId' | 'courseId'>): void;
}

export const useTestStarter = (): TestStarter => {
  const { session, ui } = useServices();
  const [, navigate] = useLocation();
  const course = session.activeCourse;
  return {
    course,
    blockedByAccess: () => {
      if (!blocksStartingTests(courseAccessState(course, isoDateOf(Date.now())))) return false;
      ui.showModal('validity-expired');
      return true;
    },
    start: (target) => {
      if (!course) return;
      navigate(testStartPath({ ...target, templateId: course.templateId, courseId: course.courseId }));
    },
  };
};


/** The side panel of instructions, titled (topic name, or Mock Test). */
export function InstructionPanel({ title, instructions }: { title: string; instructions: readonly string[] }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} css={panelCss}>
      <h2 id={headingId} css={{ margin: '0 0 12px', fontSize: 18 }}>{title}</h2>
      {instructions.length === 0 ? (
        <EmptyState>{M.noInstructions}</EmptyState>
      ) : (
        <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8, lineHeight: 1.5 }}>
          {instructions.map((text, i) => <li key={i}><SafeHtml html={text} as="span" /></li>)}
        </ol>
      )}
    </aside>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p css={(t) => ({ margin: 0, padding: '16px 0', color: t.colors.textMuted, textAlign: 'center' })}>{children}</p>;
}

/** Figures as a description list: label above value. */
export function Figures({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <dt css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{label}</dt>
          <dd css={{ margin: 0, fontWeight: 700, fontSize: 16 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const twoColumnsCss = (t: import('@emotion/react').Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: 20,
  alignItems: 'start',
  [`@media (max-width: ${t.layout.mobileBreakpoint + 320}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
