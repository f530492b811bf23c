import { Dialog as D } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Logo } from '../components/brand/logo';

/**
 * The signed-in frame's menu on phones, a chunk of its own loaded at the first press of its
 * button: Radix's dialog is not needed to draw any page (issue 16, item 6).
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it on close (it is not Radix's own trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-64 bg-card shadow-xl md:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <D.Title className="flex h-14 items-center gap-2 border-b px-3 text-lg font-bold">
            <Logo /> Chalkwise
          </D.Title>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
