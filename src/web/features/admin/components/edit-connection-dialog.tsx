import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  PROVIDERS,
  type Connection,
  type ConnectionPatch,
} from '../../../../contracts/ai-admin.contract';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { useUpdateConnection } from '../ai-admin.api';
import { BaseUrlField, KeyField, NameField } from './connection-fields';

/**
 * Renames a connection, moves it to another address or replaces its key (a key that expired, a
 * server that moved to a GPU machine) without deleting it, so the model chosen for teachers stays.
 * The key is never shown: an empty field keeps it. Only what changed is sent.
 */
export function EditConnectionDialog({ connection: c }: { connection: Connection }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateConnection();
  const [name, setName] = useState(c.name);
  const [baseUrl, setBaseUrl] = useState(c.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const ids = { keyHint: useId(), remove: useId() };
  const keyOptional = !PROVIDERS[c.kind].keyRequired;

  const reopen = (next: boolean) => {
    // Each opening starts from the connection as saved, not from an abandoned edit.
    if (next) {
      setName(c.name);
      setBaseUrl(c.baseUrl);
      setApiKey('');
      setRemoveKey(false);
      update.reset();
    }
    setOpen(next);
  };
  const patch = (): ConnectionPatch => ({
    ...(name !== c.name ? { name } : {}),
    ...(baseUrl !== c.baseUrl ? { baseUrl } : {}),
    ...(apiKey ? { apiKey } : removeKey ? { apiKey: null } : {}),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changes = patch();
    if (Object.keys(changes).length === 0) return setOpen(false);
    update.mutate({ id: c.id, patch: changes }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={reopen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent title={`Edit ${c.name}`}>
        <form className="space-y-4" onSubmit={submit}>
          <p className="text-sm text-muted-foreground">
            {PROVIDERS[c.kind].label}. The model chosen for teachers stays chosen.
          </p>
          <NameField value={name} onChange={setName} />
          <BaseUrlField value={baseUrl} onChange={setBaseUrl} />
          <div className="space-y-1.5">
            <KeyField
              label="New key"
              value={apiKey}
              onChange={(key) => {
                setApiKey(key);
                if (key) setRemoveKey(false);
              }}
              aria-describedby={ids.keyHint}
              className=""
            />
            <p id={ids.keyHint} className="text-xs text-muted-foreground">
              {c.hasKey
                ? 'Leave empty to keep the key this connection has.'
                : 'This connection has no key.'}
            </p>
          </div>
          {keyOptional && c.hasKey && (
            <div className="flex items-center gap-2">
              <input
                id={ids.remove}
                type="checkbox"
                className="size-4 accent-primary"
                checked={removeKey}
                disabled={apiKey !== ''}
                onChange={(e) => setRemoveKey(e.target.checked)}
              />
              <Label htmlFor={ids.remove}>Remove the key (the server needs none)</Label>
            </div>
          )}
          <ServerError error={update.error} fallback="The connection was not saved." />
          <DialogActions>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
