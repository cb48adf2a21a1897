// The sidebar's logo (white-label, ui/components/brand-logo.tsx), linking to the dashboard.
import { Link } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { BrandLogo } from '../components/brand-logo';

/** hostname: the page's host (a prop so other hosts can be shown in tests) */
export function SidebarLogo({ hostname }: { hostname?: string }) {
  return (
    <Link href={PATHS.dashboard} css={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, textDecoration: 'none' }}>
      <BrandLogo hostname={hostname} />
    </Link>
  );
}
