import 'katex/dist/katex.min.css';
import { ChevronDown, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  CHAT_MESSAGES,
  CHAT_TEMPLATES,
  type ChatTemplate,
} from '../../../../contracts/chat.contract';
import { ExportMenu } from '../../../components/export-menu';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { newSessionId, useConversations } from '../chat.api';
import { conversationMarkdown, conversationTitle } from '../chat-format';
import { ChatPanel } from '../components/chat-panel';
import { ChatEngineBanner } from '../components/engine-banner';
import { ConversationList } from '../components/conversation-list';
import { QuickStartTemplates, TemplateSuggestion, WelcomeCard } from '../components/chat-templates';

/**
 * /ai-chat (spec section 2): welcome, quick starts, the chat, and the history. A visit starts a
 * new conversation; its id goes into the address once a question is sent, so a reload (even
 * mid-reply) comes back to it, and the history reopens older ones the same way.
 */
export default function AiChatPage() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const opened = search.get('c');
  // "/ai-chat?template=behavior" (an honest offline reply's button) opens with that quick start.
  const linked = CHAT_TEMPLATES.find((t) => t.id === search.get('template'))?.id ?? null;
  const [fresh, setFresh] = useState(newSessionId);
  const sessionId = opened && /^[A-Za-z0-9_-]{1,64}$/.test(opened) ? opened : fresh;
  const [draft, setDraft] = useState('');
  const [template, setTemplate] = useState<ChatTemplate['id'] | null>(linked);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const chosen = CHAT_TEMPLATES.find((t) => t.id === template);
  // A returning teacher (a conversation open, or any in the history) lands on the chat with its
  // message box in view: the welcome goes and the quick starts fold into one line (issue 27).
  // Until the history answers, the page is drawn as for a returning teacher: most visits are
  // returns, and drawing the welcome first pushed their message box below the fold and then
  // pulled it up (a layout shift, and a box read in the wrong place on a phone).
  const history = useConversations();
  const returning = !!opened || history.isPending || (history.data?.length ?? 0) > 0;
  const [showStarts, setShowStarts] = useState(!!linked);

  useEffect(() => {
    if (!linked) return;
    setTemplate(linked);
    setShowStarts(true);
  }, [linked]);

  const open = (id: string) => navigate(`/ai-chat?c=${encodeURIComponent(id)}`, { replace: true });
  const startNew = () => {
    setFresh(newSessionId());
    setDraft('');
    navigate('/ai-chat', { replace: true });
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">AI Assistant</h1>
        <p className="text-sm text-muted-foreground">
          Your teaching assistant for planning, assessment and classroom support.
        </p>
      </header>
      {!returning && <WelcomeCard />}
      <ChatEngineBanner compact={returning} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          {returning && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showStarts}
              aria-controls="quick-starts"
              onClick={() => setShowStarts((v) => !v)}
            >
              Quick starts
              <ChevronDown
                className={cn('size-4 transition-transform', showStarts && 'rotate-180')}
                aria-hidden="true"
              />
            </Button>
          )}
          {(!returning || showStarts) && (
            <div id="quick-starts">
              <QuickStartTemplates selected={template} onSelect={setTemplate} />
            </div>
          )}
          {chosen && (
            <TemplateSuggestion
              template={chosen}
              onUse={(prompt) => {
                setDraft(prompt);
                inputRef.current?.focus();
              }}
            />
          )}
          <ChatPanel
            sessionId={sessionId}
            draft={draft}
            onDraftChange={setDraft}
            inputRef={inputRef}
            onSent={() => {
              if (opened !== sessionId) open(sessionId);
            }}
            actions={(messages) => (
              <div className="flex items-center gap-2">
                <ExportMenu
                  title={conversationTitle(messages)}
                  markdown={() => conversationMarkdown(messages)}
                  failedMessage={CHAT_MESSAGES.exportFailed}
                  disabled={messages.length === 0}
                />
                <Button variant="outline" onClick={startNew} aria-label="New conversation">
                  <Plus className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">New</span>
                </Button>
              </div>
            )}
          />
        </div>
        <aside className="min-w-0">
          <ConversationList current={sessionId} onOpen={open} onNew={startNew} />
        </aside>
      </div>
    </div>
  );
}
