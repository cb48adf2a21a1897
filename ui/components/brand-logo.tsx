// White-label: the product logo on own hosts, else the organisation logo of this host (falling back to the product
// logo when it cannot be loaded). Used by the sidebar and the public guest test wizard.
import { useMemo, useState } from 'react';
import { logoFor } from '../../domain/account/white-label';
import { ProductLogo } from './product-logo';

export interface BrandLogoProps {
  /** the page's host (a prop so other hosts can be shown in tests) */
  hostname?: string;
  /** the product logo's mark size; the organisation logo is at most 200 x 48 */
  size?: number;
}

export function BrandLogo({ hostname = window.location.hostname, size }: BrandLogoProps) {
  const logo = useMemo(() => logoFor(hostname), [hostname]);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (logo.kind === 'organisation' && failedSrc !== logo.src) {
    const { src } = logo;
    return (
      <img
        src={src}
        alt="Organisation logo"
        onError={() => setFailedSrc(src)}
        css={{ display: 'block', maxWidth: 200, maxHeight: 48, objectFit: 'contain' }}
      />
    );
  }
  return <ProductLogo size={size} />;
}
