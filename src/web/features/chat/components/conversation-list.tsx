import { MessageSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CHAT_LIMITS } from '../../../../contracts/chat.contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ActionsMenu, DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastError } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useConversations, useDeleteConversation, useRenameConversation } from '../chat.api';

/** The teacher's conversations, newest first: reopen, rename, delete. */
export function ConversationList({
  current,
  onOpen,
  onNew,
}: {
  current: string;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
}) {
  const list = useConversations();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<{ sessionId: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const fail = (error: unknown) =>
    toastError('Error', serverMessage(error) ?? 'Something went wrong. Please try again.');

  return (
    <nav aria-labelledby="history-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Conversations
        </h2>
        <Button variant="outline" size="sm" onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" /> New
        </Button>
      </div>
      {list.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading conversations">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : !list.data?.length ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No conversations yet. Your questions and the answers are kept here.
        </p>
      ) : (
        <ul className="max-h-[32rem] space-y-1 overflow-y-auto" data-testid="conversation-list">
          {list.data.map((c) => (
            <li key={c.sessionId} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(c.sessionId)}
                aria-current={c.sessionId === current ? 'true' : undefined}
                className={cn(
                  'flex min-w-0 flex-1 items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  c.sessionId === current && 'bg-muted font-medium',
                )}
              >
                <MessageSquare
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span className="block truncate">{c.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDateTime(c.updatedAt)}
                  </span>
                </span>
              </button>
              <ActionsMenu label={`Options for ${c.title}`}>
                <DropdownMenuItem
                  onSelect={() => setRenaming({ sessionId: c.sessionId, title: c.title })}
                >
                  <Pencil className="size-4" aria-hidden="true" /> Rename
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDeleting(c.sessionId)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Delete
                </DropdownMenuItem>
              </ActionsMenu>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        {renaming && (
          <DialogContent title="Rename conversation">
            <form
              className="mt-4 space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                const title = renaming.title.trim();
                if (!title) return;
                rename.mutate(
                  { sessionId: renaming.sessionId, title },
                  { onSuccess: () => setRenaming(null), onError: fail },
                );
              }}
            >
              <label htmlFor="conversation-title" className="text-sm font-medium">
                Title
              </label>
              <Input
                id="conversation-title"
                autoFocus
                maxLength={CHAT_LIMITS.title}
                value={renaming.title}
                onChange={(e) => setRenaming({ ...renaming, title: e.target.value })}
              />
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setRenaming(null)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!renaming.title.trim() || rename.isPending}>
                  Save
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this conversation?"
        description="Its questions and answers will be removed. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          const id = deleting!;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              if (id === current) onNew();
            },
            onError: fail,
          });
        }}
      />
    </nav>
  );
}
