import { FlaskConical, ListTree, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  PROVIDER_KINDS,
  PROVIDERS,
  type AiStatus,
  type Connection,
  type ProviderKind,
} from '../../../../contracts/ai-admin.contract';
import { formatDuration } from '../../../../contracts/ai-admin.text';
import { ServerError } from '../../../components/server-error';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fieldClass } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pill } from '../../../components/ui/pill';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import {
  useAddConnection,
  useChooseEngine,
  useConnectionModels,
  useConnections,
  useDeleteConnection,
  useTestConnection,
} from '../ai-admin.api';
import { BaseUrlField, KeyField, NameField } from './connection-fields';
import { EditConnectionDialog } from './edit-connection-dialog';

/**
 * Provider connections (issue 33 item 3): a hosted provider or a model server of the school's
 * own (Ollama, LM Studio, llama.cpp server, vLLM, on this machine or a GPU server). Its models
 * are asked of its server when the administrator presses Models; one can be tested and chosen
 * for teachers at once. Keys are sealed on the server and never shown again.
 */
export function AiConnections({ status }: { status: AiStatus }) {
  const connections = useConnections().data;
  return (
    <section className="space-y-3" aria-labelledby="ai-connections-heading">
      <div>
        <h2 id="ai-connections-heading" className="font-semibold">
          Connections
        </h2>
        <p className="text-sm text-muted-foreground">
          A hosted provider, or a model server of your own, on this machine or a GPU server. The
          server asks the address you give here only when you list its models, test it or choose it.
          Keys are stored sealed and never shown again.
        </p>
      </div>
      {!connections ? (
        <Skeleton className="h-24" />
      ) : connections.connections.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No connections yet. Add one below.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {connections.connections.map((c) => (
            <ConnectionCard
              key={c.id}
              connection={c}
              environmentWins={status.source === 'environment'}
            />
          ))}
        </div>
      )}
      <AddConnection />
    </section>
  );
}

