import { Loader2, Plus, Sparkles } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { AiEngineNotice } from './ai-engine-notice';
import { AiQueuePlace } from './ai-queue-place';
import { serverMessage } from '../lib/api-client';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogActions, DialogContent } from './ui/dialog';

/**
 * A create dialog with two ways to save: the form as written (submit) or Generate with AI.
 * It cannot be closed while busy, since closing mid-generation would drop a paid-for result.
 */
export function AiCreateDialog({
  title,
  open,
  onOpenChange,
  create,
  generating,
  onSubmit,
  onGenerate,
  generatingLabel,
  createLabel,
  progress,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The save-as-written call: its server message shows above the form, and closing the dialog
   * resets it (forgets the last error).
   */
  create: { isPending: boolean; error: unknown; reset: () => void };
  generating: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onGenerate: () => void;
  generatingLabel: string;
  createLabel: string;
  /** Said (role=status) while the engine works. */
  progress: string;
  children: ReactNode;
}) {
  const creating = create.isPending;
  const error = serverMessage(create.error);
  const busy = generating || creating;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        onOpenChange(o);
        if (!o) create.reset();
      }}
    >
      <DialogContent title={title} className="sm:max-w-2xl">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error && <Alert variant="destructive">{error}</Alert>}
          {children}
          <AiEngineNotice />
          {generating && (
            <p role="status" className="text-sm text-muted-foreground">
              {progress}
            </p>
          )}
          <AiQueuePlace active={generating} />
          <DialogActions>
            <Button type="button" variant="outline" onClick={onGenerate} disabled={busy}>
              {generating ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles className="size-4" aria-hidden="true" />
              )}
              {generating ? generatingLabel : 'Generate with AI'}
            </Button>
            <Button type="submit" disabled={busy}>
              <Plus className="size-4" aria-hidden="true" />
              {creating && !generating ? 'Creating...' : createLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
