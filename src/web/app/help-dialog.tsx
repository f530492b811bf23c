import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';

// Loaded on first open: the chat brings the AI SDK client and KaTeX.
const QuickChat = lazy(() => import('../features/chat/components/quick-chat'));

/** Help's dialog (a chunk of its own, see HelpButton): tips, and signed in a quick chat. */
export default function HelpDialog({
  open,
  onOpenChange,
  chat,
  quickSession,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chat: boolean;
  quickSession: string;
  /** The Help button: focus goes back to it on close (it is not Radix's own trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={chat ? 'Help and quick chat' : 'Help'}
        description={
          chat
            ? 'Ask the assistant, or find your way around.'
            : 'Quick tips for getting around Chalkwise.'
        }
        className={chat ? 'max-w-xl' : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
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
