import 'katex/dist/katex.min.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { ChatPanel } from './chat-panel';
import { ChatEngineBanner } from './engine-banner';

/**
 * The floating help button's small chat: the same conversations API as /ai-chat, one
 * conversation per page visit, which the full assistant can open.
 */
export default function QuickChat({ sessionId }: { sessionId: string }) {
  const [draft, setDraft] = useState('');
  return (
    <div className="space-y-3">
      <ChatEngineBanner compact />
      <ChatPanel compact sessionId={sessionId} draft={draft} onDraftChange={setDraft} />
      <Link
        href={`/ai-chat?c=${encodeURIComponent(sessionId)}`}
        className="inline-block text-sm text-primary underline"
      >
        Open in AI Assistant
      </Link>
    </div>
  );
}
