import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';

export function Tooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  // A provider of its own: the collapsed sidebar is the only user, and it loads this module on
  // demand (app-layout.tsx), so no provider waits in the first screen's script.
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            side={side}
            sideOffset={4}
            className="z-50 rounded bg-foreground px-2 py-1 text-xs text-background"
          >
            {content}
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
