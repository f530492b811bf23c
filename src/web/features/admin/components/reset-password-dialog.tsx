import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_RESET_TEXT as T } from '../../../../contracts/admin.contract';
import type { PublicUser } from '../../../../contracts/auth.contract';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { copyText } from '../../../lib/clipboard';
import { useResetPassword } from '../admin.api';

/**
 * Asks, then shows the temporary password once: closing the dialog forgets it, so the
 * administrator copies it or reads it out before closing.
 */
export function ResetPasswordDialog({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const reset = useResetPassword();
  const done = reset.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          reset.reset();
          setCopied(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Reset password of ${user.username}`}>
          <KeyRound className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent title={done ? T.done : `${T.title}: ${user.username}`}>
        {done ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">{T.doneDetail}</p>
            <div className="flex items-center gap-2">
              <output
                aria-label={`Temporary password for ${done.username}`}
                data-testid="temporary-password"
                className="flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-lg [overflow-wrap:anywhere]"
              >
                {done.temporaryPassword}
              </output>
              <Button
                variant="outline"
                onClick={() => void copyText(done.temporaryPassword).then(setCopied)}
              >
                {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogActions>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">{T.explain}</p>
            <ServerError
              error={reset.error}
              fallback="The password was not reset. Please try again."
            />
            <DialogActions>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button disabled={reset.isPending} onClick={() => reset.mutate(user.id)}>
                {reset.isPending ? 'Resetting...' : T.title}
              </Button>
            </DialogActions>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
