import { Cpu } from 'lucide-react';
import { CONNECT_A_MODEL, engineWords } from '../lib/ai-engine-words';
import { usePublicConfig } from '../lib/auth';

/**
 * Says plainly which engine writes the drafts (product-decisions: "The UI says plainly that the
 * built-in generator is in use and how to connect a model").
 */
export function AiEngineNotice({ className }: { className?: string }) {
  const config = usePublicConfig();
  if (!config) return null;
  const words = engineWords(config.ai.engine, config.ai.model);
  return (
    <p
      className={`flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-xs text-muted-foreground ${className ?? ''}`}
      data-testid="ai-engine-notice"
    >
      <Cpu className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {config.ai.engine === 'builtin' ? (
        <span>
          Using Chalkwise&apos;s built-in generator (offline, no data leaves this server).{' '}
          {CONNECT_A_MODEL}
        </span>
      ) : (
        <span>
          Drafts are written by {words.who}. {words.privacy} Always review generated material.
        </span>
      )}
    </p>
  );
}
