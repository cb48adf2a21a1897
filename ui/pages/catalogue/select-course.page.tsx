// /selectyourcourse (public: where a student without courses lands) and /selectcourse (All Exams, in the layout):
// category chips with Clear, a search over every text of a course (300 ms debounce), course cards with the
// Enrolled badge, a skeleton of 6 cards while loading, an empty state, and the plan modal (?cid= opens it).
// A failed payment comes back with ?payment=failed: the failure toast shows and the parameter is removed.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CATALOGUE_MESSAGES as M } from '../../../application/catalogue/catalogue-messages';
import type { CatalogueCourse } from '../../../domain/catalogue/catalogue';
import { SKELETON_CARDS } from '../../../domain/catalogue/catalogue-rules';
import { parseSelectCourseQuery, withoutPaymentParam } from '../../../domain/catalogue/catalogue-paths';
import { guestTestBeginPath } from '../../../domain/shared/guest-paths';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ProductLogo } from '../../components/product-logo';
import { TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { CATALOGUE_LABELS as L } from './catalogue-labels';
import { CourseCard, CourseCardSkeleton, courseGridCss } from './course-card';
import { PlanModal } from './plan-modal';
import { PlanModalStore } from './plan-modal.store';
import { SelectCourseStore } from './select-course.store';
import { UpdateEmailModal } from './update-email-modal';
import { usePageVisit } from '../../analytics/use-page-visit';

export default function SelectCoursePage({ frame = 'layout' }: { frame?: 'public' | 'layout' }) {
  return frame === 'public'
    ? <PublicFrame><Catalogue heading={L.heading} publicList /></PublicFrame>
    : <Catalogue heading={L.allExamsHeading} publicList={false} />;
}

const PublicFrame = observer(function PublicFrame({ children }: { children: ReactNode }) {
  const { session } = useServices();
  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.bg, color: t.colors.text })}>
      <header css={(t) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 20px', background: t.colors.surface, borderBottom: `1px solid ${t.colors.border}` })}>
        <ProductLogo />
        <Link href={session.isLoggedIn ? PATHS.logout : PATHS.login} css={(t) => ({ color: t.colors.primary, fontWeight: 600 })}>
          {session.isLoggedIn ? L.logOut : L.logIn}
        </Link>
      </header>
      <main id="main" tabIndex={-1} css={{ maxWidth: 1200, margin: '0 auto', padding: '24px 20px', boxSizing: 'border-box', '&:focus': { outline: 'none' } }}>
        {children}
      </main>
    </div>
  );
});

/** publicList: the public course list (/selectyourcourse), where a visitor may try a course's free test */
const Catalogue = observer(function Catalogue({ heading, publicList }: { heading: string; publicList: boolean }) {
  usePageVisit('all-courses');
  const { catalogue, session, toasts } = useServices();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => parseSelectCourseQuery(search), [search]);
  const store = useMemo(() => new SelectCourseStore(catalogue, () => session.student?.courses ?? []), [catalogue, session]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.load(query.cid);
    if (query.paymentFailed) {
      toasts.show({ message: M.paymentFailed, variant: 'danger' });
      navigate(path + withoutPaymentParam(search), { replace: true });
    }
  }, [store, query, toasts, navigate, path, search]);
  useEffect(() => () => store.dispose(), [store]);

  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p css={(t) => ({ margin: '-8px 0 20px', color: t.colors.textMuted })}>{L.intro}</p>
      <Filters store={store} />
      <CourseList store={store} guestTrial={publicList && !session.isLoggedIn} />
      {store.openCourse && (
        <Purchase key={store.openCourse.courseId} course={store.openCourse} enrolledPack={store.packOf(store.openCourse.courseId)} onClose={() => store.close()} />
      )}
    </>
  );
});

