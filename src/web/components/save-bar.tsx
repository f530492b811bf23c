import { Save } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { Alert } from './ui/alert';
import { Button, buttonClass } from './ui/button';

/**
 * The foot of an edit form: a way back and the submit button, which says it is saving while the
 * request runs. `dirty` (given only by pages that track it) says there is something to save and
 * keeps the bar in view while the teacher scrolls a long question list.
 */
export function SaveBar({
  backHref,
  backLabel = 'Cancel',
  saving,
  dirty,
}: {
  backHref: string;
  backLabel?: string;
  saving: boolean;
  dirty?: boolean;
}) {
  const tracked = dirty !== undefined;
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
        tracked &&
          'sm:sticky sm:bottom-0 sm:items-center sm:rounded-lg sm:border sm:bg-background/95 sm:px-4 sm:py-3 sm:backdrop-blur',
      )}
    >
      {dirty && <p className="text-sm text-muted-foreground sm:mr-auto">Unsaved changes</p>}
      <Link href={backHref} className={buttonClass('outline')}>
        {backLabel}
      </Link>
      <Button type="submit" disabled={saving}>
        <Save className="size-4" aria-hidden="true" /> {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  );
}

/**
 * Above an edit form: that some fields need fixing (on pages with fields far down the page, where
 * the teacher may not see them) and why the last save failed.
 */
export function SaveAlerts({ invalid = false, failed }: { invalid?: boolean; failed?: string }) {
  return (
    <>
      {invalid && <Alert variant="destructive">Please fix the highlighted fields.</Alert>}
      {failed && <Alert variant="destructive">{failed}</Alert>}
    </>
  );
}
