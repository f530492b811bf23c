import { Cpu } from 'lucide-react';
import { CONNECT_A_MODEL, engineWords } from '../../../lib/ai-engine-words';
import { usePublicConfig } from '../../../lib/auth';
import { cn } from '../../../lib/cn';

/**
 * Who answers (spec: the assistant banner names the model routing service). With the built-in
 * engine it says so plainly, and how to connect a model.
 */
export function ChatEngineBanner({ compact = false }: { compact?: boolean }) {
  const config = usePublicConfig();
  if (!config) return null;
  const { engine, model } = config.ai;
  const words = engineWords(engine, model);
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
              and parent letters from what you type, and says so when it has nothing real to offer.{' '}
              {CONNECT_A_MODEL}
            </>
          )}
        </span>
      ) : (
        <span>
          Answered by {words.who}. {words.privacy} Always review answers before using them.
        </span>
      )}
    </p>
  );
}
