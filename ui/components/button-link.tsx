// An in-app link (wouter) that looks like a Button.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonCss, type ButtonLook } from './button';

export interface ButtonLinkProps extends ButtonLook {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

export function ButtonLink({ href, children, variant, size, fullWidth, className, onClick }: ButtonLinkProps) {
  return (
    <Link href={href} className={className} onClick={onClick} css={(theme) => buttonCss(theme, { variant, size, fullWidth })}>
      {children}
    </Link>
  );
}
