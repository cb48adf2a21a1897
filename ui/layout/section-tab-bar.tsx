// The section tab bar: under the header, one tab per section of the first path segment that the active course
// offers, with an underline that slides to the current one. The tabs are links, so this is a navigation.
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isActiveHref, sectionTabs } from '../../domain/account/menu';
import { useUnderline } from '../components/use-underline';
import { useServices } from '../services-context';

export const SectionTabBar = observer(function SectionTabBar() {
  const { session } = useServices();
  const [pathname] = useLocation();
  const search = useSearch();
  const bar = useRef<HTMLUListElement>(null);
  const here = search ? `${pathname}?${search}` : pathname;
  const tabs = sectionTabs(pathname.split('/')[1] ?? '', session.activeCourse?.tabs ?? null);
  const line = useUnderline(bar, '[aria-current="page"]', `${here}|${tabs.length}`);
  if (!tabs.length) return null;

  return (
    <nav aria-label="Sections" css={(t) => ({ background: t.colors.surface, borderBottom: `1px solid ${t.colors.border}`, overflowX: 'auto' })}>
      <ul ref={bar} css={{ position: 'relative', display: 'flex', gap: 4, margin: 0, padding: '0 16px', listStyle: 'none' }}>
        {tabs.map((tab) => {
          const active = isActiveHref(here, tab.href);
          return (
            <li key={tab.id}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                css={(t) => ({
                  display: 'block',
                  padding: '14px 16px',
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  textDecoration: 'none',
                  color: active ? t.colors.primary : t.colors.textMuted,
                  '&:hover': { color: t.colors.text },
                })}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
        {line && (
          <li
            aria-hidden="true"
            css={(t) => ({ position: 'absolute', bottom: 0, left: 0, height: 3, borderRadius: 3, background: t.colors.primary, transition: 'transform 250ms ease, width 250ms ease' })}
            style={{ width: line.width, transform: `translateX(${line.left}px)` }}
          />
        )}
      </ul>
    </nav>
  );
});
