import { formatBytes } from '../../../../contracts/ai-admin.text';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAiModels, useAiStatus } from '../ai-admin.api';
import { AiConnections } from './ai-connections';
import { AiEngineChooser } from './ai-engine-chooser';
import { AiModelCard } from './ai-model-card';
import { AiStatusCard } from './ai-status-card';

/**
 * The admin screen's AI tab (issue 24): the engine now, local models, provider connections
 * (issue 33 item 3), the engine to use.
 */
export function AiTab() {
  const status = useAiStatus().data;
  const models = useAiModels().data;
  if (!status || !models) return <Skeleton className="h-64" />;
  return (
    <div className="space-y-6">
      <AiStatusCard status={status} />
      <section className="space-y-3" aria-labelledby="ai-models-heading">
        <div>
          <h2 id="ai-models-heading" className="font-semibold">
            Local models
          </h2>
          <p className="text-sm text-muted-foreground">
            Run on this server: nothing leaves it. Files go to{' '}
            <code className="break-all">{models.modelsDir}</code>
            {models.freeBytes !== null && ` (${formatBytes(models.freeBytes)} free)`}; each is
            checked against its published sha256 before it can be used.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {models.models.map((m) => (
            <AiModelCard key={m.id} model={m} />
          ))}
        </div>
      </section>
      <AiConnections status={status} />
      <AiEngineChooser status={status} />
    </div>
  );
}
