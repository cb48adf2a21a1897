// A course card of the catalogue (image, title, subtitle, organisation, the Enrolled badge; the whole card opens the
// course's plans; a visitor also gets 'Try a free test' on a course with a free test), and the skeleton shown while
// the catalogue loads.
import { keyframes } from '@emotion/react';
import { Link } from 'wouter';
import type { CatalogueCourse } from '../../../domain/catalogue/catalogue';
import { CATALOGUE_LABELS as L } from './catalogue-labels';

const cardCss = (t: import('@emotion/react').Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  flexDirection: 'column' as const,
  borderRadius: t.radii.lg,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
  overflow: 'hidden',
});

export interface CourseCardProps {
  course: CatalogueCourse;
  badge: string | null;
  onOpen: () => void;
  /** the guest wizard of the course's free test (the public list, nobody signed in), or null */
  freeTestHref?: string | null;
}

export function CourseCard({ course, badge, onOpen, freeTestHref = null }: CourseCardProps) {
  return (
    <article
      css={(t) => ({
        ...cardCss(t),
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)', transform: 'translateY(-2px)' },
        '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
      })}
    >
      <img
        src={course.courseImageUrl}
        alt=""
        width={320}
        height={160}
        loading="lazy"
        decoding="async"
        css={(t) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover', background: t.colors.surfaceAlt })}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 6, padding: 16, flex: 1 }}>
        {badge && (
          <span css={(t) => ({ alignSelf: 'flex-start', padding: '2px 10px', borderRadius: t.radii.pill, background: t.colors.activeBg, color: t.colors.activeText, fontSize: 13, fontWeight: 700 })}>
            {badge}
          </span>
        )}
        <h2 css={{ margin: 0, fontSize: 18, lineHeight: 1.3 }}>
          <button
            type="button"
            onClick={onOpen}
            aria-label={L.viewPlans(course.courseTitle)}
            css={{
              padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit', textAlign: 'left', cursor: 'pointer',
              '&:focus-visible': { outline: 'none' },
              // the whole card is the button's target
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {course.courseTitle}
          </button>
        </h2>
        {course.courseSubTitle && <p css={(t) => ({ margin: 0, color: t.colors.textMuted, fontSize: 14 })}>{course.courseSubTitle}</p>}
        <p css={(t) => ({ margin: 'auto 0 0', paddingTop: 8, color: t.colors.textMuted, fontSize: 13, fontWeight: 600 })}>{course.organisationName}</p>
        {freeTestHref && (
          <Link
            href={freeTestHref}
            aria-label={L.freeTestOf(course.courseTitle)}
            css={(t) => ({
              // above the card-wide target of the title's button
              position: 'relative',
              zIndex: 1,
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              color: t.colors.primary,
              fontWeight: 700,
              textUnderlineOffset: 3,
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2, borderRadius: 2 },
            })}
          >
            {L.freeTest}
          </Link>
        )}
      </div>
    </article>
  );
}

const shimmer = keyframes`0% { opacity: 0.55; } 50% { opacity: 1; } 100% { opacity: 0.55; }`;

export function CourseCardSkeleton() {
  const bar = (width: string, height: number) => (
    <span css={(t) => ({ display: 'block', width, height, borderRadius: t.radii.sm, background: t.colors.surfaceAlt })} />
  );
  return (
    <div aria-hidden="true" data-testid="course-skeleton" css={(t) => ({ ...cardCss(t), animation: `${shimmer} 1.4s ease-in-out infinite` })}>
      <span css={(t) => ({ display: 'block', aspectRatio: '2 / 1', background: t.colors.surfaceAlt })} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 10, padding: 16 }}>
        {bar('80%', 18)}
        {bar('60%', 14)}
        {bar('40%', 12)}
      </div>
    </div>
  );
}

export const courseGridCss = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
