import { HelpCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useOnDemand } from '../lib/on-demand';
import { useLocation } from 'wouter';
import { isQuickChatPath, newSessionId } from '../features/chat/session-id';
import { useAuth } from '../lib/auth';

// The dialog (Radix's dialog and tabs, the tips, the quick chat's loader) is a chunk of its
// own: every page shows this button, few open it (issue 16, item 6).
const loadHelpDialog = () => import('./help-dialog');
const preloadHelpDialog = () => void loadHelpDialog().catch(() => undefined);

/**
 * Help on every page but students'; signed in it opens on a quick chat. In the signed-in frame
 * it is a header button (`placement="header"`): a floating one covered card menus, figures and
 * Support buttons at the right edge. On the public pages it floats only from xl up, where the
 * centred content leaves the corner free; on smaller screens those pages are their own guide.
 */
export function HelpButton({ placement = 'floating' }: { placement?: 'floating' | 'header' }) {
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
  // Not on students' pages (no teacher tips or API links there), and not over the assistant's
  // own page, where it would cover the message box's Send button on a phone.
  const framed = isAuthenticated && !path.startsWith('/features/');
  if (
    // Until the session is known: a floating button pressed now would vanish under the hand
    // when the signed-in frame (with its own Help in the header) replaces it.
    (placement === 'floating' && (framed || isLoading)) ||
    /^\/(take|shared|join)(\/|$)/.test(path) ||
    path.startsWith('/rollcall/host/') ||
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
        data-placement={placement}
        onClick={() => setOpen(true)}
        // The dialog's chunk is fetched as a hand heads for the button, before the press.
        onPointerEnter={preloadHelpDialog}
        onFocus={preloadHelpDialog}
        className={
          placement === 'header'
            ? 'inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'
            : 'fixed right-6 bottom-6 z-30 hidden size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:flex'
        }
      >
        <HelpCircle className={placement === 'header' ? 'size-5' : 'size-6'} />
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
