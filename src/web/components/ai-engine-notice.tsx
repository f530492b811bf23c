import { Cpu } from 'lucide-react';
import { usePublicConfig } from '../lib/auth';

/**
 * Says plainly which engine writes the drafts (product-decisions: "The UI says plainly that the
 * built-in generator is in use and how to connect a model").
 */
export function AiEngineNotice({ className }: { className?: string }) {
  const config = usePublicConfig();
  if (!config) return null;
  const builtin = config.ai.engine === 'builtin';
  return (
    <p
      className={`flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-xs text-muted-foreground ${className ?? ''}`}
      data-testid="ai-engine-notice"
    >
      <Cpu className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {builtin ? (
        <span>
          Using Chalkwise&apos;s built-in generator (offline, no data leaves this server). To use a
          language model, your administrator sets <code>AI_PROVIDER</code> and its key (or{' '}
          <code>OPENAI_BASE_URL</code> for a local Ollama or LM Studio server).
        </span>
      ) : (
        <span>
          Drafts are written by {config.ai.engine}
          {config.ai.model ? ` (${config.ai.model})` : ''}. Student names and emails are replaced
          before anything is sent. Always review generated material.
        </span>
      )}
    </p>
  );
}
