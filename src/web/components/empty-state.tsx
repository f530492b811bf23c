import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * The dashed panel a page shows when it has nothing to list, or nothing under an address: an
 * icon, a title, a hint and the way forward (`children`, usually a button or a link).
 */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  heading,
  className,
  children,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  hint?: ReactNode;
  /** The title as a heading where it names the page (h1) or a section (h2); a paragraph otherwise. */
  heading?: 'h1' | 'h2';
  className?: string;
  children?: ReactNode;
}) {
  const Title = heading ?? 'p';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed p-12 text-center',
        className,
      )}
    >
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden="true" />}
      <Title className={cn(Icon && 'mt-4', heading ? 'text-xl font-semibold' : 'font-medium')}>
        {title}
      </Title>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
