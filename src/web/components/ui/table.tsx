import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * `stacked`: below md each row shows as a card (styles.css `.table-stack`); give each data cell
 * a `data-label` (its column's name) and leave it off the first cell and the actions cell.
 */
export const Table = ({
  className,
  stacked = false,
  ...p
}: ComponentProps<'table'> & { stacked?: boolean }) => (
  <div className="w-full overflow-x-auto">
    <table className={cn('w-full text-sm', stacked && 'table-stack', className)} {...p} />
  </div>
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
