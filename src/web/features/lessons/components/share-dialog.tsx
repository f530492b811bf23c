import { Copy, Link2Off } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast, toastError } from '../../../components/ui/toast';
import { useUnshareLesson } from '../lessons.api';
import { copyText } from '../../../lib/clipboard';

/**
 * Shows the lesson's read-only link (already copied when possible) with Copy and Revoke.
 * `url` is null while the link is being created.
 */
export function ShareDialog({
  lessonId,
  title,
  url,
  onClose,
}: {
  lessonId: number;
  title: string;
  url: string | null;
  onClose: () => void;
}) {
  const unshare = useUnshareLesson();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (url) input.current?.select();
  }, [url]);

  async function copy() {
    if (!url) return;
    if (await copyText(url)) toast({ title: M.shareCopied, description: M.shareCopiedDescription });
    else input.current?.select(); // the teacher can copy the selected text by hand
  }

  function revoke() {
    unshare.mutate(lessonId, {
      onSuccess: () => {
        toast({ title: M.shareRevoked, description: M.shareRevokedDescription });
        onClose();
      },
      onError: () => toastError(M.errorTitle, M.shareFailed),
    });
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Share lesson"
        description={`Anyone with this link can view “${title}” (read-only). Revoke it to stop access.`}
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="share-url">Share link</Label>
            <Input
              id="share-url"
              ref={input}
              readOnly
              value={url ?? 'Creating link...'}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="destructive" onClick={revoke} disabled={!url || unshare.isPending}>
              <Link2Off className="size-4" aria-hidden="true" /> Revoke link
            </Button>
            <Button onClick={copy} disabled={!url}>
              <Copy className="size-4" aria-hidden="true" /> Copy link
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
