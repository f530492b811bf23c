import { Copy, Share2, Trash2 } from 'lucide-react';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';

/**
 * A library card's bottom row (lessons, quizzes): Duplicate, Share where the item can be shared,
 * and Delete behind a confirmation. Each button names its item for screen readers.
 */
export function CardFooterActions({
  title,
  busy,
  onDuplicate,
  onShare,
  deleteTitle,
  deleteDescription,
  onDelete,
}: {
  /** The item's title, in each button's accessible name. */
  title: string;
  /** Another action on the list is running: Duplicate and Share wait. */
  busy: boolean;
  onDuplicate: () => void;
  onShare?: () => void;
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => void;
}) {
  return (
    <div className="-mx-2 -mb-2 flex items-center justify-between border-t pt-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Duplicate ${title}`}
        disabled={busy}
        onClick={onDuplicate}
      >
        <Copy className="size-4" aria-hidden="true" /> Duplicate
      </Button>
      {onShare && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Share ${title}`}
          disabled={busy}
          onClick={onShare}
        >
          <Share2 className="size-4" aria-hidden="true" /> Share
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${title}`}
            className="text-destructive"
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
        }
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  );
}
