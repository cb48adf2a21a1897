// The breadcrumb: Dashboard, then the titles of the path's segments.
import { Link, useLocation } from 'wouter';
import { breadcrumbTrail } from './breadcrumb-trail';

export function Breadcrumb() {
  const [pathname] = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" css={{ marginBottom: 12 }}>
      <ol css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0, listStyle: 'none', fontSize: 14, color: t.colors.textMuted })}>
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={c.href} css={{ display: 'flex', gap: 6 }}>
              {last ? (
                <span aria-current="page">{c.label}</span>
              ) : (
                <>
                  <Link href={c.href} css={(t) => ({ color: t.colors.primary })}>{c.label}</Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
