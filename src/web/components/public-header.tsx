import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { Logo } from './brand/logo';
import { ThemeToggle } from './theme-toggle';

/** The mark and name, linking home: the public pages' and the marketing site's top-left. */
export function BrandLink() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold">
      <Logo /> Chalkwise
    </Link>
  );
}

/**
 * The header of the pages opened without the app frame (take, join, a shared lesson): the brand
 * on the left; on the right any page actions, then the theme toggle.
 */
export function PublicHeader({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cn('flex items-center justify-between gap-2', className)}>
      <BrandLink />
      <div className="flex items-center gap-2">
        {children}
        <ThemeToggle />
      </div>
    </header>
  );
}
