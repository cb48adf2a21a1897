// The h1 of a page inside the main layout.
import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 css={(t) => ({ margin: '0 0 20px', fontSize: 26, lineHeight: 1.25, color: t.colors.text })}>{children}</h1>;
}
