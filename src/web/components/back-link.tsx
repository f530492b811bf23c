import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from './ui/button';

const QUIET = 'inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground';

/** The way back from a page: a small ghost button, or `quiet` grey text above a heading. */
export function BackLink({
  href,
  quiet = false,
  children,
}: {
  href: string;
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={quiet ? QUIET : buttonClass('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}
