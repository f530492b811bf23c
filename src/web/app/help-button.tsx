import { HelpCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogTrigger } from '../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { isQuickChatPath, newSessionId } from '../features/chat/session-id';
import { useAuth } from '../lib/auth';

// Loaded on first open: the chat brings the AI SDK client and KaTeX.
const QuickChat = lazy(() => import('../features/chat/components/quick-chat'));

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label="Help"
        data-placement={placement}
        className={
          placement === 'header'
            ? 'inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'
            : 'fixed right-6 bottom-6 z-30 hidden size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:flex'
        }
      >
        <HelpCircle className={placement === 'header' ? 'size-5' : 'size-6'} />
      </DialogTrigger>
      <DialogContent
        title={chat ? 'Help and quick chat' : 'Help'}
        description={
          chat
            ? 'Ask the assistant, or find your way around.'
            : 'Quick tips for getting around Chalkwise.'
        }
        className={chat ? 'max-w-xl' : undefined}
      >
        {chat ? (
          <Tabs defaultValue="chat" className="mt-4">
            <TabsList>
              <TabsTrigger value="chat">Quick chat</TabsTrigger>
              <TabsTrigger value="help">Help</TabsTrigger>
            </TabsList>
            <TabsContent value="chat" className="mt-4">
              <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
                <QuickChat sessionId={quickSession} />
              </Suspense>
            </TabsContent>
            <TabsContent value="help" className="mt-4">
              <HelpTips />
            </TabsContent>
          </Tabs>
        ) : (
          <HelpTips />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HelpTips(): ReactNode {
  return (
    <>
      <ul className="space-y-2 text-sm">
        <li>
          <kbd className="rounded border px-1">Tab</kbd> moves between controls;{' '}
          <kbd className="rounded border px-1">Esc</kbd> closes dialogs.
        </li>
        <li>
          <kbd className="rounded border px-1">F8</kbd> jumps to notifications.
        </li>
        <li>Use the menu on the left to reach lessons, assessments and students.</li>
      </ul>
      <div className="mt-4 flex flex-col gap-1 text-sm">
        <a className="text-primary underline" href="/features/ai-lesson-planning">
          AI lesson planning guide
        </a>
        <a className="text-primary underline" href="/features/smart-assessments">
          Smart assessments guide
        </a>
        <a className="text-primary underline" href="/api/docs">
          API documentation
        </a>
      </div>
    </>
  );
}
