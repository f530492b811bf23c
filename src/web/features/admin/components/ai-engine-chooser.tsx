import { useState } from 'react';
import type { AiStatus } from '../../../../contracts/ai-admin.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useAiModels, useChooseEngine, useConnections, useOllamaModels } from '../ai-admin.api';
import { choiceValue, engineOptions } from '../ai-engine-options';

/** The engine teachers get: saved on the server and used from the next request on. */
export function AiEngineChooser({ status }: { status: AiStatus }) {
  const models = useAiModels().data;
  const ollama = useOllamaModels().data;
  const choose = useChooseEngine();
  const connections = useConnections().data?.connections;
  const options = engineOptions(models, ollama, status.hostedProviders, connections);
  const saved = status.choice ? choiceValue(status.choice) : 'builtin';
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? saved;
  const selected = options.find((o) => o.value === value);
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="font-semibold" id="ai-engine-heading">
          Engine for teachers
        </h2>
        <p className="text-sm text-muted-foreground">
          Takes effect at once, without a restart. Download a model or choose a connection's model
          above to offer it here.
        </p>
      </div>
      {status.source === 'environment' && (
        <Alert>
          {status.reason} A choice saved here is kept and applies once the variable is removed.
        </Alert>
      )}
      <div role="radiogroup" aria-labelledby="ai-engine-heading" className="grid gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === o.value && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="ai-engine"
              value={o.value}
              checked={value === o.value}
              onChange={() => setPicked(o.value)}
              className="mt-1 accent-[var(--primary)]"
            />
            <span>
              <span className="block font-medium break-all">{o.label}</span>
              <span className="block text-muted-foreground break-words">{o.detail}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {ollama?.available
          ? `Ollama answers at ${ollama.baseUrl}.`
          : `No Ollama server answers at ${status.ollamaBaseUrl}; its models appear here when it does.`}{' '}
        {status.hostedProviders.length === 0 &&
          'Hosted providers appear here once their key is set on the server (see the README).'}
      </p>
      <Button
        disabled={!selected || value === saved || choose.isPending}
        onClick={() =>
          selected && choose.mutate(selected.choice, { onSuccess: () => setPicked(null) })
        }
      >
        {choose.isPending ? 'Saving…' : 'Use this engine'}
      </Button>
    </Card>
  );
}
