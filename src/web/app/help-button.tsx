import { HelpCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useOnDemand } from '../lib/on-demand';
import { useLocation } from 'wouter';
import { isQuickChatPath, newSessionId } from '../features/chat/session-id';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { framelessPage } from './routes';

// The dialog (Radix's dialog and tabs, the tips, the quick chat's loader) is a chunk of its
// own: every page shows this button, few open it (issue 16, item 6).
const loadHelpDialog = () => import('./help-dialog');
const preloadHelpDialog = () => void loadHelpDialog().catch(() => undefined);

/**
 * The spec's floating help button, bottom right, on every page but students', the assistant's
 * own and the full-screen ones; signed in it opens on a quick chat. In the signed-in frame it
 * floats at every size in room the frame keeps free (`HELP_CLEARANCE`), so it never covers a
 * phone's last row of buttons. On the public pages it floats only from xl up, where the
 * centred content leaves the corner free.
 */
export function HelpButton() {
  const { isAuthenticated, isLoading } = useAuth();
  const [path] = useLocation();
  // One quick conversation per page visit, kept while the dialog closes and opens.
  const [quickSession] = useState(newSessionId);
  const chat = isAuthenticated && isQuickChatPath(path);
  const [open, setOpen] = useState(false);
  // Fetched at the first open (or hover), then kept mounted, so it closes as a dialog does
  // (focus back to the button).
  const HelpDialog = useOnDemand(loadHelpDialog, open);
  const button = useRef<HTMLButtonElement>(null);
  // Following a link from the panel (Open in AI Assistant) closes it.
  useEffect(() => setOpen(false), [path]);
  const framed = isAuthenticated && !path.startsWith('/features/');
  if (
    // Until the session is known: the frame's place for it is not known yet either.
    isLoading ||
    // Not on students' pages (no teacher tips or API links there), not over the assistant's
    // own page (its message box is there), nor over a projector or a presented lesson.
    /^\/(take|shared|join)(\/|$)/.test(path) ||
    (framed && framelessPage(path)) ||
    path === '/ai-chat'
  )
    return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Help"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-placement="floating"
        onClick={() => setOpen(true)}
        // The dialog's chunk is fetched as a hand heads for the button, before the press.
        onPointerEnter={preloadHelpDialog}
        onFocus={preloadHelpDialog}
        className={cn(
          'fixed right-4 bottom-4 z-30 size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-6',
          framed ? 'flex' : 'hidden xl:flex',
        )}
      >
        <HelpCircle className="size-6" />
      </button>
      {HelpDialog && (
        <HelpDialog
          open={open}
          onOpenChange={setOpen}
          chat={chat}
          quickSession={quickSession}
          trigger={button}
        />
      )}
    </>
  );
}

/**
 * The room the signed-in frame keeps for the floating button. Below lg, a strip under the page
 * (bottom-4 or bottom-6, size-12, then a gap), so at the page's end nothing lies under it; from
 * lg, a gutter on the right (right-6, size-12, a gap), so nothing ever scrolls under it.
 */
export const HELP_CLEARANCE = 'pb-20 sm:pb-24 lg:pr-20 lg:pb-8';
