// The frame of public screens (sign-in, payment results, not found): a centred card with the product
// logo and the page title as the only h1.
import type { ReactNode } from 'react';
import { ProductLogo } from './product-logo';

export interface PublicPageProps {
  title: ReactNode;
  /** a line under the title */
  subtitle?: ReactNode;
  children?: ReactNode;
  /** a wider card (e.g. a course list) */
  wide?: boolean;
}

export function PublicPage({ title, subtitle, children, wide = false }: PublicPageProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      css={(t) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        boxSizing: 'border-box',
        background: t.colors.bg,
        '&:focus': { outline: 'none' },
      })}
    >
      <div
        css={(t) => ({
          width: '100%',
          maxWidth: wide ? 960 : 440,
          padding: '32px 28px',
          boxSizing: 'border-box',
          borderRadius: t.radii.lg,
          border: `1px solid ${t.colors.border}`,
          background: t.colors.surface,
          color: t.colors.text,
          boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)',
          [`@media (max-width: ${t.layout.mobileBreakpoint - 0.02}px)`]: { padding: '24px 16px' },
        })}
      >
        <div css={{ display: 'flex', justifyContent: 'center', marginBottom: 20 }}>
          <ProductLogo />
        </div>
        <h1 css={{ margin: '0 0 8px', fontSize: 26, textAlign: 'center' }}>{title}</h1>
        {subtitle && <p css={(t) => ({ margin: '0 0 20px', color: t.colors.textMuted, textAlign: 'center' })}>{subtitle}</p>}
        <div css={{ display: 'flex', flexDirection: 'column', gap: 16, marginTop: subtitle ? 0 : 20 }}>{children}</div>
      </div>
    </main>
  );
}