function ConnectionCard({
  connection: c,
  environmentWins,
}: {
  connection: Connection;
  environmentWins: boolean;
}) {
  const models = useConnectionModels();
  const test = useTestConnection();
  const choose = useChooseEngine();
  const remove = useDeleteConnection();
  const [model, setModel] = useState(c.chosenModel ?? '');
  const listId = useId();
  const fieldId = useId();
  const list = models.data?.models ?? [];
  const picked = model.trim();
  return (
    <Card className="space-y-3 p-4" data-testid="ai-connection">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium break-words">{c.name}</h3>
          <p className="text-sm text-muted-foreground">
            {PROVIDERS[c.kind].label} at <code className="break-all">{c.baseUrl}</code>
          </p>
          <p className="flex flex-wrap gap-1.5 text-xs">
            <Pill className="bg-muted text-foreground">{c.hasKey ? 'Key set' : 'No key'}</Pill>
            <Pill className="bg-muted text-foreground">
              {c.metered ? 'Counts against plans' : 'Not metered'}
            </Pill>
            {c.chosenModel && (
              <Pill className="bg-primary/10 text-foreground">
                Chosen: <span className="break-all">{c.chosenModel}</span>
              </Pill>
            )}
          </p>
        </div>
        <div className="flex gap-1">
          <EditConnectionDialog connection={c} />
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${c.name}`}>
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </Button>
            }
            title={`Delete ${c.name}?`}
            description="Its address and key are removed from this server."
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(c.id)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>Model</Label>
        <div className="flex flex-wrap gap-2">
          <input
            id={fieldId}
            className={cn(fieldClass, 'h-9 min-w-0 flex-1 basis-48')}
            list={listId}
            value={model}
            onChange={(e) => setModel(e.target.value)}
            placeholder={list[0]?.id ?? 'e.g. qwen2.5:7b'}
            autoComplete="off"
            spellCheck={false}
          />
          <datalist id={listId}>
            {list.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label ?? m.id}
              </option>
            ))}
          </datalist>
          <Button
            size="sm"
            variant="outline"
            disabled={models.isPending}
            onClick={() =>
              models.mutate(c.id, {
                onSuccess: (d) => {
                  if (!picked && d.models[0]) setModel(d.models[0].id);
                },
              })
            }
          >
            <ListTree className="size-4" aria-hidden="true" />
            {models.isPending ? 'Asking…' : 'List models'}
          </Button>
        </div>
        <div aria-live="polite" className="text-xs text-muted-foreground">
          {models.data &&
            (list.length === 0
              ? 'The server lists no models.'
              : `${list.length} model${list.length === 1 ? '' : 's'} listed: type or pick one.`)}
        </div>
        <ServerError error={models.error} fallback="The server did not answer." />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!picked || test.isPending}
          onClick={() => test.mutate({ id: c.id, model: picked })}
        >
          <FlaskConical className="size-4" aria-hidden="true" />
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        <Button
          size="sm"
          disabled={!picked || choose.isPending || c.chosenModel === picked}
          onClick={() => choose.mutate({ engine: 'connection', connectionId: c.id, model: picked })}
        >
          {c.chosenModel === picked ? 'In use' : 'Use for teachers'}
        </Button>
      </div>
      {environmentWins && c.chosenModel && (
        <p className="text-xs text-muted-foreground">
          AI_PROVIDER is set on the server, which wins until it is removed.
        </p>
      )}
      <div aria-live="polite">
        {test.data && (
          <figure className="space-y-1 rounded-md border bg-muted/40 p-3">
            <blockquote className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
              {test.data.text || '(no text)'}
            </blockquote>
            <figcaption className="text-xs text-muted-foreground tabular-nums">
              {test.data.outputTokens} tokens in {formatDuration(test.data.seconds)},{' '}
              {test.data.tokensPerSecond.toFixed(1)} tokens/s
            </figcaption>
          </figure>
        )}
        <ServerError error={test.error} fallback="The test failed." />
      </div>
    </Card>
  );
}

function AddConnection() {
  const add = useAddConnection();
  const [kind, setKind] = useState<ProviderKind>('openai-compatible');
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState(PROVIDERS['openai-compatible'].defaultBaseUrl);
  const [apiKey, setApiKey] = useState('');
  const ids = { kind: useId(), hint: useId() };
  const spec = PROVIDERS[kind];

  const pickKind = (next: ProviderKind) => {
    // The address follows the kind until the administrator types one of their own.
    if (baseUrl.trim() === '' || baseUrl === spec.defaultBaseUrl)
      setBaseUrl(PROVIDERS[next].defaultBaseUrl);
    setKind(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { name, kind, baseUrl, ...(apiKey ? { apiKey } : {}) },
      {
        onSuccess: () => {
          setName('');
          setApiKey('');
        },
      },
    );
  };
  return (
    <Card className="p-4">
      <form className="space-y-3" onSubmit={submit} aria-labelledby="ai-add-connection">
        <h3 id="ai-add-connection" className="font-medium">
          Add a connection
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <NameField value={name} onChange={setName} placeholder="e.g. GPU server" />
          <div className="space-y-1.5">
            <Label htmlFor={ids.kind}>Kind</Label>
            <select
              id={ids.kind}
              className={cn(fieldClass, 'h-10')}
              value={kind}
              onChange={(e) => pickKind(e.target.value as ProviderKind)}
              aria-describedby={ids.hint}
            >
              {PROVIDER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PROVIDERS[k].label}
                </option>
              ))}
            </select>
          </div>
          <BaseUrlField
            value={baseUrl}
            onChange={setBaseUrl}
            className="space-y-1.5 sm:col-span-2"
          />
          <KeyField
            label={`Key ${spec.keyRequired ? '' : '(optional)'}`}
            value={apiKey}
            onChange={setApiKey}
            required={spec.keyRequired}
            className="space-y-1.5 sm:col-span-2"
          />
        </div>
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {spec.detail}
          {spec.keyRequired ? '' : ' Without a key it is not metered.'}
        </p>
        <ServerError error={add.error} fallback="The connection was not saved." />
        <Button type="submit" disabled={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {add.isPending ? 'Saving…' : 'Add connection'}
        </Button>
      </form>
    </Card>
  );
}
