import { Cpu } from 'lucide-react';
import { usePublicConfig } from '../../../lib/auth';
import { cn } from '../../../lib/cn';

const PROVIDER: Record<string, string> = {
  openrouter: 'OpenRouter, the AI model routing service',
  openai: 'an OpenAI-compatible model server',
  google: 'Google Gemini',
};

/**
 * Who answers (spec: the assistant banner names the model routing service). With the built-in
 * engine it says so plainly, and how to connect a model.
 */
export function ChatEngineBanner({ compact = false }: { compact?: boolean }) {
  const config = usePublicConfig();
  if (!config) return null;
  const { engine, model } = config.ai;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-xs text-muted-foreground',
        compact && 'py-1.5',
      )}
      data-testid="chat-engine-banner"
    >
      <Cpu className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {engine === 'builtin' ? (
        <span>
          Answered by Chalkwise&apos;s built-in assistant (offline: nothing leaves this server).
          {!compact && (
            <>
              {' '}
              It drafts lesson plans, assessments, support and behavior strategies, differentiation
              and parent letters from what you type. To connect a language model, your administrator
              sets <code>AI_PROVIDER</code> and its key (OpenRouter routes to many models), or{' '}
              <code>OPENAI_BASE_URL</code> for a local Ollama or LM Studio server.
            </>
          )}
        </span>
      ) : (
        <span>
          Powered by {PROVIDER[engine] ?? engine}
          {model ? ` (${model})` : ''}. Student names and emails are replaced before anything is
          sent. Always review answers before using them.
        </span>
      )}
    </p>
  );
}
