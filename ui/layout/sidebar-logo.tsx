// White-label: the product logo on own hosts, else the organisation logo of this host
// (falling back to the product logo when it cannot be loaded).
import { useState } from 'react';
import { Link } from 'wouter';
import { logoFor } from '../../domain/account/white-label';
import { PATHS } from '../../domain/shared/paths';
import { ProductLogo } from '../components/product-logo';

/** hostname: the page's host (a prop so other hosts can be shown in tests) */
export function SidebarLogo({ hostname = window.location.hostname }: { hostname?: string }) {
  const [logo] = useState(() => logoFor(hostname));
  const [failed, setFailed] = useState(false);
  return (
    <Link href={PATHS.dashboard} css={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, textDecoration: 'none' }}>
      {logo.kind === 'organisation' && !failed ? (
        <img src={logo.src} alt="Organisation logo" onError={() => setFailed(true)} css={{ maxWidth: 200, maxHeight: 48, objectFit: 'contain' }} />
      ) : (
        <ProductLogo />
      )}
    </Link>
  );
}
