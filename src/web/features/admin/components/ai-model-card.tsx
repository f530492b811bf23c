import { CheckCircle2, Download, Pause, Play, Trash2 } from 'lucide-react';
import type { CatalogEntry, DownloadFailure } from '../../../../contracts/ai-admin.contract';
import { formatBytes } from '../../../../contracts/ai-admin.text';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pill } from '../../../components/ui/pill';
import { serverMessage } from '../../../lib/api-client';
import {
  useCancelDownload,
  useChooseEngine,
  useDeleteModel,
  useStartDownload,
} from '../ai-admin.api';
import { AiDownloadProgress } from './ai-download-progress';

const FAILURES: Record<DownloadFailure, string> = {
  sha256_mismatch:
    'The file did not match its published sha256, so it was removed. Try again; if it fails again, the mirror serves a different file.',
  size_mismatch: 'The server sent a file of another size, so it was removed.',
  disk_full: 'Not enough free disk space.',
  disk: 'The file could not be saved on this server (the reason is below). Resume once it is fixed.',
  http: 'The server refused the download.',
  network: 'The connection broke off. Resume to continue where it stopped.',
};

/** One catalog model: what it is, and download, resume, cancel, use or delete. */
export function AiModelCard({ model }: { model: CatalogEntry }) {
  const start = useStartDownload();
  const cancel = useCancelDownload();
  const remove = useDeleteModel();
  const choose = useChooseEngine();
  const { download } = model;
  const busy = start.isPending || cancel.isPending || remove.isPending;
  const refusal = [start, cancel, remove].map((m) => serverMessage(m.error)).find(Boolean);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid={`ai-model-${model.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{model.name}</h3>
          <p className="text-xs text-muted-foreground">
            {model.parameters} parameters · {formatBytes(model.sizeBytes)} download · about{' '}
            {formatBytes(model.ramBytes)} of memory ·{' '}
            <a className="underline" href={model.licenceUrl} target="_blank" rel="noreferrer">
              {model.licence}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {model.recommended && <Pill className="bg-primary/10 text-primary">Recommended</Pill>}
          {model.chosen && <Pill className="bg-muted text-foreground">Chosen</Pill>}
        </div>
      </div>
      <p className="text-sm">{model.summary}</p>

      {model.state === 'downloading' && download && (
        <AiDownloadProgress name={model.name} progress={download} />
      )}
      {model.state === 'ready' && (
        <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Downloaded, sha256 verified
        </p>
      )}
      {model.state === 'partial' && (
        <p className="text-sm text-muted-foreground">
          {formatBytes(model.partialBytes)} of {formatBytes(model.sizeBytes)} downloaded so far.
        </p>
      )}
      {download?.failure && model.state !== 'downloading' && (
        <Alert variant="destructive">{FAILURES[download.failure.code]}</Alert>
      )}
      {refusal && <Alert variant="destructive">{refusal}</Alert>}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">Source and sha256</summary>
        <p className="mt-1 break-all">
          {model.repo} at {model.revision.slice(0, 12)}, {model.file}
          <br />
          sha256 <code>{model.sha256}</code>
        </p>
      </details>

      <div className="mt-auto flex flex-wrap gap-2">
        {model.state === 'absent' && (
          <Button size="sm" disabled={busy} onClick={() => start.mutate(model.id)}>
            <Download className="size-4" aria-hidden="true" /> Download{' '}
            {formatBytes(model.sizeBytes)}
          </Button>
        )}
        {model.state === 'partial' && (
          <Button size="sm" disabled={busy} onClick={() => start.mutate(model.id)}>
            <Play className="size-4" aria-hidden="true" /> Resume download
          </Button>
        )}
        {model.state === 'downloading' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => cancel.mutate(model.id)}
          >
            <Pause className="size-4" aria-hidden="true" /> Cancel
          </Button>
        )}
        {model.state === 'ready' && !model.chosen && (
          <Button
            size="sm"
            disabled={choose.isPending}
            onClick={() => choose.mutate({ engine: 'local', model: model.file })}
          >
            Use this model
          </Button>
        )}
        {(model.state === 'ready' || model.state === 'partial') && !model.chosen && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" disabled={busy} aria-label={`Delete ${model.name}`}>
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </Button>
            }
            title={`Delete ${model.name}?`}
            description={`This removes ${model.file} from the server; downloading it again takes ${formatBytes(model.sizeBytes)}.`}
            confirmLabel="Delete"
            onConfirm={() => remove.mutate(model.id)}
          />
        )}
      </div>
    </Card>
  );
}
