import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Table = ({ className, ...p }: ComponentProps<'table'>) => (
  <div className="w-full overflow-x-auto">
    <table className={cn('w-full text-sm', className)} {...p} />
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