const Filters = observer(function Filters({ store }: { store: SelectCourseStore }) {
  const groupId = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16, marginBottom: 20 }}>
      <div role="search" css={{ maxWidth: 480 }}>
        <TextField
          label={L.search}
          type="search"
          placeholder={L.searchPlaceholder}
          value={store.query}
          onChange={(e) => store.setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      {store.categories.length > 0 && (
        <div role="group" aria-labelledby={groupId} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <span id={groupId} css={{ fontWeight: 600, marginRight: 4 }}>{L.categories}</span>
          {store.categories.map((c) => {
            const on = store.chosen.has(c.categoryId);
            return (
              <button
                key={c.categoryId}
                type="button"
                aria-pressed={on}
                onClick={() => store.toggleCategory(c.categoryId)}
                css={(t) => ({
                  padding: '6px 14px', borderRadius: t.radii.pill, font: 'inherit', fontSize: 14, fontWeight: 600, cursor: 'pointer',
                  border: `1px solid ${on ? t.colors.primary : t.colors.border}`,
                  background: on ? t.colors.primary : t.colors.surface,
                  color: on ? t.colors.primaryText : t.colors.text,
                  '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
                })}
              >
                {c.categoryName}
              </button>
            );
          })}
          <Button variant="link" size="sm" onClick={() => store.clearCategories()} disabled={store.chosen.size === 0}>{L.clear}</Button>
        </div>
      )}
    </div>
  );
});

/** guestTrial: a visitor's list, where a course with a free test links to its guest wizard */
const CourseList = observer(function CourseList({ store, guestTrial }: { store: SelectCourseStore; guestTrial: boolean }) {
  if (store.loading) {
    return (
      <div role="status" aria-label={L.loading}>
        <div css={courseGridCss}>{Array.from({ length: SKELETON_CARDS }, (_, i) => <CourseCardSkeleton key={i} />)}</div>
      </div>
    );
  }
  const courses = store.visible;
  if (courses.length === 0) {
    const nothingAtAll = store.categories.length === 0;
    return (
      <div css={(t) => ({ padding: 32, textAlign: 'center', borderRadius: t.radii.lg, border: `1px dashed ${t.colors.border}`, background: t.colors.surface })}>
        <h2 css={{ margin: '0 0 8px', fontSize: 20 }}>{L.noCourses}</h2>
        <p css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted })}>{nothingAtAll ? L.catalogueEmpty : L.noCoursesHint}</p>
        {store.failed && <Button variant="ghost" onClick={() => void store.load()}>{L.retry}</Button>}
      </div>
    );
  }
  return (
    <>
      <p role="status" css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted, fontSize: 14 })}>{L.courses(courses.length)}</p>
      <ul css={courseGridCss}>
        {courses.map((course) => (
          <li key={course.courseId} css={{ display: 'flex', '& > article': { flex: 1 } }}>
            <CourseCard
              course={course}
              badge={store.badgeOf(course.courseId)}
              onOpen={() => store.open(course)}
              freeTestHref={guestTrial ? freeTestPath(course) : null}
            />
          </li>
        ))}
      </ul>
    </>
  );
});

/** The guest wizard of a course's free test, or null when the course has none. */
const freeTestPath = ({ courseId, freeTest }: CatalogueCourse): string | null =>
  freeTest
    ? guestTestBeginPath({ courseId, testUid: freeTest.testUid, testType: freeTest.testType, assessmentMode: freeTest.assessmentMode, utm_source: 'catalogue' })
    : null;

/** The plan modal of one course and the purchase that follows: free trial, Update Email, checkout. */
const Purchase = observer(function Purchase({ course, enrolledPack, onClose }: { course: CatalogueCourse; enrolledPack: string | null; onClose: () => void }) {
  const { catalogue, session, toasts } = useServices();
  const [, navigate] = useLocation();
  const [store] = useState(() => new PlanModalStore(course, enrolledPack !== null, catalogue));

  const pay = async () => {
    const student = session.student;
    if (!student) return;
    const r = await store.purchase({ name: student.studentName, email: student.emailId, contact: student.phoneNo });
    if (!r) return;
    if (!r.ok) {
      toasts.show({ title: r.error.title, message: r.error.message, variant: r.error.title ? 'warning' : 'danger' });
      return;
    }
    if (r.value.kind !== 'enrolled') return;
    toasts.show({ message: M.courseAdded, variant: 'success' });
    await session.openEnrolledCourse(r.value.courseId);
    navigate(PATHS.dashboard);
  };

  const saveEmail = async (email: string): Promise<string | null> => {
    const r = await session.updateEmail(email);
    if (!r.ok) return r.error.message;
    store.cancelEmail();
    void pay();
    return null;
  };

  return (
    <>
      <PlanModal
        store={store}
        open={store.step.kind !== 'needs-email'}
        signedIn={session.isLoggedIn}
        enrolledPack={enrolledPack}
        onClose={onClose}
        onPay={() => void pay()}
      />
      <UpdateEmailModal open={store.step.kind === 'needs-email'} onCancel={() => store.cancelEmail()} onSubmit={saveEmail} />
    </>
  );
});
