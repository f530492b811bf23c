import { RefreshCw } from 'lucide-react';
import type { ClassDetail } from '../../../../../../contracts/classes.contract';
import { Alert } from '../../../../../components/ui/alert';
import { Button } from '../../../../../components/ui/button';
import { toast } from '../../../../../components/ui/toast';
import { useLmsCourse, useSyncRoster } from '../../../classes.api';
import { classFailed } from './class-view';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A class that is an LMS course (issue 36 item 6): where it comes from, "Sync roster", why the
 * last sync failed, and who has left the course (kept, marked). Nothing for other classes.
 */
export function LmsCourse({ cls }: { cls: ClassDetail }) {
  const course = useLmsCourse(cls.id);
  const sync = useSyncRoster(cls.id);
  if (!course.data) return null;
  const c = course.data;
  return (
    <section aria-labelledby="lms-course-title" className="space-y-2">
      <h3 id="lms-course-title" className="font-semibold">
        {c.platform} course
      </h3>
      <p className="text-sm text-muted-foreground">
        “{c.title}”: {plural(c.learners, 'learner')} from {c.platform}.{' '}
        {c.lastSyncedAt
          ? `Last synced ${new Date(c.lastSyncedAt).toLocaleString()}.`
          : 'Not synced yet.'}
        {c.nightlySync &&
          ` Chalkwise syncs it again every night at ${c.nightlySync.at} (${c.nightlySync.zone} time).`}
      </p>
      {c.syncError && (
        <Alert variant="destructive">
          Roster not synced from {c.platform}: {c.syncError}.
        </Alert>
      )}
      {c.canSync ? (
        <Button
          type="button"
          variant="outline"
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  title: 'Roster synced',
                  description: `${plural(r.added, 'learner')} added, ${r.updated} renamed, ${r.left} left.`,
                }),
              onError: classFailed,
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {sync.isPending ? 'Syncing…' : 'Sync roster'}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {c.platform} has not offered this course’s roster; open Chalkwise from the course again
          once the tool may read its members.
        </p>
      )}
      {c.left.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Left the course</span> (kept here with their work):{' '}
          {c.left.map((l) => l.name).join(', ')}
        </p>
      )}
    </section>
  );
}
