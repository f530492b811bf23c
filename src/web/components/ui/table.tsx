import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ScrollRegion } from '../scroll-region';

/**
 * `stacked`: below md each row shows as a card (styles.css `.table-stack`); give each data cell
 * a `data-label` (its column's name) and leave it off the first cell and the actions cell.
 */
export const Table = ({
  className,
  stacked = false,
  label = 'Table',
  ...p
}: ComponentProps<'table'> & {
  stacked?: boolean;
  /** The scroll region's name when the table is wider than its box (say what it holds). */
  label?: string;
}) => (
  <ScrollRegion
    label={`${p['aria-label'] ?? label} (scrolls sideways)`}
    className="w-full overflow-x-auto"
  >
    <table className={cn('w-full text-sm', stacked && 'table-stack', className)} {...p} />
  </ScrollRegion>
);
export const Th = ({ className, ...p }: ComponentProps<'th'>) => (
  <th
    className={cn('border-b px-3 py-2 text-left font-medium text-muted-foreground', className)}
    {...p}
  />
);
export const Td = ({ className, ...p }: ComponentProps<'td'>) => (
  <td className={cn('border-b px-3 py-2 align-middle', className)} {...p} />
);
