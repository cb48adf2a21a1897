// The sidebar items, filtered by the active course's tabs (domain/account/menu). Group headings
// (Study Room) are not links; All Exams has its group title hidden and stands on its own at the end.
import type { Theme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isActiveHref, visibleSidebar, type MenuItem } from '../../domain/account/menu';
import { Icon, type IconName } from '../components/icons';
import { useServices } from '../services-context';

/** The icon of each top-level item, by menu id. */
const icons: Record<string, IconName> = {
  dashboard: 'dashboard',
  studyRoom: 'book',
  examRoom: 'exam',
  report: 'report',
  allExams: 'grid',
};

const rowCss = (t: Theme, depth: number) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 40,
  padding: `8px 12px 8px ${12 + depth * 32}px`,
  borderRadius: t.radii.md,
  fontWeight: depth ? 500 : 600,
  fontSize: depth ? 14 : 15,
});

function Entry({ item, depth, here }: { item: MenuItem; depth: number; here: string }) {
  const headingId = useId();
  const icon = depth === 0 ? <Icon name={icons[item.id] ?? 'dot'} /> : null;
  const children = item.children?.length ? (
    <ul aria-labelledby={item.heading ? headingId : undefined} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {item.children.map((c) => <Entry key={c.id} item={c} depth={depth + 1} here={here} />)}
    </ul>
  ) : null;

  if (item.heading) {
    return (
      <li>
        <span id={headingId} css={(t) => ({ ...rowCss(t, depth), color: t.colors.textMuted })}>
          {icon}
          {item.label}
        </span>
        {children}
      </li>
    );
  }
  const active = isActiveHref(here, item.href);
  const { analytics } = useServices();
  return (
    <li css={(t) => (item.titleHidden ? { marginTop: 12, paddingTop: 12, borderTop: `1px solid ${t.colors.border}` } : {})}>
      <Link
        href={item.href}
        aria-current={active ? 'page' : undefined}
        onClick={() => analytics.track({ event: 'click', target: 'sidebar', item: item.id })}
        css={(t) => ({
          ...rowCss(t, depth),
          color: active ? t.colors.activeText : t.colors.text,
          background: active ? t.colors.activeBg : 'transparent',
          textDecoration: 'none',
          '&:hover': { background: active ? t.colors.activeBg : t.colors.surfaceAlt },
        })}
      >
        {icon}
        {item.label}
      </Link>
      {children}
    </li>
  );
}

export const SidebarNav = observer(function SidebarNav() {
  const { session } = useServices();
  const [pathname] = useLocation();
  const search = useSearch();
  const here = search ? `${pathname}?${search}` : pathname;
  const items = visibleSidebar(session.activeCourse?.tabs ?? null);
  return (
    <nav aria-label="Main">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {items.map((item) => <Entry key={item.id} item={item} depth={0} here={here} />)}
      </ul>
    </nav>
  );
});
