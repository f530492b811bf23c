import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** What could not be loaded, in red, with Try again (which calls `onRetry`, a query's refetch). */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
      {children}
      <Button variant="outline" size="sm" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
